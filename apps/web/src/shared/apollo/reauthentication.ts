import type { Client, FormattedExecutionResult, Sink, SubscribePayload } from 'graphql-ws';

/**
 * Close code of the gateway when a socket's session is not (or no longer) valid: the access token
 * expired, or the session was ended (signed out elsewhere, account disabled). graphql-ws treats it
 * as final and ends every subscription of the socket.
 */
export const UNAUTHORIZED_CLOSE = 4401;

export function isUnauthorizedClose(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNAUTHORIZED_CLOSE;
}

export interface ReauthenticationOptions {
  /**
   * Refreshes the session over HTTP (the gateway rotates the cookies the next socket sends): true
   * when refreshed, false when the session is gone (signing in again is handled elsewhere). Throws
   * when the server could not be reached.
   */
  refresh: () => Promise<boolean>;
  /** Waits before the next refresh after one that could not reach the server. */
  retryWait: (attempt: number) => Promise<void>;
}

/**
 * The graphql-ws client with silent re-authentication: subscriptions ended by a 4401 close refresh
 * the session over HTTP (once for all of them) and subscribe again on a new socket, so an access
 * token running out under an open socket goes unnoticed. When the session is gone they end quietly
 * (the refresh's own failure leads to sign-in). When a socket is refused with 4401 again before it
 * was acknowledged, refreshing does not help and the subscriptions fail with that close.
 * `iterate` is the inner client's (the app subscribes through `subscribe`).
 */
export function withReauthentication(client: Client, options: ReauthenticationOptions): Client {
  let pending: Promise<boolean> | null = null;
  /** Subscriptions waiting for the refresh; without any, a refresh that keeps failing is given up. */
  let waiting = 0;
  /** Whether a socket was acknowledged since the last refresh (else a 4401 means refreshing does not help). */
  let acknowledgedSinceRefresh = true;
  client.on('connected', () => {
    acknowledgedSinceRefresh = true;
  });

  const renew = (): Promise<boolean> => {
    pending ??= (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const refreshed = await options.refresh();
          if (refreshed) acknowledgedSinceRefresh = false;
          return refreshed;
        } catch {
          if (waiting === 0) return false;
          await options.retryWait(attempt);
        }
      }
    })().finally(() => {
      pending = null;
    });
    return pending;
  };

  function subscribe<Data = Record<string, unknown>, Extensions = unknown>(
    payload: SubscribePayload,
    sink: Sink<FormattedExecutionResult<Data, Extensions>>,
  ): () => void {
    let active = true;
    let disposeInner: () => void = () => undefined;
    const start = () => {
      disposeInner = client.subscribe<Data, Extensions>(payload, {
        next: (value) => {
          if (active) sink.next(value);
        },
        complete: () => {
          if (!active) return;
          active = false;
          sink.complete();
        },
        error: (error: unknown) => {
          if (!active) return;
          if (!isUnauthorizedClose(error) || !acknowledgedSinceRefresh) {
            active = false;
            sink.error(error);
            return;
          }
          waiting += 1;
          void renew().then((refreshed) => {
            waiting -= 1;
            if (!active) return;
            if (refreshed) {
              start();
              return;
            }
            active = false;
            sink.complete();
          });
        },
      });
    };
    start();
    return () => {
      if (!active) return;
      active = false;
      disposeInner();
    };
  }

  return withSubscribe(client, subscribe);
}

/** The graphql-ws client with another `subscribe` (the app subscribes through it); the rest is the client's own. */
export function withSubscribe(client: Client, subscribe: Client['subscribe']): Client {
  return {
    on: (event, listener) => client.on(event, listener),
    subscribe,
    iterate: (request) => client.iterate(request),
    dispose: () => client.dispose(),
    terminate: () => client.terminate(),
  };
}
