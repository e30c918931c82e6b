import { formatBackendVersion } from './version';

describe('formatBackendVersion (spec §7)', () => {
  it('shows the first five parts and then the build part', () => {
    expect(formatBackendVersion('1.4.0-2026-11-22-0930-3f2a1bc')).toBe('1.4.0-2026-11-22-0930 (3f2a1bc)');
  });

  it('keeps a longer build part whole', () => {
    expect(formatBackendVersion('2.0.1-SNAPSHOT-2026-11-22-build-77')).toBe('2.0.1-SNAPSHOT-2026-11-22 (build-77)');
  });

  it('shows a version of five parts or fewer as it is', () => {
    expect(formatBackendVersion('1.0.0-20261122-0930-3f2a1bc')).toBe('1.0.0-20261122-0930-3f2a1bc');
    expect(formatBackendVersion('1.0.0')).toBe('1.0.0');
  });

  it('shows nothing without a version', () => {
    expect(formatBackendVersion('')).toBe('');
    expect(formatBackendVersion(undefined)).toBe('');
  });
});
