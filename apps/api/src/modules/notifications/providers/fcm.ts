/**
 * Firebase Cloud Messaging (HTTP v1). The api signs in as the configured service account (an RS256
 * JWT assertion exchanged for an OAuth2 access token with the firebase.messaging scope, kept until
 * shortly before it expires) and posts one message per device, a few at a time. FCM answers each
 * message on its own: 200 delivered, otherwise an HTTP status and an FCM error code (UNREGISTERED,
 * INVALID_ARGUMENT, QUOTA_EXCEEDED …). FCM keeps no idempotency keys, so a message handed over whose
 * answer was lost may have arrived: this provider is not idempotent. Both addresses are reached
 * through the api's outgoing fetch: public addresses or allowed origins only, answers capped.
 */
import jwt from 'jsonwebtoken';
import type { Logger } from 'pino';
import { DELIVERY_OK } from '@flyerdesk/domain/notifications';
import type { FcmServiceAccount } from '../../../env';
import { outgoingFetch, OutgoingRefused, type OutgoingAllowance, type OutgoingResponse } from '../../../http/outgoing';
import { PushUnavailableError, type PushMessage, type PushProvider, type PushResult } from './types';

/** The OAuth2 scope FCM requires. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** The grant type of a JWT assertion exchanged for an access token. */
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** The type FCM gives the error detail that names the reason of a refused message. */
export const FCM_ERROR_TYPE = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';

/** Lifetime asked for the signed assertion (Google accepts at most one hour). */
const ASSERTION_SECONDS = 3600;
/** An access token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** Error name of a message whose request got no answer (connection refused or dropped, time limit). */
export const FCM_UNREACHABLE = 'UNREACHABLE';
/** Treated like FCM's own "unavailable" answer: the device is tried again later. */
const UNREACHABLE_STATUS = 503;
/** Largest answer read from the token endpoint or FCM (theirs are a few hundred bytes). */
export const FCM_MAX_ANSWER_BYTES = 1024 * 1024;

export interface FcmProviderOptions {
  account: FcmServiceAccount;
  /** FCM's address, e.g. https://fcm.googleapis.com. */
  endpoint: string;
  projectId: string;
  logger: Logger;
  /** Messages posted at the same time (default 8). */
  concurrency?: number;
  /** Longest wait for one answer, in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** The clock, in milliseconds (tests move it to let a token expire). */
  now?: () => number;
  /** Origins reached although their address is not a public one (a stand-in on the company network); default none. */
  allowance?: OutgoingAllowance;
  /**
   * Public address of this service (PUBLIC_URL): images uploaded to Flyerdesk (`/files/…`) are sent
   * as links under it. Without it such images are left out, since a phone cannot load a bare path.
   */
  publicUrl?: string;
}

