import { planOrderingEvent } from './useOrderingLive';

describe('planOrderingEvent', () => {
  const event = (seq: number, version: number, hasDelta = false, source = 'MOVE') => ({ seq, version, source, hasDelta });
  const nothing = { refetch: false, applyDelta: false, adoptVersion: null, recordMove: false, refetchMoves: false };

  it("applies the change an event carries, anybody's, without asking the server", () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: false }, event(4, 8, true))).toEqual({
      ...nothing,
      applyDelta: true,
      recordMove: true,
      lastSeq: 4,
    });
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: true }, event(4, 8, true))).toMatchObject({ applyDelta: true, refetch: false });
  });

  it('loads the activity line again for a change made outside Flyerdesk', () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: false }, event(4, 8, true, 'EXTERNAL'))).toMatchObject({
      applyDelta: true,
      refetch: false,
      refetchMoves: true,
    });
  });

  it("loads the ordering again for anybody else's change that came without its rows", () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: false }, event(4, 8))).toEqual({ ...nothing, refetch: true, lastSeq: 4 });
    expect(planOrderingEvent({ lastSeq: null, cachedVersion: 7, own: false }, event(12, 8)).refetch).toBe(true);
  });

  it('confirms the echo of our own change that came without its rows', () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 8, own: true }, event(4, 8))).toEqual({ ...nothing, recordMove: true, lastSeq: 4 });
    // The echo can arrive before the mutation's answer: its version is taken over.
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: true }, event(4, 8))).toEqual({ ...nothing, adoptVersion: 8, recordMove: true, lastSeq: 4 });
    // Our change, but the version moved further than it alone explains.
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: true }, event(4, 10)).refetch).toBe(true);
  });

  it('loads everything again after missed events, even when the event carries its change', () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: true }, event(6, 8, true))).toEqual({ ...nothing, refetch: true, lastSeq: 6 });
    expect(planOrderingEvent({ lastSeq: 9, cachedVersion: 7, own: false }, event(1, 8, true))).toMatchObject({ refetch: true, applyDelta: false, lastSeq: 1 });
  });

  it('ignores a repeated event', () => {
    expect(planOrderingEvent({ lastSeq: 4, cachedVersion: 7, own: false }, event(4, 8, true))).toEqual({ ...nothing, lastSeq: 4 });
  });
});
