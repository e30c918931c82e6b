/** Delivery platforms of leaflets (spec §1, §3). */
export const PLATFORM_KEYS = ['android', 'ios', 'web', 'wp', 'android2'] as const;

export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export function isPlatformKey(x: unknown): x is PlatformKey {
  return typeof x === 'string' && (PLATFORM_KEYS as readonly string[]).includes(x);
}

const UPPER_CASED = new Set(['ios', 'wp']);

/** Display name of a platform key from the server: first letter capitalised, ios and wp upper-cased. */
export function formatPlatformName(key: string): string {
  const trimmed = key.trim();
  if (UPPER_CASED.has(trimmed.toLowerCase())) return trimmed.toUpperCase();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** Leaflet field holding the priority on each platform (API shape). */
export const PRIORITY_FIELD = {
  android: 'androidPriority',
  ios: 'iosPriority',
  web: 'webPriority',
  wp: 'wpPriority',
  android2: 'android2Priority',
} as const satisfies Record<PlatformKey, string>;

export type PriorityField = (typeof PRIORITY_FIELD)[PlatformKey];

/** Leaflet flag telling whether it is shown on each platform (API shape). */
export const VISIBILITY_FIELD = {
  android: 'showOnAndroid',
  ios: 'showOnIOS',
  web: 'showOnWeb',
  wp: 'showOnWP',
  android2: 'showOnAndroid2',
} as const satisfies Record<PlatformKey, string>;

export type VisibilityField = (typeof VISIBILITY_FIELD)[PlatformKey];
