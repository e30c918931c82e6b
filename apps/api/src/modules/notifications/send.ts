/**
 * The NOTIFICATION_SEND job: sends one notification to every recipient device exactly once.
 *
 * 1. Start (one commit): a cancelled notification sends nothing; otherwise it becomes SENDING, its
 *    recipients are resolved once (one delivery per device, PENDING, under the device's idempotency
 *    key) and the start is audited.
 * 2. Batches of NOTIFICATION_BATCH_SIZE devices: the batch is committed as SENDING before the provider
 *    is called, and the answers are committed afterwards (DONE with the response code; an answer that
 *    may change later goes back to PENDING until DELIVERY_MAX_TRIES).
 * 3. After a restart, devices left SENDING are sent again under the same key when the provider
 *    answers a repeated key as the first time; otherwise they are archived as unconfirmed
 *    (DELIVERY_UNCONFIRMED) and never sent again: a device never gets a notification twice.
 * 4. End (one commit): SENT with the counts, audited.
 */
import { sql } from 'kysely';
import {
  DELIVERY_MAX_TRIES,
  DELIVERY_OK,
  DELIVERY_UNCONFIRMED,
  deliveryKey,
  isRetryableDelivery,
  NOTIFICATION_BATCH_SIZE,
  type NotificationCounts,
} from '@flyerdesk/domain/notifications';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { AppContext } from '../../context';
import type { NotificationRow } from '../../db/schema.notifications';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record';
import { bumpJobsCounter } from '../jobs/repo';
import { JobFailure, type JobHandler, type JobHandlerContext } from '../jobs/runner';
import type { Trx } from '../resources/writes';
import { notificationStore, type Notification } from './model';
import { resolveRecipients, senderShops } from './recipients';
import { PushUnavailableError, type PushMessage, type PushProvider, type PushResult } from './providers/types';

/** The error name of a delivery whose answer was lost in a restart (see DELIVERY_UNCONFIRMED). */
export const UNCONFIRMED_ERROR = 'UNCONFIRMED';

/** Longest wait before a device is tried again. */
const RETRY_DELAY_MAX_MS = 60_000;

/** Deliveries written by one statement while the recipients are recorded. */
const INSERT_CHUNK = 500;

/** Wait before try `tries + 1` of a device: the base delay, doubled with each try. */
export function deliveryRetryDelayMs(baseMs: number, tries: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, tries - 1), RETRY_DELAY_MAX_MS);
}

/** One delivery handed to the provider. */
interface Claimed {
  id: string;
  device_token: string;
  platform: string;
  idempotency_key: string;
  tries: number;
}

/** Waits `ms`, or rejects with the signal's reason once it is aborted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('The send was stopped'));
    }
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/** The counts as the deliveries say: recipients, delivered, failed for good. */
async function countDeliveries(trx: Trx, notificationId: string): Promise<NotificationCounts> {
  const row = await trx
    .selectFrom('notification_deliveries')
    .select([
      sql<number>`count(*)::int`.as('recipients'),
      sql<number>`(count(*) filter (where status = 'DONE' and response_code = ${DELIVERY_OK}))::int`.as('sent'),
      sql<number>`(count(*) filter (where status = 'DONE' and response_code <> ${DELIVERY_OK}))::int`.as('failed'),
    ])
    .where('notification_id', '=', notificationId)
    .executeTakeFirstOrThrow();
  return { recipients: Number(row.recipients), sent: Number(row.sent), failed: Number(row.failed) };
}

/** The sending job's progress: done = delivered + failed of the recipients, with the counts as its result. */
async function writeProgress(trx: Trx, jobId: string, counts: NotificationCounts): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({ done: counts.sent + counts.failed, total: counts.recipients, result: JSON.stringify(counts) })
    .where('id', '=', jobId)
    .execute();
}

/**
 * Adds a batch's answers to the counts on the notification (progress, not an edit: its version stays)
 * and answers the counts as they now are; a batch costs the same however many devices went before it.
 */
async function addCounts(trx: Trx, notificationId: string, sent: number, failed: number): Promise<NotificationCounts> {
  const row = await trx
    .updateTable('notifications')
    .set((eb) => ({ sent: eb('sent', '+', sent), failed: eb('failed', '+', failed) }))
    .where('id', '=', notificationId)
    .returning(['recipients', 'sent', 'failed'])
    .executeTakeFirstOrThrow();
  return { recipients: row.recipients, sent: row.sent, failed: row.failed };
}

/**
 * A change of the notification made by the sending job (the system): version +1, audited, announced
 * by the change feed. Moving the job list's counter takes the audit turn first (the lock order of jobs/repo.ts).
 */
