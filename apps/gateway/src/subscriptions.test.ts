import type { Client, ExecutionResult } from 'graphql-ws';
import { gql, signIn, type ReceivedError } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { startApiForTests, startGatewayFor, type Stack } from './test-support/stack';
import { connectWs } from './test-support/wsClient';

let stack: Stack;
let url: string;
let wsUrl: string;
const bus = new ObservedEventBus();
const clients: Client[] = [];

beforeAll(async () => {
  const api = await startApiForTests();
  const rest = await startGatewayFor(api, { events: bus });
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
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

/** A socket of this suite: sends the given headers on the upgrade request and is disposed after the suite. */
function connect(headers: Record<string, string> = {}): ReturnType<typeof connectWs> {
  const connection = connectWs(wsUrl, headers);
  clients.push(connection.client);
  return connection;
}

interface LeafletRow {
  id: string;
  storeId: string;
  naturalId: string;
  status: string;
  validFrom: string;
  validTo: string | null;
  untilEndOfSupply: boolean;
  publishDate: string;
  version: number;
}

/** A leaflet the editor may see and that passes edit validation as it is (not expired). */
async function editableLeaflet(cookie: string): Promise<LeafletRow> {
  const res = await gql<{ stores: { leaflets: LeafletRow[] }[] }>(
    url,
    '{ stores { leaflets(type: ACTIVE) { id storeId naturalId status validFrom validTo untilEndOfSupply publishDate version } } }',
    { cookie },
  );
  // Valid at least two more days: not expired in any time zone the api may count days in, nor after a midnight during the test.
  const lastDayNeeded = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const leaflet = res.data?.stores
    .flatMap((s) => s.leaflets)
    .find((l) => l.untilEndOfSupply || (l.validTo !== null && l.validTo >= lastDayNeeded));
  if (!leaflet) throw new Error(`no editable leaflet: ${JSON.stringify(res.errors)}`);
  return leaflet;
}

function updateInput(leaflet: LeafletRow, title: string): Record<string, unknown> {
  return {
    naturalId: leaflet.naturalId,
    status: leaflet.status,
    validFrom: leaflet.validFrom,
    validTo: leaflet.validTo,
    untilEndOfSupply: leaflet.untilEndOfSupply,
    publishDate: leaflet.publishDate,
    additionalInfo: title,
  };
}

const UPDATE = `
  mutation U($id: ID!, $version: Int!, $input: LeafletUpdateInput!, $cm: String) {
    updateLeaflet(id: $id, version: $version, input: $input, clientMutationId: $cm) { id version additionalInfo }
  }
`;

interface ChangeEvent {
  seq: number;
  kind: string;
  actor: string | null;
  clientMutationId: string | null;
  leaflet: { id: string; additionalInfo: string | null; version: number };
}

describe('real-time leaflet changes', () => {
  it('delivers leafletChanged (seq, actor, clientMutationId) to a subscriber after an update by another session', async () => {
    const editorCookie = await signIn(url, 'editor');
    const adminCookie = await signIn(url, 'admin');
    const leaflet = await editableLeaflet(editorCookie);

    const { client } = connect({ Cookie: editorCookie });
    const events = client.iterate<{ leafletChanged: ChangeEvent }>({
      query: 'subscription S($id: ID!) { leafletChanged(id: $id) { seq kind actor clientMutationId leaflet { id additionalInfo version } } }',
      variables: { id: leaflet.id },
    });
    const next = events.next();
    await bus.whenSubscribed(`leaflet:${leaflet.id}`);

    const update = await gql(url, UPDATE, {
      cookie: adminCookie,
      variables: { id: leaflet.id, version: leaflet.version, input: updateInput(leaflet, 'Nowy tytuł'), cm: 'admin-tab-42' },
    });
    expect(update.errors).toBeUndefined();

    const received = await next;
    expect((received.value as ExecutionResult<{ leafletChanged: ChangeEvent }>).data?.leafletChanged).toEqual({
      seq: 1,
      kind: 'UPDATED',
      actor: 'admin',
      clientMutationId: 'admin-tab-42',
      leaflet: { id: leaflet.id, additionalInfo: 'Nowy tytuł', version: leaflet.version + 1 },
    });
    await events.return?.();
  });

  it("numbers a shop's events in order (refresh after the update above)", async () => {
    const editorCookie = await signIn(url, 'editor');
    const leaflet = await editableLeaflet(editorCookie);
    const { client } = connect({ Cookie: editorCookie });
    const events = client.iterate<{ storeLeafletsChanged: ChangeEvent }>({
      query: 'subscription S($storeId: ID!) { storeLeafletsChanged(storeId: $storeId) { seq kind actor leaflet { id } } }',
      variables: { storeId: leaflet.storeId },
    });
    const first = events.next();
    await bus.whenSubscribed(`store-leaflets:${leaflet.storeId}`);

    const a = await gql(url, 'mutation R($id: ID!) { refreshLeaflet(id: $id, clientMutationId: "r1") { id } }', { cookie: editorCookie, variables: { id: leaflet.id } });
    expect(a.errors).toBeUndefined();
    const firstEvent = (await first).value as ExecutionResult<{ storeLeafletsChanged: ChangeEvent }>;
    const second = events.next();
    await gql(url, 'mutation R($id: ID!) { refreshLeaflet(id: $id) { id } }', { cookie: editorCookie, variables: { id: leaflet.id } });
    const secondEvent = (await second).value as ExecutionResult<{ storeLeafletsChanged: ChangeEvent }>;

    expect(firstEvent.data?.storeLeafletsChanged).toMatchObject({ kind: 'REFRESHED', actor: 'editor', leaflet: { id: leaflet.id } });
    expect(secondEvent.data?.storeLeafletsChanged.seq).toBe((firstEvent.data?.storeLeafletsChanged.seq ?? 0) + 1);
    await events.return?.();
  });

  it('answers queries over the socket with the session of the upgrade request', async () => {
    const cookie = await signIn(url, 'editor');
    const { client } = connect({ Cookie: cookie });
    const result = await client.iterate<{ me: { username: string } }>({ query: '{ me { username } }' }).next();
    expect((result.value as ExecutionResult<{ me: { username: string } }>).data?.me.username).toBe('editor');
  });

  it('checks roles for subscriptions too', async () => {
    const editorCookie = await signIn(url, 'editor');
    const leaflet = await editableLeaflet(editorCookie);
    const { client } = connect({ Cookie: await signIn(url, 'recipes') });
    const result = await client
      .iterate({ query: 'subscription S($id: ID!) { leafletChanged(id: $id) { seq } }', variables: { id: leaflet.id } })
      .next();
    const errors = (result.value as ExecutionResult).errors as unknown as ReceivedError[];
    expect(errors[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('masks errors on the socket the same way (code, trace id, no stack)', async () => {
    const cookie = await signIn(url, 'editor');
    const { client } = connect({ Cookie: cookie });
    const failure = client.iterate({ query: 'subscription { doesNotExist }' }).next();
    await expect(failure).rejects.toEqual([
      expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', traceId: expect.any(String) as string } }),
    ]);
    const rejected: unknown = await failure.catch((e: unknown) => e);
    expect(JSON.stringify(rejected)).not.toMatch(/stacktrace|\bat .*\.(ts|js):\d+/);
  });
});

describe('socket sessions', () => {
  it('closes a socket without a session with 4401', async () => {
    const { closed } = connect();
    expect((await closed).code).toBe(4401);
  });

  it('closes a socket with an invalid session cookie with 4401', async () => {
    const { closed } = connect({ Cookie: 'fd_access=not-a-token' });
    expect((await closed).code).toBe(4401);
  });

  it('opens no socket for a foreign page (refused at the upgrade, see security/websocket.test.ts)', async () => {
    const cookie = await signIn(url, 'editor');
    const { closed } = connect({ Cookie: cookie, Origin: 'https://evil.example.com' });
    // The handshake is answered with HTTP 403: the client sees an abnormal closure, never an open socket.
    expect((await closed).code).toBe(1006);
  });

  it('accepts the gateway’s own origin', async () => {
    const cookie = await signIn(url, 'editor');
    const { client } = connect({ Cookie: cookie, Origin: url });
    const result = await client.iterate<{ ping: boolean }>({ query: '{ ping }' }).next();
    expect((result.value as ExecutionResult<{ ping: boolean }>).data?.ping).toBe(true);
  });
});

describe('leaflet edits', () => {
  it('lets an editor save the form with unchanged priorities but not change them', async () => {
    const cookie = await signIn(url, 'editor');
    const leaflet = await editableLeaflet(cookie);
    const current = await gql<{ leaflet: { version: number; priorities: Record<string, number | null> } }>(
      url,
      'query L($id: ID!) { leaflet(id: $id) { version priorities { android ios web wp android2 } } }',
      { cookie, variables: { id: leaflet.id } },
    );
    const { version, priorities } = current.data?.leaflet ?? { version: 0, priorities: {} };

    const same = await gql(url, UPDATE, { cookie, variables: { id: leaflet.id, version, input: { ...updateInput(leaflet, 'Tytuł'), priorities } } });
    expect(same.errors).toBeUndefined();

    const changed = await gql(url, UPDATE, {
      cookie,
      variables: { id: leaflet.id, version: version + 1, input: { ...updateInput(leaflet, 'Tytuł'), priorities: { ...priorities, wp: 998 } } },
    });
    expect(changed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
