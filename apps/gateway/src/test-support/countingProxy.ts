import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback reverse proxy in front of the api that records every call (tests only). */
export interface CountingProxy {
  url: string;
  /** "METHOD /path" of every call, in order. */
  readonly calls: string[];
  /** Calls whose "METHOD /path" matches. */
  count(pattern: RegExp): number;
  reset(): void;
  /** X-Trace-Id header of every call, in order. */
  readonly traceIds: (string | undefined)[];
  /** Request headers of every call, in order. */
  readonly headers: IncomingHttpHeaders[];
  /** Holds every new request without answering (the upstream hangs). */
  hang(): void;
  /** Forwards new requests again after `hang` (held ones stay unanswered). */
  resume(): void;
  /** Answers calls matching the pattern with this status and JSON body instead of forwarding them. */
  override(pattern: RegExp, status: number, body: unknown): void;
  /** Forwards every call again. */
  clearOverrides(): void;
  /** Keeps new calls whose "METHOD /path" matches waiting (unanswered, not lost) until `release`: a slow upstream the test controls. */
  hold(pattern: RegExp): void;
  /** Forwards the calls kept by `hold`, in order, and every new call at once again. */
  release(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const target = new URL(targetUrl);
  const calls: string[] = [];
  const traceIds: (string | undefined)[] = [];
  const headers: IncomingHttpHeaders[] = [];
  const overrides: { pattern: RegExp; status: number; body: unknown }[] = [];
  let hanging = false;
  let holding: RegExp | null = null;
  const held: (() => void)[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const line = `${req.method} ${path}`;
    calls.push(line);
    const trace = req.headers['x-trace-id'];
    traceIds.push(Array.isArray(trace) ? trace[0] : trace);
    headers.push(req.headers);
    if (hanging) return;
    const override = overrides.find((o) => o.pattern.test(line));
    if (override) {
      req.resume();
      res.writeHead(override.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(override.body));
      return;
    }
    const forward = () => {
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    };
    if (holding?.test(line)) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    traceIds,
    headers,
    override: (pattern, status, body) => {
      overrides.push({ pattern, status, body });
    },
    clearOverrides: () => {
      overrides.length = 0;
    },
    hold: (pattern) => {
      holding = pattern;
    },
    release: () => {
      holding = null;
      for (const forward of held.splice(0)) forward();
    },
    count: (pattern) => calls.filter((call) => pattern.test(call)).length,
    reset: () => {
      calls.length = 0;
      traceIds.length = 0;
      headers.length = 0;
    },
    hang: () => {
      hanging = true;
    },
    resume: () => {
      hanging = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
