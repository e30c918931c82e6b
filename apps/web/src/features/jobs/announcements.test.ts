import { planAnnouncements } from './announcements';

const job = (id: string, status: 'PROCESSING' | 'SUCCESS' | 'FAILED' | 'QUEUED', startedBy: string | null = 'marta') => ({
  id,
  status,
  startedBy,
});

describe('planAnnouncements', () => {
  it('announces nothing on the first load, even jobs already finished', () => {
    const plan = planAnnouncements(null, [job('a', 'SUCCESS'), job('b', 'PROCESSING')], 'marta');
    expect(plan.announce).toEqual([]);
    expect([...plan.next.runningMine]).toEqual(['b']);
  });

  it('announces my job that was running and has finished, once', () => {
    const first = planAnnouncements(null, [job('b', 'PROCESSING'), job('c', 'PROCESSING', 'piotr')], 'marta');
    const second = planAnnouncements(first.next, [job('b', 'FAILED'), job('c', 'SUCCESS', 'piotr')], 'marta');
    expect(second.announce.map((j) => j.id)).toEqual(['b']);
    const third = planAnnouncements(second.next, [job('b', 'FAILED'), job('c', 'SUCCESS', 'piotr')], 'marta');
    expect(third.announce).toEqual([]);
  });

  it('announces my new job that ran between two loads, and a retried job finishing again', () => {
    const first = planAnnouncements(null, [job('a', 'SUCCESS')], 'marta');
    const second = planAnnouncements(first.next, [job('n', 'SUCCESS'), job('a', 'QUEUED')], 'marta');
    expect(second.announce.map((j) => j.id)).toEqual(['n']);
    const third = planAnnouncements(second.next, [job('n', 'SUCCESS'), job('a', 'SUCCESS')], 'marta');
    expect(third.announce.map((j) => j.id)).toEqual(['a']);
  });

  it('announces nothing without a signed-in user or for jobs nobody started', () => {
    const first = planAnnouncements(null, [job('a', 'PROCESSING', null)], null);
    expect(planAnnouncements(first.next, [job('a', 'SUCCESS', null)], null).announce).toEqual([]);
  });
});
