/**
 * The one way the api fetches from elsewhere (the article-data source, the crawler's retailer sites,
 * the push service). It refuses, before anything of the answer is used:
 *
 * - addresses that are not public: loopback, private, link-local (the cloud metadata address
 *   169.254.169.254 among them), carrier-grade NAT, unspecified, multicast, broadcast, reserved, and the
 *   IPv6 forms of these (IPv4-mapped, NAT64 …). A host name is resolved once, every address it
 *   resolves to is checked, and the connection goes to the checked addresses: no second lookup that
 *   could answer something else. Origins in the allowance (OUTGOING_ALLOWED_ORIGINS: the api's own
 *   demo sources, a feed on the company network) are reached whatever their address;
 * - anything but http and https;
 * - redirects, followed by hand at most OUTGOING_MAX_REDIRECTS times, each target checked as above;
 * - answers larger than their limit, declared or counted while they are read: reading stops and the
 *   connection is closed as soon as the limit is passed.
 *
 * A refusal throws OutgoingRefused with its reason; failures to connect or read throw the network
 * error, and an abort throws the signal's reason.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { OutgoingRefusalReason } from '@flyerdesk/domain/errors';

/** Redirects followed at most by one fetch. */
export const OUTGOING_MAX_REDIRECTS = 5;
/** The allowance entry that stands for the api's own address (its demo sources). */
export const OWN_ORIGIN = 'self';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class OutgoingRefused extends Error {
  override name = 'OutgoingRefused';

  constructor(
    readonly reason: OutgoingRefusalReason,
    /** The address refused (the redirect's target when a redirect was refused). */
    readonly url: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (default: the system resolver, as connections use it). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (host) => {
  const found = await dnsLookup(host, { all: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** The kind of address ipaddr.js names (`loopback`, `private`, `linkLocal` …); IPv4 forms inside IPv6 count as IPv4. */
function rangeOf(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).range() : 'invalid';
}

const RANGE_WORDS: Readonly<Record<string, string>> = {
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade NAT',
  uniqueLocal: 'unique local',
  deprecatedSiteLocal: 'site-local',
  rfc6052: 'NAT64',
  '6to4': '6to4',
};

/** Whether an address is a public one (global unicast), the only kind reached without an allowance. */
export function addressAllowed(address: string): boolean {
  return rangeOf(address) === 'unicast';
}

/** Origins reached whatever their address. */
export interface OutgoingAllowance {
  allows(url: URL): boolean;
}

/**
 * An allowance of exact origins (scheme, host and port); `self` stands for the api's own origin,
 * answered by `ownOrigin` once the api listens.
 */
export function outgoingAllowance(entries: readonly string[], ownOrigin: () => string | undefined = () => undefined): OutgoingAllowance {
  const origins = new Set(entries.filter((e) => e !== OWN_ORIGIN).map((e) => new URL(e).origin));
  const own = entries.includes(OWN_ORIGIN);
  return {
    allows(url) {
      if (origins.has(url.origin)) return true;
      if (!own) return false;
      const origin = ownOrigin();
      return origin !== undefined && new URL(origin).origin === url.origin;
    },
  };
}

/** The allowance entries of a configuration: OUTGOING_ALLOWED_ORIGINS, by default the api's own origin while the demo is on. */
export function allowanceEntries(config: { outgoingAllowedOrigins: readonly string[] | undefined; seedDemo: boolean }): readonly string[] {
  return config.outgoingAllowedOrigins ?? (config.seedDemo ? [OWN_ORIGIN] : []);
}

export interface OutgoingRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Largest answer body read, in bytes; a larger one is refused (TOO_LARGE). */
  maxBytes: number;
  /** Aborts the fetch (time limit, cancelled job); its reason is thrown. */
  signal: AbortSignal;
  allowance: OutgoingAllowance;
  /** Resolves host names (default: the system resolver). */
  resolve?: Resolver;
}

export interface OutgoingResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The address that answered (after redirects). */
  url: URL;
  body: Buffer;
}

function describe(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function abortable<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('The fetch was stopped'));
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** The addresses to connect to for `url`, each checked; throws OutgoingRefused. */
async function checkedAddresses(url: URL, request: OutgoingRequest): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutgoingRefused(OutgoingRefusalReason.SCHEME_NOT_ALLOWED, url.href, `${url.protocol} addresses are not fetched, only http and https`);
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const allowed = request.allowance.allows(url);
  const family = isIP(host);
  const addresses: ResolvedAddress[] =
    family === 0 ? await abortable((request.resolve ?? systemResolver)(host), request.signal) : [{ address: host, family: family === 6 ? 6 : 4 }];
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowed) {
    const refused = addresses.find((a) => !addressAllowed(a.address));
    if (refused) {
      const range = rangeOf(refused.address);
      const what = family === 0 ? `${host} resolves to ${refused.address}, which` : host;
      throw new OutgoingRefused(
        OutgoingRefusalReason.ADDRESS_NOT_ALLOWED,
        url.href,
        `${describe(url)} is refused: ${what} is not a public address (${RANGE_WORDS[range] ?? range})`,
      );
    }
  }
  return addresses;
}

