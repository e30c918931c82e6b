import type { IncomingHttpHeaders } from 'node:http';

function normalize(address: string | undefined): string {
  if (!address) return 'unknown';
  const trimmed = address.trim();
  // IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/**
 * The address of the browser behind a request. With `trustedHops` reverse proxies in front of the
 * gateway (each appending the address it saw to X-Forwarded-For), the entry added by the outermost
 * trusted proxy is the client's; anything to its left was written by the client and is ignored.
 * Without trusted proxies the connection's own address counts.
 */
export function clientAddressOf(req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } }, trustedHops: number): string {
  const chain = [req.socket.remoteAddress];
  if (trustedHops > 0) {
    const header = req.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    chain.push(...forwarded.reverse());
  }
  return normalize(chain[Math.min(trustedHops, chain.length - 1)]);
}
