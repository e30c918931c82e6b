/**
 * A reel as the api answers it (the GraphQL Reel type field for field), how the resource kit reaches
 * it, its list, and who may see which: administrators every reel, EDITOR_REELS the reels of the
 * channels assigned to them.
 */
import { sql, type Kysely } from 'kysely';
import { isReelMediaType, isReelStatus, seesAllReelChannels, type ReelActionType, type ReelMediaType, type ReelStatus } from '@flyerdesk/domain/reels';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { ListSource } from '../resources/list';
import { bookkeepingOf, type RecordStore } from '../resources/writes';
import { assignedChannels } from './channels';

export type Reel = {
  id: string;
  channelId: string;
  /** The channel's name, for lists that show it. */
  channelName: string;
  /** Users assigned to the channel: who besides administrators may see the reel. */
  channelEditorIds: string[];
  naturalId: string;
  mediaURL: string;
  mediaType: ReelMediaType;
  description: string | null;
  ctaButtonText: string | null;
  /** Seconds the reel stays on screen. */
  visibilityTime: number;
  status: ReelStatus;
  visibilityStartDate: string;
  visibilityEndDate: string;
  publishDate: string;
  internalNote: string | null;
  showOn: string[];
  actionType: ReelActionType;
  leafletId: string | null;
  insertNumber: number | null;
  standardPageNumber: number | null;
  url: string | null;
  productName: string | null;
  /** Tracking counters reported by the apps. */
  impressions: number;
  clicks: number;
  archivedAt: string | null;
  version: number;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

/**
 * Fields that follow from other records (the channel's name and editors) or from the apps (the
 * counters): never changes of a write of the reel.
 */
const DERIVED = ['channelName', 'channelEditorIds', 'impressions', 'clicks'] as const;

/** Every reel with its channel's name and editors; neither scoped to a user nor ordered. */
export function selectReels(db: Kysely<Database>) {
  return db
    .selectFrom('reels as r')
    .innerJoin('reel_channels as c', 'c.id', 'r.channel_id')
    .selectAll('r')
    .select([
      'c.name as channel_name',
      sql<string[]>`coalesce((select array_agg(e.user_id::text order by e.user_id) from reel_channel_editors e where e.channel_id = r.channel_id), '{}')`.as(
        'channel_editor_ids',
      ),
    ]);
}

type ReelSelection = ReturnType<typeof selectReels>;
type ReelListRow = Awaited<ReturnType<ReelSelection['executeTakeFirstOrThrow']>>;

const ACTION_TYPES: Record<string, ReelActionType> = { LEAFLET_PAGE: 'LEAFLET_PAGE', URL: 'URL', SHOPPING_LIST: 'SHOPPING_LIST' };

export function toReel(row: ReelListRow): Reel {
  return {
    id: row.id,
    channelId: row.channel_id,
    channelName: row.channel_name,
    channelEditorIds: row.channel_editor_ids,
    naturalId: row.natural_id,
    mediaURL: row.media_url,
    mediaType: isReelMediaType(row.media_type) ? row.media_type : 'IMAGE',
    description: row.description,
    ctaButtonText: row.cta_button_text,
    visibilityTime: row.visibility_time,
    status: isReelStatus(row.status) ? row.status : 'DRAFT',
    visibilityStartDate: row.visibility_start_date.toISOString(),
    visibilityEndDate: row.visibility_end_date.toISOString(),
    publishDate: row.publish_date.toISOString(),
    internalNote: row.internal_note,
    showOn: row.show_on,
    actionType: ACTION_TYPES[row.action_type] ?? 'URL',
    leafletId: row.leaflet_id,
    insertNumber: row.insert_number,
    standardPageNumber: row.standard_page_number,
    url: row.url,
    productName: row.product_name,
    impressions: row.impressions,
    clicks: row.clicks,
    ...bookkeepingOf(row),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

export const reelNotFound = () => notFound('Reel not found');

export const reelStore: RecordStore<Reel> = {
  resource: 'reels',
  table: 'reels',
  notFound: reelNotFound,
  read: async (db: Db, id: string) => {
    const row = await selectReels(db).where('r.id', '=', id).executeTakeFirst();
    return row ? toReel(row) : undefined;
  },
  derived: DERIVED,
};

export const REEL_LIST: ListSource<'reels'> = {
  table: 'r',
  sorts: {
    visibilityStartDate: { column: 'visibility_start_date' },
    naturalId: { column: 'natural_id', text: true },
    status: { column: 'status' },
    publishDate: { column: 'publish_date' },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['natural_id', 'description', 'cta_button_text', 'leaflet_id', 'product_name'],
};

/** Only the reels the user may see: administrators every reel, others those of the channels assigned to them. */
export function reelsVisibleTo(query: ReelSelection, db: Kysely<Database>, user: AuthUser): ReelSelection {
  if (seesAllReelChannels(user.roles)) return query;
  return query.where('r.channel_id', 'in', assignedChannels(db, user.id));
}

/** Refuses with 404 an unknown reel and with 403 a reel of a channel not assigned to a non-administrator. */
export async function assertReelAccess(db: Db, user: AuthUser, id: string): Promise<void> {
  const reel = await db.selectFrom('reels').select(['id', 'channel_id']).where('id', '=', id).executeTakeFirst();
  if (!reel) throw reelNotFound();
  if (seesAllReelChannels(user.roles)) return;
  const assigned = await db
    .selectFrom('reel_channel_editors')
    .select('channel_id')
    .where('channel_id', '=', reel.channel_id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!assigned) throw forbidden('The channel of this reel is not assigned to you');
}
