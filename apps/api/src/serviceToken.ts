/**
 * The shared service token: trusted services (the gateway's pollers) send it as `X-Service-Token` to
 * read ordering and publication versions without a user session. When it is not configured it is
 * generated once and kept in `${DATA_DIR}/service-token` (mode 600), where a launcher can read it
 * and hand the same value to the gateway.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_TOKEN_MIN_LENGTH } from './env';

export const SERVICE_TOKEN_HEADER = 'X-Service-Token';
export const SERVICE_TOKEN_FILE_NAME = 'service-token';

/** Where the generated token is kept for a data folder. */
export function serviceTokenFile(dataDir: string): string {
  return path.join(dataDir, SERVICE_TOKEN_FILE_NAME);
}

export function generateServiceToken(): string {
  return randomBytes(32).toString('base64url');
}

function readStored(file: string): string | undefined {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    return stored.length >= SERVICE_TOKEN_MIN_LENGTH ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The token kept in the data folder, generated (mode 600) when there is none yet. */
export function readOrCreateServiceToken(dataDir: string): string {
  const file = serviceTokenFile(dataDir);
  const stored = readStored(file);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  const token = generateServiceToken();
  try {
    // Exclusive create: when another process wrote one meanwhile, that one is used.
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (err) {
    const existing = readStored(file);
    if (existing) return existing;
    // An unusable file (too short, unreadable) is replaced.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return token;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares in constant time (both sides hashed first, so their lengths do not leak either). */
export function serviceTokenMatches(expected: string, presented: string): boolean {
  return timingSafeEqual(digest(expected), digest(presented));
}
