import type { OrderingPlatform } from '@flyerdesk/domain/ordering';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf } from '../../test/testApi';
import type { Leaflet } from '../leaflets/model';
import { applyOrderingDelta } from '@flyerdesk/domain/orderingDelta';
import type { OrderedItem, Ordering, OrderingVersion } from './model';
import * as service from './service';

// Every computation of an ordering (the leaflets' query and the sort) goes through readOrdering.
jest.mock('./service', () => {
  const actual = jest.requireActual<typeof import('./service')>('./service');
  return { ...actual, readOrdering: jest.fn(actual.readOrdering) };
});

interface MoveAnswer {
  ordering: Ordering;
  move: { leafletId: string; toPriority: number | null };
  delta: OrderingChange;
  allDelta: OrderingChange | null;
  allVersion: OrderingVersion;
}
type OrderingChange = service.OrderingChange;
const at = (row: OrderedItem, position: number): OrderedItem => ({ ...row, position });

const computed = service.readOrdering as jest.MockedFunction<typeof service.readOrdering>;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ serviceToken: 'ordering-cache-test-service-token-0123456789' });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

/** How many times the ordering of a platform was computed so far. */
function computations(platform: OrderingPlatform): number {
  return computed.mock.calls.filter(([, p]) => p === platform).length;
}

async function ordering(platform: OrderingPlatform): Promise<Ordering> {
  const res = await api.http.get(`/api/ordering/${platform}`).set(await api.auth('admin'));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body as Ordering;
}

/** The ordering computed from the database now, as its JSON answer reads. */
async function fresh(platform: OrderingPlatform): Promise<Ordering> {
  const computedNow = await jest.requireActual<typeof service>('./service').readOrdering(api.db, platform);
  return JSON.parse(JSON.stringify(computedNow.ordering)) as Ordering;
}

async function versions(): Promise<Record<string, number>> {
  const res = await api.http.get('/api/ordering/versions').set(await api.auth('admin'));
  return Object.fromEntries((res.body as OrderingVersion[]).map((v) => [v.platform, v.version]));
}

/** The lowest priority from `from` that no leaflet of the ordering holds on the platform. */
function freePriority(o: Ordering, field: keyof Leaflet, from: number): number {
  const held = new Set(o.items.map((i) => i.leaflet[field]));
  let candidate = from;
  while (held.has(candidate)) candidate += 1;
  return candidate;
}

