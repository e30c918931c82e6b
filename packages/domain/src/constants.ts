/** Business constants and limits (spec §2, §9). */

/** Generic error toasts close after this many milliseconds; leaflet-specific ones stay until closed. */
export const ERROR_TOAST_MS = 5000;
/** Navigation scrolls to the top after this delay. */
export const SCROLL_DELAY_MS = 360;
/** Screens narrower than this width are mobile. */
export const MOBILE_BREAKPOINT = 768;
/** Small devices: the sidebar closes on navigation and toggling is not stored. */
export const SMALL_DEVICE_QUERY = '(max-width: 767px)';
/** Cookie holding the sidebar state: '1' open, '0' closed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Cookie holding the chosen interface language; overrides the default. */
export const LOCALE_COOKIE = 'locale';
export const LANGUAGES = ['pl', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';
export const FALLBACK_LANGUAGE: Language = 'en';
/** Highest leaflet priority (three digits). */
export const PRIORITY_MAX = 999;
/** Shortest accepted new password. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Longest accepted new password, in bytes of UTF-8: bcrypt reads only the first 72 bytes, so a longer
 * password would sign in with anything that starts with the same 72 bytes.
 */
export const PASSWORD_MAX_BYTES = 72;

/** Length of a text in bytes of UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD it is encoded as). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}
