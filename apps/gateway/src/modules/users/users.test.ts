/**
 * User administration through the gateway against the real api: a created account reaches the list
 * subscribers carrying the record; refusals come back as typed errors with their fields; disabling an
 * account, changing its role or setting its password closes that user's open sockets (4401); the
 * signed-in user learns from `me` whether the password must be changed first.
 */
import type { FormattedExecutionResult } from 'graphql';
import type { Client, ExecutionResult } from 'graphql-ws';
import { gql, signIn } from '../../test-support/graphqlClient';
import { ObservedEventBus } from '../../test-support/observedBus';
import { startStack, type Stack } from '../../test-support/stack';
import { connectWs, nextData, type Closed } from '../../test-support/wsClient';

const bus = new ObservedEventBus();
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
const clients: Client[] = [];

beforeAll(async () => {
  // Revocations are read often here: the sockets of a changed account close within a poll.
  stack = await startStack({ events: bus, revocationsPollMs: 100 });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  admin = await signIn(url, 'admin');
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

const USER_FIELDS = 'id username role enabled storeIds notificationChannels mustChangePassword passwordChangedAt version updatedBy';

const CREATE = `mutation($input: NewUserInput!, $cmid: String) { createUser(input: $input, clientMutationId: $cmid) { ${USER_FIELDS} } }`;

interface UserData {
  id: string;
  username: string;
  role: string;
  enabled: boolean;
  storeIds: string[];
  notificationChannels: string[];
  mustChangePassword: boolean;
  passwordChangedAt: string | null;
  version: number;
  updatedBy: string | null;
}

const TEMPORARY = 'temporary-password';

function input(username: string, extra: Record<string, unknown> = {}) {
  return { username, role: 'EDITOR', notificationChannels: ['NEW_OFFERS_NOTIFICATION'], temporaryPassword: TEMPORARY, ...extra };
}

async function createUser(username: string, extra: Record<string, unknown> = {}): Promise<UserData> {
  const res = await gql<{ createUser: UserData }>(url, CREATE, { cookie: admin, variables: { input: input(username, extra) } });
  if (!res.data?.createUser) throw new Error(JSON.stringify(res.errors));
  return res.data.createUser;
}

function formOf(user: UserData) {
  return { username: user.username, role: user.role, enabled: user.enabled, storeIds: user.storeIds, notificationChannels: user.notificationChannels };
}

/** A socket of the session, acknowledged (its session verified in connection_init); `closed` settles when it closes. */
async function liveSocket(cookie: string): Promise<{ closed: Promise<Closed> }> {
  const connection = connectWs(wsUrl, { Cookie: cookie });
  clients.push(connection.client);
  const result = await connection.client.iterate<{ ping: boolean }>({ query: '{ ping }' }).next();
  expect((result.value as ExecutionResult<{ ping: boolean }>).data?.ping).toBe(true);
  return { closed: connection.closed };
}

describe('the list of users, live', () => {
  it('a created account reaches a subscriber as one event carrying the record', async () => {
    const { client } = connectWs(wsUrl, { Cookie: admin });
    clients.push(client);
    const stream: AsyncIterableIterator<FormattedExecutionResult<{ usersChanged: { action: string; actor: string; clientMutationId: string; record: UserData } }>> =
      client.iterate({ query: `subscription { usersChanged { seq action actor clientMutationId record { ${USER_FIELDS} } } }` });
    const pending = nextData(stream);
    await bus.whenSubscribed('records:users', 1);

    const created = await gql<{ createUser: UserData }>(url, CREATE, { cookie: admin, variables: { input: input('  live.user '), cmid: 'u-1' } });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUser).toMatchObject({ username: 'live.user', role: 'EDITOR', enabled: true, mustChangePassword: true, version: 1, updatedBy: 'admin' });
    const event = await pending;
    expect(event.usersChanged).toEqual({
      seq: expect.any(Number) as unknown,
      action: 'CREATED',
      actor: 'admin',
      clientMutationId: 'u-1',
      record: created.data?.createUser,
    });
    await stream.return?.();

    const page = await gql<{ users: { total: number; items: { username: string }[] } }>(
      url,
      'query($page: ListPageInput) { users(page: $page) { total items { username } } }',
      { cookie: admin, variables: { page: { search: 'LIVE', sort: 'username' } } },
    );
    expect(page.data?.users).toEqual({ total: 1, items: [{ username: 'live.user' }] });
  });

  it('the new account learns from me that its password must be changed, and no longer after changing it', async () => {
    await createUser('first.sign-in');
    const cookie = await signIn(url, 'first.sign-in', TEMPORARY);
    const ME = '{ me { username mustChangePassword } }';
    expect((await gql<{ me: unknown }>(url, ME, { cookie })).data?.me).toEqual({ username: 'first.sign-in', mustChangePassword: true });
    const changed = await gql(url, 'mutation { changePassword(currentPassword: "temporary-password", newPassword: "chosen-by-me") }', { cookie });
    expect(changed.errors).toBeUndefined();
    expect((await gql<{ me: unknown }>(url, ME, { cookie })).data?.me).toEqual({ username: 'first.sign-in', mustChangePassword: false });
  });

  it('history lists the writes with their authors; edits are refused with LOCKED while someone else holds the lock', async () => {
    const user = await createUser('history.user');
    const root = await signIn(url, 'root');
    const updated = await gql<{ updateUser: UserData }>(
      url,
      `mutation($id: ID!, $version: Int!, $input: UserInput!) { updateUser(id: $id, version: $version, input: $input) { ${USER_FIELDS} } }`,
      { cookie: root, variables: { id: user.id, version: user.version, input: { ...formOf(user), notificationChannels: ['NEW_OFFERS_NOTIFICATION_EXTENDED'] } } },
    );
    expect(updated.data?.updateUser).toMatchObject({ version: 2, updatedBy: 'root', notificationChannels: ['NEW_OFFERS_NOTIFICATION_EXTENDED'] });
    const history = await gql<{ userHistory: { items: { action: string; actor: string; changes: { field: string }[] }[] } }>(
      url,
      'query($id: ID!) { userHistory(id: $id) { items { action actor changes { field } } } }',
      { cookie: admin, variables: { id: user.id } },
    );
    expect(history.data?.userHistory.items.map((e) => [e.action, e.actor, e.changes.map((c) => c.field).includes('notificationChannels')])).toEqual([
      ['UPDATED', 'root', true],
      ['CREATED', 'admin', true],
    ]);

    const lock = await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: users, id: $id) { holder } }', { cookie: root, variables: { id: user.id } });
    expect(lock.errors).toBeUndefined();
    const refused = await gql(url, 'mutation($id: ID!) { disableUser(id: $id) { id } }', { cookie: admin, variables: { id: user.id } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'root' } });
  });
});

