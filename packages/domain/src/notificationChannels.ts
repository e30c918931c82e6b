/**
 * Notification channels (spec §3, §4): the kinds of push notification a person may send. Every
 * user is given at least one; NEW_OFFERS_NOTIFICATION is the special channel whose notifications
 * carry no title of their own.
 */
export const NOTIFICATION_CHANNELS = [
  'NEW_OFFERS_NOTIFICATION',
  'NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT',
  'NEW_OFFERS_NOTIFICATION_EXTENDED',
  'PROMOTIONAL_NOTIFICATION_EXTENDED',
] as const;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export function isNotificationChannel(value: unknown): value is NotificationChannel {
  return typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}
