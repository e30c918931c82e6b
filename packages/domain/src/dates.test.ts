import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime, isPastDay, toApiDate } from './dates';

describe('dates (spec §9)', () => {
  const moment = new Date(2026, 10, 2, 9, 5, 30);

  it('uses dd.MM.yyyy and dd.MM.yyyy HH:mm', () => {
    expect(DATE_FORMAT).toBe('dd.MM.yyyy');
    expect(DATE_TIME_FORMAT).toBe('dd.MM.yyyy HH:mm');
    expect(formatDate(moment)).toBe('02.11.2026');
    expect(formatDateTime(moment)).toBe('02.11.2026 09:05');
  });

  it('formats ISO text and calendar dates from the API', () => {
    expect(formatDate('2026-01-31')).toBe('31.01.2026');
    expect(formatDateTime('2026-01-31T23:59')).toBe('31.01.2026 23:59');
    expect(formatDate(moment.getTime())).toBe('02.11.2026');
  });

  it('shows nothing for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('calls a date past only when its day is before today', () => {
    const now = new Date(2026, 10, 22, 0, 30);
    expect(isPastDay(new Date(2026, 10, 21, 23, 59), now)).toBe(true);
    expect(isPastDay(new Date(2026, 10, 22, 0, 0), now)).toBe(false);
    expect(isPastDay('2026-11-22', new Date(2026, 10, 22, 23, 59))).toBe(false);
    expect(isPastDay('2026-11-23', now)).toBe(false);
    expect(isPastDay('2025-12-31', now)).toBe(true);
  });

  it('writes calendar dates for the API', () => {
    expect(toApiDate(moment)).toBe('2026-11-02');
  });
});
