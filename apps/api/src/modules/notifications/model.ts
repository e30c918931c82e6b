/**
 * A push notification as the api answers it (the GraphQL Notification type field for field), how the
 * resource kit reaches it, and who may see which: administrators every notification, everyone else
 * those of the channels assigned to them.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { isNotificationStatus, visibleNotificationChannels, type NotificationStatus } from '@flyerdesk/domain/notifications';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import type { ListSource } from '../resources/list';
import type { RecordStore } from '../resources/writes';

export type Notification = {
  id: string;
  channel: string;
  /** Null on NEW_OFFERS_NOTIFICATION (the app writes the title). */
  title: string | null;
  text: string | null;
  bigIcon: string | null;
  bigPicture: string | null;
  deepLink: string | null;
  webpageLink: string | null;
  showTrackingLink: string | null;
  openTrackingLink: string | null;
  /** Lines "latitude, longitude, radius" (km). */
  geolocations: string[];
  /** Device tokens that narrow the recipients (empty: every device of the shops). */
  devices: string[];
  storeIds: string[];
  groupIds: string[];
  /** Names of the chosen shops and groups, in the order of their ids. */
  storeNames: string[];
  groupNames: string[];
  plannedAt: string | null;
  status: NotificationStatus;
  jobId: string | null;
  recipients: number;
  sent: number;
  failed: number;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};

/**
 * The status shown: as stored, except that a send whose job ended without finishing (failed, or
 * cancelled from the job centre) shows FAILED, and a planned one whose job was cancelled there shows
 * CANCELLED. A job can fail without its handler running (interrupted too many times), so this is
 * worked out on every read.
 */
export const DISPLAY_STATUS = sql<string>`(case
  when notifications.status = 'PLANNED' and jobs.status = 'CANCELLED' then 'CANCELLED'
  when notifications.status in ('PLANNED', 'SENDING') and jobs.status in ('FAILED', 'CANCELLED') then 'FAILED'
  else notifications.status end)`;

/** Every notification with its shown status and the names of its shops and groups. */
export function selectNotifications(db: Db) {
  return db
    .selectFrom('notifications')
    .leftJoin('jobs', 'jobs.id', 'notifications.job_id')
    .selectAll('notifications')
    .select(DISPLAY_STATUS.as('display_status'))
    .select(sql<string[]>`array(select u.id::text from unnest(notifications.store_ids) with ordinality as u(id, n) order by u.n)`.as('store_id_list'))
    .select(sql<string[]>`array(select u.id::text from unnest(notifications.group_ids) with ordinality as u(id, n) order by u.n)`.as('group_id_list'))
    .select(
      sql<string[]>`array(select s.name from unnest(notifications.store_ids) with ordinality as u(id, n) join stores s on s.id = u.id order by u.n)`.as(
        'store_names',
      ),
    )
    .select(
      sql<string[]>`array(select g.name from unnest(notifications.group_ids) with ordinality as u(id, n) join groups g on g.id = u.id order by u.n)`.as(
        'group_names',
      ),
    );
}

export type NotificationRowWithNames = Awaited<ReturnType<ReturnType<typeof selectNotifications>['executeTakeFirstOrThrow']>>;

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export function toNotification(row: NotificationRowWithNames): Notification {
  return {
    id: row.id,
    channel: row.channel,
    title: row.title,
    text: row.text,
    bigIcon: row.big_icon,
    bigPicture: row.big_picture,
    deepLink: row.deep_link,
    webpageLink: row.webpage_link,
    showTrackingLink: row.show_tracking_link,
    openTrackingLink: row.open_tracking_link,
    geolocations: row.geolocations,
    devices: row.devices,
    storeIds: row.store_id_list,
    groupIds: row.group_id_list,
    storeNames: row.store_names,
    groupNames: row.group_names,
    plannedAt: iso(row.planned_at),
    status: isNotificationStatus(row.display_status) ? row.display_status : 'FAILED',
    jobId: row.job_id,
    recipients: row.recipients,
    sent: row.sent,
    failed: row.failed,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

export const notificationNotFound = () => notFound('Notification not found');

export const notificationStore: RecordStore<Notification> = {
  resource: 'notifications',
  table: 'notifications',
  archivable: false,
  notFound: notificationNotFound,
  read: async (db: Db, id: string) => {
    const row = await selectNotifications(db).where('notifications.id', '=', id).executeTakeFirst();
    return row ? toNotification(row) : undefined;
  },
  // The names follow the shops and groups (renamed there, not here).
  derived: ['storeNames', 'groupNames'],
};

export const NOTIFICATION_LIST: ListSource<'notifications'> = {
  table: 'notifications',
  sorts: {
    createdAt: { column: 'created_at' },
    plannedAt: { column: 'planned_at' },
    title: { column: 'title', text: true },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['title', 'text'],
  archivable: false,
};

/**
 * Which notifications' channels the user may see, as a condition on a column holding the channel;
 * undefined for administrators (every channel).
 */
export function channelScope(user: AuthUser | undefined, column: Expression<string>): Expression<SqlBool> | undefined {
  if (!user) return undefined;
  const channels = visibleNotificationChannels(user);
  if (channels === undefined) return undefined;
  if (channels.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${column} in (${sql.join(channels)})`;
}

/** Whether the user may see notifications of the channel. */
export function seesChannel(user: AuthUser | undefined, channel: string): boolean {
  if (!user) return true;
  const channels = visibleNotificationChannels(user);
  return channels === undefined || (channels as readonly string[]).includes(channel);
}

/** The notification if the user may see it; 404 when it does not exist or belongs to another channel. */
export async function visibleNotification(db: Db, user: AuthUser | undefined, id: string): Promise<Notification> {
  const record = await notificationStore.read(db, id);
  if (!record || !seesChannel(user, record.channel)) throw notificationNotFound();
  return record;
}
