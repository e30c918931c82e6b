/**
 * Reading external sources (the article-data feed, retailer sites): http(s) through the api's one
 * outgoing fetch (`http/outgoing.ts`: public addresses or allowed origins only, redirects checked,
 * answers capped while read), with a time limit and the job's cancellation, or a local file for
 * `file:` addresses where the caller allows them (the configured article-data source, never a link
 * found in a page). Failures are told apart: a source that cannot be reached may work later
 * (FETCH_ERROR, retryable), one that answers nonsense will not (SOURCE_INVALID), and one refused
 * before anything of it was used will not either (SOURCE_REFUSED).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { OutgoingRefusalReason } from '@flyerdesk/domain/errors';
import type { JobErrorCode } from '@flyerdesk/domain/jobs';
import { outgoingFetch, OutgoingRefused, type OutgoingAllowance } from '../../http/outgoing';

/** Longest wait for one answer of an external source. */
export const SOURCE_TIMEOUT_MS = 10_000;
/** Largest answer read from an external source. */
export const SOURCE_MAX_BYTES = 10 * 1024 * 1024;

export class SourceError extends Error {
  override name = 'SourceError';

  constructor(
    readonly code: Extract<JobErrorCode, 'FETCH_ERROR' | 'SOURCE_INVALID' | 'SOURCE_REFUSED'>,
    message: string,
    readonly retryable: boolean,
    /** Why a SOURCE_REFUSED source was refused. */
    readonly reason?: OutgoingRefusalReason,
  ) {
    super(message);
  }
}

export function fetchError(message: string): SourceError {
  return new SourceError('FETCH_ERROR', message, true);
}

export function sourceInvalid(message: string): SourceError {
  return new SourceError('SOURCE_INVALID', message, false);
}

export function sourceRefused(refusal: OutgoingRefused): SourceError {
  return new SourceError('SOURCE_REFUSED', `${refusal.message} (${refusal.reason})`, false, refusal.reason);
}

export interface FetchOptions {
  /** Aborts the request (the job was cancelled or the api is stopping); the abort reason is thrown. */
  signal: AbortSignal;
  timeoutMs?: number;
  accept: string;
  /** Origins reached although their address is not a public one (the api's own demo sources …). */
  allowance: OutgoingAllowance;
  /** Whether a `file:` address is read (default false: refused as SOURCE_REFUSED). */
  files?: boolean;
}

function describe(url: URL): string {
  return url.protocol === 'file:' ? url.pathname : `${url.origin}${url.pathname}`;
}

/** The text of a source's answer; throws SourceError, or the signal's reason when aborted. */
export async function fetchExternalText(url: URL, options: FetchOptions): Promise<string> {
  options.signal.throwIfAborted();
  if (url.protocol === 'file:' && options.files) {
    try {
      return await readFile(fileURLToPath(url), { encoding: 'utf8', signal: options.signal });
    } catch (err) {
      options.signal.throwIfAborted();
      throw fetchError(`Cannot read ${describe(url)}: ${(err as Error).message}`);
    }
  }
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]);
  let response: Awaited<ReturnType<typeof outgoingFetch>>;
  try {
    response = await outgoingFetch(url, { signal, headers: { Accept: options.accept }, maxBytes: SOURCE_MAX_BYTES, allowance: options.allowance });
  } catch (err) {
    options.signal.throwIfAborted();
    if (err instanceof OutgoingRefused) throw sourceRefused(err);
    if (signal.aborted) throw fetchError(`${describe(url)} did not answer within ${timeoutMs} ms`);
    const code = (err as { code?: unknown }).code;
    throw fetchError(`Cannot reach ${describe(url)}: ${typeof code === 'string' ? code : (err as Error).message}`);
  }
  if (response.status < 200 || response.status > 299) {
    throw fetchError(`${describe(response.url)} answered HTTP ${response.status}`);
  }
  return response.body.toString('utf8');
}