async function systemWrite(trx: Trx, jobId: string, id: string, change: (trx: Trx) => Promise<void>): Promise<Notification> {
  const before = await notificationStore.read(trx, id);
  await change(trx);
  await trx
    .updateTable('notifications')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date(), updated_by: null }))
    .where('id', '=', id)
    .execute();
  const counts = await countDeliveries(trx, id);
  await writeProgress(trx, jobId, counts);
  await bumpJobsCounter(trx);
  const after = await notificationStore.read(trx, id);
  if (!after) throw notificationStore.notFound();
  await recordAudit(trx, {
    resource: 'notifications',
    id,
    action: 'UPDATED',
    actor: SYSTEM_ACTOR,
    version: after.version,
    before: before ?? null,
    after,
    derived: notificationStore.derived,
  });
  return after;
}

/** The message of one delivery: the notification's content for one device under its key. */
export function pushMessageOf(notification: NotificationRow, delivery: { key: string; token: string; platform: string }): PushMessage {
  return {
    key: delivery.key,
    notificationId: notification.id,
    deviceToken: delivery.token,
    platform: delivery.platform,
    channel: notification.channel,
    title: notification.title,
    text: notification.text,
    bigIcon: notification.big_icon,
    bigPicture: notification.big_picture,
    deepLink: notification.deep_link,
    webpageLink: notification.webpage_link,
    showTrackingLink: notification.show_tracking_link,
    openTrackingLink: notification.open_tracking_link,
  };
}

function messageOf(notification: NotificationRow, delivery: Claimed): PushMessage {
  return pushMessageOf(notification, { key: delivery.idempotency_key, token: delivery.device_token, platform: delivery.platform });
}

type Started =
  | { state: 'GONE' }
  | { state: 'CANCELLED' }
  | { state: 'SENDING'; notification: NotificationRow; counts: NotificationCounts }
  | { state: 'SENT'; notification: NotificationRow; counts: NotificationCounts };

class NotificationSend {
  private readonly id: string;
  private readonly jobId: string;

  constructor(
    private readonly job: JobHandlerContext,
    private readonly provider: PushProvider,
    private readonly retryBaseMs: number,
    notificationId: string,
    private readonly batchSize: number = NOTIFICATION_BATCH_SIZE,
  ) {
    this.id = notificationId;
    this.jobId = job.job.id;
  }

  /** Step 1: SENDING, the recipients resolved once, the start audited. */
  start(): Promise<Started> {
    const resolved = (this.job.job.checkpoint as { resolved?: unknown } | null)?.resolved === true;
    return this.job.commit(
      async (trx): Promise<Started> => {
        const row = await trx.selectFrom('notifications').selectAll().where('id', '=', this.id).forUpdate().executeTakeFirst();
        if (!row) return { state: 'GONE' };
        if (row.status === 'CANCELLED') return { state: 'CANCELLED' };
        if (row.status === 'SENT') return { state: 'SENT', notification: row, counts: await countDeliveries(trx, this.id) };
        if (!resolved) await this.recordRecipients(trx, row);
        if (resolved && row.status === 'SENDING') return { state: 'SENDING', notification: row, counts: await countDeliveries(trx, this.id) };
        await systemWrite(trx, this.jobId, this.id, async () => {
          const counts = await countDeliveries(trx, this.id);
          await trx
            .updateTable('notifications')
            .set({
              status: 'SENDING',
              started_at: sql<Date>`coalesce(started_at, now())`,
              finished_at: null,
              recipients: counts.recipients,
              sent: counts.sent,
              failed: counts.failed,
            })
            .where('id', '=', this.id)
            .execute();
        });
        const notification = await trx.selectFrom('notifications').selectAll().where('id', '=', this.id).executeTakeFirstOrThrow();
        return { state: 'SENDING', notification, counts: await countDeliveries(trx, this.id) };
      },
      { checkpoint: { resolved: true } },
    );
  }

