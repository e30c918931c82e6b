import { RESUME_EXTENSION, resumePointAfter } from '@flyerdesk/domain/realtime';
import type { Client, FormattedExecutionResult, Sink, SubscribePayload } from 'graphql-ws';
import { withSubscribe } from './reauthentication';

/**
 * The graphql-ws client with subscriptions that come back where they left off. Each subscription's
 * subscribe message carries, in `extensions.resume`, the `seq` (and `position`) of the last event it
 * received; graphql-ws sends the same message again on every new socket (after a reconnection, after
 * the session was renewed), so the gateway first hands it the events it missed meanwhile. An event is
 * a subscription's one root field with a `seq`; results without one leave the point where it was.
 */
export function withResumption(client: Client): Client {
  function subscribe<Data = Record<string, unknown>, Extensions = unknown>(
    payload: SubscribePayload,
    sink: Sink<FormattedExecutionResult<Data, Extensions>>,
  ): () => void {
    // The message graphql-ws keeps and sends again: its resume point is kept up to date in place.
    const extensions: Record<string, unknown> = { ...payload.extensions };
    const message: SubscribePayload = { ...payload, extensions };
    return client.subscribe<Data, Extensions>(message, {
      next: (value) => {
        const data = value.data as Record<string, unknown> | null | undefined;
        const point = data ? resumePointAfter(Object.values(data)[0]) : null;
        if (point) extensions[RESUME_EXTENSION] = point;
        sink.next(value);
      },
      error: (error: unknown) => sink.error(error),
      complete: () => sink.complete(),
    });
  }

  return withSubscribe(client, subscribe);
}
