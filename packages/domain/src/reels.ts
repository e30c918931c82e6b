/**
 * Reels and their channels (spec §2 /reels, §3 Reel channel and Reel, §4 reel statuses, §5 reel rules,
 * §6 the reels role): the statuses and how a reel moves between them, what a reel's call to action
 * leads to, the leaflet id form a leaflet-page action names, which media a reel carries (recognised by
 * the file's own bytes, never by its name) and how large it may be, when a reel has expired, and who
 * sees which channel. The api, the gateway and the web read these rules, never their own copies.
 */
import { PLATFORM_KEYS, type PlatformKey } from './platforms';
import { IMAGE_UPLOAD_MAX_BYTES } from './resources';
import { isAdmin, type Role } from './roles';

/**
 * A reel's life (spec §4):
 * - DRAFT: being prepared, not shown in the apps;
 * - PUBLISHED: shown in the apps between its visibility start and end;
 * - DEACTIVATED: taken out of the apps; it can be published again.
 * Removing a reel archives it (it can be restored).
 */
export const REEL_STATUSES = ['DRAFT', 'PUBLISHED', 'DEACTIVATED'] as const;
export type ReelStatus = (typeof REEL_STATUSES)[number];

export function isReelStatus(value: unknown): value is ReelStatus {
  return typeof value === 'string' && (REEL_STATUSES as readonly string[]).includes(value);
}

/** Statuses a new reel may start in: prepared as a draft, or published at once. */
export const REEL_CREATION_STATUSES = ['DRAFT', 'PUBLISHED'] as const satisfies readonly ReelStatus[];

/** The two status changes offered as actions: publish and deactivate. */
export const REEL_STATUS_ACTIONS = ['publish', 'deactivate'] as const;
export type ReelStatusAction = (typeof REEL_STATUS_ACTIONS)[number];

/** Where each action leads, and from which statuses it may be taken. */
const ACTION_RULES: Record<ReelStatusAction, { from: readonly ReelStatus[]; to: ReelStatus }> = {
  publish: { from: ['DRAFT', 'DEACTIVATED'], to: 'PUBLISHED' },
  deactivate: { from: ['PUBLISHED'], to: 'DEACTIVATED' },
};

/** The status an action leads to from `status`, or null when the action is not open from it. */
export function reelStatusAfter(status: ReelStatus, action: ReelStatusAction): ReelStatus | null {
  const rule = ACTION_RULES[action];
  return rule.from.includes(status) ? rule.to : null;
}

export function canPublishReel(status: ReelStatus): boolean {
  return reelStatusAfter(status, 'publish') !== null;
}

export function canDeactivateReel(status: ReelStatus): boolean {
  return reelStatusAfter(status, 'deactivate') !== null;
}

/**
 * The statuses the reel form offers: a new reel starts as a draft or published; an existing one keeps
 * its status or takes one of the actions open from it.
 */
export function reelStatusChoices(current: ReelStatus | null | undefined): ReelStatus[] {
  if (!current) return [...REEL_CREATION_STATUSES];
  const next = REEL_STATUS_ACTIONS.map((action) => reelStatusAfter(current, action)).filter((status): status is ReelStatus => status !== null);
  return REEL_STATUSES.filter((status) => status === current || next.includes(status));
}

/** What a reel's call to action leads to: a page of a leaflet, a web link, or a product put on the shopping list. */
export const REEL_ACTION_TYPES = ['LEAFLET_PAGE', 'URL', 'SHOPPING_LIST'] as const;
export type ReelActionType = (typeof REEL_ACTION_TYPES)[number];

export function isReelActionType(value: unknown): value is ReelActionType {
  return typeof value === 'string' && (REEL_ACTION_TYPES as readonly string[]).includes(value);
}

/** The fields of a reel that belong to each action (the others are empty). */
export const REEL_ACTION_FIELDS = {
  LEAFLET_PAGE: ['leafletId', 'insertNumber', 'standardPageNumber'],
  URL: ['url'],
  SHOPPING_LIST: ['productName'],
} as const satisfies Record<ReelActionType, readonly string[]>;

