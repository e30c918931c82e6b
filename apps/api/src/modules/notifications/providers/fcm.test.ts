/**
 * The FCM provider against a stand-in of Google's token endpoint and FCM's messages:send on loopback:
 * the sign-in assertion, the message body, how answers are read, and the access token's reuse. The
 * stand-in is reached by its origin (the provider's allowance); without it, it is refused like any
 * loopback address.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { sql } from 'kysely';
import pino from 'pino';
import { isRetryableDelivery } from '@flyerdesk/domain/notifications';
import type { FcmServiceAccount } from '../../../env';
import { outgoingAllowance } from '../../../http/outgoing';
import { startTestApi, START_TIMEOUT_MS, type TestApi } from '../../../test/testApi';
import { waitFor } from '../../jobs/testing';
import type { Notification } from '../model';
import { FCM_ERROR_TYPE, FCM_SCOPE, fcmMessageOf, fcmProvider, JWT_BEARER_GRANT, phoneImageLink } from './fcm';
import { PushUnavailableError, type PushMessage } from './types';

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const PROJECT = 'flyerdesk-demo';
const CLIENT_EMAIL = 'push@flyerdesk-demo.iam.gserviceaccount.com';

interface SignIn {
  grantType: string | null;
  header: jwt.JwtHeader;
  claims: JwtPayload;
}

interface Posted {
  path: string;
  authorization: string | undefined;
  body: { message: Record<string, unknown> };
}

/** The stand-in: tokens named `ok-…` are delivered, `gone-…` unregistered, `busy-…` unavailable. */
class StandIn {
  readonly signIns: SignIn[] = [];
  readonly posted: Posted[] = [];
  /** Answer of the token endpoint (status); 200 issues `token-N`. */
  tokenStatus = 200;
  /** Tokens that answer 401 once (revoked early). */
  readonly revoked = new Set<string>();
  private server: Server | undefined;
  url = '';

  get tokenUri(): string {
    return `${this.url}/token`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/token') {
      const form = new URLSearchParams(text);
      const assertion = form.get('assertion') ?? '';
      const claims = jwt.verify(assertion, publicKey, { algorithms: ['RS256'], audience: this.tokenUri, issuer: CLIENT_EMAIL }) as JwtPayload;
      const decoded = jwt.decode(assertion, { complete: true });
      this.signIns.push({ grantType: form.get('grant_type'), header: decoded?.header ?? { alg: 'none' }, claims });
      if (this.tokenStatus !== 200) return json(this.tokenStatus, { error: 'invalid_grant' });
      return json(200, { access_token: `token-${this.signIns.length}`, expires_in: 3600, token_type: 'Bearer' });
    }
    const body = JSON.parse(text) as { message: { token: string } };
    this.posted.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (this.revoked.delete(bearer)) return json(401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Request had invalid authentication credentials.' } });
    const token = body.message.token;
    if (token.startsWith('gone-')) {
      return json(404, {
        error: {
          code: 404,
          message: 'Requested entity was not found.',
          status: 'NOT_FOUND',
          details: [{ '@type': FCM_ERROR_TYPE, errorCode: 'UNREGISTERED' }],
        },
      });
    }
    if (token.startsWith('busy-')) return json(503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } });
    return json(200, { name: `projects/${PROJECT}/messages/${randomUUID()}` });
  }
}

const standIn = new StandIn();

beforeAll(async () => {
  await standIn.start();
});

afterAll(async () => {
  await standIn.stop();
});

beforeEach(() => {
  standIn.signIns.length = 0;
  standIn.posted.length = 0;
  standIn.tokenStatus = 200;
});

function account(): FcmServiceAccount {
  return { clientEmail: CLIENT_EMAIL, privateKey, privateKeyId: 'key-1', tokenUri: standIn.tokenUri };
}

