import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { EventBus } from '../realtime/pubsub';

/** How long one readiness check may wait for the api and for the event bus. */
export const READINESS_TIMEOUT_MS = 2000;

export type CheckState = 'ok' | 'unreachable';

export interface ReadinessChecks {
  /** The leaflet REST service answers its readiness endpoint. */
  upstream: CheckState;
  /** The event bus can deliver events (always, in memory; a shared bus while its server answers). */
  events: CheckState;
}

export interface ReadinessReport {
  ready: boolean;
  checks: ReadinessChecks;
}

/**
 * GET /readyz: whether this gateway should get traffic now. Unlike /healthz (the process is alive),
 * it answers 503 while the api or the event bus cannot be reached, and from the moment the gateway
 * starts shutting down.
 */
export interface Readiness {
  handler: RequestHandler;
  /** Checks the api and the event bus now (one check at a time; callers during a check share it). */
  check(): Promise<ReadinessReport>;
  /** From now on /readyz answers 503, so load balancers stop sending new requests here. */
  stopping(): void;
  readonly isStopping: boolean;
}

export interface ReadinessOptions {
  /** Base URL of the leaflet REST service (no trailing slash). */
  upstreamUrl: string;
  events: Pick<EventBus, 'ping'>;
  logger: Logger;
  timeoutMs?: number;
}

async function answers(url: string, signal: AbortSignal): Promise<number> {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, redirect: 'manual', signal });
  await res.body?.cancel().catch(() => undefined);
  return res.status;
}

/**
 * The api's readiness endpoint; an api without one (404) is asked for its health check instead,
 * which also reaches its database.
 */
async function upstreamCheck(upstreamUrl: string, timeoutMs: number): Promise<CheckState> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let status = await answers(`${upstreamUrl}/readyz`, signal);
    if (status === 404) status = await answers(`${upstreamUrl}/healthz`, signal);
    return status >= 200 && status < 300 ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

async function eventsCheck(events: Pick<EventBus, 'ping'>, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckState>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([
      events.ping().then(
        (): CheckState => 'ok',
        (): CheckState => 'unreachable',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(options: ReadinessOptions): Readiness {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  let stopping = false;
  let running: Promise<ReadinessReport> | null = null;
  let last: ReadinessChecks | null = null;

  const log = (checks: ReadinessChecks): void => {
    const failing = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter((name) => checks[name] !== 'ok');
    const wasFailing = last !== null && (Object.keys(last) as (keyof ReadinessChecks)[]).some((name) => last?.[name] !== 'ok');
    const changed = last === null || last.upstream !== checks.upstream || last.events !== checks.events;
    last = checks;
    if (!changed) return;
    if (failing.length > 0) options.logger.warn({ checks }, `not ready: ${failing.join(', ')} unreachable`);
    else if (wasFailing) options.logger.info({ checks }, 'ready again');
  };

  const check = (): Promise<ReadinessReport> => {
    running ??= (async () => {
      try {
        const [upstream, events] = await Promise.all([upstreamCheck(options.upstreamUrl, timeoutMs), eventsCheck(options.events, timeoutMs)]);
        const checks: ReadinessChecks = { upstream, events };
        log(checks);
        return { ready: upstream === 'ok' && events === 'ok', checks };
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const handler: RequestHandler = async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (stopping) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    const report = await check();
    if (stopping) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    res.status(report.ready ? 200 : 503).json({ status: report.ready ? 'ready' : 'unavailable', checks: report.checks });
  };

  return {
    handler,
    check,
    stopping() {
      stopping = true;
    },
    get isStopping() {
      return stopping;
    },
  };
}
