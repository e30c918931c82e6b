import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Closed {
  code: number;
  reason: string;
}

/** A graphql-ws client that sends the given headers on the upgrade request, as a browser sends cookies (tests only). */
export function connectWs(wsUrl: string, headers: Record<string, string> = {}): { client: Client; closed: Promise<Closed> } {
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let resolveClosed: (closed: Closed) => void = () => undefined;
  const closed = new Promise<Closed>((resolve) => {
    resolveClosed = resolve;
  });
  const client = createClient({
    url: wsUrl,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolveClosed({ code, reason: String(reason) });
      },
    },
  });
  return { client, closed };
}

/** Data of the next result of a subscription stream (throws on errors or when the stream ended). */
export async function nextData<T>(events: AsyncIterator<FormattedExecutionResult<T, unknown>>): Promise<T> {
  const result = await events.next();
  if (result.done) throw new Error('the subscription ended');
  const value = result.value;
  if (value.errors || !value.data) throw new Error(`subscription error: ${JSON.stringify(value.errors)}`);
  return value.data;
}

/** Reads a subscription stream until a result satisfies the predicate, and returns that result's data. */
export async function nextMatching<T>(events: AsyncIterator<FormattedExecutionResult<T, unknown>>, predicate: (data: T) => boolean): Promise<T> {
  for (;;) {
    const data = await nextData(events);
    if (predicate(data)) return data;
  }
}

/** Resolves once the condition holds, checking after each turn of the event loop. */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
