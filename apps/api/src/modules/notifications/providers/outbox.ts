/**
 * The built-in outbox (used when no push service is configured): every message is recorded in
 * notification_outbox under its idempotency key and answered as delivered. A key it already holds is
 * answered as the first time, without recording anything again, so a resent batch delivers nothing twice.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { DELIVERY_OK } from '@flyerdesk/domain/notifications';
import type { Db } from '../../../db/connect';
import type { PushMessage, PushProvider, PushResult } from './types';

/** What the outbox keeps of a message: everything but the key (which is the row's key). */
export function outboxPayloadOf(message: PushMessage): Record<string, unknown> {
  const { key: _key, ...payload } = message;
  return payload;
}

export interface OutboxOptions {
  /** Each batch is answered after this delay, as a remote push service would (the demo's pace); 0 by default. */
  delayMs?: number;
}

export function outboxProvider(db: Db, options: OutboxOptions = {}): PushProvider {
  const delayMs = options.delayMs ?? 0;
  return {
    name: 'OUTBOX',
    idempotent: true,
    async send(messages, signal) {
      signal.throwIfAborted();
      if (messages.length === 0) return [];
      if (delayMs > 0) await delay(delayMs, undefined, { signal });
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('notification_outbox')
          .values(
            messages.map((message) => ({
              idempotency_key: message.key,
              notification_id: message.notificationId,
              device_token: message.deviceToken,
              payload: JSON.stringify(outboxPayloadOf(message)),
              response_code: DELIVERY_OK,
            })),
          )
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .execute();
        const stored = await trx
          .selectFrom('notification_outbox')
          .select(['idempotency_key', 'response_code'])
          .where(
            'idempotency_key',
            'in',
            messages.map((message) => message.key),
          )
          .execute();
        const answers = new Map(stored.map((row) => [row.idempotency_key, row.response_code]));
        return messages.map((message): PushResult => {
          const responseCode = answers.get(message.key) ?? DELIVERY_OK;
          return { key: message.key, responseCode, errorCode: null };
        });
      });
    },
  };
}
