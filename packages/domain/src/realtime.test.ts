import { readResumePoint, RESUME_EXTENSION, resumePointAfter } from './realtime';

describe('resume points of live streams', () => {
  it('are taken from an event: its seq, and its position when it has one', () => {
    expect(resumePointAfter({ seq: 7, action: 'UPDATED' })).toEqual({ seq: 7 });
    expect(resumePointAfter({ seq: 7, position: 31 })).toEqual({ seq: 7, position: 31 });
    expect(resumePointAfter({ seq: 7, position: null })).toEqual({ seq: 7 });
    expect(resumePointAfter({ version: 3 })).toBeNull();
    expect(resumePointAfter(null)).toBeNull();
    expect(resumePointAfter({ seq: -1 })).toBeNull();
  });

  it('are read from the subscribe message as a client sent them, and malformed ones are ignored', () => {
    expect(readResumePoint({ [RESUME_EXTENSION]: { seq: 4 } })).toEqual({ seq: 4 });
    expect(readResumePoint({ [RESUME_EXTENSION]: { seq: 4, position: 90 } })).toEqual({ seq: 4, position: 90 });
    expect(readResumePoint(undefined)).toBeNull();
    expect(readResumePoint({})).toBeNull();
    expect(readResumePoint({ [RESUME_EXTENSION]: 4 })).toBeNull();
    expect(readResumePoint({ [RESUME_EXTENSION]: { seq: '4' } })).toBeNull();
    expect(readResumePoint({ [RESUME_EXTENSION]: { seq: 1.5 } })).toBeNull();
    expect(readResumePoint({ [RESUME_EXTENSION]: { seq: 4, position: -2 } })).toBeNull();
  });

  it('round-trip: what a client takes from an event is what the gateway reads', () => {
    const point = resumePointAfter({ seq: 12, position: 400 });
    expect(readResumePoint({ [RESUME_EXTENSION]: point })).toEqual(point);
  });
});
