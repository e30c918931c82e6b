/**
 * Writes of notifications, each in one transaction with its audit entry and its sending job: sending
 * now (SENDING with a queued job), planning (PLANNED with a job waiting for the planned moment),
 * editing a planned one (the job moves with it) and cancelling a planned one (its job is cancelled).
 * Only planned notifications can be edited or cancelled; a stale version is refused like every write
 * of the kit.
 */
import { sql } from 'kysely';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { canChangeNotification, canSendOnChannel } from '@flyerdesk/domain/notifications';
import type { NotificationInput } from '@flyerdesk/domain/validation/notification';
import type { Db } from '../../db/connect';
import type { JobSubjectJson } from '../../db/schema.jobs';
import type { AuthUser } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import { actorOf, type Actor } from '../audit/record';
import { bumpJobsCounter, cancelJobs } from '../jobs/repo';
import { enqueueJob } from '../jobs/runner';
import { auditedWrite, type Trx } from '../resources/writes';
import { notificationStore, visibleNotification, type Notification } from './model';
import { checkTargets } from './recipients';

/** Empty text is stored as nothing. */
function textOrNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** The columns a notification's form writes. */
function columnsOf(input: NotificationInput) {
  return {
    channel: input.channel,
    title: textOrNull(input.title),
    text: textOrNull(input.text),
    big_icon: textOrNull(input.bigIcon),
    big_picture: textOrNull(input.bigPicture),
    deep_link: textOrNull(input.deepLink),
    webpage_link: textOrNull(input.webpageLink),
    show_tracking_link: textOrNull(input.showTrackingLink),
    open_tracking_link: textOrNull(input.openTrackingLink),
    geolocations: [...(input.geolocations ?? [])],
    devices: [...(input.devices ?? [])],
    store_ids: [...new Set((input.storeIds ?? []).map((id) => id.toLowerCase()))],
    group_ids: [...new Set((input.groupIds ?? []).map((id) => id.toLowerCase()))],
    planned_at: input.plannedAt ? new Date(input.plannedAt) : null,
  };
}

/** The sending job's subject: which notification, its title and channel. */
export function jobSubjectOf(id: string, input: { channel: string; title?: string | null | undefined }): JobSubjectJson {
  const title = textOrNull(input.title);
  return { notificationId: id, notificationChannel: input.channel, ...(title ? { notificationTitle: title } : {}) };
}

/** Refuses a channel the user may not send on (403), before anything is read or written. */
export function assertMaySend(user: AuthUser, channel: string): void {
  if (!canSendOnChannel(user, channel)) throw forbidden('You may not send notifications on this channel');
}

const notPlanned = (status: string) =>
  conflict(ConflictReason.NOTIFICATION_NOT_PLANNED, `The notification is ${status.toLowerCase()} and can no longer be changed`);

/**
 * Takes the row of the notification's sending job before the notification's own row: the sending job
 * takes them in this order too, so a write of a planned notification and the start of its send wait
 * for each other instead of deadlocking.
 */
async function lockJobOf(trx: Trx, id: string): Promise<void> {
  await sql`select id from jobs where id = (select job_id from notifications where id = ${id}) for update`.execute(trx);
}