/** A picture's link as a phone can load it: absolute links as they are, uploaded ones under `publicUrl`. */
export function phoneImageLink(link: string | null, publicUrl: string | undefined): string | null {
  if (link === null || link === '') return null;
  if (!link.startsWith('/')) return link;
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}${link}` : null;
}

/** The FCM request body of a message: empty values are left out, `data` holds text only. */
export function fcmMessageOf(sent: PushMessage, publicUrl?: string): { message: Record<string, unknown> } {
  const message = { ...sent, bigIcon: phoneImageLink(sent.bigIcon, publicUrl), bigPicture: phoneImageLink(sent.bigPicture, publicUrl) };
  const present = (value: string | null): value is string => value !== null && value !== '';
  const notification: Record<string, string> = {};
  if (present(message.title)) notification.title = message.title;
  if (present(message.text)) notification.body = message.text;
  if (present(message.bigPicture)) notification.image = message.bigPicture;
  const data: Record<string, string> = { notificationId: message.notificationId, channel: message.channel };
  const links = {
    deepLink: message.deepLink,
    webpageLink: message.webpageLink,
    showTrackingLink: message.showTrackingLink,
    openTrackingLink: message.openTrackingLink,
    bigIcon: message.bigIcon,
  };
  for (const [name, value] of Object.entries(links)) if (present(value)) data[name] = value;
  const body: Record<string, unknown> = { token: message.deviceToken };
  if (Object.keys(notification).length > 0) body.notification = notification;
  if (present(message.bigPicture)) {
    body.android = { notification: { image: message.bigPicture } };
    body.apns = { fcm_options: { image: message.bigPicture } };
  }
  body.data = data;
  return { message: body };
}

/** FCM's error code of a refused message: the FcmError detail's errorCode, else the error's status. */
export function fcmErrorCode(body: unknown): string | null {
  const error = (body as { error?: { status?: unknown; details?: unknown } } | null)?.error;
  if (!error) return null;
  if (Array.isArray(error.details)) {
    for (const detail of error.details as Record<string, unknown>[]) {
      if (detail?.['@type'] === FCM_ERROR_TYPE && typeof detail.errorCode === 'string') return detail.errorCode;
    }
  }
  return typeof error.status === 'string' ? error.status : null;
}

interface AccessToken {
  value: string;
  /** When it must no longer be used (its expiry less the margin), in milliseconds. */
  renewAt: number;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('The send was stopped');
}

/** The JSON of an answer, or null when it is none. */
function jsonOf(res: OutgoingResponse): unknown {
  try {
    return JSON.parse(res.body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export function fcmProvider(options: FcmProviderOptions): PushProvider {
  const { account, logger } = options;
  const now = options.now ?? Date.now;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sendUrl = new URL(`${options.endpoint}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`);
  const allowance = options.allowance ?? { allows: () => false };
  let token: AccessToken | undefined;
  let signingIn: Promise<AccessToken> | undefined;

  /** Exchanges a freshly signed assertion for an access token. */
  async function signIn(signal: AbortSignal): Promise<AccessToken> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = jwt.sign({ scope: FCM_SCOPE, iat: issuedAt }, account.privateKey, {
      algorithm: 'RS256',
      issuer: account.clientEmail,
      audience: account.tokenUri,
      expiresIn: ASSERTION_SECONDS,
      ...(account.privateKeyId ? { keyid: account.privateKeyId } : {}),
    });
    let res: OutgoingResponse;
    try {
      res = await outgoingFetch(new URL(account.tokenUri), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        maxBytes: FCM_MAX_ANSWER_BYTES,
        allowance,
      });
    } catch (err) {
      if (signal.aborted) throw abortReason(signal);
      if (err instanceof OutgoingRefused) {
        logger.error({ reason: err.reason, url: err.url }, 'FCM sign-in refused: the token endpoint is not a public address nor an allowed origin');
        throw new PushUnavailableError(`FCM sign-in refused: ${err.message} (${err.reason})`, err.reason);
      }
      throw new PushUnavailableError(`FCM sign-in failed: ${(err as Error).message}`);
    }
    const body = jsonOf(res) as { access_token?: unknown; expires_in?: unknown } | null;
    if (res.status < 200 || res.status > 299 || typeof body?.access_token !== 'string') {
      throw new PushUnavailableError(`FCM sign-in was refused with HTTP ${res.status}`);
    }
    const lifetimeMs = (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : ASSERTION_SECONDS) * 1000;
    logger.debug({ expiresInMs: lifetimeMs }, 'FCM access token obtained');
    return { value: body.access_token, renewAt: now() + lifetimeMs - TOKEN_MARGIN_MS };
  }

  /** The access token in use, renewed shortly before it expires (one sign-in at a time). */
  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    signingIn ??= signIn(signal).finally(() => {
      signingIn = undefined;
    });
    token = await signingIn;
    return token.value;
  }

  async function post(message: PushMessage, bearer: string, signal: AbortSignal): Promise<OutgoingResponse | undefined> {
    try {
      return await outgoingFetch(sendUrl, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(fcmMessageOf(message, options.publicUrl)),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        maxBytes: FCM_MAX_ANSWER_BYTES,
        allowance,
      });
    } catch (err) {
      if (signal.aborted) throw abortReason(signal);
      if (err instanceof OutgoingRefused) logger.error({ reason: err.reason, url: err.url, key: message.key }, 'FCM refused: not a public address nor an allowed origin');
      else logger.warn({ err, key: message.key }, 'FCM did not answer a message');
      return undefined;
    }
  }

  /** The access token, or undefined when a sign-in in the middle of a batch fails (the message is then tried later). */
  async function bearer(signal: AbortSignal): Promise<string | undefined> {
    try {
      return await accessToken(signal);
    } catch (err) {
      if (err instanceof PushUnavailableError) return undefined;
      throw err;
    }
  }

  async function sendOne(message: PushMessage, signal: AbortSignal): Promise<PushResult> {
    const unreachable: PushResult = { key: message.key, responseCode: UNREACHABLE_STATUS, errorCode: FCM_UNREACHABLE };
    const first = await bearer(signal);
    if (first === undefined) return unreachable;
    let res = await post(message, first, signal);
    if (res?.status === 401) {
      // The token was revoked or expired early: one new sign-in, one more try.
      if (token?.value === first) token = undefined;
      const second = await bearer(signal);
      if (second === undefined) return unreachable;
      res = await post(message, second, signal);
    }
    if (!res) return unreachable;
    const body = jsonOf(res);
    if (res.status === DELIVERY_OK) return { key: message.key, responseCode: DELIVERY_OK, errorCode: null };
    return { key: message.key, responseCode: res.status, errorCode: fcmErrorCode(body) };
  }

  return {
    name: 'FCM',
    idempotent: false,
    async send(messages, signal) {
      signal.throwIfAborted();
      if (messages.length === 0) return [];
      // Signing in first: when that fails nothing of the batch has been handed over.
      await accessToken(signal);
      const results: PushResult[] = new Array<PushResult>(messages.length);
      let next = 0;
      const worker = async () => {
        while (next < messages.length) {
          const index = next;
          next += 1;
          const message = messages[index];
          if (message) results[index] = await sendOne(message, signal);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, messages.length) }, worker));
      return results;
    },
  };
}
