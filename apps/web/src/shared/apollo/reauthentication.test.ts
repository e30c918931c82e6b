import type { FormattedExecutionResult, Sink } from 'graphql-ws';
import { fakeWsClient as fakeClient } from '../../test/fakeWsClient';
import { withReauthentication } from './reauthentication';

function recordingSink() {
  const seen: string[] = [];
  const sink: Sink<FormattedExecutionResult> = {
    next: (value) => seen.push(`next ${JSON.stringify(value.data)}`),
    error: (error) => seen.push(`error ${JSON.stringify(error)}`),
    complete: () => seen.push('complete'),
  };
  return { sink, seen };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('re-authentication of the live connection', () => {
  it('after a 4401 close refreshes the session once over HTTP and subscribes again, unnoticed by the subscribers', async () => {
    const inner = fakeClient();
    const refresh = jest.fn(() => Promise.resolve(true));
    const client = withReauthentication(inner.client, { refresh, retryWait: () => Promise.resolve() });
    const a = recordingSink();
    const b = recordingSink();
    client.subscribe({ query: 'subscription A { a }' }, a.sink);
    client.subscribe({ query: 'subscription B { b }' }, b.sink);
    inner.acknowledge();

    inner.close(4401);
    await flush();

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(inner.subscriptions.map((s) => s.payload.query)).toEqual(['subscription A { a }', 'subscription B { b }', 'subscription A { a }', 'subscription B { b }']);
    inner.acknowledge();
    inner.subscriptions[2]?.sink.next({ data: { a: 1 } });
    expect(a.seen).toEqual(['next {"a":1}']);
    expect(b.seen).toEqual([]);
  });

  it('ends the subscriptions quietly when the session is gone (signing in again is left to the refresh call)', async () => {
    const inner = fakeClient();
    const client = withReauthentication(inner.client, { refresh: () => Promise.resolve(false), retryWait: () => Promise.resolve() });
    const a = recordingSink();
    client.subscribe({ query: 'subscription { a }' }, a.sink);
    inner.close(4401);
    await flush();
    expect(a.seen).toEqual(['complete']);
    expect(inner.subscriptions).toHaveLength(1);
  });

  it('fails with the close when a new socket is refused with 4401 before it was acknowledged', async () => {
    const inner = fakeClient();
    const refresh = jest.fn(() => Promise.resolve(true));
    const client = withReauthentication(inner.client, { refresh, retryWait: () => Promise.resolve() });
    const a = recordingSink();
    client.subscribe({ query: 'subscription { a }' }, a.sink);
    inner.close(4401);
    await flush();
    inner.close(4401);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a.seen).toEqual(['error {"code":4401,"reason":"closed"}']);
  });

  it('tries the refresh again after a wait while the server cannot be reached', async () => {
    const inner = fakeClient();
    const refresh = jest.fn<Promise<boolean>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(true);
    const retryWait = jest.fn(() => Promise.resolve());
    const client = withReauthentication(inner.client, { refresh, retryWait });
    client.subscribe({ query: 'subscription { a }' }, recordingSink().sink);
    inner.close(4401);
    await flush();
    expect(retryWait).toHaveBeenCalledWith(0);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(inner.subscriptions).toHaveLength(2);
  });

  it('passes other failures on and does not subscribe again after the subscriber left', async () => {
    const inner = fakeClient();
    let finishRefresh: (refreshed: boolean) => void = () => undefined;
    const refresh = jest.fn(() => new Promise<boolean>((resolve) => (finishRefresh = resolve)));
    const client = withReauthentication(inner.client, { refresh, retryWait: () => Promise.resolve() });
    const a = recordingSink();
    client.subscribe({ query: 'subscription { a }' }, a.sink);
    inner.close(1011);
    expect(a.seen).toEqual(['error {"code":1011,"reason":"closed"}']);
    expect(refresh).not.toHaveBeenCalled();

    const b = recordingSink();
    const dispose = client.subscribe({ query: 'subscription { b }' }, b.sink);
    inner.close(4401);
    dispose();
    finishRefresh(true);
    await flush();
    expect(inner.subscriptions).toHaveLength(2);
    expect(b.seen).toEqual([]);
  });
});
