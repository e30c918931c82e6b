/**
 * A change of the shops assigned to someone reaches their open screens at once, through the path of
 * session revocations: the api records it, every replica closes that user's sockets (4401), and what
 * they subscribe to next is checked against their shops as they are now. Their session goes on.
 */
import request from 'supertest';
import type { Client, ExecutionResult } from 'graphql-ws';
import { cookieHeader, cookieValue, gql, LOGIN } from '../test-support/graphqlClient';
import { startApiForTests, startGatewayFor } from '../test-support/stack';
import { connectWs, type Closed } from '../test-support/wsClient';
import type { RunningApi } from '../../../api/src/server';

let api: RunningApi;
let url: string;
let wsUrl: string;
const clients: Client[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  api = await startApiForTests();
  const started = await startGatewayFor(api, { revocationsPollMs: 50 });
  closers.push(started.close);
  url = started.gateway.url.replace('http://0.0.0.0:', 'http://127.0.0.1:');
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  for (const close of closers) await close();
  await api.close();
});

async function signedIn(username: string): Promise<{ cookie: string; access: string }> {
  const res = await gql(url, LOGIN, { variables: { username, password: 'flyerdesk' } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return { cookie: cookieHeader(res.setCookies), access: cookieValue(res.setCookies, 'fd_access') ?? '' };
}

function socket(cookie: string): { client: Client; closed: Promise<Closed> } {
  const connection = connectWs(wsUrl, { Cookie: cookie });
  clients.push(connection.client);
  return connection;
}

const SHOP_LEAFLETS = 'subscription($storeId: ID!) { storeLeafletsChanged(storeId: $storeId) { seq } }';

describe('shops taken from an editor', () => {
  it('close their open sockets at once; resubscribed, the shop is refused, and the session goes on', async () => {
    const editor = await signedIn('editor');
    const admin = await signedIn('admin');
    const theirs = await gql<{ stores: { id: string; name: string; storeWebId: string; categoryId: string; editorIds: string[]; version: number }[] }>(
      url,
      '{ stores { id name storeWebId categoryId editorIds version } }',
      { cookie: editor.cookie },
    );
    const shop = theirs.data?.stores[0];
    if (!shop) throw new Error('the editor has no shop');

    const live = socket(editor.cookie);
    const stream = live.client.iterate({ query: SHOP_LEAFLETS, variables: { storeId: shop.id } });
    const ping = await live.client.iterate<{ ping: boolean }>({ query: '{ ping }' }).next();
    expect((ping.value as ExecutionResult<{ ping: boolean }>).data?.ping).toBe(true);

    const editorId = (JSON.parse(Buffer.from(editor.access.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    const unassigned = await request(api.url)
      .put(`/api/stores/${shop.id}`)
      .set('Authorization', `Bearer ${admin.access}`)
      .send({ name: shop.name, storeWebId: shop.storeWebId, categoryId: shop.categoryId, editorIds: shop.editorIds.filter((id) => id !== editorId) });
    expect(unassigned.status).toBe(200);

    expect(await live.closed).toEqual({ code: 4401, reason: 'Shops changed' });
    await stream.return?.();
    // Signed in still, with the same cookies.
    const me = await gql<{ me: { username: string } }>(url, '{ me { username } }', { cookie: editor.cookie });
    expect(me.errors).toBeUndefined();
    expect(me.data?.me.username).toBe('editor');
    // The shop they lost is theirs no more, live or not.
    const again = socket(editor.cookie);
    const refused = await again.client.iterate({ query: SHOP_LEAFLETS, variables: { storeId: shop.id } }).next();
    expect((refused.value as ExecutionResult).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