describe('orderings kept per version', () => {
  it('computes an ordering once per version and answers exactly what a computation answers', async () => {
    const before = computations('android');
    const first = await ordering('android');
    const second = await ordering('android');
    expect(computations('android')).toBe(before + 1);
    expect(second).toEqual(first);
    // The service token reads the same kept ordering.
    const byService = await api.http.get('/api/ordering/android').set('X-Service-Token', api.serviceToken);
    expect(byService.body).toEqual(first);
    expect(computations('android')).toBe(before + 1);
    expect(first).toEqual(await fresh('android'));
  });

  it('a move answers and keeps the orderings it leaves without computing any, exactly as a computation would', async () => {
    const platforms: OrderingPlatform[] = ['android', 'ios', 'all'];
    const before = Object.fromEntries(await Promise.all(platforms.map(async (p) => [p, await ordering(p)] as const))) as Record<OrderingPlatform, Ordering>;
    const counts = platforms.map(computations);
    const items = before.android.items;
    // The last leaflet takes the first one's priority: both rows change, and the order with them.
    const [first, last] = [items[0], items[items.length - 1]];
    if (!first?.priority || !last || first === last) throw new Error('the android ordering needs two leaflets, the first with a priority');
    const moved = await api.http
      .post('/api/ordering/android/moves')
      .set(await api.auth('admin'))
      .send({ leafletId: last.leaflet.id, priority: first.priority, expectedVersion: before.android.version, overwrite: true });
    expect(moved.status).toBe(200);
    const { ordering: answer, delta, allDelta } = moved.body as MoveAnswer;
    expect(answer.items[0]?.leaflet.id).toBe(last.leaflet.id);
    expect(answer).toEqual(await fresh('android'));
    for (const platform of platforms) expect(await ordering(platform)).toEqual(await fresh(platform));
    expect(platforms.map(computations)).toEqual(counts);
    expect((await ordering('all')).allVersion).toBe(before.all.version + 1);

    // The answer says what changed, in the platform's ordering and in all's: only the two leaflets' rows
    // (every other row only shifted), and applied to the orderings before the move they give those after it.
    expect(delta).toMatchObject({ platform: 'android', baseVersion: before.android.version, baseAllVersion: before.android.allVersion, version: answer.version, allVersion: answer.allVersion, complete: false, removed: [] });
    expect(delta.changed.map((row) => row.leaflet.id).sort()).toEqual([first.leaflet.id, last.leaflet.id].sort());
    expect(applyOrderingDelta(before.android.items, delta, at)).toEqual(answer.items);
    const all = await fresh('all');
    expect(allDelta).toMatchObject({ platform: 'all', baseVersion: before.all.version, version: all.version, complete: false });
    expect(applyOrderingDelta(before.all.items, allDelta as OrderingChange, at)).toEqual(all.items);
    expect((moved.body as MoveAnswer).allVersion).toMatchObject({ platform: 'all', version: all.version, allVersion: all.version });
  });

  it("answers all's version after a move also when it kept no ordering of all to say what changed there", async () => {
    const admin = await api.auth('admin');
    const target = (await ordering('android')).items[0]?.leaflet;
    if (!target) throw new Error('no leaflet on the android ordering');
    // A leaflet write moves every ordering showing the leaflet, all included; nothing reads all after it.
    await api.http.patch(`/api/leaflets/${target.id}`).set(admin).send({ additionalInfo: `all not kept ${Date.now()}` }).expect(200);
    const android = await ordering('android');
    const moved = await api.http
      .post('/api/ordering/android/moves?answer=changes')
      .set(admin)
      .send({ leafletId: target.id, priority: freePriority(android, 'androidPriority', 70), expectedVersion: android.version });
    expect(moved.status).toBe(200);
    const body = moved.body as MoveAnswer;
    expect(body.allDelta).toBeNull();
    const all = await ordering('all');
    expect(body.allVersion).toEqual({ platform: 'all', version: all.version, allVersion: all.version, updatedAt: all.updatedAt, updatedBy: 'admin' });
    expect(body.delta).toMatchObject({ version: android.version + 1, allVersion: all.version });
  });

  it('answers only the changes when asked, and refuses an unknown answer before moving anything', async () => {
    const before = await ordering('android');
    const target = before.items[before.items.length - 1];
    if (!target) throw new Error('no leaflet on the android ordering');
    const priority = freePriority(before, 'androidPriority', 60);
    const admin = await api.auth('admin');
    const refused = await api.http.post('/api/ordering/android/moves?answer=everything').set(admin).send({ leafletId: target.leaflet.id, priority, expectedVersion: before.version });
    expect(refused.status).toBe(400);
    expect((await versions()).android).toBe(before.version);

    const moved = await api.http.post('/api/ordering/android/moves?answer=changes').set(admin).send({ leafletId: target.leaflet.id, priority, expectedVersion: before.version });
    expect(moved.status).toBe(200);
    const body = moved.body as Partial<MoveAnswer>;
    expect(body.ordering).toBeUndefined();
    expect(body.move).toMatchObject({ leafletId: target.leaflet.id, toPriority: priority });
    expect(applyOrderingDelta(before.items, body.delta as OrderingChange, at)).toEqual((await fresh('android')).items);
  });

  it('shows a leaflet write at once', async () => {
    const o = await ordering('android');
    const target = o.items[0]?.leaflet;
    if (!target) throw new Error('no leaflet on the android ordering');
    const before = computations('android');
    const text = `kept-per-version ${Date.now()}`;
    await api.http.patch(`/api/leaflets/${target.id}`).set(await api.auth('admin')).send({ additionalInfo: text }).expect(200);
    const after = await ordering('android');
    expect(after.version).toBe(o.version + 1);
    expect(after.items.find((i) => i.leaflet.id === target.id)?.leaflet.additionalInfo).toBe(text);
    expect(computations('android')).toBe(before + 1);
    await ordering('android');
    expect(computations('android')).toBe(before + 1);
  });

  it("shows a move made on another platform in the items of this one (their priorities and version)", async () => {
    const ios = await ordering('ios');
    const shared = ios.items.find((i) => i.leaflet.showOnAndroid && i.leaflet.androidPriority === null)?.leaflet;
    if (!shared) throw new Error('no leaflet on both orderings without an android priority');
    const android = await ordering('android');
    const priority = freePriority(android, 'androidPriority', 40);
    const moved = await api.http
      .post('/api/ordering/android/moves')
      .set(await api.auth('admin'))
      .send({ leafletId: shared.id, priority, expectedVersion: android.version });
    expect(moved.status).toBe(200);
    const after = await ordering('ios');
    // The platform's own version stays (the move is made on android only); what its items show changes.
    expect(after.version).toBe(ios.version);
    expect(after.items.find((i) => i.leaflet.id === shared.id)?.leaflet).toMatchObject({ androidPriority: priority, version: shared.version + 1 });
  });

  it('shows a shop renamed, and the rename moves the versions of the orderings showing its leaflets', async () => {
    const admin = await api.auth('admin');
    const o = await ordering('android');
    const item = o.items[0];
    if (!item) throw new Error('no leaflet on the android ordering');
    const shop = bodyOf(await api.http.get(`/api/stores/${item.leaflet.storeId}`).set(admin));
    const before = await versions();
    const name = `${String(shop.name)} (renamed)`;
    const renamed = await api.http
      .put(`/api/stores/${item.leaflet.storeId}`)
      .set(admin)
      .set('If-Match', `"${String(shop.version)}"`)
      .send({ name, storeWebId: shop.storeWebId, categoryId: shop.categoryId });
    expect(renamed.status).toBe(200);
    const after = await versions();
    expect(after.android).toBe((before.android ?? 0) + 1);
    expect(after.all).toBe((before.all ?? 0) + 1);
    for (const platform of ['android', 'all'] as const) {
      const now = await ordering(platform);
      const names = now.items.filter((i) => i.leaflet.storeId === item.leaflet.storeId).map((i) => i.storeName);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names)).toEqual(new Set([name]));
    }

    // Saving the shop without a new name leaves the orderings alone.
    const unchanged = await api.http
      .put(`/api/stores/${item.leaflet.storeId}`)
      .set(admin)
      .set('If-Match', `"${String(bodyOf(renamed).version)}"`)
      .send({ name, storeWebId: shop.storeWebId, categoryId: shop.categoryId, showAnyway: true });
    expect(unchanged.status).toBe(200);
    expect(await versions()).toEqual(after);
  });

  it('shows an uploaded cover: the upload moves the versions of the orderings showing the leaflet', async () => {
    const o = await ordering('all');
    const target = o.items.find((i) => i.leaflet.firstPageUrl === null)?.leaflet;
    if (!target) throw new Error('no leaflet without a cover');
    const before = await versions();
    const res = await api.http
      .post(`/api/leaflets/${target.id}/first-page`)
      .set(await api.auth('admin'))
      .set('If-Match', `"${target.version}"`)
      .attach('file', PNG, 'cover.png');
    expect(res.status).toBe(200);
    const cover = (res.body as Leaflet).firstPageUrl;
    expect(cover).toMatch(/^\/files\/covers\//);
    const after = await versions();
    expect(after.all).toBe((before.all ?? 0) + 1);
    if (target.showOnAndroid) expect(after.android).toBe((before.android ?? 0) + 1);
    expect((await ordering('all')).items.find((i) => i.leaflet.id === target.id)?.leaflet.firstPageUrl).toBe(cover);
  });
});
