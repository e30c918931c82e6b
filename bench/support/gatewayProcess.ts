/**
 * Server process: the gateway in production mode. Alone, its event bus is the in-memory one,
 * observed: it tells the benchmark when each event was published (to time the fan-out alone) and how
 * many subscriptions listen on a topic. With `redisUrl` it is one replica of several sharing Redis
 * (its own bus, leases and presence there), as in production.
 */
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

class TimedBus extends ObservedEventBus {
  override publish<T extends object>(topic: string, event: T): Promise<number> {
    const at = process.hrtime.bigint().toString();
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
    },
    close: async () => {
      await gateway.close();
      await events.close();
    },
  };
});