type Exchange = { redirect: string; status: number } | { response: OutgoingResponse };

/** One request to `url`, connecting only to `addresses`; a redirect is answered, not followed. */
function exchange(url: URL, request: OutgoingRequest, method: string, headers: Record<string, string>, body: string | undefined, addresses: ResolvedAddress[]): Promise<Exchange> {
  const { signal, maxBytes } = request;
  const tooLarge = () => new OutgoingRefused(OutgoingRefusalReason.TOO_LARGE, url.href, `${describe(url)} answered more than ${maxBytes} bytes`);
  // Net asks for every address (all: true) when it may try several, for one otherwise.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const first = addresses[0] as ResolvedAddress;
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
  return new Promise<Exchange>((resolve, reject) => {
    let settled = false;
    let answer: IncomingMessage | undefined;
    const finish = (outcome: { value: Exchange } | { error: unknown }) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if ('value' in outcome) resolve(outcome.value);
      else {
        answer?.destroy();
        req.destroy();
        reject(outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error)));
      }
    };
    const onAbort = () => finish({ error: signal.reason });
    const client = url.protocol === 'https:' ? https : http;
    // A connection of its own (agent: false): never a pooled socket opened for another address.
    const req = client.request(url, { method, headers, lookup, agent: false }, (res) => {
      answer = res;
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(status) && location !== undefined) {
        res.destroy();
        finish({ value: { redirect: location, status } });
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        finish({ error: tooLarge() });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) finish({ error: tooLarge() });
        else chunks.push(chunk);
      });
      res.on('end', () => finish({ value: { response: { status, headers: res.headers, url, body: Buffer.concat(chunks) } } }));
      res.on('error', (err) => finish({ error: err }));
      res.on('close', () => finish({ error: new Error(`The answer of ${describe(url)} was cut off`) }));
    });
    req.on('error', (err) => finish({ error: err }));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    req.end(body);
  });
}

/** Fetches `url` as the module comment says; throws OutgoingRefused, the network error, or the signal's reason. */
export async function outgoingFetch(url: URL, request: OutgoingRequest): Promise<OutgoingResponse> {
  let current = new URL(url);
  let method: string = request.method ?? 'GET';
  let body = request.body;
  let headers: Record<string, string> = { 'user-agent': 'Flyerdesk', ...request.headers };
  for (let redirects = 0; ; redirects += 1) {
    request.signal.throwIfAborted();
    const addresses = await checkedAddresses(current, request);
    const outcome = await exchange(current, request, method, headers, body, addresses);
    if ('response' in outcome) return outcome.response;
    if (redirects >= OUTGOING_MAX_REDIRECTS) {
      throw new OutgoingRefused(OutgoingRefusalReason.TOO_MANY_REDIRECTS, current.href, `${describe(current)} redirected more than ${OUTGOING_MAX_REDIRECTS} times`);
    }
    let next: URL;
    try {
      next = new URL(outcome.redirect, current);
    } catch {
      throw new Error(`${describe(current)} redirected to an address that is not valid`);
    }
    // As browsers do: 303, and 301/302 after a POST, continue with a GET without the body.
    if (outcome.status === 303 || ((outcome.status === 301 || outcome.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^content-/i.test(name)));
    }
    // Credentials go only to the origin they were meant for.
    if (next.origin !== current.origin) headers = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'));
    current = next;
  }
}
