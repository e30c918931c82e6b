/** The leaflet as the REST contract shows it, and how it maps to the table. */
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, type PlatformKey } from '@flyerdesk/domain/platforms';
import { PRIORITY_COLUMNS } from '../../db/migrations';
import type { LeafletRow, SocialMediaLink } from '../../db/schema';
import { leafletCoverUrl } from '../files/urls';

export interface Leaflet {
  id: string;
  naturalId: string;
  seoId: string | null;
  storeId: string;
  status: string;
  validFrom: string | null;
  validTo: string | null;
  untilEndOfSupply: boolean;
  publishDate: string | null;
  publishEndDate: string | null;
  createdAt: string;
  createdBy: string | null;
  refreshedAt: string | null;
  refreshedBy: string | null;
  activateReadyStatusAt: string | null;
  additionalInfo: string | null;
  additionalInfo2: string | null;
  longUrl: string | null;
  thumbnailTrackingUrl: string | null;
  redirectUrl: string | null;
  zipCodes: string[];
  pageCount: number;
  androidPriority: number | null;
  iosPriority: number | null;
  webPriority: number | null;
  wpPriority: number | null;
  android2Priority: number | null;
  showOnAndroid: boolean;
  showOnAndroid2: boolean;
  showOnIOS: boolean;
  showOnWeb: boolean;
  showOnWP: boolean;
  notShowAdInserts: boolean;
  notAllowShoppingList: boolean;
  showOnlineBadge: boolean;
  showPopularBadge: boolean;
  hasRecipe: boolean;
  watermark: boolean;
  forceLast: boolean;
  groupId: string | null;
  categoryId: string | null;
  socialMedia: SocialMediaLink[];
  replaceValidityText: string;
  /** The uploaded cover, served under /files; null when the first cut page serves. */
  firstPageUrl: string | null;
  version: number;
  updatedAt: string;
  /** Who wrote the leaflet last (null for the system). */
  updatedBy: string | null;
}

/** Column holding the visibility flag of each platform. */
export const VISIBILITY_COLUMNS = {
  android: 'show_on_android',
  ios: 'show_on_ios',
  web: 'show_on_web',
  wp: 'show_on_wp',
  android2: 'show_on_android2',
} as const satisfies Record<PlatformKey, string>;

export type PriorityColumn = (typeof PRIORITY_COLUMNS)[PlatformKey];

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export function priorityOf(row: LeafletRow, platform: PlatformKey): number | null {
  return row[PRIORITY_COLUMNS[platform]];
}

export function toLeaflet(row: LeafletRow): Leaflet {
  const priorities = Object.fromEntries(PLATFORM_KEYS.map((p) => [PRIORITY_FIELD[p], row[PRIORITY_COLUMNS[p]]])) as Record<
    (typeof PRIORITY_FIELD)[PlatformKey],
    number | null
  >;
  const visibility = Object.fromEntries(PLATFORM_KEYS.map((p) => [VISIBILITY_FIELD[p], row[VISIBILITY_COLUMNS[p]]])) as Record<
    (typeof VISIBILITY_FIELD)[PlatformKey],
    boolean
  >;
  return {
    id: row.id,
    naturalId: row.natural_id,
    seoId: row.seo_id,
    storeId: row.store_id,
    status: row.status,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    untilEndOfSupply: row.until_end_of_supply,
    publishDate: iso(row.publish_date),
    publishEndDate: iso(row.publish_end_date),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    refreshedAt: iso(row.refreshed_at),
    refreshedBy: row.refreshed_by,
    activateReadyStatusAt: iso(row.activate_ready_status_at),
    additionalInfo: row.additional_info,
    additionalInfo2: row.additional_info2,
    longUrl: row.long_url,
    thumbnailTrackingUrl: row.thumbnail_tracking_url,
    redirectUrl: row.redirect_url,
    zipCodes: row.zip_codes,
    pageCount: row.page_count,
    ...priorities,
    ...visibility,
    notShowAdInserts: row.not_show_ad_inserts,
    notAllowShoppingList: row.not_allow_shopping_list,
    showOnlineBadge: row.show_online_badge,
    showPopularBadge: row.show_popular_badge,
    hasRecipe: row.has_recipe,
    watermark: row.watermark,
    forceLast: row.force_last,
    groupId: row.group_id,
    categoryId: row.category_id,
    socialMedia: row.social_media,
    replaceValidityText: row.replace_validity_text,
    firstPageUrl: leafletCoverUrl(row.first_page_name),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/** Fields whose change is not history worth recording. */
const UNTRACKED = new Set<keyof Leaflet>(['version', 'updatedAt', 'updatedBy']);

/** What changed between two states of a leaflet: field → [old, new]. */
export function diffLeaflets(before: Leaflet | undefined, after: Leaflet): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof Leaflet)[]) {
    if (UNTRACKED.has(key)) continue;
    const oldValue = before ? before[key] : null;
    const newValue = after[key];
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) {
      if (!before && (newValue === null || (Array.isArray(newValue) && newValue.length === 0))) continue;
      changes[key] = [oldValue ?? null, newValue];
    }
  }
  return changes;
}
