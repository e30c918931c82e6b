import { randomUUID } from 'node:crypto';
import { DELIVERY_MAX_TRIES } from '@flyerdesk/domain/notifications';
import { DEMO_NOTIFICATION_CHANNELS } from '../../seed/demoNotifications';
import { PNG_BYTES } from '../../test/zipWriter';
import { bodyOf, fieldsOf, itemsOf, startTestApi, START_TIMEOUT_MS, type Json, type TestApi } from '../../test/testApi';
import type { JobJson } from '../jobs/serialize';
import { waitFor } from '../jobs/testing';
import type { NotificationDelivery } from './deliveries';
import type { Notification } from './model';
import type { PushProvider, PushResult } from './providers/types';

/** Answers forced on devices by token, one per try, before the outbox takes them; and how often each key was handed over. */
const forced = new Map<string, number[]>();
const handed = new Map<string, number>();

function scripted(outbox: PushProvider): PushProvider {
  return {
    name: 'OUTBOX',
    idempotent: true,
    async send(messages, signal) {
      for (const message of messages) handed.set(message.key, (handed.get(message.key) ?? 0) + 1);
      const answers: PushResult[] = [];
      const passing = messages.filter((message) => {
        const code = forced.get(message.deviceToken)?.shift();
        if (code === undefined) return true;
        answers.push({ key: message.key, responseCode: code, errorCode: code === 429 ? 'QUOTA_EXCEEDED' : code === 404 ? 'UNREGISTERED' : 'UNAVAILABLE' });
        return false;
      });
      return [...answers, ...(await outbox.send(passing, signal))];
    },
  };
}

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ jobPollMs: 50, notificationRetryDelayMs: 10, pushProvider: scripted });
  await Promise.all(['admin', 'editor', 'notifications'].map((user) => api.token(user)));
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

const WARSAW: [number, number] = [52.2297, 21.0122];
const KRAKOW: [number, number] = [50.0647, 19.945];

let shopNumber = 0;

