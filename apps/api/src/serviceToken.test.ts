import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOrCreateServiceToken, serviceTokenFile, serviceTokenMatches } from './serviceToken';

describe('service token', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'flyerdesk-service-token-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is generated once into the data folder, readable by its owner only', () => {
    const dataDir = path.join(dir, 'data');
    const token = readOrCreateServiceToken(dataDir);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const file = serviceTokenFile(dataDir);
    expect(file).toBe(path.join(dataDir, 'service-token'));
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateServiceToken(dataDir)).toBe(token);
  });

  it('uses a token a launcher already wrote, and replaces one too short to be safe', () => {
    const launcher = 'a1'.repeat(32);
    writeFileSync(serviceTokenFile(dir), launcher, { mode: 0o600 });
    expect(readOrCreateServiceToken(dir)).toBe(launcher);

    writeFileSync(serviceTokenFile(dir), 'short\n');
    const replaced = readOrCreateServiceToken(dir);
    expect(replaced).not.toBe('short');
    expect(readFileSync(serviceTokenFile(dir), 'utf8').trim()).toBe(replaced);
    expect(statSync(serviceTokenFile(dir)).mode & 0o777).toBe(0o600);
  });

  it('matches only the exact token', () => {
    const token = 'x'.repeat(40);
    expect(serviceTokenMatches(token, token)).toBe(true);
    expect(serviceTokenMatches(token, `${token}x`)).toBe(false);
    expect(serviceTokenMatches(token, '')).toBe(false);
  });
});
