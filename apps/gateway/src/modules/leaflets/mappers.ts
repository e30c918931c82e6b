import { isLeafletStatus } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, type PlatformKey } from '@flyerdesk/domain/platforms';
import { leafletFormToRest } from '@flyerdesk/domain/leafletFields';
import {
  REPLACE_VALIDITY_TEXT,
  REPLACE_VALIDITY_TEXT_DEFAULT,
  SOCIAL_PLATFORMS,
  type LeafletInput,
  type ReplaceValidityText,
  type SocialPlatform,
} from '@flyerdesk/domain/validation/leaflet';
import type { Leaflet, LeafletPageImage, LeafletPriorities, LeafletVisibility, SocialMediaLink } from '../../__generated__/resolvers-types';
import type { UpstreamLeaflet, UpstreamLeafletImage, UpstreamLeafletPatch } from './client';

/** A leaflet before its field resolvers run (pages are fetched only when asked for). */
export type LeafletModel = Omit<Leaflet, 'pages'>;

function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value);
}

function isReplaceValidityText(value: unknown): value is ReplaceValidityText {
  return typeof value === 'string' && (REPLACE_VALIDITY_TEXT as readonly string[]).includes(value);
}

function socialMediaOf(raw: UpstreamLeaflet): SocialMediaLink[] {
  return (raw.socialMedia ?? []).flatMap((link) => (isSocialPlatform(link.platform) ? [{ platform: link.platform, url: link.url }] : []));
}

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
    categoryId: raw.categoryId ?? null,
    longUrl: raw.longUrl ?? null,
    thumbnailTrackingUrl: raw.thumbnailTrackingUrl ?? null,
    redirectUrl: raw.redirectUrl ?? null,
    zipCodes: raw.zipCodes ?? [],
    socialMedia: socialMediaOf(raw),
    replaceValidityText: isReplaceValidityText(raw.replaceValidityText) ? raw.replaceValidityText : REPLACE_VALIDITY_TEXT_DEFAULT,
    firstPageUrl: raw.firstPageUrl ?? null,
    version: raw.version,
    updatedAt: raw.updatedAt ?? raw.createdAt,
    updatedBy: raw.updatedBy ?? null,
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

/**
 * The PATCH body of a validated leaflet edit, in the api's REST shape (untilEndOfSupply drops the end
 * date). Fields the edit left out stay out, so they keep their stored value.
 */
export function toLeafletPatch(input: LeafletInput, options: { includePriorities: boolean }): UpstreamLeafletPatch {
  const { priorities, ...rest } = input;
  const untilEndOfSupply = input.untilEndOfSupply ?? false;
  const form: Record<string, unknown> = { ...rest, untilEndOfSupply, validTo: untilEndOfSupply ? null : (input.validTo ?? null) };
  if (options.includePriorities && priorities) {
    form.priorities = Object.fromEntries(Object.entries(priorities).filter(([, value]) => value !== undefined));
  }
  if (input.visibility) {
    form.visibility = Object.fromEntries(Object.entries(input.visibility).filter(([, value]) => value !== undefined));
  }
  const body = leafletFormToRest(form);
  for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
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
