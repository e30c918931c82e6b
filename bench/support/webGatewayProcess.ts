/**
 * Server process: the gateway in production mode serving the built web app (index.html and its
 * assets from `webDist`), as browsers reach Flyerdesk. Its event bus is the in-memory one.
 */
import type { GatewayOptions } from '../../apps/gateway/dist/server';
import { startGateway } from '../../apps/gateway/dist/server';
import { serveChild } from './children';

export type WebGatewaySettings = Pick<GatewayOptions, 'upstreamUrl' | 'serviceToken' | 'webDist'>;

export interface WebGatewayReady {
  url: string;
}

void serveChild<WebGatewaySettings>(async (settings) => {
  const gateway = await startGateway({ ...settings, host: '127.0.0.1', port: 0, nodeEnv: 'production', logLevel: 'warn' });
  const ready: WebGatewayReady = { url: gateway.url };
  return { ready, handlers: {}, close: () => gateway.close() };
});