/** Platforms a reel may be shown on: the apps' delivery platforms. */
export const REEL_PLATFORMS: readonly PlatformKey[] = PLATFORM_KEYS;

/**
 * A leaflet's natural id as a leaflet-page action names it (spec §5): the shop's web id, the first and
 * the last day of validity as dd-mm-yy, and five lowercase letters or digits, all joined by '-', e.g.
 * `biedronka-23-11-26-29-11-26-ab1cd`.
 */
export const LEAFLET_NATURAL_ID_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})-([a-z0-9]{5})$/;

/** The parts of a leaflet natural id. */
export interface LeafletNaturalId {
  storeName: string;
  /** First and last day of validity as 'yyyy-MM-dd' (years 2000–2099). */
  validFrom: string;
  validTo: string;
  suffix: string;
}

function calendarDay(day: string, month: string, year: string): string | null {
  const d = Number(day);
  const m = Number(month);
  const y = 2000 + Number(year);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y)}-${month}-${day}`;
}

/** The parts of a leaflet natural id, or null when the text is not one (both days must exist). */
export function parseLeafletNaturalId(text: string): LeafletNaturalId | null {
  const match = LEAFLET_NATURAL_ID_PATTERN.exec(text);
  if (!match) return null;
  const [, storeName, d1, m1, y1, d2, m2, y2, suffix] = match as unknown as [string, string, string, string, string, string, string, string, string];
  const validFrom = calendarDay(d1, m1, y1);
  const validTo = calendarDay(d2, m2, y2);
  if (!validFrom || !validTo) return null;
  return { storeName, validFrom, validTo, suffix };
}

export function isLeafletNaturalId(text: string): boolean {
  return parseLeafletNaturalId(text) !== null;
}

/** What a reel shows: a still image or a video. */
export const REEL_MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;
export type ReelMediaType = (typeof REEL_MEDIA_TYPES)[number];

export function isReelMediaType(value: unknown): value is ReelMediaType {
  return typeof value === 'string' && (REEL_MEDIA_TYPES as readonly string[]).includes(value);
}

/** File formats a reel's media may have. */
export const REEL_MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'mp4', 'mov', 'webm'] as const;
export type ReelMediaFormat = (typeof REEL_MEDIA_FORMATS)[number];

/** Whether each format is an image or a video. */
export const REEL_MEDIA_TYPE_OF: Readonly<Record<ReelMediaFormat, ReelMediaType>> = {
  jpeg: 'IMAGE',
  png: 'IMAGE',
  webp: 'IMAGE',
  gif: 'IMAGE',
  mp4: 'VIDEO',
  mov: 'VIDEO',
  webm: 'VIDEO',
};

/** The extension a stored media file gets (made by the server from the recognised format). */
export const REEL_MEDIA_EXTENSION: Readonly<Record<ReelMediaFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  mp4: 'mp4',
  mov: 'mov',
  webm: 'webm',
};

/** The content type a stored media file is served with. */
export const REEL_MEDIA_CONTENT_TYPE: Readonly<Record<ReelMediaFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** How many first bytes recognising a media file needs. */
export const REEL_MEDIA_HEAD_BYTES = 12;

/** Largest image a reel may show (the product's image limit). */
export const REEL_IMAGE_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;
/** Largest video a reel may show. */
export const REEL_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Largest media file of any kind (a video's limit). */
export const REEL_MEDIA_MAX_BYTES = Math.max(REEL_IMAGE_MAX_BYTES, REEL_VIDEO_MAX_BYTES);

/** Largest file a reel's media of this type may be. */
export function reelMediaMaxBytes(mediaType: ReelMediaType): number {
  return mediaType === 'VIDEO' ? REEL_VIDEO_MAX_BYTES : REEL_IMAGE_MAX_BYTES;
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

function startsWith(head: Uint8Array, offset: number, bytes: readonly number[]): boolean {
  return head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
}

const FTYP = ascii('ftyp');
/** QuickTime's brand in the 'ftyp' box. */
const QUICKTIME_BRAND = ascii('qt  ');

/**
 * The format of a media file from its first bytes (at least REEL_MEDIA_HEAD_BYTES of them), whatever
 * its name or declared type says; undefined for anything else:
 * - JPEG (FF D8 FF), PNG (its 8-byte signature), GIF ('GIF87a' / 'GIF89a'), WebP ('RIFF' … 'WEBP');
 * - MP4 and MOV by the ISO base media 'ftyp' box at byte 4 (brand 'qt  ' is MOV, any other MP4);
 * - WebM by its EBML header (1A 45 DF A3).
 */
export function recogniseReelMedia(head: Uint8Array): ReelMediaFormat | undefined {
  if (startsWith(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, 0, ascii('GIF87a')) || startsWith(head, 0, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, 0, ascii('RIFF')) && startsWith(head, 8, ascii('WEBP'))) return 'webp';
  if (startsWith(head, 4, FTYP) && head.length >= 12) return startsWith(head, 8, QUICKTIME_BRAND) ? 'mov' : 'mp4';
  if (startsWith(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return undefined;
}

/** An uploaded media file as the api serves it: `/files/reels/<server-made name>.<extension>`. */
export const REEL_MEDIA_PATH_PATTERN = /^\/files\/reels\/[a-z0-9-]+\.(jpg|png|webp|gif|mp4|mov|webm)$/;

/** Image or video, from a stored media file's address (its extension was made from its bytes); undefined for anything else. */
export function reelMediaTypeOfPath(path: string): ReelMediaType | undefined {
  const match = REEL_MEDIA_PATH_PATTERN.exec(path);
  if (!match?.[1]) return undefined;
  const format = REEL_MEDIA_FORMATS.find((f) => REEL_MEDIA_EXTENSION[f] === match[1]);
  return format ? REEL_MEDIA_TYPE_OF[format] : undefined;
}

/** File types the media picker offers (the server decides by the bytes anyway). */
export const REEL_MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime,video/webm';

/** A reel has expired once its visibility end has passed. */
export function isReelExpired(visibilityEndDate: string | Date, now: Date = new Date()): boolean {
  const end = visibilityEndDate instanceof Date ? visibilityEndDate : new Date(visibilityEndDate);
  return !Number.isNaN(end.getTime()) && end.getTime() < now.getTime();
}

/** Whether a list shows expired reels: the list's "show expired" switch. */
export const REEL_EXPIRY = ['CURRENT', 'EXPIRED'] as const;
export type ReelExpiry = (typeof REEL_EXPIRY)[number];

export function reelExpiryOf(visibilityEndDate: string | Date, now: Date = new Date()): ReelExpiry {
  return isReelExpired(visibilityEndDate, now) ? 'EXPIRED' : 'CURRENT';
}

/** Longest time one reel stays on screen in the app, in seconds. */
export const REEL_VISIBILITY_TIME_MAX = 3600;
/** Longest call-to-action button text. */
export const REEL_CTA_MAX = 40;
/** Longest description and internal note. */
export const REEL_TEXT_MAX = 2000;

/** The role whose users are assigned to reel channels (only they can be a channel's editors). */
export const REEL_EDITOR_ROLE: Role = 'EDITOR_REELS';

/** Someone working with reels: roles and id. */
export interface ReelUser {
  id: string;
  roles: readonly string[];
}

/** Administrators see and change every channel (and assign its editors); anyone else only the channels assigned to them. */
export function seesAllReelChannels(roles: readonly string[]): boolean {
  return isAdmin(roles);
}

/** Whether a user may see a channel assigned to `editorIds`. */
export function seesReelChannel(user: ReelUser, editorIds: readonly string[]): boolean {
  return seesAllReelChannels(user.roles) || editorIds.includes(user.id);
}
