/**
 * The api's own address, for what it fetches from itself: the demo sources under /sample-sources
 * (the default article-data source, crawler sources stored as paths). It is known only once the
 * server listens (the port may be picked by the system), so it is recorded then and read lazily.
 * The outgoing fetch reaches it only through the allowance (`self` of OUTGOING_ALLOWED_ORIGINS).
 */
import type { AppContext } from '../../context';
import { allowanceEntries, outgoingAllowance, type OutgoingAllowance } from '../../http/outgoing';

const addresses = new WeakMap<AppContext, string>();

/** Records the address the api listens on (`http://host:port`). */
export function recordOwnAddress(ctx: AppContext, url: string): void {
  addresses.set(ctx, url);
}

/** The api's own base address; without a recorded one, the configured host and port. */
export function ownBaseUrl(ctx: AppContext): URL {
  const recorded = addresses.get(ctx);
  if (recorded) return new URL(recorded);
  const { host, port } = ctx.config;
  if (port === 0) throw new Error('The api does not listen yet, so its own address is unknown');
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return new URL(`http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`);
}

/** An address of an external source: absolute, or a path on the api itself. */
export function resolveSourceUrl(ctx: AppContext, address: string): URL {
  return /^[a-z][a-z0-9+.-]*:/i.test(address) ? new URL(address) : new URL(address, ownBaseUrl(ctx));
}

/**
 * What the api's outgoing requests reach although not on a public address: OUTGOING_ALLOWED_ORIGINS,
 * by default the api's own origin while the demo is on (its sources under /sample-sources).
 */
export function outgoingAllowanceOf(ctx: AppContext): OutgoingAllowance {
  return outgoingAllowance(allowanceEntries(ctx.config), () => {
    try {
      return ownBaseUrl(ctx).origin;
    } catch {
      return undefined;
    }
  });
}
