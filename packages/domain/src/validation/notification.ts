import * as yup from 'yup';
import {
  DEVICE_TOKEN_MAX,
  geolocationLines,
  NOTIFICATION_DEVICES_MAX,
  NOTIFICATION_GEOLOCATIONS_MAX,
  NOTIFICATION_TEXT_MAX,
  NOTIFICATION_TITLE_MAX,
  notificationTextRequired,
  notificationTitleRequired,
  parseGeolocationLine,
  type Geolocation,
} from '../notifications';
import { NOTIFICATION_CHANNELS } from '../notificationChannels';
import { msg } from './messages';
import { toMinute } from './pageDetails';
import { dateTime, nowOf, optionalText, optionalUrl, uuidList } from './rules';

/**
 * Deep links open a screen of the app: a link of the app's own scheme (`app://leaflet/123`) or a
 * web link (spec §5 URL pattern).
 */
export const DEEP_LINK_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;

/** An image uploaded to Flyerdesk, as the api serves it (`/files/notifications/<name>`). */
export const UPLOADED_IMAGE_PATTERN = /^\/files\/notifications\/[A-Za-z0-9._-]+$/;

/** A picture: a web link (spec §5 URL pattern) or an image uploaded to Flyerdesk. */
function imageLink() {
  return yup
    .string()
    .typeError(msg('validation.url'))
    .trim()
    .max(2048, msg('validation.maxLength', { max: 2048 }))
    .test('image', msg('validation.url'), (value) => value == null || value === '' || UPLOADED_IMAGE_PATTERN.test(value) || optionalUrl().isValidSync(value))
    .nullable();
}

/** Each value once, in the order first given; blank entries left out. */
function uniqueTexts(values: unknown): unknown {
  if (!Array.isArray(values)) return values;
  return [...new Set((values as unknown[]).map((v): unknown => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== ''))];
}

/** A list given as lines of text (the form's text area) or as a list (API clients). */
function linesOrList(value: unknown, original: unknown): unknown {
  return typeof original === 'string' ? geolocationLines(original) : value;
}

/**
 * The notification form (spec §3, §5):
 * - `channel`: one of the four notification types;
 * - `title`: required, except on NEW_OFFERS_NOTIFICATION, where it must be empty;
 * - `text`: required on NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT;
 * - links (`webpageLink`, `showTrackingLink`, `openTrackingLink`) valid URLs; `deepLink` an app link
 *   or a URL; `bigIcon` and `bigPicture` a URL or an image uploaded to Flyerdesk;
 * - `geolocations`: lines "latitude, longitude, radius" (latitude −90..90, longitude −180..180,
 *   radius in km > 0); refusals name the line;
 * - `devices`: optional device tokens that narrow the recipients;
 * - at least one shop or group;
 * - `plannedAt`: empty sends now; otherwise a day and hour not in the past (by minute).
 */
export const notificationSchema = yup.object({
  channel: yup
    .string()
    .typeError(msg('validation.notificationChannel'))
    .required(msg('validation.required'))
    .oneOf(NOTIFICATION_CHANNELS, msg('validation.notificationChannel')),
  title: optionalText(NOTIFICATION_TITLE_MAX).test('title', function title(value) {
    const channel = (this.parent as { channel?: string }).channel;
    const empty = value == null || value === '';
    if (notificationTitleRequired(channel)) return empty ? this.createError({ message: msg('validation.required') }) : true;
    return empty ? true : this.createError({ message: msg('validation.notificationTitleMustBeEmpty') });
  }),
  text: optionalText(NOTIFICATION_TEXT_MAX).test('text', msg('validation.required'), function text(value) {
    const channel = (this.parent as { channel?: string }).channel;
    return !notificationTextRequired(channel) || (value != null && value !== '');
  }),
  bigIcon: imageLink(),
  bigPicture: imageLink(),
  deepLink: yup
    .string()
    .typeError(msg('validation.deepLink'))
    .trim()
    .max(2048, msg('validation.maxLength', { max: 2048 }))
    .test('deepLink', msg('validation.deepLink'), (value) => value == null || value === '' || DEEP_LINK_PATTERN.test(value) || optionalUrl().isValidSync(value))
    .nullable(),
  webpageLink: optionalUrl(),
  showTrackingLink: optionalUrl(),
  openTrackingLink: optionalUrl(),
  geolocations: yup
    .array()
    .typeError(msg('validation.list'))
    .transform(linesOrList)
    .of(yup.string().typeError(msg('validation.geolocationFormat')).required(msg('validation.geolocationFormat')))
    .max(NOTIFICATION_GEOLOCATIONS_MAX, msg('validation.listMax', { max: NOTIFICATION_GEOLOCATIONS_MAX }))
    .test('lines', function lines(value) {
      for (const [index, line] of (value ?? []).entries()) {
        const parsed = parseGeolocationLine(line);
        if ('problem' in parsed) return this.createError({ message: msg(parsed.problem, { line: index + 1 }) });
      }
      return true;
    })
    .default([]),
  devices: yup
    .array()
    .typeError(msg('validation.list'))
    .transform((value: unknown, original: unknown) => uniqueTexts(typeof original === 'string' ? original.split(/[\s,]+/) : value))
    .of(yup.string().typeError(msg('validation.invalid')).required(msg('validation.invalid')).max(DEVICE_TOKEN_MAX, msg('validation.maxLength', { max: DEVICE_TOKEN_MAX })))
    .max(NOTIFICATION_DEVICES_MAX, msg('validation.listMax', { max: NOTIFICATION_DEVICES_MAX }))
    .default([]),
  storeIds: uuidList().default([]),
  groupIds: uuidList()
    .default([])
    .test('target', msg('validation.notificationTarget'), function target(value) {
      const storeIds = (this.parent as { storeIds?: unknown[] }).storeIds ?? [];
      return storeIds.length > 0 || (value ?? []).length > 0;
    }),
  plannedAt: dateTime()
    .nullable()
    .test('notPast', msg('validation.momentPast'), function notPast(value) {
      if (value == null) return true;
      const moment = new Date(value);
      if (Number.isNaN(moment.getTime())) return true;
      return toMinute(moment).getTime() >= toMinute(nowOf(this.options.context)).getTime();
    }),
});

export type NotificationInput = yup.InferType<typeof notificationSchema>;

/** The circles of a validated notification's geolocation lines. */
export function geolocationsOf(lines: readonly string[] | null | undefined): Geolocation[] {
  const circles: Geolocation[] = [];
  for (const line of lines ?? []) {
    const parsed = parseGeolocationLine(line);
    if ('value' in parsed) circles.push(parsed.value);
  }
  return circles;
}
