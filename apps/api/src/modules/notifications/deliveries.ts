/**
 * The delivery archive (/archives/notifications): one entry per device and notification once the
 * provider answered (or the answer was lost in a restart), newest first, filtered by notification,
 * part of a device token, channel, outcome, shop and time. The notification role sees only the
 * deliveries of its channels.
 */
import { sql } from 'kysely';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { DELIVERY_OK, DEVICE_TOKEN_MAX } from '@flyerdesk/domain/notifications';
import { isNotificationChannel, type NotificationChannel } from '@flyerdesk/domain/notificationChannels';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/context';
import { fieldError, invalidRequest, type InvalidField } from '../../http/errors';
import { containsPattern, LIST_OFFSET_MAX, type ListPage } from '../resources/list';
import { channelScope } from './model';

/** One device's delivery of a notification (the GraphQL NotificationDelivery type field for field). */
export interface NotificationDelivery {
  id: string;
  notificationId: string;
  notificationTitle: string | null;
  channel: string;
  device: string;
  platform: string | null;
  responseCode: number;
  errorCode: string | null;
  sentAt: string;
  storeIds: string[];
  storeNames: string[];
}

export interface DeliveryFilter {
  notificationId?: string;
  /** Part of a device token. */
  device?: string;
  channel?: NotificationChannel;
  /** true: delivered only; false: failed only. */
  delivered?: boolean;
  storeId?: string;
  /** Sent at or after. */
  from?: Date;
  /** Sent before. */
  to?: Date;
  limit: number;
  offset: number;
}

/** A query parameter given once as text (undefined when absent or empty; null when given in another shape). */
function single(value: unknown): string | undefined | null {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' ? value : null;
}

/** Reads the archive's query; anything out of range is refused with 400 naming each field. */
export function deliveryFilterOf(query: Record<string, unknown>): DeliveryFilter {
  const problems: InvalidField[] = [];
  const filter: DeliveryFilter = { limit: LIST_PAGES.notificationDeliveries.fallback, offset: 0 };
  const id = (field: 'notificationId' | 'storeId') => {
    const value = single(query[field]);
    if (value === undefined) return;
    if (value === null || !UUID_PATTERN.test(value)) problems.push(fieldError(field, 'validation.uuid'));
    else filter[field] = value.toLowerCase();
  };
  id('notificationId');
  id('storeId');
  const device = single(query.device);
  if (device === null || (device !== undefined && device.length > DEVICE_TOKEN_MAX)) problems.push(fieldError('device', 'validation.invalid'));
  else if (device !== undefined && device.trim() !== '') filter.device = device.trim();
  const channel = single(query.channel);
  if (channel !== undefined) {
    if (isNotificationChannel(channel)) filter.channel = channel;
    else problems.push(fieldError('channel', 'validation.notificationChannel'));
  }
  const delivered = single(query.delivered);
  if (delivered !== undefined) {
    if (delivered === 'true' || delivered === 'false') filter.delivered = delivered === 'true';
    else problems.push(fieldError('delivered', 'validation.boolean'));
  }
  const moment = (field: 'from' | 'to') => {
    const value = single(query[field]);
    if (value === undefined) return;
    const at = value === null ? Number.NaN : Date.parse(value);
    if (Number.isNaN(at)) problems.push(fieldError(field, 'validation.dateTime'));
    else filter[field] = new Date(at);
  };
  moment('from');
  moment('to');
  const integer = (field: 'limit' | 'offset', min: number, max: number) => {
    const value = single(query[field]);
    if (value === undefined) return;
    if (value === null || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) problems.push(fieldError(field, 'validation.invalid'));
    else filter[field] = Number(value);
  };
  integer('limit', 1, LIST_PAGES.notificationDeliveries.max);
  integer('offset', 0, LIST_OFFSET_MAX);
  if (problems.length > 0) throw invalidRequest(problems, 'The archive request is not valid');
  return filter;
}

/** One page of the archive as the user may see it, newest first. */
export async function listDeliveries(db: Db, user: AuthUser | undefined, filter: DeliveryFilter): Promise<ListPage<NotificationDelivery>> {
  let query = db
    .selectFrom('notification_deliveries as d')
    .innerJoin('notifications as n', 'n.id', 'd.notification_id')
    .where('d.status', '=', 'DONE');
  const scope = channelScope(user, sql.ref('n.channel'));
  if (scope) query = query.where(scope);
  if (filter.notificationId) query = query.where('d.notification_id', '=', filter.notificationId);
  if (filter.device) query = query.where('d.device_token', 'ilike', containsPattern(filter.device));
  if (filter.channel) query = query.where('n.channel', '=', filter.channel);
  if (filter.delivered !== undefined) query = query.where('d.response_code', filter.delivered ? '=' : '<>', DELIVERY_OK);
  if (filter.storeId) query = query.where(sql<boolean>`d.store_ids @> array[${filter.storeId}]::uuid[]`);
  if (filter.from) query = query.where('d.sent_at', '>=', filter.from);
  if (filter.to) query = query.where('d.sent_at', '<', filter.to);

  const counted = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'd.id',
      'd.notification_id',
      'n.title',
      'n.channel',
      'd.device_token',
      'd.platform',
      'd.response_code',
      'd.error_code',
      'd.sent_at',
      sql<string[]>`array(select u.id::text from unnest(d.store_ids) as u(id) order by 1)`.as('store_id_list'),
      sql<string[]>`array(select s.name from unnest(d.store_ids) as u(id) join stores s on s.id = u.id order by u.id)`.as('store_names'),
    ])
    .orderBy('d.sent_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      notificationId: row.notification_id,
      notificationTitle: row.title,
      channel: row.channel,
      device: row.device_token,
      platform: row.platform,
      responseCode: row.response_code ?? 0,
      errorCode: row.error_code,
      sentAt: (row.sent_at ?? new Date(0)).toISOString(),
      storeIds: row.store_id_list,
      storeNames: row.store_names,
    })),
    total: Number(counted.total),
    limit: filter.limit,
    offset: filter.offset,
  };
}
