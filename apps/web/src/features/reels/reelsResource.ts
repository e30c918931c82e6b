import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import type { ReelActionType, ReelMediaType, ReelStatus } from '@flyerdesk/domain/reels';
import { reelFormSchema } from '@flyerdesk/domain/validation/reels';
import type { LinkPlatform, ReelInput, ReelRecordFragment } from '../../__generated__/graphql';
import type { FieldDescription, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  CreateReelMutation,
  ReelHistoryQuery,
  ReelQuery,
  ReelRecordFragment as ReelFragment,
  ReelsChangedSubscription,
  ReelsPageQuery,
  RemoveReelMutation,
  RestoreReelMutation,
  UpdateReelMutation,
} from './operations';

export type ReelRecord = ReelRecordFragment;

/** The gateway's upload route of a reel's image or video (answer `{ url, mediaType, format, size }`). */
export const REEL_MEDIA_UPLOAD_PATH = '/upload/reels/media';

/** The URL parameter that shows expired reels too (the "show expired" switch). */
export const SHOW_EXPIRED_PARAM = 'expired';

/**
 * Reels for the resource kit, newest first; removing a reel archives it. The list filters by channel,
 * status and expiry (expired reels leave it unless "show expired" is on).
 */
export const reelsResource: ResourceDefinition<ReelRecord, ReelInput> = {
  resource: 'reels',
  fragment: ReelFragment,
  listQuery: ReelsPageQuery,
  changes: ReelsChangedSubscription,
  recordQuery: ReelQuery,
  historyQuery: ReelHistoryQuery,
  create: CreateReelMutation,
  update: UpdateReelMutation,
  archive: RemoveReelMutation,
  restore: RestoreReelMutation,
  searchFields: ['naturalId', 'description', 'ctaButtonText', 'leafletId', 'productName'],
  nameOf: (reel) => reel.naturalId,
  defaultDescending: true,
  filterFields: ['channelId', 'status', 'expiry'],
};

/** A leaflet-page action opens a standard page or an insert. */
export type PageKind = 'STANDARD' | 'INSERT';

/**
 * The reel form. Numbers are typed as text; `pageKind` picks which page number a leaflet-page action
 * has; `keptVisibilityStartDate` and `currentStatus` are what the reel is now (for the rules of an edit).
 */
export interface ReelValues extends Record<string, unknown> {
  channelId: string;
  naturalId: string;
  mediaURL: string;
  mediaType: ReelMediaType | '';
  description: string;
  ctaButtonText: string;
  visibilityTime: string;
  status: ReelStatus | '';
  visibilityStartDate: string;
  visibilityEndDate: string;
  publishDate: string;
  internalNote: string;
  showOn: string[];
  actionType: ReelActionType;
  leafletId: string;
  pageKind: PageKind;
  insertNumber: string;
  standardPageNumber: string;
  url: string;
  productName: string;
  keptVisibilityStartDate: string | null;
  currentStatus: ReelStatus | null;
}

/** Fields of the form that are the reel's own (named in the history and the conflict dialog). */
export type ReelFieldName =
  | 'channelId'
  | 'naturalId'
  | 'mediaURL'
  | 'mediaType'
  | 'description'
  | 'ctaButtonText'
  | 'visibilityTime'
  | 'status'
  | 'visibilityStartDate'
  | 'visibilityEndDate'
  | 'publishDate'
  | 'internalNote'
  | 'showOn'
  | 'actionType'
  | 'leafletId'
  | 'insertNumber'
  | 'standardPageNumber'
  | 'url'
  | 'productName';

