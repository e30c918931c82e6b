import { planOrderingEvent } from './useOrderingLive';

describe('planOrderingEvent', () => {
  const event = (seq: number, version: number) => ({ seq, version });

  it("loads the ordering again for anybody else's change", () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: false }, event(4, 8))).toEqual({
      refetch: true,
      adoptVersion: null,
      recordMove: false,
      lastSeq: 4,
    });
    expect(planOrderingEvent({ lastSeq: null, cachedVersion: 7, own: false }, event(12, 8)).refetch).toBe(true);
  });

  it('confirms the echo of our own change without asking the server', () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 8, own: true }, event(4, 8))).toEqual({
      refetch: false,
      adoptVersion: null,
      recordMove: true,
      lastSeq: 4,
    });
    // The echo can arrive before the mutation's answer: its version is taken over.
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: true }, event(4, 8))).toEqual({
      refetch: false,
      adoptVersion: 8,
      recordMove: true,
      lastSeq: 4,
    });
  });

  it('loads everything again after missed events, even for our own change', () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: true }, event(6, 8)).refetch).toBe(true);
    expect(planOrderingEvent({ lastSeq: 9, cachedVersion: 7, own: false }, event(1, 8))).toMatchObject({ refetch: true, lastSeq: 1 });
  });

  it('loads again when our change is not all that changed', () => {
    expect(planOrderingEvent({ lastSeq: 3, cachedVersion: 7, own: true }, event(4, 10)).refetch).toBe(true);
  });

  it('ignores a repeated event', () => {
    expect(planOrderingEvent({ lastSeq: 4, cachedVersion: 7, own: false }, event(4, 8))).toEqual({
      refetch: false,
      adoptVersion: null,
      recordMove: false,
      lastSeq: 4,
    });
  });
});
