import { buildSchema as buildSdl, parse, type ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { buildSchema } from './graphql/schema';
import { categoriesKit } from './modules/categories/resolvers';
import { notificationsKit } from './modules/notifications/resolvers';
import type { UpstreamNotification } from './modules/notifications/client';
import { recordsTopic, type RecordChange } from './modules/resources/events';
import { Fanout, isShareableOperation, nextMessageHead, SharedPayload, SHARED_FIELDS } from './realtime/fanout';
import { MemoryEventBus } from './realtime/pubsub';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { until } from './test-support/wsClient';
import { startApiForTests, startGatewayFor, type Stack } from './test-support/stack';

// Counted before the gateway builds its schema (the schema keeps the resolvers it was given).
const categoriesResolve = jest.spyOn(categoriesKit.changed, 'resolve');
const notificationsResolve = jest.spyOn(notificationsKit.changed, 'resolve');

const SUBSCRIBERS = 1000;
const EVENTS = 5;

let stack: Stack;
let url: string;
let wsUrl: string;
const bus = new ObservedEventBus();
const clients: Client[] = [];

beforeAll(async () => {
  const api = await startApiForTests();
  // Every socket of this suite comes from 127.0.0.1.
  const rest = await startGatewayFor(api, { events: bus, wsMaxSocketsPerAddress: SUBSCRIBERS + 100 });
  stack = {
    api,
    ...rest,
    close: async () => {
      await rest.close();
      await api.close();
    },
  };
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await stack.close();
  await bus.close();
});

/** A graphql-ws client with the session cookie on its upgrade request, connected (acknowledged). */
function connect(cookie: string): Promise<Client> {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { Cookie: cookie } });
    }
  }
  return new Promise((resolve, reject) => {
    const client: Client = createClient({
      url: wsUrl,
      webSocketImpl: CookieWebSocket,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: (err) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))),
      on: { connected: () => resolve(client) },
    });
    clients.push(client);
  });
}

async function connectMany(cookie: string, count: number): Promise<Client[]> {
  const opened: Client[] = [];
  while (opened.length < count) {
    const batch = Math.min(50, count - opened.length);
    opened.push(...(await Promise.all(Array.from({ length: batch }, () => connect(cookie)))));
  }
  return opened;
}

/** Resolves when `count()` reaches `target`, checked on every `tick()`. */
function reaching(count: () => number, target: number): { tick(): void; done: Promise<void> } {
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  const tick = () => {
    if (count() >= target) resolve();
  };
  tick();
  return { tick, done };
}

function category(n: number) {
  return { id: String(9000 + n), name: `Kategoria ${n}`, categoryWebId: `kat-${n}`, logoUrl: null, version: n, updatedAt: '2026-01-02T03:04:05.000Z', updatedBy: 'admin' };
}

const CATEGORIES_CHANGED = 'subscription Live { categoriesChanged { seq action actor record { id name categoryWebId version } } }';

