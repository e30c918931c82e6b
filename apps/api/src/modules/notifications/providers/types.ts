/**
 * How notifications leave Flyerdesk: a push provider takes a batch of messages, one per device, and
 * answers for each the HTTP status the push service gave (200 delivered) and its error name.
 */
import type { OutgoingRefusalReason } from '@flyerdesk/domain/errors';

/** One notification for one device. */
export interface PushMessage {
  /** deliveryKey(notificationId, deviceId): the same message always carries the same key. */
  key: string;
  notificationId: string;
  deviceToken: string;
  /** android or ios. */
  platform: string;
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
}

/** The answer for one message. */
export interface PushResult {
  key: string;
  /** HTTP status the push service answered (200 delivered). */
  responseCode: number;
  /** The push service's error name (e.g. UNREGISTERED); null when delivered. */
  errorCode: string | null;
}

export interface PushProvider {
  name: 'FCM' | 'OUTBOX';
  /** Resending a key returns the first answer and delivers nothing twice. */
  idempotent: boolean;
  /**
   * Hands the messages over and answers one result per message (any order). Rejects with the signal's
   * reason when aborted, and with PushUnavailableError when nothing could be handed over at all.
   */
  send(messages: PushMessage[], signal: AbortSignal): Promise<PushResult[]>;
}

/**
 * The push service could not be reached before any message was handed over (its sign-in failed, it is
 * down): nothing of the batch reached a device, so the batch may be sent again later — unless its
 * address was refused (`refusal`: not a public address nor an allowed origin …), which no later try
 * changes.
 */
export class PushUnavailableError extends Error {
  override name = 'PushUnavailableError';

  constructor(
    message: string,
    readonly refusal?: OutgoingRefusalReason,
  ) {
    super(message);
  }
}
