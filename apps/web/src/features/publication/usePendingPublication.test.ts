import { planPendingEvent } from './usePendingPublication';

describe('planPendingEvent', () => {
  it('shows the first event and the next one in sequence without asking the server', () => {
    expect(planPendingEvent(null, 12)).toEqual({ apply: true, refetch: false, lastSeq: 12 });
    expect(planPendingEvent(12, 13)).toEqual({ apply: true, refetch: false, lastSeq: 13 });
  });

  it('ignores a repeated event', () => {
    expect(planPendingEvent(13, 13)).toEqual({ apply: false, refetch: false, lastSeq: 13 });
  });

  it('refetches after a gap or a restarted sequence', () => {
    expect(planPendingEvent(13, 16)).toEqual({ apply: true, refetch: true, lastSeq: 16 });
    expect(planPendingEvent(40, 1)).toEqual({ apply: true, refetch: true, lastSeq: 1 });
  });
});
