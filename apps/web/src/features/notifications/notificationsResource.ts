import { geolocationLines, NEW_OFFERS_CHANNEL } from '@flyerdesk/domain/notifications';
import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import { notificationSchema } from '@flyerdesk/domain/validation/notification';
import type { NotificationChannel, NotificationInput, NotificationRecordFragment, NotificationStatus } from '../../__generated__/graphql';
import type { FieldDescription, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  NotificationHistoryQuery,
  NotificationQuery,
  NotificationRecordFragment as NotificationFragment,
  NotificationsChangedSubscription,
  NotificationsPageQuery,
  SendNotificationMutation,
  UpdateNotificationMutation,
} from './operations';

export type NotificationRecord = NotificationRecordFragment;

/** When the notification goes: at once, or on a planned day and hour. */
export type When = 'now' | 'planned';

/** The gateway's upload route of notification images (answer `{ url }`). */
export const NOTIFICATION_IMAGE_UPLOAD_PATH = '/upload/notifications/images';

/** The notification screen (packages/domain/src/routes.ts). */
export const NOTIFICATIONS_PATH = '/selective-notifications';
/** The delivery archive; `?notificationId=` shows one notification's deliveries. */
export const DELIVERIES_PATH = '/archives/notifications';

export function deliveriesPath(notificationId: string): string {
  return `${DELIVERIES_PATH}?${new URLSearchParams({ notificationId }).toString()}`;
}

/**
 * The notification form. Geolocations and device tokens are edited as text (one per line);
 * `status` and the counts are never edited and are named here for the history only.
 */
export interface NotificationValues extends Record<string, unknown> {
  /** Empty until a channel is chosen. */
  channel: NotificationChannel | '';
  title: string;
  text: string;
  bigIcon: string;
  bigPicture: string;
  deepLink: string;
  webpageLink: string;
  showTrackingLink: string;
  openTrackingLink: string;
  /** Lines "latitude, longitude, radius". */
  geolocations: string;
  /** Device tokens, one per line (commas and spaces separate them too). */
  devices: string;
  storeIds: string[];
  groupIds: string[];
  when: When;
  /** The planned moment as ISO text ('' until chosen). */
  plannedAt: string;
  status?: NotificationStatus;
  recipients?: number;
  sent?: number;
  failed?: number;
}

/** Whether a channel's notifications carry the app's own title (no title of their own). */
export function isNewOffers(channel: string | null | undefined): boolean {
  return channel === NEW_OFFERS_CHANNEL;
}

/** Device tokens of the text area: split at line breaks, commas and spaces, each once. */
export function deviceTokens(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((token) => token.trim()).filter((token) => token !== ''))];
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The mutation input of the form's values (the title left out on NEW_OFFERS_NOTIFICATION, plannedAt only when planned). */
export function toNotificationInput(values: NotificationValues): NotificationInput {
  return {
    // The schema has checked that it is one of the channels before anything is sent.
    channel: values.channel as NotificationChannel,
    title: isNewOffers(values.channel) ? null : textOrNull(values.title),
    text: textOrNull(values.text),
    bigIcon: textOrNull(values.bigIcon),
    bigPicture: textOrNull(values.bigPicture),
    deepLink: textOrNull(values.deepLink),
    webpageLink: textOrNull(values.webpageLink),
    showTrackingLink: textOrNull(values.showTrackingLink),
    openTrackingLink: textOrNull(values.openTrackingLink),
    geolocations: geolocationLines(values.geolocations),
    devices: deviceTokens(values.devices),
    storeIds: values.storeIds,
    groupIds: values.groupIds,
    plannedAt: values.when === 'planned' && values.plannedAt !== '' ? values.plannedAt : null,
  };
}

/** Form values of a notification (of a new one, on `defaultChannel`, when undefined). */
export function toNotificationValues(record: NotificationRecord | undefined, defaultChannel: NotificationChannel | ''): NotificationValues {
  return {
    channel: record?.channel ?? defaultChannel,
    title: record?.title ?? '',
    text: record?.text ?? '',
    bigIcon: record?.bigIcon ?? '',
    bigPicture: record?.bigPicture ?? '',
    deepLink: record?.deepLink ?? '',
    webpageLink: record?.webpageLink ?? '',
    showTrackingLink: record?.showTrackingLink ?? '',
    openTrackingLink: record?.openTrackingLink ?? '',
    geolocations: (record?.geolocations ?? []).join('\n'),
    devices: (record?.devices ?? []).join('\n'),
    storeIds: [...(record?.storeIds ?? [])],
    groupIds: [...(record?.groupIds ?? [])],
    when: record?.plannedAt ? 'planned' : 'now',
    plannedAt: record?.plannedAt ?? '',
  };
}