/** A new shop (optionally assigned to the user `notifications`). */
async function newShop(assignToSender = false): Promise<string> {
  shopNumber += 1;
  const name = `Sklep powiadomień ${shopNumber} ${randomUUID().slice(0, 8)}`;
  const row = await api.db
    .insertInto('stores')
    .values({ name, store_web_id: `sklep-powiadomien-${randomUUID()}`, category_id: null, logo_name: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (assignToSender) await api.db.insertInto('store_editors').values({ store_id: row.id, user_id: await userId('notifications') }).execute();
  return row.id;
}

async function newGroup(storeIds: string[]): Promise<string> {
  const row = await api.db.insertInto('groups').values({ name: `Grupa ${randomUUID()}` }).returning('id').executeTakeFirstOrThrow();
  await api.db
    .insertInto('store_groups')
    .values(storeIds.map((storeId) => ({ store_id: storeId, group_id: row.id })))
    .execute();
  return row.id;
}

/** A device following the shops, at a place (or none); answers its token. */
async function newDevice(storeIds: string[], place: [number, number] | null = WARSAW, platform = 'android'): Promise<string> {
  const token = `token-${randomUUID()}`;
  const row = await api.db
    .insertInto('devices')
    .values({ token, platform, latitude: place?.[0] ?? null, longitude: place?.[1] ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (storeIds.length > 0) await api.db.insertInto('device_stores').values(storeIds.map((storeId) => ({ device_id: row.id, store_id: storeId }))).execute();
  return token;
}

async function userId(username: string): Promise<string> {
  const row = await api.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

const promo = (extra: Json = {}): Json => ({ channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', title: 'Promocje tygodnia', text: 'Rabaty do 50%', ...extra });

async function send(username: string, body: Json) {
  return api.http
    .post('/api/notifications')
    .set(await api.auth(username))
    .send(body);
}

async function read(id: string, username = 'admin'): Promise<Notification> {
  const res = await api.http.get(`/api/notifications/${id}`).set(await api.auth(username));
  expect(res.status).toBe(200);
  return res.body as Notification;
}

async function sentRecord(id: string): Promise<Notification> {
  return waitFor(async () => {
    const record = await read(id);
    return record.status === 'SENT' ? record : undefined;
  }, 20_000, `notification ${id} sent`);
}

/** Outbox records of a notification per device token. */
async function outboxByToken(notificationId: string): Promise<Map<string, number>> {
  const rows = await api.db.selectFrom('notification_outbox').select('device_token').where('notification_id', '=', notificationId).execute();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.device_token, (counts.get(row.device_token) ?? 0) + 1);
  return counts;
}

async function deliveries(query: Record<string, string | number | boolean>, username = 'admin'): Promise<{ items: NotificationDelivery[]; total: number }> {
  const res = await api.http.get('/api/notifications/deliveries').query(query).set(await api.auth(username));
  expect(res.status).toBe(200);
  return res.body as { items: NotificationDelivery[]; total: number };
}

/** What a refusal leaves: the number of notifications, jobs and audit entries (once the sends under way are done). */
async function written(): Promise<number[]> {
  await waitFor(
    async () =>
      (await api.db.selectFrom('jobs').select('id').where('status', 'in', ['QUEUED', 'STARTED', 'PROCESSING', 'RETRYING']).execute()).length === 0,
    20_000,
    'the sends under way',
  );
  const count = async (table: 'notifications' | 'jobs' | 'audit_entries') =>
    Number((await api.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return [await count('notifications'), await count('jobs'), await count('audit_entries')];
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('the notification rules (spec §5)', () => {
  let shop: string;

  beforeAll(async () => {
    // A shop without devices: the accepted sends finish at once.
    shop = await newShop();
  });

  /** The refused fields with their keys and values. */
  const refusals = (res: { body: unknown }) => (bodyOf(res).invalidFields as { field: string; key: string; values?: Json }[]).map((f) => [f.field, f.key, f.values]);

  it('requires a title, except on NEW_OFFERS_NOTIFICATION where it must be empty', async () => {
    const untitled = await send('admin', promo({ title: '', storeIds: [shop] }));
    expect(untitled.status).toBe(400);
    expect(refusals(untitled)).toEqual([['title', 'validation.required', undefined]]);
    expect((await send('admin', promo({ storeIds: [shop] }))).status).toBe(201);

    const titled = await send('admin', { channel: 'NEW_OFFERS_NOTIFICATION', title: 'Nie wolno', storeIds: [shop] });
    expect(titled.status).toBe(400);
    expect(refusals(titled)).toEqual([['title', 'validation.notificationTitleMustBeEmpty', undefined]]);
    const newOffers = await send('admin', { channel: 'NEW_OFFERS_NOTIFICATION', title: '', storeIds: [shop] });
    expect(newOffers.status).toBe(201);
    expect(bodyOf(newOffers)).toMatchObject({ channel: 'NEW_OFFERS_NOTIFICATION', title: null });
  });

  it('checks every geolocation line, naming the line', async () => {
    const cases: [string[], string, number][] = [
      [['52.2, 21.0, 5', '52.2, 21.0'], 'validation.geolocationFormat', 2],
      [['91, 21.0, 5'], 'validation.latitude', 1],
      [['52.2, 21.0, 5', '52.2, 21.0, 5', '52.2, -180.5, 5'], 'validation.longitude', 3],
      [['52.2, 21.0, 0'], 'validation.radius', 1],
    ];
    for (const [geolocations, key, line] of cases) {
      const res = await send('admin', promo({ geolocations, storeIds: [shop] }));
      expect([geolocations, res.status, refusals(res)]).toEqual([geolocations, 400, [['geolocations', key, { line }]]]);
    }
    const accepted = await send('admin', promo({ geolocations: '52.2297, 21.0122, 5\n\n-33.9, 151.2, 0.5', storeIds: [shop] }));
    expect(accepted.status).toBe(201);
    expect(bodyOf(accepted).geolocations).toEqual(['52.2297, 21.0122, 5', '-33.9, 151.2, 0.5']);
  });

  it('accepts valid links and an app deep link, refuses others', async () => {
    const bad = await send('admin', promo({ webpageLink: 'not a link', bigPicture: 'ftp//x', deepLink: 'open the app', storeIds: [shop] }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['bigPicture', 'deepLink', 'webpageLink']);
    expect(refusals(bad)).toContainEqual(['deepLink', 'validation.deepLink', undefined]);
    const good = await send(
      'admin',
      promo({
        webpageLink: 'https://example.com/promocje',
        bigPicture: 'https://images.example.com/p.jpg',
        bigIcon: 'https://images.example.com/i.png',
        showTrackingLink: 'https://example.com/show',
        openTrackingLink: 'https://example.com/open',
        deepLink: 'flyerdesk://leaflets/123',
        storeIds: [shop],
      }),
    );
    expect(good.status).toBe(201);
    expect(bodyOf(good)).toMatchObject({ deepLink: 'flyerdesk://leaflets/123', bigPicture: 'https://images.example.com/p.jpg' });
  });

  it('needs at least one shop or group', async () => {
    const before = await written();
    const none = await send('admin', promo());
    expect(none.status).toBe(400);
    expect(refusals(none)).toEqual([['groupIds', 'validation.notificationTarget', undefined]]);
    expect(await written()).toEqual(before);
    expect((await send('admin', promo({ groupIds: [await newGroup([shop])] }))).status).toBe(201);
  });

  it('refuses a planned moment in the past', async () => {
    const past = await send('admin', promo({ storeIds: [shop], plannedAt: new Date(Date.now() - 3 * 60_000).toISOString() }));
    expect(past.status).toBe(400);
    expect(refusals(past)).toEqual([['plannedAt', 'validation.momentPast', undefined]]);
    const planned = await send('admin', promo({ storeIds: [shop], plannedAt: inAnHour() }));
    expect(planned.status).toBe(201);
    expect(bodyOf(planned).status).toBe('PLANNED');
  });

  it('refuses unknown shops and groups, naming them', async () => {
    const res = await send('admin', promo({ storeIds: [shop, randomUUID()], groupIds: [randomUUID()] }));
    expect(res.status).toBe(400);
    expect(refusals(res)).toEqual([
      ['storeIds[1]', 'validation.storeNotFound', undefined],
      ['groupIds[0]', 'validation.invalid', undefined],
    ]);
  });
});

describe('the notification role', () => {
  it('sends only on its own channels, to its own shops and groups; refusals write nothing', async () => {
    const mine = await newShop(true);
    const other = await newShop();
    const before = await written();
    const channel = await send('notifications', promo({ channel: 'NEW_OFFERS_NOTIFICATION_EXTENDED', storeIds: [mine] }));
    expect(channel.status).toBe(403);
    expect(bodyOf(channel).code).toBe('FORBIDDEN');
    expect((await send('notifications', promo({ storeIds: [mine, other] }))).status).toBe(403);
    expect((await send('notifications', promo({ groupIds: [await newGroup([other])] }))).status).toBe(403);
    const afterGroup = await written();
    expect(afterGroup).toEqual(before);
    // The reach of a notification is refused alike.
    expect((await api.http.post('/api/notifications/reach').set(await api.auth('notifications')).send(promo({ storeIds: [other] }))).status).toBe(403);

    expect((await send('notifications', promo({ storeIds: [mine] }))).status).toBe(201);
    // Editors read the archive but do not send.
    expect((await send('editor', promo({ storeIds: [mine] }))).status).toBe(403);
  });

  it('reaches through a group only the shops assigned to the sender', async () => {
    const mine = await newShop(true);
    const other = await newShop();
    const group = await newGroup([mine, other]);
    const reached = await newDevice([mine]);
    const notReached = await newDevice([other]);
    const res = await send('notifications', { channel: 'NEW_OFFERS_NOTIFICATION', groupIds: [group] });
    expect(res.status).toBe(201);
    const record = await sentRecord(bodyOf(res).id as string);
    expect(record).toMatchObject({ recipients: 1, sent: 1, failed: 0 });
    const outbox = await outboxByToken(record.id);
    expect([...outbox.entries()]).toEqual([[reached, 1]]);
    expect(outbox.has(notReached)).toBe(false);
    // An administrator's send to the same group reaches both.
    const admins = await send('admin', { channel: 'NEW_OFFERS_NOTIFICATION', groupIds: [group] });
    expect((await sentRecord(bodyOf(admins).id as string)).recipients).toBe(2);
  });

  it('sees only the notifications, deliveries, history and jobs of its channels', async () => {
    const shop = await newShop(true);
    await newDevice([shop]);
    const theirs = await send('admin', promo({ channel: 'NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT', storeIds: [shop] }));
    const ours = await send('notifications', promo({ storeIds: [shop] }));
    const [hidden, visible] = await Promise.all([sentRecord(bodyOf(theirs).id as string), sentRecord(bodyOf(ours).id as string)]);
    const sender = await api.auth('notifications');

    const list = await api.http.get('/api/notifications').query({ limit: 500 }).set(sender);
    const ids = itemsOf(list).map((item) => item.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(hidden.id);
    expect(itemsOf(list).every((item) => (DEMO_NOTIFICATION_CHANNELS as readonly unknown[]).includes(item.channel))).toBe(true);
    expect((await api.http.get(`/api/notifications/${hidden.id}`).set(sender)).status).toBe(404);
    expect((await api.http.get(`/api/history/notifications/${hidden.id}`).set(sender)).status).toBe(404);
    expect((await api.http.get(`/api/history/notifications/${visible.id}`).set(sender)).status).toBe(200);
    expect((await deliveries({ notificationId: hidden.id }, 'notifications')).total).toBe(0);
    expect((await deliveries({ notificationId: hidden.id })).total).toBe(1);
    expect((await deliveries({ notificationId: visible.id }, 'notifications')).total).toBe(1);
    expect((await api.http.post(`/api/notifications/${hidden.id}/cancel`).set(sender).send({})).status).toBe(404);

    // The sends' jobs: its own channel's progress, nothing else.
    expect((await api.http.get(`/api/jobs/${visible.jobId}`).set(sender)).status).toBe(200);
    expect((await api.http.get(`/api/jobs/${hidden.jobId}`).set(sender)).status).toBe(404);
    const crawl = await api.db
      .insertInto('jobs')
      .values({ kind: 'CRAWL', status: 'SUCCESS', subject: '{}', params: '{}', started_by: null, started_by_id: null, total: null, error_code: null, message: null, locked_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api.http.get(`/api/jobs/${crawl.id}`).set(sender)).status).toBe(404);
    expect((await api.http.get(`/api/jobs/${crawl.id}`).set(await api.auth('editor'))).status).toBe(200);
    expect((await api.http.get('/api/jobs').set(sender)).status).toBe(403);
    // The job centre lists a send only to those who see its channel (the demo editor has NEW_OFFERS_NOTIFICATION only).
    const centre = bodyOf(await api.http.get('/api/jobs').query({ kind: 'NOTIFICATION_SEND', limit: 200 }).set(await api.auth('editor')));
    const channels = (centre.items as JobJson[]).map((job) => job.subject.notificationChannel);
    expect(channels.length).toBeGreaterThan(0);
    expect(new Set(channels)).toEqual(new Set(['NEW_OFFERS_NOTIFICATION']));
    // Only senders stop or repeat a send from the job centre.
    const editorsSend = (centre.items as JobJson[])[0]?.id ?? '';
    expect((await api.http.post(`/api/jobs/${editorsSend}/retry`).set(await api.auth('editor'))).status).toBe(403);
  });

  it('is offered its assigned shops, the groups holding them and its channels', async () => {
    const res = await api.http.get('/api/notifications/targets').set(await api.auth('notifications'));
    expect(res.status).toBe(200);
    const targets = res.body as { stores: { id: string; name: string }[]; groups: { id: string }[]; channels: string[]; provider: string };
    expect(targets.channels).toEqual([...DEMO_NOTIFICATION_CHANNELS]);
    expect(targets.provider).toBe('OUTBOX');
    const assigned = await api.db
      .selectFrom('store_editors')
      .innerJoin('stores', 'stores.id', 'store_editors.store_id')
      .select('stores.id')
      .where('user_id', '=', await userId('notifications'))
      .where('stores.archived_at', 'is', null)
      .execute();
    expect(targets.stores.map((s) => s.id).sort()).toEqual(assigned.map((s) => s.id).sort());
    expect(targets.stores.map((s) => s.name)).toContain('Biedronka');
    expect(targets.stores.map((s) => s.name)).not.toContain('Dino');
    const admin = bodyOf(await api.http.get('/api/notifications/targets').set(await api.auth('admin')));
    expect(admin.channels).toHaveLength(4);
    expect((admin.stores as unknown[]).length).toBeGreaterThan(targets.stores.length);
    expect((await api.http.get('/api/notifications/targets').set(await api.auth('editor'))).status).toBe(403);
  });
});

describe('sending now', () => {
  it('sends to every device of a group exactly once and archives each answer', async () => {
    const a = await newShop();
    const b = await newShop();
    const group = await newGroup([a, b]);
    const tokens = [await newDevice([a]), await newDevice([a], KRAKOW, 'ios'), await newDevice([b], null), await newDevice([a, b])];
    const stranger = await newDevice([await newShop()]);

    const reach = await api.http.post('/api/notifications/reach').set(await api.auth('admin')).send(promo({ groupIds: [group], plannedAt: '2001-01-01T00:00:00Z' }));
    expect(reach.body).toEqual({ devices: 4 });

    const res = await send('admin', promo({ groupIds: [group] }));
    expect(res.status).toBe(201);
    expect(bodyOf(res)).toMatchObject({ status: 'SENDING', groupIds: [group], groupNames: [expect.stringMatching(/^Grupa /) as unknown], createdBy: 'admin', version: 1 });
    const record = await sentRecord(bodyOf(res).id as string);
    expect(record).toMatchObject({ status: 'SENT', recipients: 4, sent: 4, failed: 0, startedAt: expect.any(String) as unknown, finishedAt: expect.any(String) as unknown });

    const outbox = await outboxByToken(record.id);
    expect([...outbox.keys()].sort()).toEqual([...tokens].sort());
    expect([...outbox.values()]).toEqual([1, 1, 1, 1]);
    expect(outbox.has(stranger)).toBe(false);

    const archive = await deliveries({ notificationId: record.id });
    expect(archive.total).toBe(4);
    expect(archive.items.every((d) => d.responseCode === 200 && d.errorCode === null && d.channel === 'PROMOTIONAL_NOTIFICATION_EXTENDED')).toBe(true);
    expect(archive.items.find((d) => d.device === tokens[3])?.storeIds).toEqual([a, b].sort());
    expect(archive.items.find((d) => d.device === tokens[1])).toMatchObject({ platform: 'ios', notificationTitle: 'Promocje tygodnia' });
    const sentAts = archive.items.map((d) => d.sentAt);
    expect(sentAts).toEqual([...sentAts].sort().reverse());
    expect((await deliveries({ notificationId: record.id, storeId: b })).total).toBe(2);
    expect((await deliveries({ notificationId: record.id, device: tokens[2]?.slice(6, 20) ?? '' })).items.map((d) => d.device)).toEqual([tokens[2]]);
    expect((await deliveries({ notificationId: record.id, delivered: false })).total).toBe(0);

    const job = bodyOf(await api.http.get(`/api/jobs/${record.jobId}`).set(await api.auth('admin'))) as unknown as JobJson;
    expect(job).toMatchObject({
      kind: 'NOTIFICATION_SEND',
      status: 'SUCCESS',
      done: 4,
      total: 4,
      result: { recipients: 4, sent: 4, failed: 0 },
      subject: { notificationId: record.id, notificationTitle: 'Promocje tygodnia', notificationChannel: 'PROMOTIONAL_NOTIFICATION_EXTENDED' },
    });

    // Created by its sender; started and finished by the system: each write is in the history and the change feed.
    const history = bodyOf(await api.http.get(`/api/history/notifications/${record.id}`).set(await api.auth('admin')));
    expect((history.items as Json[]).map((item) => [item.action, item.actor, item.version])).toEqual([
      ['UPDATED', null, 3],
      ['UPDATED', null, 2],
      ['CREATED', 'admin', 1],
    ]);
    const feed = bodyOf(await api.http.get('/api/changes').query({ after: 0, limit: 1000 }).set('X-Service-Token', api.serviceToken));
    const writes = (feed.items as Json[]).filter((item) => item.id === record.id);
    expect(writes.map((item) => [item.resource, item.action, (item.record as Json).status])).toEqual([
      ['notifications', 'CREATED', 'SENDING'],
      ['notifications', 'UPDATED', 'SENDING'],
      ['notifications', 'UPDATED', 'SENT'],
    ]);
  });

  it('reaches only the devices inside a geolocation circle, and only the listed devices', async () => {
    const shop = await newShop();
    const inWarsaw = await newDevice([shop], WARSAW);
    const nearWarsaw = await newDevice([shop], [52.3, 21.1]);
    const inKrakow = await newDevice([shop], KRAKOW);
    const nowhere = await newDevice([shop], null);

    const around = await send('admin', promo({ storeIds: [shop], geolocations: ['52.2297, 21.0122, 15'] }));
    const circled = await sentRecord(bodyOf(around).id as string);
    expect([...(await outboxByToken(circled.id)).keys()].sort()).toEqual([inWarsaw, nearWarsaw].sort());

    const two = await send('admin', promo({ storeIds: [shop], geolocations: ['52.2297, 21.0122, 1', '50.0647, 19.945, 1'] }));
    expect([...(await outboxByToken((await sentRecord(bodyOf(two).id as string)).id)).keys()].sort()).toEqual([inWarsaw, inKrakow].sort());

    const listed = await send('admin', promo({ storeIds: [shop], devices: [nowhere, inKrakow, 'token-of-a-phone-elsewhere'] }));
    const narrowed = await sentRecord(bodyOf(listed).id as string);
    expect(narrowed.devices).toEqual([nowhere, inKrakow, 'token-of-a-phone-elsewhere']);
    expect([...(await outboxByToken(narrowed.id)).keys()].sort()).toEqual([nowhere, inKrakow].sort());
  });

  it('tries a device again after a retryable answer, up to DELIVERY_MAX_TRIES, and archives final failures', async () => {
    const shop = await newShop();
    const recovers = await newDevice([shop]);
    const throttled = await newDevice([shop]);
    const gone = await newDevice([shop]);
    const fine = await newDevice([shop]);
    forced.set(recovers, [503, 503]);
    forced.set(throttled, Array.from({ length: DELIVERY_MAX_TRIES + 2 }, () => 429));
    forced.set(gone, [404]);

    const res = await send('admin', promo({ storeIds: [shop] }));
    const record = await sentRecord(bodyOf(res).id as string);
    expect(record).toMatchObject({ recipients: 4, sent: 2, failed: 2 });
    const rows = await api.db
      .selectFrom('notification_deliveries')
      .select(['device_token', 'tries', 'response_code', 'error_code', 'status'])
      .where('notification_id', '=', record.id)
      .execute();
    const byToken = new Map(rows.map((row) => [row.device_token, [row.status, row.tries, row.response_code, row.error_code]]));
    expect(byToken.get(recovers)).toEqual(['DONE', 3, 200, null]);
    expect(byToken.get(throttled)).toEqual(['DONE', DELIVERY_MAX_TRIES, 429, 'QUOTA_EXCEEDED']);
    expect(byToken.get(gone)).toEqual(['DONE', 1, 404, 'UNREGISTERED']);
    expect(byToken.get(fine)).toEqual(['DONE', 1, 200, null]);
    const failed = await deliveries({ notificationId: record.id, delivered: false });
    expect(failed.items.map((d) => [d.device, d.responseCode, d.errorCode]).sort()).toEqual(
      [
        [throttled, 429, 'QUOTA_EXCEEDED'],
        [gone, 404, 'UNREGISTERED'],
      ].sort(),
    );
    expect(handed.get(`${record.id}:${(await api.db.selectFrom('devices').select('id').where('token', '=', throttled).executeTakeFirstOrThrow()).id}`)).toBe(DELIVERY_MAX_TRIES);
    forced.clear();
  });
});

describe('planned sends', () => {
  it('waits for its moment: the job is PENDING at plannedAt, an edit moves it, a stale edit is refused', async () => {
    const shop = await newShop();
    await newDevice([shop]);
    const plannedAt = new Date(Date.now() + 3_600_000);
    const res = await send('admin', promo({ storeIds: [shop], plannedAt: plannedAt.toISOString() }));
    expect(res.status).toBe(201);
    const record = res.body as Notification;
    expect(record).toMatchObject({ status: 'PLANNED', plannedAt: plannedAt.toISOString(), version: 1 });
    const job = await api.db.selectFrom('jobs').selectAll().where('id', '=', record.jobId ?? '').executeTakeFirstOrThrow();
    expect([job.status, job.run_at.toISOString()]).toEqual(['PENDING', plannedAt.toISOString()]);

    const later = new Date(plannedAt.getTime() + 86_400_000 + 1234);
    const edited = await api.http
      .put(`/api/notifications/${record.id}`)
      .set(await api.auth('admin'))
      .set('If-Match', '"1"')
      .send(promo({ title: 'Jutro', storeIds: [shop], plannedAt: later.toISOString() }));
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).toBe('"2"');
    expect(edited.body).toMatchObject({ status: 'PLANNED', title: 'Jutro', plannedAt: later.toISOString(), version: 2, updatedBy: 'admin' });
    const moved = await api.db.selectFrom('jobs').selectAll().where('id', '=', record.jobId ?? '').executeTakeFirstOrThrow();
    expect([moved.status, moved.run_at.toISOString(), moved.subject.notificationTitle]).toEqual(['PENDING', later.toISOString(), 'Jutro']);

    const stale = await api.http
      .put(`/api/notifications/${record.id}`)
      .set(await api.auth('admin'))
      .set('If-Match', '"1"')
      .send(promo({ storeIds: [shop], plannedAt: later.toISOString() }));
    expect(stale.status).toBe(412);
    expect(bodyOf(stale)).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: 2 });
    const staleCancel = await api.http.post(`/api/notifications/${record.id}/cancel`).set(await api.auth('admin')).send({ version: 1 });
    expect(staleCancel.status).toBe(412);
    expect((await read(record.id)).status).toBe('PLANNED');
  });

  it('sends at its moment', async () => {
    const shop = await newShop();
    const token = await newDevice([shop]);
    const res = await send('admin', promo({ storeIds: [shop], plannedAt: new Date(Date.now() + 1_500).toISOString() }));
    expect(bodyOf(res).status).toBe('PLANNED');
    const record = await sentRecord(bodyOf(res).id as string);
    expect([...(await outboxByToken(record.id)).entries()]).toEqual([[token, 1]]);
  });

  it('is cancelled with its job: nothing is sent; a notification no longer planned cannot be edited or cancelled', async () => {
    const shop = await newShop(true);
    await newDevice([shop]);
    const res = await send('notifications', promo({ storeIds: [shop], plannedAt: inAnHour() }));
    const record = res.body as Notification;
    const cancelled = await api.http.post(`/api/notifications/${record.id}/cancel`).set(await api.auth('notifications')).send({ version: 1 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', version: 2, updatedBy: 'notifications' });
    const job = await api.db.selectFrom('jobs').select('status').where('id', '=', record.jobId ?? '').executeTakeFirstOrThrow();
    expect(job.status).toBe('CANCELLED');
    await api.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1_000) }).where('id', '=', record.jobId ?? '').execute();
    api.jobRunner?.wake();

    const again = await api.http.post(`/api/notifications/${record.id}/cancel`).set(await api.auth('notifications')).send({});
    expect(again.status).toBe(409);
    expect(bodyOf(again)).toMatchObject({ code: 'NOTIFICATION_NOT_PLANNED' });
    const edit = await api.http.put(`/api/notifications/${record.id}`).set(await api.auth('notifications')).send(promo({ storeIds: [shop], plannedAt: inAnHour() }));
    expect(bodyOf(edit).code).toBe('NOTIFICATION_NOT_PLANNED');

    const sent = await sentRecord(bodyOf(await send('admin', promo({ storeIds: [shop] }))).id as string);
    const editSent = await api.http.put(`/api/notifications/${sent.id}`).set(await api.auth('admin')).set('If-Match', `"${sent.version}"`).send(promo({ storeIds: [shop] }));
    expect([editSent.status, bodyOf(editSent).code]).toEqual([409, 'NOTIFICATION_NOT_PLANNED']);
    const cancelSent = await api.http.post(`/api/notifications/${sent.id}/cancel`).set(await api.auth('admin')).send({});
    expect([cancelSent.status, bodyOf(cancelSent).code]).toEqual([409, 'NOTIFICATION_NOT_PLANNED']);

    expect(await api.db.selectFrom('notification_deliveries').select('id').where('notification_id', '=', record.id).execute()).toEqual([]);
    expect((await outboxByToken(record.id)).size).toBe(0);
    expect((await read(record.id)).status).toBe('CANCELLED');
  });

  it('refuses an edit once the send is under way', async () => {
    const shop = await newShop();
    const res = await send('admin', promo({ storeIds: [shop], plannedAt: inAnHour() }));
    const record = res.body as Notification;
    // The runner took the job (its moment came): the send is starting.
    await api.db.updateTable('jobs').set({ status: 'STARTED', locked_by: 'another-runner', lease_until: new Date(Date.now() + 3_600_000) }).where('id', '=', record.jobId ?? '').execute();
    const edit = await api.http.put(`/api/notifications/${record.id}`).set(await api.auth('admin')).send(promo({ storeIds: [shop], plannedAt: inAnHour() }));
    expect([edit.status, bodyOf(edit).code]).toEqual([409, 'NOTIFICATION_NOT_PLANNED']);
    await api.db.updateTable('jobs').set({ status: 'CANCELLED', locked_by: null, lease_until: null }).where('id', '=', record.jobId ?? '').execute();
  });
});

describe('the notification list', () => {
  it('pages, sorts, searches and filters by status and channel; a send whose job failed shows FAILED', async () => {
    const shop = await newShop();
    const marker = randomUUID().slice(0, 8);
    const planned = (await send('admin', promo({ title: `Lista ${marker} A`, storeIds: [shop], plannedAt: inAnHour() }))).body as Notification;
    const broken = (await send('admin', promo({ title: `Lista ${marker} B`, storeIds: [shop], plannedAt: inAnHour() }))).body as Notification;
    // Its job ended without finishing (interrupted too many times): the send failed.
    await api.db.updateTable('notifications').set({ status: 'SENDING' }).where('id', '=', broken.id).execute();
    await api.db.updateTable('jobs').set({ status: 'FAILED', error_code: 'INTERRUPTED' }).where('id', '=', broken.jobId ?? '').execute();
    expect((await read(broken.id)).status).toBe('FAILED');

    const admin = await api.auth('admin');
    const page = await api.http.get('/api/notifications').query({ search: marker, sort: 'title', order: 'desc' }).set(admin);
    expect(page.body).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(itemsOf(page).map((item) => item.title)).toEqual([`Lista ${marker} B`, `Lista ${marker} A`]);
    const failed = await api.http.get('/api/notifications').query({ search: marker, status: 'FAILED' }).set(admin);
    expect(itemsOf(failed).map((item) => item.id)).toEqual([broken.id]);
    const plannedOnly = await api.http.get('/api/notifications').query({ search: marker, status: 'PLANNED', channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED' }).set(admin);
    expect(itemsOf(plannedOnly).map((item) => item.id)).toEqual([planned.id]);
    const newest = await api.http.get('/api/notifications').query({ descending: 'true', limit: 1 }).set(admin);
    expect(itemsOf(newest)[0]?.createdAt).toBe(
      (await api.db.selectFrom('notifications').select('created_at').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow()).created_at.toISOString(),
    );
    const bad = await api.http.get('/api/notifications').query({ status: 'LOST', channel: 'SMS', sort: 'channel' }).set(admin);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['sort']);
    const badFilters = await api.http.get('/api/notifications').query({ status: 'LOST', channel: 'SMS' }).set(admin);
    expect(fieldsOf(badFilters)).toEqual(['channel', 'status']);
  });

  it('has the demo notifications: two sent with their deliveries, one planned for tomorrow', async () => {
    const demo = await api.db.selectFrom('notifications').selectAll().where('created_by', 'in', ['notifications', 'admin']).orderBy('created_at').limit(3).execute();
    expect(demo.map((n) => n.status)).toEqual(['SENT', 'SENT', 'PLANNED']);
    const unregistered = await deliveries({ notificationId: demo[0]?.id ?? '', delivered: false });
    expect(unregistered.items.length).toBeGreaterThan(0);
    expect(unregistered.items.every((d) => d.responseCode === 404 && d.errorCode === 'UNREGISTERED')).toBe(true);
    const job = await api.db.selectFrom('jobs').select(['status', 'run_at']).where('id', '=', demo[2]?.job_id ?? '').executeTakeFirstOrThrow();
    expect(job.status).toBe('PENDING');
    expect(job.run_at.getTime()).toBe(demo[2]?.planned_at?.getTime());
  });
});

describe('images and the outbox', () => {
  it('stores a PNG or JPEG image and serves it; refuses other files', async () => {
    const sender = await api.auth('notifications');
    const res = await api.http.post('/api/notifications/images').set(sender).attach('file', PNG_BYTES, 'ikona.png');
    expect(res.status).toBe(201);
    const { url } = res.body as { url: string };
    expect(url).toMatch(/^\/files\/notifications\/[a-z0-9-]+\.png$/);
    const image = await api.http.get(url);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
    const text = await api.http.post('/api/notifications/images').set(sender).attach('file', Buffer.from('<svg></svg>'), 'ikona.png');
    expect([text.status, fieldsOf(text)]).toEqual([400, ['file']]);
    expect((await api.http.post('/api/notifications/images').set(await api.auth('editor')).attach('file', PNG_BYTES, 'x.png')).status).toBe(403);
  });

  it('shows administrators what the outbox recorded', async () => {
    const shop = await newShop();
    const token = await newDevice([shop]);
    const record = await sentRecord(bodyOf(await send('admin', promo({ storeIds: [shop], deepLink: 'flyerdesk://x/1' }))).id as string);
    const res = await api.http.get('/api/notifications/outbox').query({ notificationId: record.id }).set(await api.auth('admin'));
    expect(res.status).toBe(200);
    expect((res.body as { items: Json[] }).items).toEqual([
      {
        key: expect.stringMatching(new RegExp(`^${record.id}:`)) as unknown,
        notificationId: record.id,
        deviceToken: token,
        payload: expect.objectContaining({ title: 'Promocje tygodnia', text: 'Rabaty do 50%', deepLink: 'flyerdesk://x/1', platform: 'android' }) as unknown,
        receivedAt: expect.any(String) as unknown,
      },
    ]);
    expect((await api.http.get('/api/notifications/outbox').set(await api.auth('notifications'))).status).toBe(403);
  });

  it('refuses bad archive filters', async () => {
    const res = await api.http
      .get('/api/notifications/deliveries')
      .query({ notificationId: 'x', delivered: 'maybe', from: 'soon', channel: 'SMS', limit: 0 })
      .set(await api.auth('admin'));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['channel', 'delivered', 'from', 'limit', 'notificationId']);
  });
});
