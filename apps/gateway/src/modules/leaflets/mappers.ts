import { isLeafletStatus } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { LeafletInput } from '@flyerdesk/domain/validation/leaflet';
import type { Leaflet, LeafletPageImage, LeafletPriorities, LeafletVisibility } from '../../__generated__/resolvers-types';
import type { UpstreamLeaflet, UpstreamLeafletImage, UpstreamLeafletPatch } from './client';

/** A leaflet before its field resolvers run (pages are fetched only when asked for). */
export type LeafletModel = Omit<Leaflet, 'pages'>;

function visibleOn(raw: UpstreamLeaflet, key: PlatformKey): boolean {
  if (key === 'ios') return raw.showOnIOS ?? raw.showOnIos ?? false;
  return raw[VISIBILITY_FIELD[key]] ?? false;
}

export function toLeaflet(raw: UpstreamLeaflet): LeafletModel {
  if (!isLeafletStatus(raw.status)) throw new Error(`Upstream leaflet ${raw.id} has unknown status ${raw.status}`);
  const priorityOn = (key: PlatformKey): number | null => raw[PRIORITY_FIELD[key]] ?? null;
  const priorities: LeafletPriorities = {
    android: priorityOn('android'),
    ios: priorityOn('ios'),
    web: priorityOn('web'),
    wp: priorityOn('wp'),
    android2: priorityOn('android2'),
  };
  const visibility: LeafletVisibility = {
    android: visibleOn(raw, 'android'),
    ios: visibleOn(raw, 'ios'),
    web: visibleOn(raw, 'web'),
    wp: visibleOn(raw, 'wp'),
    android2: visibleOn(raw, 'android2'),
  };
  return {
    id: raw.id,
    naturalId: raw.naturalId,
    seoId: raw.seoId ?? null,
    storeId: raw.storeId,
    status: raw.status,
    validFrom: raw.validFrom ?? null,
    validTo: raw.validTo ?? null,
    untilEndOfSupply: raw.untilEndOfSupply ?? false,
    publishDate: raw.publishDate ?? null,
    publishEndDate: raw.publishEndDate ?? null,
    createdAt: raw.createdAt,
    createdBy: raw.createdBy ?? null,
    refreshedAt: raw.refreshedAt ?? null,
    refreshedBy: raw.refreshedBy ?? null,
    additionalInfo: raw.additionalInfo ?? null,
    additionalInfo2: raw.additionalInfo2 ?? null,
    pageCount: raw.pageCount ?? 0,
    priorities,
    visibility,
    notShowAdInserts: raw.notShowAdInserts ?? false,
    notAllowShoppingList: raw.notAllowShoppingList ?? false,
    showOnlineBadge: raw.showOnlineBadge ?? false,
    showPopularBadge: raw.showPopularBadge ?? false,
    hasRecipe: raw.hasRecipe ?? false,
    watermark: raw.watermark ?? false,
    forceLast: raw.forceLast ?? false,
    groupId: raw.groupId ?? null,
    version: raw.version,
  };
}

/** Page images keep their relative /files/... urls: the browser loads them through the gateway. */
export function toPageImage(raw: UpstreamLeafletImage): LeafletPageImage {
  return { pageNumber: raw.pageNumber, imageUrl: raw.url, thumbnailUrl: raw.thumbnailUrl ?? raw.url };
}

/** Priorities of a validated edit that differ from the leaflet as it is now. */
export function changedPriorities(input: LeafletInput, current: LeafletModel): PlatformKey[] {
  if (!input.priorities) return [];
  const wanted = input.priorities as Partial<Record<PlatformKey, number | null | undefined>>;
  return PLATFORM_KEYS.filter((key) => wanted[key] !== undefined && (wanted[key] ?? null) !== current.priorities[key]);
}

/** The PATCH body of a validated leaflet edit (untilEndOfSupply drops the end date). */
export function toLeafletPatch(input: LeafletInput, options: { includePriorities: boolean }): UpstreamLeafletPatch {
  const untilEndOfSupply = input.untilEndOfSupply ?? false;
  const body: UpstreamLeafletPatch = {
    naturalId: input.naturalId,
    status: input.status,
    validFrom: input.validFrom,
    validTo: untilEndOfSupply ? null : (input.validTo ?? null),
    untilEndOfSupply,
    publishDate: input.publishDate,
    notShowAdInserts: input.notShowAdInserts,
    notAllowShoppingList: input.notAllowShoppingList,
  };
  if (input.publishEndDate !== undefined) body.publishEndDate = input.publishEndDate;
  if (input.additionalInfo !== undefined) body.additionalInfo = input.additionalInfo;
  if (input.additionalInfo2 !== undefined) body.additionalInfo2 = input.additionalInfo2;
  if (input.groupId !== undefined) body.groupId = input.groupId;
  if (options.includePriorities && input.priorities) {
    const wanted = input.priorities as Partial<Record<PlatformKey, number | null | undefined>>;
    for (const key of PLATFORM_KEYS) {
      const value = wanted[key];
      if (value !== undefined) body[PRIORITY_FIELD[key]] = value;
    }
  }
  if (input.visibility) {
    const wanted = input.visibility as Partial<Record<PlatformKey, boolean | undefined>>;
    for (const key of PLATFORM_KEYS) {
      const value = wanted[key];
      if (value !== undefined) body[VISIBILITY_FIELD[key]] = value;
    }
  }
  return body;
}

/** Platforms a leaflet is shown on. */
export function shownOn(leaflet: LeafletModel): PlatformKey[] {
  return PLATFORM_KEYS.filter((key) => leaflet.visibility[key]);
}

/**
 * Platforms whose order an edit may have changed: those the leaflet is shown on now, and those the
 * edit switched off (a platform can only stop showing the leaflet through the edit's visibility).
 */
export function platformsTouchedByEdit(input: LeafletInput, after: LeafletModel): PlatformKey[] {
  const wanted = (input.visibility ?? {}) as Partial<Record<PlatformKey, boolean | undefined>>;
  return PLATFORM_KEYS.filter((key) => after.visibility[key] || wanted[key] === false);
}
