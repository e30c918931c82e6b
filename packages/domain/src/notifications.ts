/**
 * Push notifications (spec §2, §3, §4, §5): their life cycle, who may send on which channel, the
 * geolocation lines that narrow the recipients, and the provider's answers per device. The api
 * (sending job, archive), the gateway (checks before any upstream call) and the web (form, preview,
 * progress) read these rules, never their own copies.
 */
import { isAdmin } from './roles';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from './notificationChannels';

export { NOTIFICATION_CHANNELS, type NotificationChannel };

/**
 * A notification's life:
 * - PLANNED: waits for its day and hour; it may still be edited or cancelled;
 * - SENDING: the sending job has started (a notification sent "now" starts here);
 * - SENT: every recipient was tried (some may have failed: see the counts);
 * - FAILED: the send stopped before every recipient was tried (the job failed);
 * - CANCELLED: cancelled while planned; nothing was sent.
 */
export const NOTIFICATION_STATUSES = ['PLANNED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export function isNotificationStatus(value: unknown): value is NotificationStatus {
  return typeof value === 'string' && (NOTIFICATION_STATUSES as readonly string[]).includes(value);
}

/** Planned notifications can be edited and cancelled until their send starts. */
export function canChangeNotification(status: NotificationStatus): boolean {
  return status === 'PLANNED';
}

/** The channel whose notifications carry no title of their own (the app writes it). */
export const NEW_OFFERS_CHANNEL: NotificationChannel = 'NEW_OFFERS_NOTIFICATION';

/** Whether a channel's notifications must have a title (all but NEW_OFFERS_NOTIFICATION, where it must be empty). */
export function notificationTitleRequired(channel: string | null | undefined): boolean {
  return channel !== NEW_OFFERS_CHANNEL;
}

/** Whether a channel's notifications must have a text of their own. */
export function notificationTextRequired(channel: string | null | undefined): boolean {
  return channel === 'NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT';
}

/** Someone who sends notifications: roles and the channels assigned to them. */
export interface NotificationSender {
  roles: readonly string[];
  notificationChannels: readonly string[];
}

/** Administrators send on every channel; everyone else only on the channels assigned to them. */
export function canSendOnChannel(sender: NotificationSender, channel: string): boolean {
  if (isAdmin(sender.roles)) return true;
  return sender.notificationChannels.includes(channel);
}

/** The channels whose notifications someone may see: undefined for administrators (all of them). */
export function visibleNotificationChannels(sender: NotificationSender): NotificationChannel[] | undefined {
  if (isAdmin(sender.roles)) return undefined;
  return NOTIFICATION_CHANNELS.filter((channel) => sender.notificationChannels.includes(channel));
}

/** Longest title and text (push services cut longer ones on the phone anyway). */
export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_TEXT_MAX = 500;
/** Most device tokens one notification may be narrowed to. */
export const NOTIFICATION_DEVICES_MAX = 100;
/** Longest device token accepted (FCM registration tokens are about 160 characters). */
export const DEVICE_TOKEN_MAX = 512;
/** Most geolocation lines one notification may have. */
export const NOTIFICATION_GEOLOCATIONS_MAX = 50;

/** Latitude and longitude limits (spec §9). */
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** A circle on the map: devices whose last known place lies inside receive the notification. */
export interface Geolocation {
  latitude: number;
  longitude: number;
  /** Radius in kilometres, greater than 0. */
  radius: number;
}

/** Why a geolocation line was refused (each is a validation message key). */
export type GeolocationProblem = 'validation.geolocationFormat' | 'validation.latitude' | 'validation.longitude' | 'validation.radius';

const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * One line "latitude, longitude, radius" (spec §5): three comma-separated numbers, latitude from −90
 * to 90, longitude from −180 to 180, radius (km) greater than 0.
 */
export function parseGeolocationLine(line: string): { value: Geolocation } | { problem: GeolocationProblem } {
  const parts = line.split(',').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => !NUMBER.test(part))) return { problem: 'validation.geolocationFormat' };
  const [latitude, longitude, radius] = parts.map(Number) as [number, number, number];
  if (Math.abs(latitude) > LATITUDE_LIMIT) return { problem: 'validation.latitude' };
  if (Math.abs(longitude) > LONGITUDE_LIMIT) return { problem: 'validation.longitude' };
  if (!(radius > 0)) return { problem: 'validation.radius' };
  return { value: { latitude, longitude, radius } };
}

/** The line a geolocation is written as in the form. */
export function formatGeolocation(geolocation: Geolocation): string {
  return `${geolocation.latitude}, ${geolocation.longitude}, ${geolocation.radius}`;
}

/** Lines of a text area, blank ones left out. */
export function geolocationLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two places, in kilometres (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a device at `place` is reached: no circles means everywhere; a device without a known
 * place is reached only when there are no circles.
 */
export function withinGeolocations(place: { latitude: number; longitude: number } | null, circles: readonly Geolocation[]): boolean {
  if (circles.length === 0) return true;
  if (!place) return false;
  return circles.some((circle) => distanceKm(place, circle) <= circle.radius);
}

/** Platforms of the devices notifications reach. */
export const DEVICE_PLATFORMS = ['android', 'ios'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/**
 * A delivery's response code: the HTTP status the push provider answered for that device (200
 * delivered). The provider's error name (e.g. UNREGISTERED) is kept next to it.
 */
export const DELIVERY_OK = 200;

/**
 * Answers after which the same device is tried again within the send (rate limited, provider
 * unavailable or failing); other failures (unknown or unregistered device, bad message) are final.
 */
export function isRetryableDelivery(responseCode: number): boolean {
  return responseCode === 429 || responseCode >= 500;
}

/** How many times one device is tried within a send before its failure is final. */
export const DELIVERY_MAX_TRIES = 3;

/**
 * A delivery whose answer was never recorded (the api stopped between handing the message to the
 * provider and writing the answer) and whose provider cannot say whether it arrived: it is not sent
 * again (a device never gets a notification twice) and is archived with this code.
 */
export const DELIVERY_UNCONFIRMED = 0;

/** Devices handed to the provider at once by the sending job (one transaction records their answers). */
export const NOTIFICATION_BATCH_SIZE = 50;

/** Whether a delivery reached its device. */
export function isDelivered(responseCode: number): boolean {
  return responseCode === DELIVERY_OK;
}

/** A send's counts: recipients, delivered, failed; the rest are still to go. */
export interface NotificationCounts {
  recipients: number;
  sent: number;
  failed: number;
}

/** Share of the recipients tried so far, 0..1 (1 when there is nobody to send to). */
export function notificationProgress(counts: NotificationCounts): number {
  if (counts.recipients <= 0) return 1;
  return Math.min(1, (counts.sent + counts.failed) / counts.recipients);
}

/** Idempotency key of one notification to one device: the provider and the outbox never take it twice. */
export function deliveryKey(notificationId: string, deviceId: string): string {
  return `${notificationId}:${deviceId}`;
}
