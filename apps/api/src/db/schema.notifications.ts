/** Table shapes of push notifications (see migrations/0012_notifications.ts). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
/** An array column with a database default: optional on insert. */
type GeneratedArray<T> = ColumnType<T[], T[] | undefined, T[]>;

/** A phone that receives notifications: its push token, platform and last known place. */
export interface DevicesTable {
  id: Generated<string>;
  /** The push service's registration token (unique). */
  token: string;
  /** android or ios. */
  platform: string;
  /** Last known place; both null when the device never shared one. */
  latitude: number | null;
  longitude: number | null;
  created_at: GeneratedTimestamp;
  last_seen_at: GeneratedTimestamp;
}

/** The shops a device follows (it receives their notifications). */
export interface DeviceStoresTable {
  device_id: string;
  store_id: string;
}

export interface NotificationsTable {
  id: Generated<string>;
  /** A NotificationChannel. */
  channel: string;
  /** Null on NEW_OFFERS_NOTIFICATION (the app writes the title). */
  title: string | null;
  text: string | null;
  big_icon: string | null;
  big_picture: string | null;
  deep_link: string | null;
  webpage_link: string | null;
  show_tracking_link: string | null;
  open_tracking_link: string | null;
  /** Lines "latitude, longitude, radius". */
  geolocations: GeneratedArray<string>;
  /** Device tokens that narrow the recipients (empty: every device of the shops). */
  devices: GeneratedArray<string>;
  store_ids: GeneratedArray<string>;
  group_ids: GeneratedArray<string>;
  /** A NotificationStatus as stored (FAILED is also shown when the sending job ended without finishing). */
  status: string;
  planned_at: NullableTimestamp;
  /** The sending job (NOTIFICATION_SEND). */
  job_id: string | null;
  recipients: Generated<number>;
  sent: Generated<number>;
  failed: Generated<number>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  /** Username of who composed it (null for the system). */
  created_by: string | null;
  created_by_id: string | null;
  version: Generated<number>;
  updated_at: GeneratedTimestamp;
  /** Username of the last write (null for the system, e.g. the sending job). */
  updated_by: string | null;
}

/** One device's delivery of one notification: the sending job's work list and the archive. */
export interface NotificationDeliveriesTable {
  id: Generated<string>;
  notification_id: string;
  device_id: string;
  device_token: string;
  platform: string;
  /** deliveryKey(notification, device): the provider never takes it twice. */
  idempotency_key: string;
  /** PENDING (to go), SENDING (handed to the provider, answer not recorded yet) or DONE. */
  status: Generated<string>;
  tries: Generated<number>;
  /** When a retryable answer may be tried again. */
  next_try_at: NullableTimestamp;
  /** The provider's HTTP status (200 delivered, 0 unconfirmed). */
  response_code: number | null;
  error_code: string | null;
  sent_at: NullableTimestamp;
  /** Shops of the notification that the device follows. */
  store_ids: GeneratedArray<string>;
  created_at: GeneratedTimestamp;
}

/** What the built-in outbox was handed, once per idempotency key, with the answer it gave. */
export interface NotificationOutboxTable {
  idempotency_key: string;
  notification_id: string;
  device_token: string;
  payload: Json<Record<string, unknown>>;
  response_code: number;
  received_at: GeneratedTimestamp;
}

export interface NotificationTables {
  devices: DevicesTable;
  device_stores: DeviceStoresTable;
  notifications: NotificationsTable;
  notification_deliveries: NotificationDeliveriesTable;
  notification_outbox: NotificationOutboxTable;
}

export type DeviceRow = Selectable<DevicesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationDeliveryRow = Selectable<NotificationDeliveriesTable>;
export type NotificationOutboxRow = Selectable<NotificationOutboxTable>;
