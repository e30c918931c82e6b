/**
 * A send survives a restart of the api in its middle: stopped while a batch was handed to the provider
 * and before its answers were recorded, then started again on the same data, every device gets the
 * notification exactly once. With the outbox (which answers a repeated key as the first time) the
 * interrupted batch is sent again under the same keys and nothing arrives twice; with a provider that
 * cannot tell, those devices are archived as unconfirmed (response code 0) and not sent again.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { RUNNING_JOB_STATUSES } from '@flyerdesk/domain/jobs';
import { DELIVERY_UNCONFIRMED, NOTIFICATION_BATCH_SIZE } from '@flyerdesk/domain/notifications';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startApi, type RunningApi } from '../../server';
import { START_TIMEOUT_MS } from '../../test/testApi';
import { persistentTestData, waitFor, type PersistentTestData } from '../jobs/testing';
import type { PushMessage, PushProvider, PushResult } from './providers/types';

/** Devices of the test shop: several batches. */
const DEVICES = NOTIFICATION_BATCH_SIZE * 5 + 10;
/** Batches answered before the api is stopped; the next one is handed over and its answers lost. */
const ANSWERED_BATCHES = 2;

/** Wraps a provider: after `answered` batches the next one is handed over, then the call hangs until the api stops. */
function stallingAfter(inner: PushProvider, answered: number, idempotent: boolean) {
  let calls = 0;
  let reached: () => void = () => undefined;
  const stalled = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const provider: PushProvider = {
    name: inner.name,
    idempotent,
    async send(messages, signal) {
      calls += 1;
      const results = await inner.send(messages, signal);
      if (calls > answered) {
        reached();
        await new Promise<never>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        });
      }
      return results;
    },
  };
  return { provider, stalled };
}

/** A push service that cannot tell a repeated message from a new one: it records what it was handed. */
function phones(received: Map<string, number>, handedHere: Set<string>): PushProvider {
  return {
    name: 'FCM',
    idempotent: false,
    send(messages: PushMessage[], signal: AbortSignal): Promise<PushResult[]> {
      signal.throwIfAborted();
      for (const message of messages) {
        received.set(message.key, (received.get(message.key) ?? 0) + 1);
        handedHere.add(message.key);
      }
      return Promise.resolve(messages.map((message) => ({ key: message.key, responseCode: 200, errorCode: null })));
    },
  };
}

