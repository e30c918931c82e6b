import type { FormattedExecutionResult, Sink } from 'graphql-ws';
import { fakeWsClient } from '../../test/fakeWsClient';
import { withResumption } from './resumption';

function sinkOf(seen: unknown[]): Sink<FormattedExecutionResult> {
  return { next: (value) => seen.push(value.data), error: (error) => seen.push(error), complete: () => seen.push('complete') };
}

/** The subscribe message graphql-ws would send on its next socket (it keeps the one it was given). */
function resent(inner: ReturnType<typeof fakeWsClient>, index = 0): unknown {
  return JSON.parse(JSON.stringify(inner.subscriptions[index]?.payload)) as unknown;
}

describe('subscriptions that come back where they left off', () => {
  it('send again the seq and position of the last event they received', () => {
    const inner = fakeWsClient();
    const seen: unknown[] = [];
    withResumption(inner.client).subscribe({ query: 'subscription { change: groupsChanged { seq position } }', extensions: { trace: 't-1' } }, sinkOf(seen));
    // The first socket: no resume point yet.
    expect(resent(inner)).toMatchObject({ extensions: { trace: 't-1' } });
    expect(resent(inner)).not.toHaveProperty('extensions.resume');

    inner.subscriptions[0]?.sink.next({ data: { change: { seq: 4, position: 17 } } });
    inner.subscriptions[0]?.sink.next({ data: { change: { seq: 5, position: 19 } } });
    expect(seen).toEqual([{ change: { seq: 4, position: 17 } }, { change: { seq: 5, position: 19 } }]);
    expect(resent(inner)).toMatchObject({ extensions: { trace: 't-1', resume: { seq: 5, position: 19 } } });

    // A result without an event (an error result) leaves the point where it was.
    inner.subscriptions[0]?.sink.next({ data: null, errors: [{ message: 'no' }] });
    expect(resent(inner)).toMatchObject({ extensions: { resume: { seq: 5, position: 19 } } });
  });

  it('streams whose events have no position of their own resume after their seq', () => {
    const inner = fakeWsClient();
    withResumption(inner.client).subscribe({ query: 'subscription { orderingChanged(platform: "web") { seq } }' }, sinkOf([]));
    inner.subscriptions[0]?.sink.next({ data: { orderingChanged: { seq: 41 } } });
    expect(resent(inner)).toMatchObject({ extensions: { resume: { seq: 41 } } });
  });
});
