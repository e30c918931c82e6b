import type { Client, FormattedExecutionResult, Sink, SubscribePayload } from 'graphql-ws';
import { withReauthentication } from './reauthentication';
import { withResumption } from './resumption';

/**
 * A graphql-ws client double that behaves as graphql-ws does on a new socket: it sends the same
 * subscribe message again (`resend` records what the new socket would carry).
 */
function fakeClient() {
  const subscriptions: { payload: SubscribePayload; sink: Sink<FormattedExecutionResult> }[] = [];
  const client = {
    on: () => () => undefined,
    subscribe: (payload: SubscribePayload, sink: Sink<FormattedExecutionResult>) => {
      subscriptions.push({ payload, sink });
      return () => undefined;
    },
    iterate: jest.fn(),
    dispose: jest.fn(),
    terminate: jest.fn(),
  } as unknown as Client;
  return {
    client,
    subscriptions,
    resend: (index = 0) => JSON.parse(JSON.stringify(subscriptions[index]?.payload)) as SubscribePayload,
  };
}

function sinkOf(seen: unknown[]): Sink<FormattedExecutionResult> {
  return { next: (value) => seen.push(value.data), error: (error) => seen.push(error), complete: () => seen.push('complete') };
}

describe('subscriptions that come back where they left off', () => {
  it('send again the seq and position of the last event they received', () => {
    const inner = fakeClient();
    const seen: unknown[] = [];
    withResumption(inner.client).subscribe({ query: 'subscription { change: groupsChanged { seq position } }', extensions: { trace: 't-1' } }, sinkOf(seen));
    // The first socket: no resume point yet.
    expect(inner.resend().extensions).toEqual({ trace: 't-1' });

    inner.subscriptions[0]?.sink.next({ data: { change: { seq: 4, position: 17 } } });
    inner.subscriptions[0]?.sink.next({ data: { change: { seq: 5, position: 19 } } });
    expect(seen).toEqual([{ change: { seq: 4, position: 17 } }, { change: { seq: 5, position: 19 } }]);
    expect(inner.resend().extensions).toEqual({ trace: 't-1', resume: { seq: 5, position: 19 } });

    // A result without an event (an error result) leaves the point where it was.
    inner.subscriptions[0]?.sink.next({ data: null, errors: [{ message: 'no' }] });
    expect(inner.resend().extensions).toEqual({ trace: 't-1', resume: { seq: 5, position: 19 } });
  });

  it('streams whose events have no position of their own resume after their seq', () => {
    const inner = fakeClient();
    withResumption(inner.client).subscribe({ query: 'subscription { orderingChanged(platform: "web") { seq } }' }, sinkOf([]));
    inner.subscriptions[0]?.sink.next({ data: { orderingChanged: { seq: 41 } } });
    expect(inner.resend().extensions).toEqual({ resume: { seq: 41 } });
  });

  it('after a renewed session the new subscription carries the point too', async () => {
    const inner = fakeClient();
    const client = withResumption(withReauthentication(inner.client, { refresh: () => Promise.resolve(true), retryWait: () => Promise.resolve() }));
    client.subscribe({ query: 'subscription { change: usersChanged { seq position } }' }, sinkOf([]));
    inner.subscriptions[0]?.sink.next({ data: { change: { seq: 2, position: 2 } } });
    inner.subscriptions[0]?.sink.error({ code: 4401, reason: 'Session expired' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.subscriptions).toHaveLength(2);
    expect(inner.resend(1).extensions).toEqual({ resume: { seq: 2, position: 2 } });
  });
});
