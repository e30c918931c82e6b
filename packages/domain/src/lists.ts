/**
 * Pages of the lists Flyerdesk serves a page at a time: how many items a page has when nobody asks
 * for a size, and the most one request may ask for. The api refuses a larger page; the gateway
 * refuses it before anything goes upstream.
 */
export const LIST_PAGES = {
  jobs: { fallback: 50, max: 200 },
  crawlerRuns: { fallback: 50, max: 200 },
  orderingMoves: { fallback: 20, max: 100 },
  leaflets: { fallback: 50, max: 500 },
  categories: { fallback: 50, max: 500 },
  groups: { fallback: 50, max: 500 },
  inserts: { fallback: 50, max: 500 },
  stores: { fallback: 50, max: 500 },
  users: { fallback: 50, max: 500 },
  notifications: { fallback: 50, max: 500 },
  cooks: { fallback: 50, max: 500 },
  recipes: { fallback: 50, max: 500 },
  reelChannels: { fallback: 50, max: 500 },
  reels: { fallback: 50, max: 500 },
  loyaltyCards: { fallback: 50, max: 500 },
  /** The app configuration's sections (19: one page holds them all). */
  appConfig: { fallback: 50, max: 50 },
  /** The notification archive: one row per device and notification. */
  notificationDeliveries: { fallback: 50, max: 500 },
  history: { fallback: 50, max: 200 },
  changes: { fallback: 200, max: 1000 },
  /** The activity log (/logs): a page of entries, and the most one read of the live tail returns. */
  logs: { fallback: 50, max: 200 },
} as const satisfies Record<string, { fallback: number; max: number }>;

export type PagedList = keyof typeof LIST_PAGES;
