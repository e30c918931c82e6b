import { exportHref, isDayRangeValid, matchesActivityFilter, toActivityFilter } from './activityFilter';
import { anEntry, anEvent, dayStart } from './test-utils';

describe('the activity filter', () => {
  it('sends only what is chosen, the action only with kind RECORD or none, and whole days', () => {
    expect(toActivityFilter({ user: '  anna ', resource: '', kind: '', action: '' }, { fromDay: '', toDay: '' })).toEqual({ user: 'anna' });
    expect(toActivityFilter({ user: '', resource: 'users', kind: 'SIGNED_IN', action: 'CREATED' }, { fromDay: '', toDay: '' })).toEqual({
      resource: 'users',
      kind: 'SIGNED_IN',
    });
    expect(toActivityFilter({ user: '', resource: '', kind: '', action: 'ARCHIVED' }, { fromDay: '2026-05-10', toDay: '2026-05-10' })).toEqual({
      action: 'ARCHIVED',
      from: dayStart(2026, 5, 10),
      to: dayStart(2026, 5, 11),
    });
  });

  it('takes an end day on or after the start day', () => {
    expect(isDayRangeValid({ fromDay: '2026-05-10', toDay: '2026-05-10' })).toBe(true);
    expect(isDayRangeValid({ fromDay: '2026-05-10', toDay: '' })).toBe(true);
    expect(isDayRangeValid({ fromDay: '2026-05-10', toDay: '2026-05-09' })).toBe(false);
  });

  it('matches entries as the server does', () => {
    const at = '2026-05-10T12:00:00.000Z';
    const write = anEntry({ seq: 1, at, actor: 'Anna', action: 'UPDATED' });
    expect(matchesActivityFilter(write, { user: 'anna', resource: 'categories', kind: 'RECORD', action: 'UPDATED' })).toBe(true);
    expect(matchesActivityFilter(write, { user: 'ann' })).toBe(false);
    expect(matchesActivityFilter(write, { action: 'CREATED' })).toBe(false);
    expect(matchesActivityFilter(write, { resource: 'stores' })).toBe(false);
    expect(matchesActivityFilter(write, { from: at })).toBe(true);
    expect(matchesActivityFilter(write, { to: at })).toBe(false);
    expect(matchesActivityFilter(write, { from: '2026-05-10T12:00:00.001Z' })).toBe(false);

    const failed = anEvent(2, 'SIGN_IN_FAILED', { username: 'GHOST', reason: 'BAD_CREDENTIALS' }, { actor: null, recordId: null });
    expect(matchesActivityFilter(failed, { user: 'ghost' })).toBe(true);
    expect(matchesActivityFilter(failed, { action: 'CREATED' })).toBe(false);
    expect(matchesActivityFilter(anEvent(3, 'SIGNED_IN', {}, { actor: null }), { user: 'ghost' })).toBe(false);
  });

  it('builds the export link from the filter', () => {
    expect(exportHref({})).toBe('/export/logs.csv');
    expect(exportHref({ to: '2026-05-11T00:00:00.000Z', user: 'anna', kind: 'RECORD' })).toBe(
      '/export/logs.csv?user=anna&kind=RECORD&to=2026-05-11T00%3A00%3A00.000Z',
    );
  });
});
