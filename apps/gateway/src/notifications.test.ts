/**
 * Push notifications through the gateway against the real api (its sending job, its built-in outbox):
 * a sender is held to their own channels before anything goes upstream; a send reaches the live list of
 * every subscriber allowed to see its channel, carrying the record, and its job's progress reaches the
 * sender; planned sends start by themselves at their moment, cancelled ones never do; edit locks and the
 * form's rules hold like in every other record of the kit.
 */
import request from 'supertest';
import type { Client } from 'graphql-ws';
import { DEMO_PASSWORD } from '../../api/src/seed/demo';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { startStack, type Stack } from './test-support/stack';
import { waitFor } from './test-support/waitFor';
import { connectWs, nextMatching } from './test-support/wsClient';
import { recording, type Recording } from './test-support/recording';

/** The api's job runner and the gateway's pollers look often: a planned send starts within moments of its time. */
const POLL_MS = 50;

const bus = new ObservedEventBus();
const clients: Client[] = [];
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
let sender: string;

const NOTIFICATION_FIELDS = 'id channel title text status jobId plannedAt recipients sent failed storeIds groupIds groupNames version createdBy';

interface NotificationData {
  id: string;
  channel: string;
  title: string | null;
  status: string;
  jobId: string | null;
  plannedAt: string | null;
  recipients: number;
  sent: number;
  failed: number;
  groupIds: string[];
  groupNames: string[];
  version: number;
  createdBy: string | null;
}

interface ChangeData {
  seq: number;
  action: string;
  actor: string | null;
  clientMutationId: string | null;
  record: NotificationData;
}

const CHANGES = `subscription { notificationsChanged { seq action actor clientMutationId record { ${NOTIFICATION_FIELDS} } } }`;
const SEND = `mutation($input: NotificationInput!, $cmid: String) { sendNotification(input: $input, clientMutationId: $cmid) { ${NOTIFICATION_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: NotificationInput!) { updateNotification(id: $id, version: $version, input: $input) { ${NOTIFICATION_FIELDS} } }`;
const CANCEL = `mutation($id: ID!, $version: Int, $cmid: String) { cancelNotification(id: $id, version: $version, clientMutationId: $cmid) { ${NOTIFICATION_FIELDS} } }`;


function socket(cookie: string): Client {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client;
}

/** The list events one signed-in user receives, from now on (once the gateway listens for them). */
async function listEvents(cookie: string): Promise<Recording<{ notificationsChanged: ChangeData }>> {
  const before = bus.listeners('records:notifications');
  const events = recording(socket(cookie).iterate<{ notificationsChanged: ChangeData }>({ query: CHANGES }));
  await bus.whenSubscribed('records:notifications', before + 1);
  return events;
}

/** Events of one notification's record. */
const of = (id: string, status?: string) => (event: { notificationsChanged: ChangeData }) =>
  event.notificationsChanged.record.id === id && (status === undefined || event.notificationsChanged.record.status === status);

/** Upstream calls made since `from` that touch notifications. */
function notificationCallsSince(from: number): string[] {
  return stack.proxy.calls.slice(from).filter((call) => call.includes('/api/notifications'));
}

async function send(cookie: string, input: Record<string, unknown>, cmid?: string): Promise<NotificationData> {
  const res = await gql<{ sendNotification: NotificationData }>(url, SEND, { cookie, variables: { input, cmid } });
  if (!res.data?.sendNotification) throw new Error(`send refused: ${JSON.stringify(res.errors)}`);
  return res.data.sendNotification;
}

/** A group the notifications user may send to. */
async function senderGroup(): Promise<{ id: string; name: string }> {
  const res = await gql<{ notificationTargets: { groups: { id: string; name: string }[]; channels: string[] } }>(
    url,
    '{ notificationTargets { groups { id name } channels } }',
    { cookie: sender },
  );
  const group = res.data?.notificationTargets.groups[0];
  if (!group) throw new Error(`the notifications user has no group to send to: ${JSON.stringify(res.data ?? res.errors)}`);
  return group;
}

