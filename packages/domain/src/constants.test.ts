import {
  DEFAULT_LANGUAGE,
  ERROR_TOAST_MS,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  MOBILE_BREAKPOINT,
  PRIORITY_MAX,
  SCROLL_DELAY_MS,
  SMALL_DEVICE_QUERY,
  isLanguage,
} from './constants';

describe('business constants (spec §9)', () => {
  it('matches the limits of the spec', () => {
    expect(ERROR_TOAST_MS).toBe(5000);
    expect(SCROLL_DELAY_MS).toBe(360);
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(SMALL_DEVICE_QUERY).toBe(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    expect(String(PRIORITY_MAX)).toHaveLength(3);
  });

  it('offers Polish by default, English as fallback, and Russian', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'pl', 'ru']);
    expect(DEFAULT_LANGUAGE).toBe('pl');
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(isLanguage('ru')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});