/** The stored row of a notification whose row the write has taken. */
async function storedRow(trx: Trx, id: string) {
  return trx.selectFrom('notifications').select(['job_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Creates a notification: sent now (`plannedAt` empty) or planned; its job is queued in the same transaction. */
export async function createNotification(db: Db, user: AuthUser, input: NotificationInput): Promise<Notification> {
  assertMaySend(user, input.channel);
  const actor = actorOf(user);
  return auditedWrite(db, notificationStore, {
    action: 'CREATED',
    actor,
    write: async (trx) => {
      const columns = columnsOf(input);
      await checkTargets(trx, user, { storeIds: columns.store_ids, groupIds: columns.group_ids });
      const row = await trx
        .insertInto('notifications')
        .values({
          ...columns,
          status: columns.planned_at ? 'PLANNED' : 'SENDING',
          created_by: actor.username,
          created_by_id: actor.id,
          updated_by: actor.username,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const job = await enqueueJob(trx, {
        kind: 'NOTIFICATION_SEND',
        subject: jobSubjectOf(row.id, input),
        params: { notificationId: row.id },
        startedBy: startedBy(actor),
        ...(columns.planned_at ? { runAt: columns.planned_at } : {}),
      });
      await trx.updateTable('notifications').set({ job_id: job.id }).where('id', '=', row.id).execute();
      return row.id;
    },
  });
}

function startedBy(actor: Actor): { id: string; username: string } | null {
  return actor.id && actor.username ? { id: actor.id, username: actor.username } : null;
}

/**
 * Edits a planned notification (If-Match `expected`): its content, targets and moment; its job moves
 * to the new moment (an empty one sends it now). A notification whose send has started is refused.
 */
export async function updateNotification(db: Db, user: AuthUser, id: string, expected: number | undefined, input: NotificationInput): Promise<Notification> {
  const current = await visibleNotification(db, user, id);
  assertMaySend(user, current.channel);
  assertMaySend(user, input.channel);
  const actor = actorOf(user);
  return auditedWrite(db, notificationStore, {
    id,
    expected,
    action: 'UPDATED',
    actor,
    prepare: (trx) => lockJobOf(trx, id),
    write: async (trx) => {
      const before = await notificationStore.read(trx, id);
      if (!before) throw notificationStore.notFound();
      if (!canChangeNotification(before.status)) throw notPlanned(before.status);
      const stored = await storedRow(trx, id);
      const job = stored.job_id ? await trx.selectFrom('jobs').select(['id', 'status']).where('id', '=', stored.job_id).executeTakeFirst() : undefined;
      // Its time has come and the runner has taken it: the send is starting.
      if (job && job.status !== 'PENDING' && job.status !== 'QUEUED' && job.status !== 'RETRYING') throw notPlanned('SENDING');
      const columns = columnsOf(input);
      await checkTargets(trx, user, { storeIds: columns.store_ids, groupIds: columns.group_ids });
      await trx
        .updateTable('notifications')
        .set((eb) => ({
          ...columns,
          status: columns.planned_at ? 'PLANNED' : 'SENDING',
          version: eb('version', '+', 1),
          updated_at: new Date(),
          updated_by: actor.username,
        }))
        .where('id', '=', id)
        .execute();
      const subject = jobSubjectOf(id, input);
      if (job) {
        const runAt = columns.planned_at ?? new Date();
        await trx
          .updateTable('jobs')
          .set((eb) => ({
            subject: JSON.stringify(subject),
            run_at: runAt,
            status: runAt.getTime() > Date.now() ? 'PENDING' : 'QUEUED',
            version: eb('version', '+', 1),
            updated_at: sql<Date>`now()`,
          }))
          .where('id', '=', job.id)
          .execute();
        await bumpJobsCounter(trx);
      } else {
        const queued = await enqueueJob(trx, {
          kind: 'NOTIFICATION_SEND',
          subject,
          params: { notificationId: id },
          startedBy: startedBy(actor),
          ...(columns.planned_at ? { runAt: columns.planned_at } : {}),
        });
        await trx.updateTable('notifications').set({ job_id: queued.id }).where('id', '=', id).execute();
      }
      return id;
    },
  });
}

/** Cancels a planned notification: CANCELLED, and its job cancelled in the same transaction (nothing is sent). */
export async function cancelNotification(
  db: Db,
  user: AuthUser,
  id: string,
  expected: number | undefined,
): Promise<{ record: Notification; cancelledJobs: string[] }> {
  const current = await visibleNotification(db, user, id);
  assertMaySend(user, current.channel);
  const actor = actorOf(user);
  let cancelledJobs: string[] = [];
  const record = await auditedWrite(db, notificationStore, {
    id,
    expected,
    action: 'UPDATED',
    actor,
    prepare: (trx) => lockJobOf(trx, id),
    write: async (trx) => {
      const before = await notificationStore.read(trx, id);
      if (!before) throw notificationStore.notFound();
      if (!canChangeNotification(before.status)) throw notPlanned(before.status);
      const stored = await storedRow(trx, id);
      await trx
        .updateTable('notifications')
        .set((eb) => ({ status: 'CANCELLED', version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor.username }))
        .where('id', '=', id)
        .execute();
      cancelledJobs = stored.job_id ? await cancelJobs(trx, [stored.job_id]) : [];
      return id;
    },
  });
  return { record, cancelledJobs };
}