async function signIn(api: RunningApi, username: string): Promise<{ Authorization: string }> {
  const res = await request(api.url).post('/authenticate').field('username', username).field('password', DEMO_PASSWORD);
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}`);
  return { Authorization: `Bearer ${(res.body as { accessToken: string }).accessToken}` };
}

/** A new shop followed by DEVICES devices; answers the shop. */
async function shopWithDevices(api: RunningApi): Promise<string> {
  const shop = await api.db
    .insertInto('stores')
    .values({ name: `Sklep ${randomUUID()}`, store_web_id: `sklep-${randomUUID()}`, category_id: null, logo_name: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const devices = await api.db
    .insertInto('devices')
    .values(Array.from({ length: DEVICES }, (_, i) => ({ token: `restart-${randomUUID()}`, platform: i % 3 === 0 ? 'ios' : 'android', latitude: null, longitude: null })))
    .returning('id')
    .execute();
  await api.db
    .insertInto('device_stores')
    .values(devices.map((device) => ({ device_id: device.id, store_id: shop.id })))
    .execute();
  return shop.id;
}

async function sendNow(api: RunningApi, storeId: string): Promise<string> {
  const res = await request(api.url)
    .post('/api/notifications')
    .set(await signIn(api, 'admin'))
    .send({ channel: 'NEW_OFFERS_NOTIFICATION', storeIds: [storeId] });
  if (res.status !== 201) throw new Error(`the send was refused with ${res.status}`);
  return (res.body as { id: string }).id;
}

async function deliveriesOf(api: RunningApi, notificationId: string) {
  return api.db
    .selectFrom('notification_deliveries')
    .select(['device_id', 'idempotency_key', 'status', 'response_code', 'error_code'])
    .where('notification_id', '=', notificationId)
    .execute();
}

async function waitSent(api: RunningApi, id: string) {
  return waitFor(
    async () => {
      const row = await api.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return row.status === 'SENT' ? row : undefined;
    },
    30_000,
    'the send to finish',
  );
}

// Each case has data of its own: a case that fails leaves nothing behind for the next.
let data: PersistentTestData | undefined;
let running: RunningApi | undefined;

beforeEach(async () => {
  data = await persistentTestData();
});

afterEach(async () => {
  await running?.close();
  running = undefined;
  await data?.remove();
});

async function start(pushProvider: (outbox: PushProvider) => PushProvider): Promise<RunningApi> {
  if (!data) throw new Error('no test data');
  // The lease outlasts any stall of a busy machine: a job changes hands only because an api stops and puts it back.
  running = await startApi({ ...data.options, jobPollMs: 50, jobLeaseMs: 30_000, pushProvider });
  return running;
}

async function stop(api: RunningApi): Promise<void> {
  await api.close();
  running = undefined;
}

it(
  'with the outbox: sends the interrupted batch again under the same keys, and every device gets it once',
  async () => {
    let stalling: ReturnType<typeof stallingAfter> | undefined;
    const first = await start((outbox) => {
      stalling = stallingAfter(outbox, ANSWERED_BATCHES, true);
      return stalling.provider;
    });
    const storeId = await shopWithDevices(first);
    const id = await sendNow(first, storeId);
    await stalling?.stalled;
    const jobId = (await first.db.selectFrom('notifications').select('job_id').where('id', '=', id).executeTakeFirstOrThrow()).job_id;
    // The api stops between handing over a batch and recording its answers.
    await stop(first);

    const handedAgain = new Set<string>();
    const second = await start((outbox) => ({
      ...outbox,
      send: (messages, signal) => {
        for (const message of messages) handedAgain.add(message.key);
        return outbox.send(messages, signal);
      },
    }));
    const before = await deliveriesOf(second, id);
    const interrupted = before.filter((d) => d.status === 'SENDING').map((d) => d.idempotency_key);
    expect(interrupted).toHaveLength(NOTIFICATION_BATCH_SIZE);

    const record = await waitSent(second, id);
    expect(record).toMatchObject({ recipients: DEVICES, sent: DEVICES, failed: 0 });
    for (const key of interrupted) expect(handedAgain.has(key)).toBe(true);

    const outbox = await second.db.selectFrom('notification_outbox').select('idempotency_key').where('notification_id', '=', id).execute();
    const perKey = new Map<string, number>();
    for (const row of outbox) perKey.set(row.idempotency_key, (perKey.get(row.idempotency_key) ?? 0) + 1);
    expect(perKey.size).toBe(DEVICES);
    expect([...perKey.values()].every((count) => count === 1)).toBe(true);
    const after = await deliveriesOf(second, id);
    expect(after.every((d) => d.status === 'DONE' && d.response_code === 200)).toBe(true);
    expect(new Set(after.map((d) => d.device_id)).size).toBe(DEVICES);
    // The send is marked SENT inside the job's work; the job itself ends right after it.
    const job = await waitFor(
      async () => {
        const row = await second.db.selectFrom('jobs').select(['status', 'attempt', 'done', 'total']).where('id', '=', jobId ?? '').executeTakeFirstOrThrow();
        return (RUNNING_JOB_STATUSES as readonly string[]).includes(row.status) ? undefined : row;
      },
      30_000,
      'the job to end',
    );
    expect(job).toEqual({ status: 'SUCCESS', attempt: 2, done: DEVICES, total: DEVICES });
    await stop(second);
  },
  START_TIMEOUT_MS,
);

it(
  'with a provider that cannot tell: archives the interrupted batch as unconfirmed and never sends it again',
  async () => {
    const received = new Map<string, number>();
    const firstRun = new Set<string>();
    const stalling = stallingAfter(phones(received, firstRun), ANSWERED_BATCHES, false);
    const first = await start(() => stalling.provider);
    const storeId = await shopWithDevices(first);
    const id = await sendNow(first, storeId);
    await stalling.stalled;
    await stop(first);

    const secondRun = new Set<string>();
    const second = await start(() => phones(received, secondRun));
    const record = await waitSent(second, id);
    const unconfirmed = NOTIFICATION_BATCH_SIZE;
    expect(record).toMatchObject({ recipients: DEVICES, sent: DEVICES - unconfirmed, failed: unconfirmed });

    const after = await deliveriesOf(second, id);
    const lost = after.filter((d) => d.response_code === DELIVERY_UNCONFIRMED);
    expect(lost).toHaveLength(unconfirmed);
    expect(lost.every((d) => d.status === 'DONE' && d.error_code === 'UNCONFIRMED')).toBe(true);
    expect(after.filter((d) => d.response_code === 200)).toHaveLength(DEVICES - unconfirmed);
    // Every device was handed the notification exactly once, the unconfirmed ones only before the restart.
    expect(received.size).toBe(DEVICES);
    expect([...received.values()].every((count) => count === 1)).toBe(true);
    for (const d of lost) {
      expect(firstRun.has(d.idempotency_key)).toBe(true);
      expect(secondRun.has(d.idempotency_key)).toBe(false);
    }
    const unconfirmedInArchive = await request(second.url)
      .get('/api/notifications/deliveries')
      .query({ notificationId: id, delivered: false, limit: 500 })
      .set(await signIn(second, 'admin'));
    expect((unconfirmedInArchive.body as { items: { responseCode: number; errorCode: string }[] }).items.map((d) => [d.responseCode, d.errorCode])).toEqual(
      Array.from({ length: unconfirmed }, () => [0, 'UNCONFIRMED']),
    );
  },
  START_TIMEOUT_MS,
);
