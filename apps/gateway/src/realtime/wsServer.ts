/**
 * graphql-ws (the graphql-transport-ws protocol, unchanged) on a `ws` server, in place of graphql-ws's
 * own `useServer`, with less held per socket and less work per message:
 * - one keep-alive sweep for all sockets: every `keepAliveMs` each socket is pinged, and a socket
 *   that did not answer the previous ping is terminated (useServer kept an interval per socket and a
 *   timeout per ping); the sweep runs only while sockets are open;
 * - the wait for connection_init (`connectionInitWaitTimeout`, closed with 4408 as graphql-ws does)
 *   on one timer for all sockets (deadlines.ts) instead of a timer per socket;
 * - a `next` message whose payload is shared by many sockets is written by the fan-out itself
 *   (fanout.ts, with `sendText`): the payload's bytes, encoded once, framed with the socket's operation id;
 * - socket errors (a message over the size limit, a broken frame: ws has already closed the socket
 *   with its code) go to the log.
 */
import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { Logger } from 'pino';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import { Deadlines } from './deadlines';

export interface GraphqlWsOptions<E> {
  /** What graphql-ws's `ctx.extra` holds for a new socket. */
  extra(socket: WebSocket, request: IncomingMessage): E;
  logger: Logger;
  /** Close reasons say no more than "Internal server error". */
  isProd: boolean;
  /** Ping interval; a socket silent for a whole interval after a ping is dropped (default 12 s, as graphql-ws). */
  keepAliveMs?: number;
  /** How messages reach a socket (default `sendText`; `boundedSender` closes sockets that do not keep up). */
  send?: (socket: WebSocket, data: string | Buffer) => void;
}

const SEND_TEXT = { binary: false } as const;

/** Sends a whole message as a text frame, unless the socket has closed meanwhile (it then ends its operations itself). */
export function sendText(socket: WebSocket, data: string | Buffer): void {
  if (socket.readyState === socket.OPEN) socket.send(data, SEND_TEXT);
}

/** Close code of a socket whose client reads too slowly: it may reconnect and catch up (1013, try again later). */
export const TOO_SLOW_CLOSE = { code: 1013, reason: 'Too slow: reconnect and catch up' } as const;

/** How long a socket closed for being too slow may take to finish its closing handshake before it is cut. */
const TOO_SLOW_TERMINATE_MS = 2000;

/**
 * `sendText` with backpressure: a socket holding more than `maxBufferedBytes` not yet taken by its
 * client (a frozen tab, a network that holds the connection but moves nothing) gets nothing more; it is
 * closed with 1013, cut if its client does not answer the close either, and `tooSlow` is told. Its
 * client reconnects and catches up from where it left off (extensions.resume).
 */
export function boundedSender(maxBufferedBytes: number, tooSlow: (socket: WebSocket) => void = () => undefined): (socket: WebSocket, data: string | Buffer) => void {
  return (socket, data) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount <= maxBufferedBytes) {
      socket.send(data, SEND_TEXT);
      return;
    }
    socket.close(TOO_SLOW_CLOSE.code, TOO_SLOW_CLOSE.reason);
    setTimeout(() => {
      if (socket.readyState !== socket.CLOSED) socket.terminate();
    }, TOO_SLOW_TERMINATE_MS).unref();
    tooSlow(socket);
  };
}

/** A message as text (ws hands a Buffer by default; the other shapes only with another binaryType). */
function textOf(message: RawData): string {
  if (Buffer.isBuffer(message)) return message.toString('utf8');
  return Buffer.concat(Array.isArray(message) ? message : [Buffer.from(message)]).toString('utf8');
}

function closeReason(err: unknown, isProd: boolean): string {
  const fallback = 'Internal server error';
  if (isProd) return fallback;
  const reason = err instanceof Error ? err.message : String(err);
  return reason.length < 124 ? reason : fallback;
}

/** Mounts graphql-ws on the server's sockets; `dispose` closes them (1001) and the server. */
export function serveGraphqlWs<P extends Record<PropertyKey, unknown> | undefined, E extends Record<PropertyKey, unknown> & { readonly socket: WebSocket }>(
  options: ServerOptions<P, E>,
  ws: WebSocketServer,
  glue: GraphqlWsOptions<E>,
): { dispose(): Promise<void> } {
  const { logger, isProd } = glue;
  const keepAliveMs = glue.keepAliveMs ?? 12_000;
  const send = glue.send ?? sendText;
  const initWaitMs = options.connectionInitWaitTimeout ?? 3000;
  const awaitingInit =
    initWaitMs > 0 && Number.isFinite(initWaitMs)
      ? new Deadlines<WebSocket>((socket) => socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout'))
      : null;
  const { onConnect } = options;
  const server = makeServer<P, E>({
    ...options,
    connectionInitWaitTimeout: 0,
    onConnect: (ctx) => {
      awaitingInit?.delete(ctx.extra.socket);
      return onConnect?.(ctx);
    },
  });
  ws.options.handleProtocols = handleProtocols;

  // Sockets pinged by the last sweep that have not answered yet.
  const awaitingPong = new Set<WebSocket>();
  let sweep: NodeJS.Timeout | null = null;
  function answered(this: WebSocket): void {
    awaitingPong.delete(this);
  }
  function keepAlive(): void {
    if (ws.clients.size === 0) {
      if (sweep) clearInterval(sweep);
      sweep = null;
      awaitingPong.clear();
      return;
    }
    for (const socket of ws.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (awaitingPong.has(socket)) {
        awaitingPong.delete(socket);
        socket.terminate();
        continue;
      }
      awaitingPong.add(socket);
      socket.ping();
    }
  }
  function socketError(err: Error & { code?: string }): void {
    logger.debug({ err: { message: err.message, code: err.code } }, 'websocket closed after a protocol error');
  }

  ws.once('error', (err) => {
    logger.error({ err }, 'websocket server failed');
    for (const client of ws.clients) client.close(CloseCode.InternalServerError, closeReason(err, isProd));
  });

  ws.on('connection', (socket, request) => {
    socket.on('error', socketError);
    awaitingInit?.add(socket, Date.now() + initWaitMs);
    if (keepAliveMs > 0 && Number.isFinite(keepAliveMs)) {
      socket.on('pong', answered);
      if (!sweep) {
        sweep = setInterval(keepAlive, keepAliveMs);
        sweep.unref();
      }
    }
    const closed = server.opened(
      {
        protocol: socket.protocol,
        // Not waiting for the write: a socket that fails to write emits 'error' and closes, which ends its operations.
        send: (data) => send(socket, data),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) => {
          socket.on('message', (message: RawData) => {
            cb(textOf(message)).catch((err: unknown) => {
              logger.error({ err }, 'websocket message failed');
              socket.close(CloseCode.InternalServerError, closeReason(err, isProd));
            });
          });
        },
      },
      glue.extra(socket, request),
    );
    socket.once('close', (code, reason) => {
      awaitingPong.delete(socket);
      awaitingInit?.delete(socket);
      closed(code, reason.toString()).catch((err: unknown) => logger.error({ err }, 'websocket close handling failed'));
    });
  });

  return {
    async dispose() {
      if (sweep) clearInterval(sweep);
      sweep = null;
      for (const client of ws.clients) client.close(1001, 'Going away');
      ws.removeAllListeners();
      await new Promise<void>((resolve, reject) => ws.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