function providerAt(clock: { now: number }, options: { tokenUri?: string; allowed?: string[] } = {}) {
  return fcmProvider({
    account: { ...account(), ...(options.tokenUri ? { tokenUri: options.tokenUri } : {}) },
    endpoint: standIn.url,
    projectId: PROJECT,
    logger: pino({ level: 'silent' }),
    now: () => clock.now,
    allowance: outgoingAllowance(options.allowed ?? [standIn.url]),
  });
}

function message(token: string, extra: Partial<PushMessage> = {}): PushMessage {
  return {
    key: `n1:${token}`,
    notificationId: '3f0a4c1e-0000-4000-8000-000000000001',
    deviceToken: token,
    platform: 'android',
    channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
    title: 'Promocje tygodnia',
    text: 'Rabaty do 50%',
    bigIcon: null,
    bigPicture: null,
    deepLink: null,
    webpageLink: null,
    showTrackingLink: null,
    openTrackingLink: null,
    ...extra,
  };
}

const signal = () => new AbortController().signal;

describe('the FCM provider', () => {
  it('signs in with an RS256 assertion of the service account for the messaging scope', async () => {
    const clock = { now: Date.now() };
    await providerAt(clock).send([message('ok-1')], signal());
    expect(standIn.signIns).toHaveLength(1);
    const [signIn] = standIn.signIns;
    expect(signIn?.grantType).toBe(JWT_BEARER_GRANT);
    expect(signIn?.header).toMatchObject({ alg: 'RS256', kid: 'key-1' });
    expect(signIn?.claims).toMatchObject({ iss: CLIENT_EMAIL, aud: standIn.tokenUri, scope: FCM_SCOPE });
    expect((signIn?.claims.exp ?? 0) - (signIn?.claims.iat ?? 0)).toBe(3600);
    expect(standIn.posted[0]?.authorization).toBe('Bearer token-1');
    expect(standIn.posted[0]?.path).toBe(`/v1/projects/${PROJECT}/messages:send`);
  });

  it('posts the token, the notification with its picture, and the links as text data, leaving empty ones out', async () => {
    const clock = { now: Date.now() };
    await providerAt(clock).send(
      [
        message('ok-full', {
          bigPicture: 'https://images.example.com/p.jpg',
          bigIcon: 'https://images.example.com/i.png',
          deepLink: 'flyerdesk://leaflets/1',
          webpageLink: 'https://example.com/promocje',
          openTrackingLink: 'https://example.com/open',
          showTrackingLink: '',
        }),
        message('ok-plain', { channel: 'NEW_OFFERS_NOTIFICATION', title: null, text: null }),
      ],
      signal(),
    );
    const bodies = new Map(standIn.posted.map((p) => [p.body.message.token, p.body]));
    expect(bodies.get('ok-full')).toEqual({
      message: {
        token: 'ok-full',
        notification: { title: 'Promocje tygodnia', body: 'Rabaty do 50%', image: 'https://images.example.com/p.jpg' },
        android: { notification: { image: 'https://images.example.com/p.jpg' } },
        apns: { fcm_options: { image: 'https://images.example.com/p.jpg' } },
        data: {
          notificationId: '3f0a4c1e-0000-4000-8000-000000000001',
          channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
          deepLink: 'flyerdesk://leaflets/1',
          webpageLink: 'https://example.com/promocje',
          openTrackingLink: 'https://example.com/open',
          bigIcon: 'https://images.example.com/i.png',
        },
      },
    });
    expect(bodies.get('ok-plain')).toEqual({
      message: { token: 'ok-plain', data: { notificationId: '3f0a4c1e-0000-4000-8000-000000000001', channel: 'NEW_OFFERS_NOTIFICATION' } },
    });
  });

  it('reads each answer: delivered, unregistered for good, unavailable to be tried again', async () => {
    const clock = { now: Date.now() };
    const results = await providerAt(clock).send([message('ok-a'), message('gone-b'), message('busy-c')], signal());
    expect(results).toEqual([
      { key: 'n1:ok-a', responseCode: 200, errorCode: null },
      { key: 'n1:gone-b', responseCode: 404, errorCode: 'UNREGISTERED' },
      { key: 'n1:busy-c', responseCode: 503, errorCode: 'UNAVAILABLE' },
    ]);
    expect(results.map((r) => isRetryableDelivery(r.responseCode))).toEqual([false, false, true]);
  });

  it('reuses the access token until shortly before it expires', async () => {
    const clock = { now: Date.now() };
    const provider = providerAt(clock);
    await provider.send([message('ok-1')], signal());
    clock.now += 30 * 60_000;
    await provider.send([message('ok-2'), message('ok-3')], signal());
    expect(standIn.signIns).toHaveLength(1);
    clock.now += 30 * 60_000;
    await provider.send([message('ok-4')], signal());
    expect(standIn.signIns).toHaveLength(2);
    expect(standIn.posted.map((p) => p.authorization)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-1', 'Bearer token-2']);
  });

  it('signs in again when a token is refused, and tries the message once more', async () => {
    const clock = { now: Date.now() };
    const provider = providerAt(clock);
    await provider.send([message('ok-1')], signal());
    standIn.revoked.add('token-1');
    const [result] = await provider.send([message('ok-2')], signal());
    expect(result).toEqual({ key: 'n1:ok-2', responseCode: 200, errorCode: null });
    expect(standIn.signIns).toHaveLength(2);
  });

  it('hands nothing over when the sign-in fails', async () => {
    standIn.tokenStatus = 400;
    const clock = { now: Date.now() };
    await expect(providerAt(clock).send([message('ok-1')], signal())).rejects.toBeInstanceOf(PushUnavailableError);
    expect(standIn.posted).toHaveLength(0);
  });

  it.each([
    ['the stand-in, not allowed', () => ({ allowed: [] })],
    ['the cloud metadata address', () => ({ tokenUri: 'http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token' })],
    ['a private address', () => ({ tokenUri: 'http://10.0.0.1/token' })],
  ])('refuses a token endpoint at %s and hands nothing over', async (_label, options) => {
    const failure = providerAt({ now: Date.now() }, options()).send([message('ok-1')], new AbortController().signal);
    await expect(failure).rejects.toBeInstanceOf(PushUnavailableError);
    await expect(failure).rejects.toMatchObject({ refusal: 'ADDRESS_NOT_ALLOWED' });
    expect(standIn.signIns).toHaveLength(0);
    expect(standIn.posted).toHaveLength(0);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopping'));
    await expect(providerAt({ now: Date.now() }).send([message('ok-1')], controller.signal)).rejects.toThrow('stopping');
    expect(standIn.posted).toHaveLength(0);
  });
});

describe('an api configured for FCM', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      jobPollMs: 50,
      notificationRetryDelayMs: 10,
      push: { provider: 'FCM', account: account(), endpoint: standIn.url, projectId: PROJECT },
      outgoingAllowedOrigins: [standIn.url],
    });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await api?.close();
  });

  it('sends through FCM and archives its answers; the outbox is not in use', async () => {
    const shop = await api.db
      .insertInto('stores')
      .values({ name: `FCM ${randomUUID()}`, store_web_id: `fcm-${randomUUID()}`, category_id: null, logo_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = [`ok-${randomUUID()}`, `gone-${randomUUID()}`, `busy-${randomUUID()}`];
    for (const token of tokens) {
      const device = await api.db.insertInto('devices').values({ token, platform: 'ios', latitude: null, longitude: null }).returning('id').executeTakeFirstOrThrow();
      await api.db.insertInto('device_stores').values({ device_id: device.id, store_id: shop.id }).execute();
    }
    const admin = await api.auth('admin');
    expect((await api.http.get('/api/notifications/targets').set(admin)).body).toMatchObject({ provider: 'FCM' });
    const res = await api.http.post('/api/notifications').set(admin).send({ channel: 'NEW_OFFERS_NOTIFICATION', storeIds: [shop.id] });
    expect(res.status).toBe(201);
    const id = (res.body as Notification).id;
    const record = await waitFor(async () => {
      const current = (await api.http.get(`/api/notifications/${id}`).set(admin)).body as Notification;
      return current.status === 'SENT' ? current : undefined;
    });
    expect(record).toMatchObject({ recipients: 3, sent: 1, failed: 2 });
    const rows = await api.db.selectFrom('notification_deliveries').select(['device_token', 'response_code', 'error_code', 'tries']).where('notification_id', '=', id).execute();
    expect(rows.map((r) => [r.device_token.split('-')[0], r.response_code, r.error_code, r.tries]).sort()).toEqual([
      ['busy', 503, 'UNAVAILABLE', 3],
      ['gone', 404, 'UNREGISTERED', 1],
      ['ok', 200, null, 1],
    ]);
    expect(standIn.posted.filter((p) => p.body.message.token === tokens[2])).toHaveLength(3);
    expect((await api.http.get('/api/notifications/outbox').set(admin)).status).toBe(404);
  });
});

