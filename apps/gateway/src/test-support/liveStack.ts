import type { Client } from 'graphql-ws';
import { signIn } from './graphqlClient';
import { ManualTimer } from './manualTimer';
import { ObservedEventBus } from './observedBus';
import { startStack, type Stack } from './stack';
import { connectWs } from './wsClient';

/**
 * The real api and a gateway whose pollers move only when the test advances `timer`, on a bus the
 * test can watch, with an administrator and an editor signed in; `close` ends the sockets the test
 * opened, the stack and the bus (tests only).
 */
export interface LiveStack {
  stack: Stack;
  timer: ManualTimer;
  bus: ObservedEventBus;
  url: string;
  wsUrl: string;
  /** Cookie headers of the signed-in demo users. */
  admin: string;
  editor: string;
  /** A WebSocket client with the session of the cookie. */
  socket(cookie: string): Client;
  close(): Promise<void>;
}

export async function startLiveStack(options: { changesPollMs: number }): Promise<LiveStack> {
  const timer = new ManualTimer();
  const bus = new ObservedEventBus();
  const stack = await startStack({ timer, events: bus, changesPollMs: options.changesPollMs });
  const url = stack.gateway.url;
  const wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  const clients: Client[] = [];
  return {
    stack,
    timer,
    bus,
    url,
    wsUrl,
    admin: await signIn(url, 'admin'),
    editor: await signIn(url, 'editor'),
    socket(cookie) {
      const { client } = connectWs(wsUrl, { Cookie: cookie });
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) await client.dispose();
      await stack.close();
      await bus.close();
    },
  };
}