export interface ReelFieldFormats {
  labels: Record<ReelFieldName, string>;
  channel: (value: unknown) => string;
  mediaType: (value: unknown) => string;
  status: (value: unknown) => string;
  action: (value: unknown) => string;
  platforms: (value: unknown) => string;
  dateTime: (value: unknown) => string;
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function numberOrNull(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Platforms in the domain's order, each once. */
export function orderedPlatforms(keys: readonly string[]): LinkPlatform[] {
  return PLATFORM_KEYS.filter((key) => keys.includes(key));
}

/** The mutation input of the form's values: only the chosen action's fields, only the chosen page number. */
export function toReelInput(values: ReelValues): ReelInput {
  const leafletPage = values.actionType === 'LEAFLET_PAGE';
  return {
    channelId: values.channelId,
    naturalId: values.naturalId.trim(),
    mediaURL: values.mediaURL,
    // The schema has checked both before anything is sent.
    mediaType: values.mediaType as ReelMediaType,
    status: values.status as ReelStatus,
    description: textOrNull(values.description),
    ctaButtonText: textOrNull(values.ctaButtonText),
    visibilityTime: Number(values.visibilityTime.trim()),
    visibilityStartDate: values.visibilityStartDate,
    visibilityEndDate: values.visibilityEndDate,
    publishDate: values.publishDate,
    internalNote: textOrNull(values.internalNote),
    showOn: orderedPlatforms(values.showOn),
    actionType: values.actionType,
    leafletId: leafletPage ? textOrNull(values.leafletId) : null,
    insertNumber: leafletPage && values.pageKind === 'INSERT' ? numberOrNull(values.insertNumber) : null,
    standardPageNumber: leafletPage && values.pageKind === 'STANDARD' ? numberOrNull(values.standardPageNumber) : null,
    url: values.actionType === 'URL' ? textOrNull(values.url) : null,
    productName: values.actionType === 'SHOPPING_LIST' ? textOrNull(values.productName) : null,
  };
}

/** Form values of a reel (of a new one in `defaultChannel` when undefined). */
export function toReelValues(reel: ReelRecord | undefined, defaultChannel: string): ReelValues {
  return {
    channelId: reel?.channelId ?? defaultChannel,
    naturalId: reel?.naturalId ?? '',
    mediaURL: reel?.mediaURL ?? '',
    mediaType: reel?.mediaType ?? '',
    description: reel?.description ?? '',
    ctaButtonText: reel?.ctaButtonText ?? '',
    visibilityTime: reel ? String(reel.visibilityTime) : '10',
    status: reel?.status ?? 'DRAFT',
    visibilityStartDate: reel?.visibilityStartDate ?? '',
    visibilityEndDate: reel?.visibilityEndDate ?? '',
    publishDate: reel?.publishDate ?? '',
    internalNote: reel?.internalNote ?? '',
    showOn: reel ? orderedPlatforms(reel.showOn) : [...PLATFORM_KEYS],
    actionType: reel?.actionType ?? 'LEAFLET_PAGE',
    leafletId: reel?.leafletId ?? '',
    pageKind: reel?.insertNumber != null ? 'INSERT' : 'STANDARD',
    insertNumber: numberText(reel?.insertNumber),
    standardPageNumber: numberText(reel?.standardPageNumber),
    url: reel?.url ?? '',
    productName: reel?.productName ?? '',
    keptVisibilityStartDate: reel?.visibilityStartDate ?? null,
    currentStatus: reel?.status ?? null,
  };
}

/** The reel form (domain reelFormSchema); a new reel starts in `defaultChannel`. */
export function reelEditor(formats: ReelFieldFormats, defaultChannel: string): RecordEditor<ReelRecord, ReelValues, ReelInput> {
  const { labels } = formats;
  const fields: FieldDescription<ReelValues>[] = [
    { name: 'channelId', label: labels.channelId, format: formats.channel },
    { name: 'naturalId', label: labels.naturalId },
    { name: 'mediaURL', label: labels.mediaURL },
    { name: 'mediaType', label: labels.mediaType, format: formats.mediaType },
    { name: 'description', label: labels.description },
    { name: 'ctaButtonText', label: labels.ctaButtonText },
    { name: 'visibilityTime', label: labels.visibilityTime },
    { name: 'status', label: labels.status, format: formats.status },
    { name: 'visibilityStartDate', label: labels.visibilityStartDate, format: formats.dateTime },
    { name: 'visibilityEndDate', label: labels.visibilityEndDate, format: formats.dateTime },
    { name: 'publishDate', label: labels.publishDate, format: formats.dateTime },
    { name: 'internalNote', label: labels.internalNote },
    { name: 'showOn', label: labels.showOn, format: formats.platforms },
    { name: 'actionType', label: labels.actionType, format: formats.action },
    { name: 'leafletId', label: labels.leafletId },
    { name: 'insertNumber', label: labels.insertNumber },
    { name: 'standardPageNumber', label: labels.standardPageNumber },
    { name: 'url', label: labels.url },
    { name: 'productName', label: labels.productName },
  ];
  return {
    schema: reelFormSchema,
    toValues: (reel) => toReelValues(reel, defaultChannel),
    toInput: toReelInput,
    fields,
  };
}
