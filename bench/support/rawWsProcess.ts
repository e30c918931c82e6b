/**
 * Server process: a plain `ws` server, the floor of what any WebSocket fan-out can do. A broadcast
 * sends one already-encoded message to every open socket.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { serveChild } from './children';

export interface RawReady {
  url: string;
}

export interface BroadcastArgs {
  payload: string;
}

export interface BroadcastResult {
  /** process.hrtime.bigint() when the broadcast was called, as a decimal string. */
  startedAt: string;
  /** How long the send loop itself took (ms). */
  loopMs: number;
  sockets: number;
}

void serveChild<Record<string, never>>(async () => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, backlog: 1024 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const sockets = new Set<WebSocket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const ready: RawReady = { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
  return {
    ready,
    handlers: {
      sockets: () => sockets.size,
      broadcast: (args: unknown): BroadcastResult => {
        const { payload } = args as BroadcastArgs;
        const startedAt = process.hrtime.bigint();
        const data = Buffer.from(payload);
        for (const socket of sockets) socket.send(data, { binary: false });
        return { startedAt: startedAt.toString(), loopMs: Number(process.hrtime.bigint() - startedAt) / 1e6, sockets: sockets.size };
      },
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
});