  /** One delivery per recipient device, PENDING (the same device is never added twice). */
  private async recordRecipients(trx: Trx, row: NotificationRow): Promise<void> {
    const creator = row.created_by_id ? await trx.selectFrom('users').select(['id', 'roles']).where('id', '=', row.created_by_id).executeTakeFirst() : undefined;
    const scope = creator ? await senderShops(trx, creator) : undefined;
    const recipients = await resolveRecipients(
      trx,
      { storeIds: row.store_ids, groupIds: row.group_ids, geolocations: row.geolocations, devices: row.devices },
      scope,
    );
    for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('notification_deliveries')
        .values(
          recipients.slice(start, start + INSERT_CHUNK).map((recipient) => ({
            notification_id: row.id,
            device_id: recipient.deviceId,
            device_token: recipient.token,
            platform: recipient.platform,
            idempotency_key: deliveryKey(row.id, recipient.deviceId),
            store_ids: recipient.storeIds,
          })),
        )
        .onConflict((oc) => oc.columns(['notification_id', 'device_id']).doNothing())
        .execute();
    }
  }

  /**
   * Step 3 for a provider that cannot tell whether a message it was handed arrived: deliveries left
   * SENDING by an interrupted run are archived as unconfirmed, never sent again.
   */
  async settleUnconfirmed(): Promise<void> {
    await this.job.commit(async (trx) => {
      const settled = await trx
        .updateTable('notification_deliveries')
        .set({ status: 'DONE', response_code: DELIVERY_UNCONFIRMED, error_code: UNCONFIRMED_ERROR, sent_at: sql<Date>`now()`, next_try_at: null })
        .where('notification_id', '=', this.id)
        .where('status', '=', 'SENDING')
        .executeTakeFirst();
      if (Number(settled.numUpdatedRows) > 0) {
        this.job.logger.warn({ notificationId: this.id, devices: Number(settled.numUpdatedRows) }, 'deliveries whose answer was lost are archived as unconfirmed');
      }
      await writeProgress(trx, this.jobId, await addCounts(trx, this.id, 0, Number(settled.numUpdatedRows)));
    }, {});
  }

  /** The next batch, committed as SENDING (one more try each) before anything is handed over. */
  private claimBatch(): Promise<Claimed[]> {
    const resend = this.provider.idempotent;
    return this.job.commit(async (trx) => {
      const due = await trx
        .selectFrom('notification_deliveries')
        .select('id')
        .where('notification_id', '=', this.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'PENDING'), eb.or([eb('next_try_at', 'is', null), eb('next_try_at', '<=', sql<Date>`now()`)])]),
            ...(resend ? [eb('status', '=', 'SENDING')] : []),
          ]),
        )
        .orderBy(sql`case when status = 'SENDING' then 0 else 1 end`)
        .orderBy(sql`next_try_at asc nulls first`)
        .orderBy('id')
        .limit(this.batchSize)
        .forUpdate()
        .execute();
      if (due.length === 0) return [];
      return trx
        .updateTable('notification_deliveries')
        .set((eb) => ({ status: 'SENDING', tries: eb('tries', '+', 1) }))
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returning(['id', 'device_token', 'platform', 'idempotency_key', 'tries'])
        .execute();
    }, {});
  }

  /** How long until a device waiting to be tried again is due; undefined when none waits. */
  private async nextTryIn(): Promise<number | undefined> {
    const row = await this.job.db
      .selectFrom('notification_deliveries')
      .select(sql<number | null>`extract(epoch from (min(next_try_at) - now())) * 1000`.as('wait'))
      .where('notification_id', '=', this.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    const pending = await this.job.db
      .selectFrom('notification_deliveries')
      .select('id')
      .where('notification_id', '=', this.id)
      .where('status', '=', 'PENDING')
      .limit(1)
      .executeTakeFirst();
    if (!pending) return undefined;
    const wait = row?.wait === null || row?.wait === undefined ? 0 : Number(row.wait);
    return Math.max(0, Math.ceil(wait));
  }

  /** Commits the provider's answers of a batch, the counts and the job's progress. */
  private recordAnswers(batch: readonly Claimed[], results: readonly PushResult[]): Promise<NotificationCounts> {
    const answers = new Map(results.map((result) => [result.key, result]));
    return this.job.commit(async (trx) => {
      const delivered: string[] = [];
      let failed = 0;
      for (const delivery of batch) {
        const answer = answers.get(delivery.idempotency_key);
        const responseCode = answer?.responseCode ?? DELIVERY_UNCONFIRMED;
        const errorCode = answer ? answer.errorCode : UNCONFIRMED_ERROR;
        if (responseCode === DELIVERY_OK) {
          delivered.push(delivery.id);
          continue;
        }
        const again = answer !== undefined && isRetryableDelivery(responseCode) && delivery.tries < DELIVERY_MAX_TRIES;
        const delayMs = deliveryRetryDelayMs(this.retryBaseMs, delivery.tries);
        const updated = await trx
          .updateTable('notification_deliveries')
          .set(
            again
              ? { status: 'PENDING', response_code: responseCode, error_code: errorCode, next_try_at: sql<Date>`now() + ${delayMs}::int * interval '1 millisecond'` }
              : { status: 'DONE', response_code: responseCode, error_code: errorCode, sent_at: sql<Date>`now()`, next_try_at: null },
          )
          .where('id', '=', delivery.id)
          .where('status', '=', 'SENDING')
          .executeTakeFirst();
        if (!again) failed += Number(updated.numUpdatedRows);
      }
      let sent = 0;
      if (delivered.length > 0) {
        const updated = await trx
          .updateTable('notification_deliveries')
          .set({ status: 'DONE', response_code: DELIVERY_OK, error_code: null, sent_at: sql<Date>`now()`, next_try_at: null })
          .where('id', 'in', delivered)
          .where('status', '=', 'SENDING')
          .executeTakeFirst();
        sent = Number(updated.numUpdatedRows);
      }
      const counts = await addCounts(trx, this.id, sent, failed);
      await writeProgress(trx, this.jobId, counts);
      return counts;
    }, {});
  }

  /** The provider could not take the batch at all: it goes back to the devices still to go, its try not counted. */
  private giveBack(batch: readonly Claimed[]): Promise<void> {
    return this.job.commit(async (trx) => {
      await trx
        .updateTable('notification_deliveries')
        .set((eb) => ({ status: 'PENDING', tries: sql<number>`greatest(${eb.ref('tries')} - 1, 0)` }))
        .where(
          'id',
          'in',
          batch.map((delivery) => delivery.id),
        )
        .where('status', '=', 'SENDING')
        .execute();
    }, {});
  }

  /** Step 2: batch after batch until every device has its answer. */
  async deliver(notification: NotificationRow): Promise<void> {
    const { signal } = this.job;
    for (;;) {
      signal.throwIfAborted();
      const batch = await this.claimBatch();
      if (batch.length === 0) {
        const wait = await this.nextTryIn();
        if (wait === undefined) return;
        await pause(wait, signal);
        continue;
      }
      let results: PushResult[];
      try {
        results = await this.provider.send(
          batch.map((delivery) => messageOf(notification, delivery)),
          signal,
        );
      } catch (err) {
        if (err instanceof PushUnavailableError && !signal.aborted) {
          await this.giveBack(batch);
          if (err.refusal) throw new JobFailure('SOURCE_REFUSED', err.message, { retryable: false });
          throw new JobFailure('FETCH_ERROR', err.message, { retryable: true });
        }
        throw err;
      }
      await this.recordAnswers(batch, results);
    }
  }

  /** Step 4: SENT with the counts, audited. */
  finish(): Promise<NotificationCounts> {
    return this.job.commit(async (trx) => {
      await trx.selectFrom('notifications').select('id').where('id', '=', this.id).forUpdate().execute();
      await systemWrite(trx, this.jobId, this.id, async () => {
        const counts = await countDeliveries(trx, this.id);
        await trx
          .updateTable('notifications')
          .set({ status: 'SENT', finished_at: sql<Date>`now()`, recipients: counts.recipients, sent: counts.sent, failed: counts.failed })
          .where('id', '=', this.id)
          .execute();
      });
      return countDeliveries(trx, this.id);
    }, {});
  }

  /** The send ended before every device had its answer and will not be tried again: FAILED, audited. */
  markFailed(): Promise<void> {
    return this.job.commit(async (trx) => {
      const row = await trx.selectFrom('notifications').select('status').where('id', '=', this.id).forUpdate().executeTakeFirst();
      if (row?.status !== 'SENDING') return;
      await systemWrite(trx, this.jobId, this.id, async () => {
        const counts = await countDeliveries(trx, this.id);
        await trx
          .updateTable('notifications')
          .set({ status: 'FAILED', finished_at: sql<Date>`now()`, sent: counts.sent, failed: counts.failed })
          .where('id', '=', this.id)
          .execute();
      });
    }, {});
  }
}

