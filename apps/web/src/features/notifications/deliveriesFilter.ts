import { isNotificationChannel } from '@flyerdesk/domain/notificationChannels';
import type { NotificationChannel, NotificationDeliveryFilter } from '../../__generated__/graphql';

/**
 * The delivery archive's filter as the URL keeps it (so a notification's "Show deliveries" link and a
 * reload show the same rows) and as the query sends it.
 */

export type DeliveryResult = 'delivered' | 'failed' | '';

export interface DeliveryChoices {
  notificationId: string;
  device: string;
  channel: NotificationChannel | '';
  result: DeliveryResult;
  storeId: string;
  /** Calendar days 'yyyy-MM-dd' ('' when empty); both count. */
  fromDay: string;
  toDay: string;
}

export const DELIVERY_PARAMS = ['notificationId', 'device', 'channel', 'result', 'storeId', 'from', 'to'] as const;

/** Page sizes offered under the archive (the gateway allows up to LIST_PAGES.notificationDeliveries.max). */
export const DELIVERY_PAGE_SIZES = [25, 50, 100] as const;
export const DELIVERY_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  return value !== null && DAY.test(value) ? value : '';
}

/** The choices a URL's query holds (unknown values are left out). */
export function choicesOf(params: URLSearchParams): DeliveryChoices {
  const channel = params.get('channel');
  const result = params.get('result');
  return {
    notificationId: (params.get('notificationId') ?? '').trim(),
    device: (params.get('device') ?? '').trim(),
    channel: isNotificationChannel(channel) ? channel : '',
    result: result === 'delivered' || result === 'failed' ? result : '',
    storeId: (params.get('storeId') ?? '').trim(),
    fromDay: day(params.get('from')),
    toDay: day(params.get('to')),
  };
}

/** The range is usable: no day, one day, or an end day not before the start day. */
export function isDayRangeValid({ fromDay, toDay }: Pick<DeliveryChoices, 'fromDay' | 'toDay'>): boolean {
  return fromDay === '' || toDay === '' || toDay >= fromDay;
}

/** The start of a local calendar day ('yyyy-MM-dd'), `plusDays` later, as UTC ISO text. */
function dayStart(value: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The filter the server reads: only what is chosen; `delivered` true or false; `from` the start of the
 * first day and `to` (exclusive) the start of the day after the last one (an end before the start is
 * left out: the page says so instead).
 */
export function toDeliveryFilter(choices: DeliveryChoices): NotificationDeliveryFilter {
  const days = isDayRangeValid(choices) ? choices : { ...choices, toDay: '' };
  const from = dayStart(days.fromDay);
  const to = dayStart(days.toDay, 1);
  return {
    ...(choices.notificationId ? { notificationId: choices.notificationId } : {}),
    ...(choices.device ? { device: choices.device } : {}),
    ...(choices.channel ? { channel: choices.channel } : {}),
    ...(choices.result ? { delivered: choices.result === 'delivered' } : {}),
    ...(choices.storeId ? { storeId: choices.storeId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
