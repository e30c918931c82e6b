/**
 * Demo push notifications: about sixty phones around Polish cities (a few never shared their place),
 * each following one to three shops; two notifications already sent (their deliveries, a few devices
 * no longer registered, and what the outbox recorded) and one planned for tomorrow 10:00 Polish time
 * with its sending job waiting. Generated from its own fixed seed, so the rest of the demo data stays
 * as it was.
 */
import type { Transaction } from 'kysely';
import { DELIVERY_OK, deliveryKey } from '@flyerdesk/domain/notifications';
import type { Database } from '../db/schema';
import type { NotificationRow } from '../db/schema.notifications';
import { jobStarted, recordActivity } from '../modules/activity/record';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../modules/audit/record';
import { enqueueJob } from '../modules/jobs/runner';
import { notificationStore, type Notification } from '../modules/notifications/model';
import { outboxPayloadOf } from '../modules/notifications/providers/outbox';
import { resolveRecipients, senderShops } from '../modules/notifications/recipients';
import { pushMessageOf } from '../modules/notifications/send';
import { jobSubjectOf } from '../modules/notifications/service';
import { Prng } from './prng';

type Trx = Transaction<Database>;

/** Seed of the notification demo data (independent of the other demo data's sequence). */
const NOTIFICATIONS_SEED = 20_261_114;

/** Number of demo devices. */
export const DEMO_DEVICE_COUNT = 60;

/** Channels of the demo user `notifications`. */
export const DEMO_NOTIFICATION_CHANNELS = ['NEW_OFFERS_NOTIFICATION', 'PROMOTIONAL_NOTIFICATION_EXTENDED'] as const;

/** The error FCM gives a device that uninstalled the app. */
const UNREGISTERED = { responseCode: 404, errorCode: 'UNREGISTERED' } as const;

const CITIES = [
  { name: 'Warszawa', latitude: 52.2297, longitude: 21.0122 },
  { name: 'Kraków', latitude: 50.0647, longitude: 19.945 },
  { name: 'Łódź', latitude: 51.7592, longitude: 19.456 },
  { name: 'Wrocław', latitude: 51.1079, longitude: 17.0385 },
  { name: 'Poznań', latitude: 52.4064, longitude: 16.9252 },
  { name: 'Gdańsk', latitude: 54.352, longitude: 18.6466 },
  { name: 'Szczecin', latitude: 53.4285, longitude: 14.5528 },
  { name: 'Lublin', latitude: 51.2465, longitude: 22.5684 },
  { name: 'Katowice', latitude: 50.2649, longitude: 19.0238 },
  { name: 'Białystok', latitude: 53.1325, longitude: 23.1688 },
] as const;

/** Shops most phones follow. */
const POPULAR_SHOPS = ['Biedronka', 'Lidl', 'Żabka', 'Kaufland', 'Rossmann'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `hour`:00 in Poland on the calendar day starting at `dayUtc` (midnight UTC). */
export function polishTime(dayUtc: Date, hour: number): Date {
  const probe = new Date(dayUtc.getTime() + hour * HOUR);
  const localHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(probe));
  const offset = (((localHour - hour) % 24) + 24) % 24;
  return new Date(probe.getTime() - offset * HOUR);
}

export interface DemoNotificationPeople {
  /** The demo user `notifications` and an administrator. */
  sender: { id: string; username: string };
  admin: { id: string; username: string };
}

interface DemoShop {
  id: string;
  name: string;
}

/** A token shaped like an FCM registration token. */
function deviceToken(prng: Prng): string {
  return `${prng.token(11)}:APA91b${prng.token(134)}`;
}

async function seedDevices(trx: Trx, prng: Prng, today: Date, shops: readonly DemoShop[]): Promise<void> {
  const devices = Array.from({ length: DEMO_DEVICE_COUNT }, (_, index) => {
    const city = CITIES[index % CITIES.length] ?? CITIES[0];
    const placed = prng.chance(0.88);
    const jitter = () => Math.round((prng.next() - 0.5) * 0.16 * 10_000) / 10_000;
    return {
      id: prng.uuid(),
      token: deviceToken(prng),
      platform: prng.chance(0.6) ? 'android' : 'ios',
      latitude: placed ? Math.round((city.latitude + jitter()) * 10_000) / 10_000 : null,
      longitude: placed ? Math.round((city.longitude + jitter()) * 10_000) / 10_000 : null,
      created_at: new Date(today.getTime() - prng.int(5, 200) * DAY),
      last_seen_at: new Date(today.getTime() - prng.int(0, 10) * DAY + prng.int(6, 22) * HOUR),
    };
  });
  await trx.insertInto('devices').values(devices).execute();
  // The big chains are followed more often than the others.
  const popular = shops.filter((shop) => POPULAR_SHOPS.includes(shop.name));
  const pool = [...shops, ...popular, ...popular];
  const follows = devices.flatMap((device) => {
    const count = prng.int(1, 3);
    const chosen = new Set<string>();
    for (const shop of prng.shuffle(pool)) {
      if (chosen.size === count) break;
      chosen.add(shop.id);
    }
    return [...chosen].map((storeId) => ({ device_id: device.id, store_id: storeId }));
  });
  await trx.insertInto('device_stores').values(follows).execute();
}

