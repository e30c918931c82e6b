import type { NotificationChannel, NotificationStatus } from '@flyerdesk/domain/notifications';
import type { NotificationInput } from '@flyerdesk/domain/validation/notification';
import { seg, type CallScope, type QueryValue, type UpstreamHttp } from '../../upstream/http';
import { ResourceClient, type UpstreamPage, type UpstreamRecord } from '../resources/client';

/** A push notification as the api answers it (GET /api/notifications/{id}). */
export interface UpstreamNotification extends UpstreamRecord {
  channel: NotificationChannel;
  title?: string | null;
  text?: string | null;
  bigIcon?: string | null;
  bigPicture?: string | null;
  deepLink?: string | null;
  webpageLink?: string | null;
  showTrackingLink?: string | null;
  openTrackingLink?: string | null;
  geolocations?: string[];
  devices?: string[];
  storeIds?: string[];
  groupIds?: string[];
  storeNames?: string[];
  groupNames?: string[];
  plannedAt?: string | null;
  status: NotificationStatus;
  jobId?: string | null;
  recipients?: number | null;
  sent?: number | null;
  failed?: number | null;
  startedAt?: string | null;
  finishedAt?: string | null;
  createdAt: string;
  createdBy?: string | null;
}

/** A shop or group a notification may be sent to. */
export interface UpstreamNotificationTarget {
  id: string;
  name: string;
}

/** GET /api/notifications/targets: what the sender may choose, and the provider in use. */
export interface UpstreamNotificationTargets {
  stores: UpstreamNotificationTarget[];
  groups: UpstreamNotificationTarget[];
  channels: string[];
  provider: string;
}

/** One device's delivery of a notification (GET /api/notifications/deliveries). */
export interface UpstreamNotificationDelivery {
  id: string | number;
  notificationId: string;
  notificationTitle?: string | null;
  channel: NotificationChannel;
  device: string;
  platform?: string | null;
  responseCode: number;
  errorCode?: string | null;
  sentAt: string;
  storeIds?: string[];
  storeNames?: string[];
}

/** Query of the delivery archive, as the api reads it. */
export interface DeliveriesQuery extends Record<string, QueryValue> {
  notificationId?: string;
  device?: string;
  channel?: string;
  delivered?: boolean;
  storeId?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/**
 * REST client of push notifications: the kit's list, record, create, update (If-Match) and history
 * under /api/notifications, plus cancelling a planned one, the sender's choices, the reach estimate
 * and the delivery archive. Notifications are never archived: planned ones are cancelled instead.
 */
export class NotificationsClient extends ResourceClient<UpstreamNotification, NotificationInput> {
  constructor(http: UpstreamHttp, scope: CallScope) {
    super(http, scope, 'notifications');
  }

  /** POST /api/notifications/{id}/cancel; with a version, only if nobody changed the notification since. */
  cancel(id: string, version: number | null | undefined): Promise<UpstreamNotification> {
    const json = version === null || version === undefined ? {} : { version };
    return this.write<UpstreamNotification>('POST', `/api/notifications/${seg(id)}/cancel`, { json });
  }

  /** The shops, groups and channels the signed-in user may send to, and the provider in use. */
  targets(): Promise<UpstreamNotificationTargets> {
    return this.get<UpstreamNotificationTargets>('/api/notifications/targets');
  }

  /** How many devices the notification would reach now. */
  reach(input: NotificationInput): Promise<{ devices: number }> {
    return this.write<{ devices: number }>('POST', '/api/notifications/reach', { json: input });
  }

  /** The delivery archive, newest first (the api shows a non-administrator only their channels). */
  deliveries(query: DeliveriesQuery): Promise<UpstreamPage<UpstreamNotificationDelivery>> {
    return this.get<UpstreamPage<UpstreamNotificationDelivery>>('/api/notifications/deliveries', query);
  }
}
