/**
 * The pending publication lists kept per version by the gateway, against the real api behind a
 * counting proxy: one upstream read per version for every administrator, a new read when the version
 * moves or after the gateway's own write, an editor's own lists (their shops only) read for them, and
 * no upstream call at all for a role the api would refuse.
 */
import { gql, signIn } from '../../test-support/graphqlClient';
import { startStack, type Stack } from '../../test-support/stack';

let stack: Stack;
let url: string;
let admin: string;
let editor: string;
let recipes: string;

const PENDING = '{ pendingPublication { toActivate { id naturalId storeId } toDeactivate { id naturalId storeId } } }';
const READS = /^GET \/api\/publication\/pending/;

interface PendingData {
  pendingPublication: { toActivate: { id: string; naturalId: string; storeId: string }[]; toDeactivate: { id: string; naturalId: string; storeId: string }[] };
}

beforeAll(async () => {
  stack = await startStack();
  url = stack.gateway.url;
  admin = await signIn(url, 'admin');
  editor = await signIn(url, 'editor');
  recipes = await signIn(url, 'recipes');
}, 120_000);

afterAll(async () => {
  await stack.close();
});

beforeEach(() => {
  stack.proxy.reset();
});

async function pending(cookie: string): Promise<PendingData['pendingPublication']> {
  const res = await gql<PendingData>(url, PENDING, { cookie });
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no data');
  return res.data.pendingPublication;
}

/** Moves the lists' version as a write made around this gateway would. */
async function bumpVersionUpstream(): Promise<void> {
  await stack.api.db
    .updateTable('counters')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', 'publication')
    .execute();
}

describe('pending publication lists kept per version', () => {
  it('reads the lists once per version for the administrators, and an editor\'s own lists for them', async () => {
    const first = await pending(admin);
    const second = await pending(await signIn(url, 'root'));
    const third = await pending(admin);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(stack.proxy.count(READS)).toBe(1);

    // The editor's lists hold the leaflets of their shops only: never an administrator's answer.
    const stores = await gql<{ stores: { id: string }[] }>(url, '{ stores { id } }', { cookie: editor });
    const theirs = new Set(stores.data?.stores.map((s) => s.id));
    const own = await pending(editor);
    expect(stack.proxy.count(READS)).toBe(2);
    const everything = [...first.toActivate, ...first.toDeactivate];
    expect(everything.some((l) => !theirs.has(l.storeId))).toBe(true);
    expect(own.toActivate).toEqual(first.toActivate.filter((l) => theirs.has(l.storeId)));
    expect(own.toDeactivate).toEqual(first.toDeactivate.filter((l) => theirs.has(l.storeId)));
  });

  it('reads them again once the version moved', async () => {
    await pending(admin);
    expect(stack.proxy.count(READS)).toBe(0);
    await bumpVersionUpstream();
    await pending(admin);
    await pending(admin);
    expect(stack.proxy.count(READS)).toBe(1);
  });

  it("reads them again after the gateway's own write, even before the version is seen to move", async () => {
    await pending(admin);
    const published = await gql<{ publishPromotions: { activated: number } }>(url, 'mutation { publishPromotions { activated } }', { cookie: admin });
    expect(published.errors).toBeUndefined();
    const readsBefore = stack.proxy.count(READS);
    await pending(admin);
    expect(stack.proxy.count(READS)).toBe(readsBefore + 1);
  });

  it('refuses a role without publication.read with FORBIDDEN, without calling the api', async () => {
    await pending(admin);
    stack.proxy.reset();
    const refused = await gql<PendingData>(url, PENDING, { cookie: recipes });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.pendingPublication ?? null).toBeNull();
    expect(stack.proxy.count(/\/api\/publication\//)).toBe(0);
  });
});