/** Audits a write of a demo notification. */
async function audit(trx: Trx, id: string, action: 'CREATED' | 'UPDATED', actor: Actor, before: Notification | null): Promise<Notification | null> {
  const after = await notificationStore.read(trx, id);
  if (!after) return null;
  await recordAudit(trx, { resource: 'notifications', id, action, actor, version: after.version, before, after, derived: notificationStore.derived });
  return after;
}

interface SentDemo {
  id: string;
  values: Partial<NotificationRow> & { channel: string };
  by: { id: string; username: string };
  createdAt: Date;
  /** Devices (by their place in the recipients) that are no longer registered. */
  unregistered: number;
}

/** A notification sent at `createdAt`: its job, deliveries, outbox records and history. */
async function seedSent(trx: Trx, prng: Prng, demo: SentDemo): Promise<void> {
  const startedAt = new Date(demo.createdAt.getTime() + 2_000);
  const { values } = demo;
  await trx
    .insertInto('notifications')
    .values({
      id: demo.id,
      channel: values.channel,
      title: values.title ?? null,
      text: values.text ?? null,
      big_icon: values.big_icon ?? null,
      big_picture: values.big_picture ?? null,
      deep_link: values.deep_link ?? null,
      webpage_link: values.webpage_link ?? null,
      show_tracking_link: values.show_tracking_link ?? null,
      open_tracking_link: values.open_tracking_link ?? null,
      geolocations: values.geolocations ?? [],
      devices: [],
      store_ids: values.store_ids ?? [],
      group_ids: values.group_ids ?? [],
      status: 'SENDING',
      created_at: demo.createdAt,
      created_by: demo.by.username,
      created_by_id: demo.by.id,
      updated_at: demo.createdAt,
      updated_by: demo.by.username,
    })
    .execute();
  const created = await audit(trx, demo.id, 'CREATED', demo.by, null);
  const row = await trx.selectFrom('notifications').selectAll().where('id', '=', demo.id).executeTakeFirstOrThrow();
  const recipients = await resolveRecipients(
    trx,
    { storeIds: row.store_ids, groupIds: row.group_ids, geolocations: row.geolocations, devices: row.devices },
    await senderShops(trx, { id: demo.by.id, roles: (await trx.selectFrom('users').select('roles').where('id', '=', demo.by.id).executeTakeFirstOrThrow()).roles }),
  );
  const failing = new Set(prng.shuffle(recipients.map((r) => r.deviceId)).slice(0, demo.unregistered));
  const deliveries = recipients.map((recipient, index) => {
    const answer = failing.has(recipient.deviceId) ? UNREGISTERED : { responseCode: DELIVERY_OK, errorCode: null };
    return {
      notification_id: demo.id,
      device_id: recipient.deviceId,
      device_token: recipient.token,
      platform: recipient.platform,
      idempotency_key: deliveryKey(demo.id, recipient.deviceId),
      status: 'DONE',
      tries: 1,
      response_code: answer.responseCode,
      error_code: answer.errorCode,
      sent_at: new Date(startedAt.getTime() + 200 + index * 15),
      store_ids: recipient.storeIds,
      created_at: startedAt,
    };
  });
  if (deliveries.length > 0) await trx.insertInto('notification_deliveries').values(deliveries).execute();
  const delivered = deliveries.filter((d) => d.response_code === DELIVERY_OK);
  if (delivered.length > 0) {
    await trx
      .insertInto('notification_outbox')
      .values(
        delivered.map((d) => ({
          idempotency_key: d.idempotency_key,
          notification_id: demo.id,
          device_token: d.device_token,
          payload: JSON.stringify(outboxPayloadOf(pushMessageOf(row, { key: d.idempotency_key, token: d.device_token, platform: d.platform }))),
          response_code: DELIVERY_OK,
          received_at: d.sent_at,
        })),
      )
      .execute();
  }
  const counts = { recipients: deliveries.length, sent: delivered.length, failed: deliveries.length - delivered.length };
  const finishedAt = new Date(startedAt.getTime() + 200 + deliveries.length * 15 + 500);
  const job = await trx
    .insertInto('jobs')
    .values({
      kind: 'NOTIFICATION_SEND',
      status: 'SUCCESS',
      subject: JSON.stringify(jobSubjectOf(demo.id, { channel: row.channel, title: row.title })),
      params: JSON.stringify({ notificationId: demo.id }),
      checkpoint: JSON.stringify({ resolved: true }),
      result: JSON.stringify(counts),
      done: counts.sent + counts.failed,
      total: counts.recipients,
      attempt: 1,
      started_by: demo.by.username,
      started_by_id: demo.by.id,
      error_code: null,
      message: null,
      locked_by: null,
      run_at: demo.createdAt,
      created_at: demo.createdAt,
      started_at: startedAt,
      finished_at: finishedAt,
      updated_at: finishedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordActivity(trx, jobStarted(job));
  await trx
    .updateTable('notifications')
    .set((eb) => ({
      job_id: job.id,
      status: 'SENT',
      recipients: counts.recipients,
      sent: counts.sent,
      failed: counts.failed,
      started_at: startedAt,
      finished_at: finishedAt,
      version: eb('version', '+', 1),
      updated_at: finishedAt,
      updated_by: null,
    }))
    .where('id', '=', demo.id)
    .execute();
  await audit(trx, demo.id, 'UPDATED', SYSTEM_ACTOR, created);
}

/**
 * The demo devices, two sent notifications and a planned one. `shops` are every demo shop, `groups`
 * the demo groups in their order (the first two are the ones the user `notifications` sends to).
 */
export async function seedDemoNotifications(
  trx: Trx,
  now: Date,
  people: DemoNotificationPeople,
  shops: readonly DemoShop[],
  groups: readonly { id: string }[],
): Promise<void> {
  const prng = new Prng(NOTIFICATIONS_SEED);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await seedDevices(trx, prng, today, shops);
  const shop = (name: string) => shops.find((s) => s.name === name)?.id;
  const nationwide = groups[0]?.id;
  const weekend = groups[1]?.id;

  await seedSent(trx, prng, {
    id: prng.uuid(),
    values: { channel: 'NEW_OFFERS_NOTIFICATION', deep_link: 'flyerdesk://leaflets/new', group_ids: nationwide ? [nationwide] : [] },
    by: people.sender,
    createdAt: polishTime(new Date(today.getTime() - 2 * DAY), 9),
    unregistered: 3,
  });
  await seedSent(trx, prng, {
    id: prng.uuid(),
    values: {
      channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
      title: 'Weekend promocji w Warszawie i Krakowie',
      text: 'Sprawdź gazetki Biedronki i Lidla: rabaty do 50% tylko do niedzieli.',
      big_picture: 'https://images.example.com/notifications/weekend-miasta.jpg',
      webpage_link: 'https://example.com/promocje/weekend',
      open_tracking_link: 'https://example.com/track/open/weekend-warszawa',
      geolocations: ['52.2297, 21.0122, 40', '50.0647, 19.945, 30'],
      store_ids: [shop('Biedronka'), shop('Lidl')].filter((id): id is string => id !== undefined).sort(),
    },
    by: people.admin,
    createdAt: polishTime(new Date(today.getTime() - DAY), 16),
    unregistered: 1,
  });

  // Planned for tomorrow 10:00: its job waits for that moment.
  const plannedId = prng.uuid();
  const plannedAt = polishTime(new Date(today.getTime() + DAY), 10);
  const planned = {
    channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
    title: 'Nowe gazetki na weekend',
    text: 'Jutro startują promocje weekendowe w Twoich ulubionych sklepach.',
    big_icon: 'https://images.example.com/notifications/weekend-icon.png',
    deep_link: 'flyerdesk://leaflets/weekend',
  };
  await trx
    .insertInto('notifications')
    .values({
      id: plannedId,
      ...planned,
      group_ids: weekend ? [weekend] : [],
      status: 'PLANNED',
      planned_at: plannedAt,
      created_at: now,
      created_by: people.sender.username,
      created_by_id: people.sender.id,
      updated_at: now,
      updated_by: people.sender.username,
    })
    .execute();
  const job = await enqueueJob(trx, {
    kind: 'NOTIFICATION_SEND',
    subject: jobSubjectOf(plannedId, planned),
    params: { notificationId: plannedId },
    startedBy: people.sender,
    runAt: plannedAt,
  });
  await trx.updateTable('notifications').set({ job_id: job.id }).where('id', '=', plannedId).execute();
  await audit(trx, plannedId, 'CREATED', people.sender, null);
}
