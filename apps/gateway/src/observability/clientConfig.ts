import type { RequestHandler } from 'express';
import type { GatewayConfig } from '../env';
import { RELEASE } from './release';

/** What the browser needs to know before it reports errors (GET /client-config). */
export interface ClientConfig {
  /** Where the browser reports render errors; null: it reports nothing. */
  sentryDsn: string | null;
  environment: string | null;
  release: string;
}

export function clientConfigOf(config: Pick<GatewayConfig, 'webSentryDsn' | 'sentryEnvironment'>): ClientConfig {
  return { sentryDsn: config.webSentryDsn ?? null, environment: config.sentryEnvironment ?? null, release: RELEASE };
}

/** GET /client-config: public, never cached (it changes with the gateway's configuration). */
export function clientConfigRoute(config: Pick<GatewayConfig, 'webSentryDsn' | 'sentryEnvironment'>): RequestHandler {
  const body = clientConfigOf(config);
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}