/** A moment `ms` from now, as the form sends it. */
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

let adminEvents: Recording<{ notificationsChanged: ChangeData }>;

beforeAll(async () => {
  stack = await startStack(
    { events: bus, changesPollMs: POLL_MS, jobPollMs: POLL_MS, jobsPollMs: POLL_MS },
    { jobPollMs: POLL_MS },
  );
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [admin, sender] = await Promise.all([signIn(url, 'admin'), signIn(url, 'notifications', DEMO_PASSWORD)]);
  // An administrator watches the list for the whole file (it keeps the change feed's poller running).
  adminEvents = await listEvents(admin);
  // The feed's first read only finds where the log ends; writes after it are announced.
  await waitFor(() => stack.proxy.count(/^GET \/api\/changes/) >= 2, 'the change feed baseline');
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack?.close();
  await bus.close();
});

describe('channels', () => {
  it('refuses a channel the sender was not given with FORBIDDEN, without any upstream call for it', async () => {
    const group = await senderGroup();
    const from = stack.proxy.calls.length;
    const res = await gql(url, SEND, {
      cookie: sender,
      variables: { input: { channel: 'NEW_OFFERS_NOTIFICATION_EXTENDED', title: 'Not my channel', groupIds: [group.id] } },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data).toBeNull();
    expect(notificationCallsSince(from)).toEqual([]);
  });

  it('shows a subscriber of the notification role only the notifications of their channels', async () => {
    const senderEvents = await listEvents(sender);
    const group = await senderGroup();
    // Sent by an administrator on a channel the notifications user was not given …
    const hidden = await send(admin, { channel: 'NEW_OFFERS_NOTIFICATION_EXTENDED', title: 'Only for administrators', groupIds: [group.id] });
    await adminEvents.find(of(hidden.id, 'SENT'));
    // … then on one of theirs: every event of the first one was published before this one's.
    const shown = await send(admin, { channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', title: 'For everyone on the channel', groupIds: [group.id] });
    await senderEvents.find(of(shown.id, 'SENT'));
    expect(senderEvents.seen.filter(of(hidden.id))).toEqual([]);
    expect(senderEvents.seen.filter(of(shown.id)).length).toBeGreaterThan(0);
    // The administrator saw both.
    expect(adminEvents.seen.some(of(shown.id))).toBe(true);
  });
});

describe('a send to a group', () => {
  it('reaches another subscriber with the record, its job reaches SUCCESS for the sender, and the record ends SENT', async () => {
    const group = await senderGroup();
    const sent = await send(sender, { channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', title: 'Weekend deals', text: 'All week long', groupIds: [group.id] }, 'send-1');
    expect(sent).toMatchObject({ status: 'SENDING', channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', groupIds: [group.id], createdBy: 'notifications' });
    expect(sent.jobId).toEqual(expect.any(String));

    const created = await adminEvents.find(of(sent.id));
    expect(created.notificationsChanged).toMatchObject({ action: 'CREATED', actor: 'notifications', clientMutationId: 'send-1', record: { title: 'Weekend deals' } });

    // The sender watches the send with the shared job watcher (jobs.progress, not the job centre's jobs.read).
    const progress = socket(sender).iterate<{ jobProgress: { job: { kind: string; status: string; subject: Record<string, unknown>; result: Record<string, number | null> | null } | null } }>({
      query: `subscription($id: ID!) { jobProgress(id: $id) { seq state job { kind status
        subject { notificationId notificationTitle notificationChannel } result { recipients sent failed } } } }`,
      variables: { id: sent.jobId },
    });
    const done = await nextMatching(progress, (data) => data.jobProgress.job?.status === 'SUCCESS');
    await progress.return?.();
    const job = done.jobProgress.job;
    expect(job).toMatchObject({
      kind: 'NOTIFICATION_SEND',
      subject: { notificationId: sent.id, notificationTitle: 'Weekend deals', notificationChannel: 'PROMOTIONAL_NOTIFICATION_EXTENDED' },
    });
    const result = job?.result ?? { recipients: -1, sent: 0, failed: 0 };
    // The demo phones follow the group's shops.
    expect(result.recipients).toBeGreaterThan(0);
    expect((result.sent ?? 0) + (result.failed ?? 0)).toBe(result.recipients);

    const finished = await adminEvents.find(of(sent.id, 'SENT'));
    expect(finished.notificationsChanged.record).toMatchObject({ recipients: result.recipients, sent: result.sent, failed: result.failed });

    // The archive holds one delivery per device; the history names who sent it and the system's start and end.
    const archive = await gql<{ notificationDeliveries: { total: number; items: { channel: string; responseCode: number; storeNames: string[] }[] }; notificationHistory: { items: { action: string; actor: string | null }[] } }>(
      url,
      `query($id: ID!) {
        notificationDeliveries(filter: { notificationId: $id }, limit: 500) { total items { channel responseCode storeNames } }
        notificationHistory(id: $id) { items { action actor } }
      }`,
      { cookie: sender, variables: { id: sent.id } },
    );
    expect(archive.errors).toBeUndefined();
    expect(archive.data?.notificationDeliveries.total).toBe(result.recipients);
    expect(archive.data?.notificationDeliveries.items[0]).toMatchObject({ channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', responseCode: 200 });
    expect(archive.data?.notificationHistory.items.at(-1)).toEqual({ action: 'CREATED', actor: 'notifications' });
    expect(archive.data?.notificationHistory.items.length).toBeGreaterThanOrEqual(3);
    const listed = await gql<{ notifications: { items: { id: string }[] } }>(
      url,
      '{ notifications(page: { sort: "createdAt", descending: true, limit: 5 }, filter: { status: SENT, channel: PROMOTIONAL_NOTIFICATION_EXTENDED }) { items { id } } }',
      { cookie: sender },
    );
    expect(listed.data?.notifications.items.map((item) => item.id)).toContain(sent.id);
  });
});

describe('planned sends', () => {
  it('starts a planned send by itself at its moment, and never sends one cancelled before', async () => {
    const group = await senderGroup();
    // The cancelled one is due first: once the other one has been sent, its moment has long passed.
    const cancelled = await send(sender, { channel: 'NEW_OFFERS_NOTIFICATION', groupIds: [group.id], plannedAt: inMs(2000) });
    const planned = await send(sender, { channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', title: 'Later today', groupIds: [group.id], plannedAt: inMs(2300) });
    expect(planned).toMatchObject({ status: 'PLANNED', title: 'Later today' });
    expect(cancelled).toMatchObject({ status: 'PLANNED', title: null });

    const cancel = await gql<{ cancelNotification: NotificationData }>(url, CANCEL, {
      cookie: sender,
      variables: { id: cancelled.id, version: cancelled.version, cmid: 'cancel-1' },
    });
    expect(cancel.errors).toBeUndefined();
    expect(cancel.data?.cancelNotification.status).toBe('CANCELLED');
    expect((await adminEvents.find(of(cancelled.id, 'CANCELLED'))).notificationsChanged.clientMutationId).toBe('cancel-1');

    const sentEvent = await adminEvents.find(of(planned.id, 'SENT'));
    expect(sentEvent.notificationsChanged.actor).toBeNull();
    expect(adminEvents.seen.some(of(planned.id, 'SENDING'))).toBe(true);

    const deliveries = await gql<{ notificationDeliveries: { total: number } }>(
      url,
      'query($id: ID!) { notificationDeliveries(filter: { notificationId: $id }) { total } }',
      { cookie: sender, variables: { id: cancelled.id } },
    );
    expect(deliveries.data?.notificationDeliveries.total).toBe(0);
    const now = await gql<{ notification: NotificationData }>(url, `query($id: ID!) { notification(id: $id) { ${NOTIFICATION_FIELDS} } }`, {
      cookie: sender,
      variables: { id: cancelled.id },
    });
    expect(now.data?.notification).toMatchObject({ status: 'CANCELLED', recipients: 0, sent: 0 });
    // Cancelled once, it cannot be cancelled again.
    const again = await gql(url, CANCEL, { cookie: sender, variables: { id: cancelled.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOTIFICATION_NOT_PLANNED' });
  });
});

describe('editing a planned notification', () => {
  it('is refused with LOCKED while someone else edits it, and with FORBIDDEN on a channel the editor was not given', async () => {
    const group = await senderGroup();
    const input = { channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', title: 'Next week', groupIds: [group.id], plannedAt: inMs(3_600_000) };
    const planned = await send(admin, input);

    const held = await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: notifications, id: $id) { holder } }', {
      cookie: sender,
      variables: { id: planned.id },
    });
    expect(held.errors).toBeUndefined();
    const from = stack.proxy.calls.length;
    const update = await gql(url, UPDATE, { cookie: admin, variables: { id: planned.id, version: planned.version, input: { ...input, title: 'Next month' } } });
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'notifications' } });
    const cancel = await gql(url, CANCEL, { cookie: admin, variables: { id: planned.id, version: planned.version } });
    expect(cancel.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'notifications' } });
    // The holder may not move it to a channel they were not given either.
    const forbidden = await gql(url, UPDATE, {
      cookie: sender,
      variables: { id: planned.id, version: planned.version, input: { ...input, channel: 'NEW_OFFERS_NOTIFICATION_EXTENDED' } },
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(notificationCallsSince(from)).toEqual([]);

    // The holder's own edit goes through and reaches the list.
    const saved = await gql<{ updateNotification: NotificationData }>(url, UPDATE, {
      cookie: sender,
      variables: { id: planned.id, version: planned.version, input: { ...input, title: 'Next month' } },
    });
    expect(saved.data?.updateNotification).toMatchObject({ title: 'Next month', status: 'PLANNED' });
    expect((await adminEvents.find((e) => of(planned.id)(e) && e.notificationsChanged.record.title === 'Next month')).notificationsChanged.action).toBe('UPDATED');
    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: notifications, id: $id) }', { cookie: sender, variables: { id: planned.id } });
    const stale = await gql(url, CANCEL, { cookie: admin, variables: { id: planned.id, version: planned.version } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'VERSION_MISMATCH' });
    const done = await gql<{ cancelNotification: NotificationData }>(url, CANCEL, { cookie: admin, variables: { id: planned.id } });
    expect(done.data?.cancelNotification.status).toBe('CANCELLED');
  });
});

describe('the form', () => {
  it('refuses a bad geolocation line with BAD_USER_INPUT naming geolocations and the line, before anything goes upstream', async () => {
    const group = await senderGroup();
    const from = stack.proxy.calls.length;
    const res = await gql(url, SEND, {
      cookie: sender,
      variables: { input: { channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', title: 'Near you', groupIds: [group.id], geolocations: ['52.23, 21.01, 5', 'north of Warsaw'] } },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [expect.objectContaining({ field: 'geolocations', key: 'validation.geolocationFormat', values: { line: 2 } })],
    });
    const [field] = (res.errors?.[0]?.extensions?.invalidFields ?? []) as { message: string }[];
    expect(field?.message).toContain('Line 2');
    expect(notificationCallsSince(from)).toEqual([]);
  });

  it('stores an image of the form and answers its address, which the browser can load through the gateway', async () => {
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const upload = await request(url)
      .post('/upload/notifications/images')
      .set('Cookie', sender)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', PNG, { filename: 'icon.png', contentType: 'image/png' });
    expect(upload.status).toBe(201);
    const { url: imageUrl } = upload.body as { url: string };
    expect(imageUrl).toEqual(expect.any(String));
    const image = await request(url).get(new URL(imageUrl, url).pathname);
    expect(image.status).toBe(200);

    const editor = await signIn(url, 'editor');
    const refused = await request(url)
      .post('/upload/notifications/images')
      .set('Cookie', editor)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', PNG, { filename: 'icon.png', contentType: 'image/png' });
    expect(refused.status).toBe(403);
  });
});