export function notificationSendHandler(ctx: Pick<AppContext, 'push' | 'config'>): JobHandler {
  return async (job) => {
    const notificationId = job.job.params.notificationId;
    if (typeof notificationId !== 'string' || !UUID_PATTERN.test(notificationId)) throw new JobFailure('INTERNAL', 'The job names no notification');
    const send = new NotificationSend(job, ctx.push, ctx.config.notificationRetryDelayMs, notificationId, ctx.config.notificationBatchSize);
    const started = await send.start();
    if (started.state === 'GONE' || started.state === 'CANCELLED') {
      job.logger.info({ notificationId, state: started.state }, 'nothing to send');
      return { recipients: 0, sent: 0, failed: 0 };
    }
    if (started.state === 'SENT') return started.counts;
    try {
      if (!ctx.push.idempotent) await send.settleUnconfirmed();
      await send.deliver(started.notification);
      const counts = await send.finish();
      job.logger.info({ notificationId, ...counts }, 'notification sent');
      return counts;
    } catch (err) {
      if (job.signal.aborted) throw err;
      const retrying = err instanceof JobFailure && err.options.retryable === true && job.job.attempt < job.job.maxAttempts;
      if (!retrying) {
        await send.markFailed().catch((failure: unknown) => {
          job.logger.warn({ err: failure, notificationId }, 'recording the failed send failed');
        });
      }
      throw err;
    }
  };
}
