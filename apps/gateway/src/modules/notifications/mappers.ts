import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { isNotificationChannel } from '@flyerdesk/domain/notificationChannels';
import type { InvalidField } from '@flyerdesk/domain/validation/messages';
import type {
  ListPageInput,
  Notification,
  NotificationDelivery,
  NotificationDeliveryFilter,
  NotificationFilter,
  NotificationProvider,
  NotificationTargets,
} from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import type { QueryValue } from '../../upstream/http';
import { boundedText } from '../../validation';
import { listQuery } from '../resources/listArgs';
import { recordMeta } from '../resources/mappers';
import type { DeliveriesQuery, UpstreamNotification, UpstreamNotificationDelivery, UpstreamNotificationTargets } from './client';

/** Counts the api leaves out (a send that has not started) are 0. */
function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A push notification as GraphQL shows it (never archived, so no archivedAt). */
export function toNotification(raw: UpstreamNotification): Notification {
  const { archivedAt: _archived, ...meta } = recordMeta(raw);
  return {
    id: raw.id,
    channel: raw.channel,
    title: raw.title ?? null,
    text: raw.text ?? null,
    bigIcon: raw.bigIcon ?? null,
    bigPicture: raw.bigPicture ?? null,
    deepLink: raw.deepLink ?? null,
    webpageLink: raw.webpageLink ?? null,
    showTrackingLink: raw.showTrackingLink ?? null,
    openTrackingLink: raw.openTrackingLink ?? null,
    geolocations: raw.geolocations ?? [],
    devices: raw.devices ?? [],
    storeIds: raw.storeIds ?? [],
    groupIds: raw.groupIds ?? [],
    storeNames: raw.storeNames ?? [],
    groupNames: raw.groupNames ?? [],
    plannedAt: raw.plannedAt ?? null,
    status: raw.status,
    jobId: raw.jobId ?? null,
    recipients: count(raw.recipients),
    sent: count(raw.sent),
    failed: count(raw.failed),
    startedAt: raw.startedAt ?? null,
    finishedAt: raw.finishedAt ?? null,
    createdAt: raw.createdAt,
    createdBy: raw.createdBy ?? null,
    ...meta,
  };
}

/** One device's delivery as the archive shows it. */
export function toNotificationDelivery(raw: UpstreamNotificationDelivery): NotificationDelivery {
  return {
    id: String(raw.id),
    notificationId: raw.notificationId,
    notificationTitle: raw.notificationTitle ?? null,
    channel: raw.channel,
    device: raw.device,
    platform: raw.platform ?? null,
    responseCode: raw.responseCode,
    errorCode: raw.errorCode ?? null,
    sentAt: raw.sentAt,
    storeIds: raw.storeIds ?? [],
    storeNames: raw.storeNames ?? [],
  };
}

function providerOf(raw: string): NotificationProvider {
  return raw === 'FCM' ? 'FCM' : 'OUTBOX';
}

/** What the sender may choose; channels the contract does not know are left out. */
export function toNotificationTargets(raw: UpstreamNotificationTargets): NotificationTargets {
  return {
    stores: (raw.stores ?? []).map((store) => ({ id: store.id, name: store.name })),
    groups: (raw.groups ?? []).map((group) => ({ id: group.id, name: group.name })),
    channels: (raw.channels ?? []).filter(isNotificationChannel),
    provider: providerOf(raw.provider),
  };
}

/** A page of the notification list with its filter, checked before anything goes upstream. */
export function notificationsQuery(page: ListPageInput | null | undefined, filter: NotificationFilter | null | undefined): Record<string, QueryValue> {
  return { ...listQuery('notifications', page), status: filter?.status ?? undefined, channel: filter?.channel ?? undefined };
}

/** The highest offset the archive accepts (far beyond any real archive; keeps the number an integer upstream). */
const OFFSET_MAX = 1_000_000;

/**
 * A page of the delivery archive (limit within LIST_PAGES.notificationDeliveries, a short device search);
 * refused with BAD_USER_INPUT before anything goes upstream.
 */
export function deliveriesQuery(
  filter: NotificationDeliveryFilter | null | undefined,
  limit: number | null | undefined,
  offset: number | null | undefined,
): DeliveriesQuery {
  const { fallback, max } = LIST_PAGES.notificationDeliveries;
  const size = limit ?? fallback;
  const from = offset ?? 0;
  const invalid: InvalidField[] = [];
  if (!Number.isInteger(size) || size < 1 || size > max) {
    invalid.push({ field: 'limit', key: 'validation.invalid', message: `Limit must be between 1 and ${max}` });
  }
  if (!Number.isInteger(from) || from < 0 || from > OFFSET_MAX) {
    invalid.push({ field: 'offset', key: 'validation.invalid', message: 'The offset must be a whole number from 0' });
  }
  if (invalid.length > 0) throw badUserInput(invalid);
  return {
    notificationId: filter?.notificationId ?? undefined,
    device: boundedText(filter?.device, 'filter.device'),
    channel: filter?.channel ?? undefined,
    delivered: filter?.delivered ?? undefined,
    storeId: filter?.storeId ?? undefined,
    from: filter?.from ?? undefined,
    to: filter?.to ?? undefined,
    limit: size,
    offset: from,
  };
}
