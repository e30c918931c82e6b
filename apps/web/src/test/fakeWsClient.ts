import type { Client, FormattedExecutionResult, Sink, SubscribePayload } from 'graphql-ws';

type Listener = (...args: unknown[]) => void;

/** A graphql-ws client double (tests only): every subscribe is recorded with the message graphql-ws would send on each new socket; the test ends them as the server would. */
export function fakeWsClient() {
  const subscriptions: { payload: SubscribePayload; sink: Sink<FormattedExecutionResult>; disposed: boolean }[] = [];
  const listeners: Record<string, Listener[]> = {};
  const client = {
    on: (event: string, listener: Listener) => {
      (listeners[event] ??= []).push(listener);
      return () => undefined;
    },
    subscribe: (payload: SubscribePayload, sink: Sink<FormattedExecutionResult>) => {
      const entry = { payload, sink, disposed: false };
      subscriptions.push(entry);
      return () => {
        entry.disposed = true;
      };
    },
    iterate: jest.fn(),
    dispose: jest.fn(),
    terminate: jest.fn(),
  } as unknown as Client;
  return {
    client,
    subscriptions,
    /** The server closed the socket: every live subscription fails with the close event. */
    close(code: number) {
      const live = subscriptions.filter((s) => !s.disposed);
      for (const s of live) {
        s.disposed = true;
        s.sink.error({ code, reason: 'closed' });
      }
    },
    acknowledge() {
      for (const listener of listeners['connected'] ?? []) listener();
    },
  };
}