/**
 * The domain's notification schema over the form's values: the planned moment counts only when
 * "planned" is chosen (an empty one is refused by the page then, see plannedAtMissing).
 */
export const notificationFormSchema = notificationSchema.transform((value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const values = value as Partial<NotificationValues>;
  return values.when === 'planned' ? value : { ...values, plannedAt: null };
});

/** "Planned" was chosen without a day and hour. */
export function plannedAtMissing(values: NotificationValues): boolean {
  return values.when === 'planned' && values.plannedAt === '';
}

/** Channels in the domain's order, keeping only known ones. */
export function orderedChannels(channels: readonly string[]): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter((channel) => channels.includes(channel));
}

/** Notifications for the resource kit: never archived (planned ones are cancelled instead), newest first, filtered by status and channel. */
export function notificationsResource(nameOf: (notification: NotificationRecord) => string): ResourceDefinition<NotificationRecord, NotificationInput> {
  return {
    resource: 'notifications',
    fragment: NotificationFragment,
    listQuery: NotificationsPageQuery,
    changes: NotificationsChangedSubscription,
    recordQuery: NotificationQuery,
    historyQuery: NotificationHistoryQuery,
    create: SendNotificationMutation,
    update: UpdateNotificationMutation,
    searchFields: ['title', 'text'],
    nameOf,
    defaultDescending: true,
    filterFields: ['status', 'channel'],
  };
}

export type NotificationFieldName =
  | 'channel'
  | 'title'
  | 'text'
  | 'bigIcon'
  | 'bigPicture'
  | 'deepLink'
  | 'webpageLink'
  | 'showTrackingLink'
  | 'openTrackingLink'
  | 'geolocations'
  | 'devices'
  | 'storeIds'
  | 'groupIds'
  | 'plannedAt'
  | 'status'
  | 'recipients'
  | 'sent'
  | 'failed';

export interface NotificationFieldFormats {
  labels: Record<NotificationFieldName, string>;
  channel: (value: unknown) => string;
  status: (value: unknown) => string;
  shops: (value: unknown) => string;
  groups: (value: unknown) => string;
  lines: (value: unknown) => string;
  dateTime: (value: unknown) => string;
}

/** The notification form (domain notificationSchema); `defaultChannel` is where a new notification starts. */
export function notificationEditor(
  formats: NotificationFieldFormats,
  defaultChannel: NotificationChannel | '',
): RecordEditor<NotificationRecord, NotificationValues, NotificationInput> {
  const { labels } = formats;
  const fields: FieldDescription<NotificationValues>[] = [
    { name: 'channel', label: labels.channel, format: formats.channel },
    { name: 'title', label: labels.title },
    { name: 'text', label: labels.text },
    { name: 'bigIcon', label: labels.bigIcon },
    { name: 'bigPicture', label: labels.bigPicture },
    { name: 'deepLink', label: labels.deepLink },
    { name: 'webpageLink', label: labels.webpageLink },
    { name: 'showTrackingLink', label: labels.showTrackingLink },
    { name: 'openTrackingLink', label: labels.openTrackingLink },
    { name: 'geolocations', label: labels.geolocations, format: formats.lines },
    { name: 'devices', label: labels.devices, format: formats.lines },
    { name: 'storeIds', label: labels.storeIds, format: formats.shops },
    { name: 'groupIds', label: labels.groupIds, format: formats.groups },
    { name: 'plannedAt', label: labels.plannedAt, format: formats.dateTime },
    { name: 'status', label: labels.status, format: formats.status },
    { name: 'recipients', label: labels.recipients },
    { name: 'sent', label: labels.sent },
    { name: 'failed', label: labels.failed },
  ];
  return {
    schema: notificationFormSchema,
    toValues: (record) => toNotificationValues(record, defaultChannel),
    toInput: toNotificationInput,
    fields,
  };
}
