import { isPlatformKey } from '@flyerdesk/domain/platforms';
import { reelExpiryOf } from '@flyerdesk/domain/reels';
import type { ListPageInput, Reel, ReelChannel, ReelFilter } from '../../__generated__/resolvers-types';
import type { QueryValue } from '../../upstream/http';
import { listQuery } from '../resources/listArgs';
import { recordMeta } from '../resources/mappers';
import type { UpstreamReel, UpstreamReelChannel } from './client';

export function toReelChannel(raw: UpstreamReelChannel): ReelChannel {
  return {
    id: raw.id,
    naturalId: raw.naturalId,
    name: raw.name,
    description: raw.description ?? null,
    logoUrl: raw.logoUrl ?? null,
    autoCreateReels: raw.autoCreateReels ?? false,
    editorIds: raw.editorIds ?? [],
    editors: raw.editors ?? [],
    createdAt: raw.createdAt,
    createdBy: raw.createdBy ?? null,
    ...recordMeta(raw),
  };
}

/** A reel as GraphQL shows it; whether it has expired is worked out when it is shown. */
export function toReel(raw: UpstreamReel, now: Date = new Date()): Reel {
  return {
    id: raw.id,
    channelId: raw.channelId,
    channelName: raw.channelName ?? '',
    naturalId: raw.naturalId,
    mediaURL: raw.mediaURL,
    mediaType: raw.mediaType,
    description: raw.description ?? null,
    ctaButtonText: raw.ctaButtonText ?? null,
    visibilityTime: raw.visibilityTime,
    status: raw.status,
    visibilityStartDate: raw.visibilityStartDate,
    visibilityEndDate: raw.visibilityEndDate,
    publishDate: raw.publishDate,
    internalNote: raw.internalNote ?? null,
    // Platforms the contract does not know are left out.
    showOn: (raw.showOn ?? []).filter(isPlatformKey),
    actionType: raw.actionType,
    leafletId: raw.leafletId ?? null,
    insertNumber: raw.insertNumber ?? null,
    standardPageNumber: raw.standardPageNumber ?? null,
    url: raw.url ?? null,
    productName: raw.productName ?? null,
    impressions: raw.impressions ?? 0,
    clicks: raw.clicks ?? 0,
    expiry: reelExpiryOf(raw.visibilityEndDate, now),
    createdAt: raw.createdAt,
    createdBy: raw.createdBy ?? null,
    ...recordMeta(raw),
  };
}

/**
 * A page of the reel list with its filter, checked before anything goes upstream. No expiry chosen
 * lists expired and current reels alike (the api leaves expired ones out unless asked).
 */
export function reelsQuery(page: ListPageInput | null | undefined, filter: ReelFilter | null | undefined): Record<string, QueryValue> {
  const expiry = filter?.expiry ?? undefined;
  return {
    ...listQuery('reels', page),
    channelId: filter?.channelId ?? undefined,
    status: filter?.status ?? undefined,
    showExpired: expiry !== 'CURRENT',
    onlyExpired: expiry === 'EXPIRED' ? true : undefined,
  };
}