describe('an api whose FCM is not a public address nor allowed', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      jobPollMs: 50,
      notificationRetryDelayMs: 10,
      push: { provider: 'FCM', account: account(), endpoint: standIn.url, projectId: PROJECT },
    });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await api?.close();
  });

  it('fails the send at once with SOURCE_REFUSED and hands nothing over', async () => {
    const shop = await api.db
      .insertInto('stores')
      .values({ name: `FCM ${randomUUID()}`, store_web_id: `fcm-${randomUUID()}`, category_id: null, logo_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const device = await api.db.insertInto('devices').values({ token: `ok-${randomUUID()}`, platform: 'ios', latitude: null, longitude: null }).returning('id').executeTakeFirstOrThrow();
    await api.db.insertInto('device_stores').values({ device_id: device.id, store_id: shop.id }).execute();
    const admin = await api.auth('admin');
    const res = await api.http.post('/api/notifications').set(admin).send({ channel: 'NEW_OFFERS_NOTIFICATION', storeIds: [shop.id] });
    expect(res.status).toBe(201);
    const id = (res.body as Notification).id;
    const record = await waitFor(async () => {
      const current = (await api.http.get(`/api/notifications/${id}`).set(admin)).body as Notification;
      return current.status === 'FAILED' ? current : undefined;
    });
    expect(record).toMatchObject({ sent: 0 });
    const job = await api.db
      .selectFrom('jobs')
      .select(['status', 'error_code', 'attempt', 'message'])
      .where('kind', '=', 'NOTIFICATION_SEND')
      .where(sql<boolean>`params->>'notificationId' = ${id}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'FAILED', error_code: 'SOURCE_REFUSED', attempt: 1 });
    expect(job.message).toMatch(/ADDRESS_NOT_ALLOWED/);
    expect(standIn.signIns).toHaveLength(0);
    expect(standIn.posted).toHaveLength(0);
  });
});

describe('pictures uploaded to Flyerdesk', () => {
  const message = {
    key: 'n1:d1',
    notificationId: 'n1',
    deviceToken: 'token-1',
    platform: 'android',
    channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
    title: 'Sale',
    text: null,
    bigIcon: '/files/notifications/icon.png',
    bigPicture: '/files/notifications/picture.png',
    deepLink: null,
    webpageLink: null,
    showTrackingLink: null,
    openTrackingLink: null,
  };

  it('are sent as links under the public address, and left out without one', () => {
    const withAddress = fcmMessageOf(message, 'https://flyerdesk.example.com/').message;
    expect(withAddress).toMatchObject({
      notification: { title: 'Sale', image: 'https://flyerdesk.example.com/files/notifications/picture.png' },
      data: { bigIcon: 'https://flyerdesk.example.com/files/notifications/icon.png' },
    });
    const without = fcmMessageOf(message).message;
    expect(without).not.toHaveProperty('android');
    expect(without).toMatchObject({ notification: { title: 'Sale' } });
    expect((without.notification as Record<string, unknown>).image).toBeUndefined();
    expect((without.data as Record<string, unknown>).bigIcon).toBeUndefined();
    expect(phoneImageLink('https://cdn.example.com/a.png', undefined)).toBe('https://cdn.example.com/a.png');
  });
});