describe('refusals are typed errors', () => {
  it('a rule of the form: BAD_USER_INPUT with each refused field, before anything goes upstream', async () => {
    stack.proxy.reset();
    const res = await gql(url, CREATE, { cookie: admin, variables: { input: input(' abc ', { notificationChannels: [], temporaryPassword: 'short' }) } });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [
        { field: 'username', key: 'validation.minLength', values: { min: 4 } },
        { field: 'notificationChannels', key: 'validation.notificationChannelRequired' },
        { field: 'temporaryPassword', key: 'validation.passwordMin', values: { min: 8 } },
      ],
    });
    expect(stack.proxy.calls.filter((call) => call.startsWith('POST /api/users'))).toEqual([]);
  });

  it('a taken username: CONFLICT (DUPLICATE_NAME) on the username field', async () => {
    const res = await gql(url, CREATE, { cookie: admin, variables: { input: input('Editor') } });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'DUPLICATE_NAME',
      invalidFields: [{ field: 'username', key: 'validation.duplicateName' }],
    });
  });

  it('the ROOT role given by an ADMIN, and the list asked for by an EDITOR: FORBIDDEN', async () => {
    const root = await gql(url, CREATE, { cookie: admin, variables: { input: input('would-be-root', { role: 'ROOT' }) } });
    expect(root.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const editor = await signIn(url, 'editor');
    const list = await gql(url, '{ users { total } }', { cookie: editor });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('disabling oneself: CONFLICT (CANNOT_DISABLE_SELF)', async () => {
    const me = await gql<{ me: { id: string } }>(url, '{ me { id } }', { cookie: admin });
    const res = await gql(url, 'mutation($id: ID!) { disableUser(id: $id) { id } }', { cookie: admin, variables: { id: me.data?.me.id } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'CANNOT_DISABLE_SELF' });
  });
});

describe('a changed account loses its open sockets', () => {
  it('disabling the user closes their graphql-ws socket with 4401 and the account answers disabled', async () => {
    const user = await createUser('to.disable');
    const { closed } = await liveSocket(await signIn(url, 'to.disable', TEMPORARY));
    const disabled = await gql<{ disableUser: UserData }>(url, `mutation($id: ID!, $version: Int) { disableUser(id: $id, version: $version) { ${USER_FIELDS} } }`, {
      cookie: admin,
      variables: { id: user.id, version: user.version },
    });
    expect(disabled.data?.disableUser).toMatchObject({ enabled: false, version: 2 });
    expect(await closed).toEqual({ code: 4401, reason: 'Account disabled' });
    const again = await gql(url, 'mutation($id: ID!) { enableUser(id: $id) { enabled } }', { cookie: admin, variables: { id: user.id } });
    expect(again.data).toEqual({ enableUser: { enabled: true } });
  });

  it('a role change and a temporary password close the sockets with their reason', async () => {
    const promoted = await createUser('to.promote');
    const promotedSocket = await liveSocket(await signIn(url, 'to.promote', TEMPORARY));
    const changed = await gql(url, 'mutation($id: ID!, $version: Int!, $input: UserInput!) { updateUser(id: $id, version: $version, input: $input) { role } }', {
      cookie: admin,
      variables: { id: promoted.id, version: promoted.version, input: { ...formOf(promoted), role: 'EDITOR_REELS' } },
    });
    expect(changed.data).toEqual({ updateUser: { role: 'EDITOR_REELS' } });
    expect(await promotedSocket.closed).toEqual({ code: 4401, reason: 'Role changed' });

    const forgetful = await createUser('to.reset');
    const resetSocket = await liveSocket(await signIn(url, 'to.reset', TEMPORARY));
    const reset = await gql(url, 'mutation($id: ID!) { setUserPassword(id: $id, temporaryPassword: "another-temporary") { mustChangePassword } }', {
      cookie: admin,
      variables: { id: forgetful.id },
    });
    expect(reset.data).toEqual({ setUserPassword: { mustChangePassword: true } });
    expect(await resetSocket.closed).toEqual({ code: 4401, reason: 'Password changed' });
  });
});