describe('fan-out of one topic to many subscribers', () => {
  it('runs the selection set once per event and role scope, and every subscriber gets every event', async () => {
    const admin = await signIn(url, 'admin');
    const editor = await signIn(url, 'editor');
    const sockets = [...(await connectMany(admin, SUBSCRIBERS / 2)), ...(await connectMany(editor, SUBSCRIBERS / 2))];

    type Received = { categoriesChanged: { seq: number; action: string; actor: string; record: Record<string, unknown> } };
    const received: Received[][] = sockets.map(() => []);
    let total = 0;
    const everything = reaching(() => total, SUBSCRIBERS * EVENTS);
    const failures: unknown[] = [];
    sockets.forEach((client, i) => {
      client.subscribe<Received>(
        { query: CATEGORIES_CHANGED },
        {
          next: (result) => {
            if (result.errors || !result.data) failures.push(result.errors);
            else received[i]?.push(result.data);
            total += 1;
            everything.tick();
          },
          error: (err) => failures.push(err),
          complete: () => undefined,
        },
      );
    });
    await bus.whenSubscribed(recordsTopic('categories'), SUBSCRIBERS);

    categoriesResolve.mockClear();
    const seqs: number[] = [];
    for (let n = 1; n <= EVENTS; n += 1) {
      const change: RecordChange = { resource: 'categories', action: 'UPDATED', record: category(n), actor: 'admin', at: '2026-01-02T03:04:05.000Z', clientMutationId: null };
      seqs.push(await bus.publish(recordsTopic('categories'), change));
    }
    await everything.done;

    expect(failures).toEqual([]);
    const expected = seqs.map((seq, i) => ({
      categoriesChanged: { seq, action: 'UPDATED', actor: 'admin', record: { id: String(9001 + i), name: `Kategoria ${i + 1}`, categoryWebId: `kat-${i + 1}`, version: i + 1 } },
    }));
    for (const events of received) expect(events).toEqual(expected);
    // Two role scopes (ADMIN, EDITOR): two executions per event, not one per subscriber.
    expect(categoriesResolve).toHaveBeenCalledTimes(2 * EVENTS);
  }, 180_000);

  it("never shares the payload of one user's event with another user of the same role", async () => {
    const admin = await signIn(url, 'admin');
    const create = async (username: string, notificationChannels: string[]) => {
      const res = await gql(url, 'mutation($input: NewUserInput!) { createUser(input: $input) { id } }', {
        cookie: admin,
        variables: { input: { username, role: 'EDITOR', notificationChannels, temporaryPassword: 'temporary-password' } },
      });
      expect(res.errors).toBeUndefined();
      return signIn(url, username, 'temporary-password');
    };
    // Two editors: one sees the new-offers channel only, the other also the promotional one.
    const one = await create('fanout.one', ['NEW_OFFERS_NOTIFICATION']);
    const two = await create('fanout.two', ['NEW_OFFERS_NOTIFICATION', 'PROMOTIONAL_NOTIFICATION_EXTENDED']);
    const [first, second] = [await connect(one), await connect(two)];

    type Received = { notificationsChanged: { record: { id: string; channel: string } } };
    const seen: { one: string[]; two: string[] } = { one: [], two: [] };
    const failures: unknown[] = [];
    const all = reaching(() => seen.one.length + seen.two.length, 5);
    const listen = (client: Client | undefined, into: string[]) =>
      client?.subscribe<Received>(
        { query: 'subscription { notificationsChanged { record { id channel } } }' },
        {
          next: (result) => {
            if (result.data) into.push(result.data.notificationsChanged.record.id);
            else failures.push(result.errors);
            all.tick();
          },
          error: (err) => failures.push(err),
          complete: () => undefined,
        },
      );
    listen(first, seen.one);
    listen(second, seen.two);
    await bus.whenSubscribed(recordsTopic('notifications'), 2);

    notificationsResolve.mockClear();
    const notification = (id: string, channel: UpstreamNotification['channel']): RecordChange<UpstreamNotification> => ({
      resource: 'notifications',
      action: 'CREATED',
      record: { id, version: 1, channel, title: id, status: 'PLANNED', createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z' },
      actor: 'admin',
      at: '2026-01-02T03:04:05.000Z',
      clientMutationId: null,
    });
    await bus.publish(recordsTopic('notifications'), notification('n-both-1', 'NEW_OFFERS_NOTIFICATION'));
    await bus.publish(recordsTopic('notifications'), notification('n-promo', 'PROMOTIONAL_NOTIFICATION_EXTENDED'));
    await bus.publish(recordsTopic('notifications'), notification('n-both-2', 'NEW_OFFERS_NOTIFICATION'));
    await all.done;

    expect(failures).toEqual([]);
    expect(seen).toEqual({ one: ['n-both-1', 'n-both-2'], two: ['n-both-1', 'n-promo', 'n-both-2'] });
    // Same query, same role, but each subscriber's records are shaped for them: one execution per delivery.
    expect(notificationsResolve).toHaveBeenCalledTimes(5);
    const sessions = notificationsResolve.mock.calls.map((call) => ((call as unknown[])[2] as { session: { require(): Promise<{ user: { username: string } }> } }).session.require());
    const usernames = (await Promise.all(sessions)).map((session) => session.user.username);
    expect(usernames.sort()).toEqual(['fanout.one', 'fanout.one', 'fanout.two', 'fanout.two', 'fanout.two']);
  }, 60_000);
});

describe('which operations share their executions', () => {
  const schema = buildSchema();
  const shareable = (query: string) => isShareableOperation(schema, parse(query), null);

  it('names only fields of the schema', () => {
    for (const coordinate of SHARED_FIELDS) {
      const [typeName = '', fieldName = ''] = coordinate.split('.');
      const type = schema.getType(typeName) as { getFields?: () => Record<string, unknown> } | undefined;
      expect({ coordinate, exists: type?.getFields?.()[fieldName] !== undefined }).toEqual({ coordinate, exists: true });
    }
  });

  it('shares events as published, per socket anything read with the subscriber’s session', () => {
    expect(shareable('subscription { orderingChanged(platform: "android") { seq version move { id } } }')).toBe(true);
    // The change an ordering event carries (the board's rows) is the event's too.
    expect(
      shareable('subscription { orderingChanged(platform: "android") { seq delta { baseVersion removed changed { position priority leaflet { id naturalId priorities { android } } } } } }'),
    ).toBe(true);
    expect(shareable('subscription { storeLeafletsChanged(storeId: "1") { seq leaflet { id naturalId } } }')).toBe(true);
    expect(shareable('subscription { storesChanged { record { id hasUnconfirmedArticleData } } }')).toBe(true);
    // Read upstream with each subscriber's session.
    expect(shareable('subscription { storeLeafletsChanged(storeId: "1") { seq leaflet { id pages { pageNumber } } } }')).toBe(false);
    expect(shareable('subscription { storesChanged { record { id leaflets { id } } } }')).toBe(false);
    expect(shareable('subscription { pendingPublicationChanged { seq } }')).toBe(false);
    // Fragments are followed.
    expect(shareable('subscription { storesChanged { record { ...S } } } fragment S on Store { id leafletsSummary { total } }')).toBe(false);
    expect(shareable('subscription { storesChanged { record { ...S } } } fragment S on Store { id name }')).toBe(true);
    // Queries and mutations run per operation anyway.
    expect(shareable('{ ping }')).toBe(false);
  });

  it('frames a shared payload exactly as graphql-ws encodes a next message', () => {
    const result = { data: { ping: 'zażółć "gęślą" jaźń' } };
    const payload = new SharedPayload(result);
    const id = 'op-ą"1';
    expect(payload.frame(nextMessageHead(id)).toString('utf8')).toBe(JSON.stringify({ id, type: 'next', payload: result }));
  });
});

describe('shared results written to the socket directly', () => {
  const schema = buildSdl('type Query { ping: Int } type Subscription { tick: Int }');
  const document = parse('subscription { tick }');

  /** One subscriber with a target: the frames written to its socket, and what graphql-ws would be handed (`wrap`: another source). */
  async function subscriber(wrap: (stream: AsyncIterableIterator<unknown>) => AsyncIterableIterator<unknown> = (stream) => stream) {
    const bus = new MemoryEventBus();
    const frames: string[] = [];
    const fanout = new Fanout<string>(schema, (socket, frame) => frames.push(`${socket} ${frame.toString('utf8')}`), new Set(['Subscription.tick']));
    const args = { schema, document, rootValue: { tick: () => wrap(bus.subscribe('ticks')) } };
    expect(fanout.isShareable(document, null)).toBe(true);
    fanout.share(args, 'scope', { socket: 'socket-1', id: 'op-1' });
    const results = (await fanout.subscribe(args)) as AsyncIterableIterator<ExecutionResult>;
    return { bus, frames, results, fanout };
  }

  it('writes each event to the socket with the operation id, in order, and hands graphql-ws only results with errors', async () => {
    const { bus, frames, results } = await subscriber();
    const handed = results.next();
    await bus.publish('ticks', { tick: 1 });
    await bus.publish('ticks', { tick: 2 });
    await bus.publish('ticks', { tick: 'not a number' });
    const withErrors = await handed;
    expect(frames).toEqual([
      `socket-1 ${JSON.stringify({ id: 'op-1', type: 'next', payload: { data: { tick: 1 } } })}`,
      `socket-1 ${JSON.stringify({ id: 'op-1', type: 'next', payload: { data: { tick: 2 } } })}`,
    ]);
    expect(withErrors.done).toBe(false);
    expect((withErrors.value as ExecutionResult).errors?.[0]?.message).toMatch(/Int cannot represent/);
    await results.return?.();
    await bus.close();
  });

  const tickFrame = (tick: number) => `socket-1 ${JSON.stringify({ id: 'op-1', type: 'next', payload: { data: { tick } } })}`;

  it('keeps the order of the events behind an execution that waits', async () => {
    const { bus, frames, results } = await subscriber();
    const waiting = results.next();
    let release: (value: number) => void = () => undefined;
    const slow = () =>
      new Promise<number>((resolve) => {
        release = resolve;
      });
    await bus.publish('ticks', { tick: 1 });
    await until(() => frames.length === 1);
    await bus.publish('ticks', { tick: slow });
    await bus.publish('ticks', { tick: 3 });
    expect(frames).toEqual([tickFrame(1)]);
    release(2);
    await until(() => frames.length === 3);
    expect(frames).toEqual([tickFrame(1), tickFrame(2), tickFrame(3)]);
    await results.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    await bus.close();
  });

  it('writes each event to the socket in the turn it is delivered in, not a promise later', async () => {
    const { bus, frames, results } = await subscriber();
    const handed = results.next();
    await until(() => true);
    const written: number[] = [];
    bus.onDelivered(() => written.push(frames.length));
    await bus.publish('ticks', { tick: 1 });
    await bus.publish('ticks', { tick: 2 });
    expect(written).toEqual([1, 2]);
    expect(frames).toEqual([tickFrame(1), tickFrame(2)]);
    await results.return?.();
    expect(await handed).toEqual({ value: undefined, done: true });
    await bus.close();
  });

  it('hands an execution that finished at once to every subscriber of the scope as it is, and one that waits as a promise', async () => {
    const { fanout } = await subscriber();
    const args = { schema, document };
    const event = { tick: 1 };
    const first = fanout.executeShared(event, 'scope', args);
    expect(first).toEqual({ data: { tick: 1 } });
    expect(fanout.executeShared(event, 'scope', args)).toBe(first);
    expect(fanout.payloadOf(first as ExecutionResult)?.bytes.toString('utf8')).toBe('{"data":{"tick":1}}');
    const waiting = { tick: () => Promise.resolve(2) };
    const pending = fanout.executeShared(waiting, 'scope', args);
    expect(pending).toBeInstanceOf(Promise);
    expect(fanout.executeShared(waiting, 'scope', args)).toBe(pending);
    expect(await pending).toEqual({ data: { tick: 2 } });
  });

  it('reads a source made by a generator the same way', async () => {
    async function* plain(stream: AsyncIterableIterator<unknown>): AsyncIterableIterator<unknown> {
      for await (const event of stream) yield event;
    }
    const { bus, frames, results } = await subscriber(plain);
    const handed = results.next();
    await bus.publish('ticks', { tick: 1 });
    await bus.publish('ticks', { tick: 'not a number' });
    const withErrors = await handed;
    expect(frames).toEqual([tickFrame(1)]);
    expect((withErrors.value as ExecutionResult).errors?.[0]?.message).toMatch(/Int cannot represent/);
    await results.return?.();
    await bus.close();
  });

  it('ends the operation for graphql-ws when the bus closes', async () => {
    const { bus, results } = await subscriber();
    const waiting = results.next();
    await bus.publish('ticks', { tick: 1 });
    await bus.close();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await results.next()).toEqual({ value: undefined, done: true });
  });

  it('gives graphql-ws the error of an execution that failed, and ends the stream', async () => {
    const { bus, frames, results, fanout } = await subscriber();
    const failing = jest.spyOn(fanout, 'executeShared').mockImplementationOnce(() => {
      throw new Error('execution failed');
    });
    const waiting = results.next();
    await bus.publish('ticks', { tick: 1 });
    await expect(waiting).rejects.toThrow('execution failed');
    await bus.publish('ticks', { tick: 2 });
    expect(frames).toEqual([]);
    failing.mockRestore();
    await bus.close();
  });

  it('writes nothing more once graphql-ws ended the operation', async () => {
    const { bus, frames, results } = await subscriber();
    const waiting = results.next();
    await bus.publish('ticks', { tick: 1 });
    await until(() => frames.length === 1);
    await results.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    await bus.publish('ticks', { tick: 2 });
    expect(frames).toEqual([`socket-1 ${JSON.stringify({ id: 'op-1', type: 'next', payload: { data: { tick: 1 } } })}`]);
    await bus.close();
  });

  it('does not write an event whose execution was still running when graphql-ws ended the operation', async () => {
    const { bus, frames, results } = await subscriber();
    let release: (value: number) => void = () => undefined;
    let started = false;
    const tick = () => {
      started = true;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const waiting = results.next();
    await bus.publish('ticks', { tick });
    await until(() => started);
    await results.return?.();
    release(1);
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(frames).toEqual([]);
    await bus.close();
  });
});
