import { ConflictReason, ErrorCode, isJobConflictReason, readConflict, readInvalidFields, readLastMove, readLock } from './errors';

describe('reading the error contract from extensions', () => {
  it('reads a taken priority and a changed ordering with their payloads', () => {
    expect(readConflict({ code: 'CONFLICT', reason: 'PRIORITY_TAKEN', naturalId: 'lidl-01', priority: 3, platform: 'android' })).toEqual({
      reason: ConflictReason.PRIORITY_TAKEN,
      naturalId: 'lidl-01',
      priority: 3,
      platform: 'android',
    });
    expect(
      readConflict({
        code: 'CONFLICT',
        reason: 'ORDERING_CHANGED',
        currentVersion: 8,
        lastMove: { id: 'm1', actor: 'root', naturalId: 'lidl-01', toPriority: 2, at: '2026-01-02T10:00:00.000Z' },
      }),
    ).toEqual({
      reason: ConflictReason.ORDERING_CHANGED,
      currentVersion: 8,
      lastMove: { actor: 'root', naturalId: 'lidl-01', toPriority: 2, at: '2026-01-02T10:00:00.000Z' },
    });
  });

  it('reads missing payload fields as empty, and nothing outside the contract', () => {
    expect(readConflict({ code: 'CONFLICT', reason: 'PRIORITY_TAKEN' })).toEqual({ reason: 'PRIORITY_TAKEN', naturalId: '', priority: 0, platform: '' });
    expect(readConflict({ code: 'CONFLICT', reason: 'VERSION_MISMATCH', currentVersion: '4' })).toEqual({ reason: 'VERSION_MISMATCH', currentVersion: null });
    expect(readConflict({ code: 'CONFLICT', reason: 'INSERT_IN_USE' })).toEqual({ reason: 'INSERT_IN_USE' });
    expect(readConflict({ code: 'CONFLICT', reason: 'toString' })).toBeNull();
    expect(readConflict({ code: ErrorCode.NOT_FOUND, reason: 'IN_USE' })).toBeNull();
    expect(readConflict(undefined)).toBeNull();
    expect(readLastMove('x')).toBeNull();
  });

  it('reads a lock only when it names its holder and times', () => {
    const lock = { holder: 'anna', since: '2026-01-02T10:00:00.000Z', expiresAt: '2026-01-02T10:00:30.000Z' };
    expect(readLock({ ...lock, secret: 1 })).toEqual(lock);
    expect(readLock({ holder: 'anna' })).toBeNull();
  });

  it('reads well-formed refused fields', () => {
    expect(readInvalidFields([{ field: 'name', key: 'validation.required', message: 'Required' }, { field: 3 }, 'x', { field: 'code' }])).toEqual([
      { field: 'name', key: 'validation.required', message: 'Required' },
      { field: 'code', key: 'validation.invalid', message: '' },
    ]);
    expect(readInvalidFields(null)).toEqual([]);
  });

  it('tells job conflicts apart', () => {
    expect(isJobConflictReason('NO_PDF')).toBe(true);
    expect(isJobConflictReason('IN_USE')).toBe(false);
  });
});
