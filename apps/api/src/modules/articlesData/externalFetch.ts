/**
 * Reading external sources (the article-data feed, retailer sites): http(s) with a time limit and
 * the job's cancellation, or a local file for `file:` addresses. Failures are told apart: a source
 * that cannot be reached may work later (FETCH_ERROR, retryable), one that answers nonsense will not
 * (SOURCE_INVALID).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { JobErrorCode } from '@flyerdesk/domain/jobs';

/** Longest wait for one answer of an external source. */
export const SOURCE_TIMEOUT_MS = 10_000;
/** Largest answer read from an external source. */
export const SOURCE_MAX_BYTES = 10 * 1024 * 1024;

export class SourceError extends Error {
  override name = 'SourceError';

  constructor(
    readonly code: Extract<JobErrorCode, 'FETCH_ERROR' | 'SOURCE_INVALID'>,
    message: string,
    readonly retryable: boolean,
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

export interface FetchOptions {
  /** Aborts the request (the job was cancelled or the api is stopping); the abort reason is thrown. */
  signal: AbortSignal;
  timeoutMs?: number;
  accept: string;
}

function describe(url: URL): string {
  return url.protocol === 'file:' ? url.pathname : `${url.origin}${url.pathname}`;
}

/** The text of a source's answer; throws SourceError, or the signal's reason when aborted. */
export async function fetchExternalText(url: URL, options: FetchOptions): Promise<string> {
  options.signal.throwIfAborted();
  if (url.protocol === 'file:') {
    try {
      return await readFile(fileURLToPath(url), { encoding: 'utf8', signal: options.signal });
    } catch (err) {
      options.signal.throwIfAborted();
      throw fetchError(`Cannot read ${describe(url)}: ${(err as Error).message}`);
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw sourceInvalid(`Unsupported address ${url.protocol}`);
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: options.accept }, redirect: 'follow' });
  } catch (err) {
    options.signal.throwIfAborted();
    if (signal.aborted) throw fetchError(`${describe(url)} did not answer within ${timeoutMs} ms`);
    const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
    const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : (err as Error).message;
    throw fetchError(`Cannot reach ${describe(url)}: ${detail}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw fetchError(`${describe(url)} answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > SOURCE_MAX_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw sourceInvalid(`${describe(url)} answered more than ${SOURCE_MAX_BYTES} bytes`);
  }
  try {
    const text = await response.text();
    if (Buffer.byteLength(text) > SOURCE_MAX_BYTES) throw sourceInvalid(`${describe(url)} answered more than ${SOURCE_MAX_BYTES} bytes`);
    return text;
  } catch (err) {
    if (err instanceof SourceError) throw err;
    options.signal.throwIfAborted();
    if (signal.aborted) throw fetchError(`${describe(url)} did not answer within ${timeoutMs} ms`);
    throw fetchError(`Reading the answer of ${describe(url)} failed: ${(err as Error).message}`);
  }
}
