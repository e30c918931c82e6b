/**
 * Server process: the gateway in production mode. Alone, its event bus is the in-memory one,
 * observed: it tells the benchmark when each event was published (to time the fan-out alone) and how
 * many subscriptions listen on a topic. With `redisUrl` it is one replica of several sharing Redis
 * (its own bus, leases and presence there), as in production.
 */
import WebSocket from 'ws';
import type { GatewayOptions } from '../../apps/gateway/dist/server';
import { startGateway } from '../../apps/gateway/dist/server';
import { ObservedEventBus } from '../../apps/gateway/src/test-support/observedBus';
import { emitToBenchmark, serveChild } from './children';

export type GatewaySettings = Pick<GatewayOptions, 'upstreamUrl' | 'serviceToken' | 'orderingPollMs' | 'publicationPollMs' | 'redisUrl' | 'replicaId'>;

export interface GatewayReady {
  url: string;
}

/** Sent for every event the gateway publishes. */
export interface PublishedEvent {
  topic: string;
  seq: number;
  /** process.hrtime.bigint() just before the bus handed the event to its subscribers, as a decimal string. */
  at: string;
}

/**
 * What the gateway handed to its sockets: messages sent, the first one since the latest event
 * published and the last one (hrtime, decimal strings).
 */
export interface Sends {
  count: number;
  firstAt: string;
  lastAt: string;
}

// Every message the gateway sends goes through ws's send: counted here, to time the gateway's own
// part of a fan-out (from the event published to the last message handed to a socket).
const sends = { count: 0, firstAt: 0n, lastAt: 0n, sincePublish: 0 };
const prototype = WebSocket.prototype;
const send = Reflect.get(prototype, 'send') as (this: WebSocket, ...args: Parameters<WebSocket['send']>) => void;
prototype.send = function (this: WebSocket, ...args: Parameters<WebSocket['send']>) {
  sends.count += 1;
  sends.lastAt = process.hrtime.bigint();
  if (sends.sincePublish === 0) sends.firstAt = sends.lastAt;
  sends.sincePublish += 1;
  send.apply(this, args);
} as WebSocket['send'];

class TimedBus extends ObservedEventBus {
  override publish<T extends object>(topic: string, event: T): Promise<number> {
    const at = process.hrtime.bigint().toString();
    sends.sincePublish = 0;
    const published = super.publish(topic, event);
    void published.then((seq) => emitToBenchmark('published', { topic, seq, at } satisfies PublishedEvent));
    return published;
  }
}

void serveChild<GatewaySettings>(async (settings) => {
  const events = new TimedBus();
  const gateway = await startGateway({
    ...settings,
    host: '127.0.0.1',
    port: 0,
    nodeEnv: 'production',
    logLevel: 'warn',
    // Every simulated browser connects from 127.0.0.1: the cap of sockets per address would stop them.
    wsMaxSocketsPerAddress: 1_000_000,
    ...(settings.redisUrl ? {} : { events }),
  });
  const ready: GatewayReady = { url: gateway.url };
  return {
    ready,
    handlers: {
      listeners: (topic: unknown) => events.listeners(String(topic)),
      sends: (): Sends => ({ count: sends.count, firstAt: sends.firstAt.toString(), lastAt: sends.lastAt.toString() }),
    },
    close: async () => {
      await gateway.close();
      await events.close();
    },
  };
});
