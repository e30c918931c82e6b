import { sql } from 'kysely';
import { orderForAllPlatforms, orderForPlatform, type OrderableLeaflet } from '@flyerdesk/domain/ordering';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, type PlatformKey } from '@flyerdesk/domain/platforms';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, listOf } from '../../test/testApi';
import type { Leaflet } from '../leaflets/model';
import type { Move, Ordering, OrderingVersion } from './model';

const SERVICE_TOKEN = 'ordering-test-service-token-0123456789abcdef';
const PRIORITY_COLUMN = {
  android: 'android_priority',
  ios: 'ios_priority',
  web: 'web_priority',
  wp: 'wp_priority',
  android2: 'android2_priority',
} as const;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ serviceToken: SERVICE_TOKEN });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

interface MoveResult {
  ordering: Ordering;
  move: Move;
}

async function ordering(platform: string, user = 'admin'): Promise<Ordering> {
  const res = await api.http.get(`/api/ordering/${platform}`).set(await api.auth(user));
  expect(res.status).toBe(200);
  return res.body as Ordering;
}

async function versions(): Promise<Record<string, number>> {
  const res = await api.http.get('/api/ordering/versions').set(await api.auth('admin'));
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as OrderingVersion[]).map((v) => [v.platform, v.version]));
}

async function move(platform: string, body: Record<string, unknown>, user = 'admin') {
  return api.http.post(`/api/ordering/${platform}/moves`).set(await api.auth(user)).send(body);
}

async function undo(platform: string, moveId: string, body: Record<string, unknown>, user = 'admin') {
  return api.http.post(`/api/ordering/${platform}/moves/${moveId}/undo`).set(await api.auth(user)).send(body);
}

async function leaflet(id: string): Promise<Leaflet> {
  const res = await api.http.get(`/api/leaflets/${id}`).set(await api.auth('admin'));
  expect(res.status).toBe(200);
  return res.body as Leaflet;
}

/** The newest entry of a leaflet's history: who, at which version, what changed. */
async function lastHistory(id: string): Promise<{ by: unknown; version: unknown; changes: unknown }> {
  const res = await api.http.get(`/api/history/leaflets/${id}`).set(await api.auth('admin'));
  expect(res.status).toBe(200);
  const [entry] = listOf(res) as { by: unknown; version: unknown; changes: unknown }[];
  if (!entry) throw new Error(`no history for leaflet ${id}`);
  return { by: entry.by, version: entry.version, changes: entry.changes };
}

/** The lowest priority from `from` that no leaflet (other than deleted ones) holds on the platform. */
async function freePriority(platform: PlatformKey, from: number): Promise<number> {
  const rows = await api.db
    .selectFrom('leaflets')
    .select(PRIORITY_COLUMN[platform])
    .where('status', '<>', 'DELETED')
    .where(PRIORITY_COLUMN[platform], 'is not', null)
    .execute();
  const held = new Set(rows.map((r) => (r as Record<string, number>)[PRIORITY_COLUMN[platform]]));
  let candidate = from;
  while (held.has(candidate)) candidate += 1;
  return candidate;
}

function withoutPriority(o: Ordering, count: number): Leaflet[] {
  const found = o.items.filter((i) => i.priority === null).slice(0, count).map((i) => i.leaflet);
  if (found.length < count) throw new Error('not enough leaflets without a priority');
  return found;
}

describe('reading orderings', () => {
  it('orders every platform and all platforms exactly as the shared domain rules do', async () => {
    const list = await api.http.get('/api/leaflets?predefinedFilter=LEAFLET_XML_ORDERING').set(await api.auth('admin'));
    const leaflets = (list.body as { content: Leaflet[] }).content;
    const orderableOf = (l: Leaflet): OrderableLeaflet & { leaflet: Leaflet } => ({
      id: l.id,
      createdAt: l.createdAt,
      refreshedAt: l.refreshedAt,
      priorities: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, l[PRIORITY_FIELD[p]]])),
      leaflet: l,
    });
    for (const platform of PLATFORM_KEYS) {
      const o = await ordering(platform);
      const shown = leaflets.filter((l) => l[VISIBILITY_FIELD[platform]]).map(orderableOf);
      expect(o.items.length).toBeGreaterThanOrEqual(40);
      expect(o.items.map((i) => i.leaflet.id)).toEqual(orderForPlatform(shown, platform).map((l) => l.id));
      expect(o.items.map((i) => i.position)).toEqual(o.items.map((_, index) => index + 1));
      expect(o.items.map((i) => i.priority)).toEqual(o.items.map((i) => i.leaflet[PRIORITY_FIELD[platform]]));
      const held = o.items.filter((i) => i.priority !== null);
      expect(held.length).toBeGreaterThanOrEqual(10);
      for (const item of held) expect(item.position).toBe(item.priority);
      expect(o).toMatchObject({ platform, version: expect.any(Number) as unknown });
    }
    const all = await ordering('all');
    expect(all.items.map((i) => i.leaflet.id)).toEqual(orderForAllPlatforms(leaflets.map(orderableOf)).map((l) => l.id));
    const first = all.items[0];
    if (!first) throw new Error('empty ordering');
    expect(first.priority).toBe(1);
    const stores = (await api.http.get('/api/stores').set(await api.auth('admin'))).body as { id: string; name: string }[];
    expect(first.storeName).toBe(stores.find((s) => s.id === first.leaflet.storeId)?.name);
  });

  it('gives the version of every ordering, alone or all together', async () => {
    const res = await api.http.get('/api/ordering/versions').set(await api.auth('root'));
    expect(res.status).toBe(200);
    const list = res.body as OrderingVersion[];
    expect(list.map((v) => v.platform)).toEqual([...PLATFORM_KEYS, 'all']);
    for (const entry of list) {
      const one = await api.http.get(`/api/ordering/${entry.platform}/version`).set(await api.auth('admin'));
      expect(one.body).toEqual(entry);
      expect(entry).toEqual({
        platform: entry.platform,
        version: expect.any(Number) as unknown,
        allVersion: list.at(-1)?.version,
        updatedAt: expect.any(String) as unknown,
        updatedBy: entry.updatedBy,
      });
    }
  });

  it('is for administrators only and knows its platforms', async () => {
    const editor = await api.auth('editor');
    expect((await api.http.get('/api/ordering/android').set(editor)).status).toBe(403);
    expect((await api.http.get('/api/ordering/versions').set(editor)).status).toBe(403);
    expect((await api.http.get('/api/ordering/android/moves').set(editor)).status).toBe(403);
    const o = await ordering('android');
    const [target] = withoutPriority(o, 1);
    const refused = await move('android', { leafletId: target?.id, priority: 30, expectedVersion: o.version }, 'editor');
    expect(refused.status).toBe(403);
    expect((await api.http.get('/api/ordering/android')).status).toBe(401);
    expect((await api.http.get('/api/ordering/tv').set(await api.auth('admin'))).status).toBe(404);
    expect((await api.http.get('/api/ordering/tv/version').set(await api.auth('admin'))).status).toBe(404);
  });
});

describe('moving a leaflet', () => {
  it('sets the priority, puts the leaflet at that position and bumps only its platform and all', async () => {
    const before = await ordering('android');
    const versionsBefore = await versions();
    const [target] = withoutPriority(before, 1);
    if (!target) throw new Error('no leaflet');
    const priority = await freePriority('android', 20);
    const res = await move('android', { leafletId: target.id, priority, expectedVersion: before.version, clientMutationId: 'tab-1:1' });
    expect(res.status).toBe(200);
    const { ordering: after, move: made } = res.body as MoveResult;
    expect(made).toMatchObject({
      platform: 'android',
      leafletId: target.id,
      naturalId: target.naturalId,
      fromPriority: null,
      toPriority: priority,
      displacedLeafletId: null,
      displacedNaturalId: null,
      actor: 'admin',
      versionBefore: before.version,
      versionAfter: before.version + 1,
      clientMutationId: 'tab-1:1',
      undoOf: null,
    });
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedBy).toBe('admin');
    const placed = after.items.find((i) => i.position === priority)?.leaflet;
    expect(placed?.id).toBe(target.id);
    // The answer is what the database now holds: the leaflet's row and the ordering's version row.
    const stored = await leaflet(target.id);
    expect(stored).toMatchObject({ androidPriority: priority, updatedBy: 'admin' });
    expect(placed).toMatchObject({ version: stored.version, updatedAt: stored.updatedAt, updatedBy: 'admin' });
    expect(stored.version).toBe(target.version + 1);
    const storedVersion = await api.http.get('/api/ordering/android/version').set(await api.auth('admin'));
    expect(storedVersion.body).toEqual({ platform: 'android', version: after.version, allVersion: after.allVersion, updatedAt: after.updatedAt, updatedBy: 'admin' });

    const versionsAfter = await versions();
    for (const platform of ['ios', 'web', 'wp', 'android2']) expect(versionsAfter[platform]).toBe(versionsBefore[platform]);
    expect(versionsAfter.android).toBe((versionsBefore.android ?? 0) + 1);
    expect(versionsAfter.all).toBe((versionsBefore.all ?? 0) + 1);
  });

  it('refuses a move made on an older version with ORDERING_CHANGED and the last move', async () => {
    const o = await ordering('android');
    const [a, b] = withoutPriority(o, 2);
    if (!a || !b) throw new Error('no leaflets');
    const first = await move('android', { leafletId: a.id, priority: await freePriority('android', 20), expectedVersion: o.version });
    expect(first.status).toBe(200);
    const stale = await move('android', { leafletId: b.id, priority: await freePriority('android', 20), expectedVersion: o.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: 409,
      code: 'ORDERING_CHANGED',
      currentVersion: o.version + 1,
      lastMove: { id: (first.body as MoveResult).move.id, actor: 'admin', leafletId: a.id },
    });
    expect((await leaflet(b.id)).androidPriority).toBeNull();
    expect((await ordering('android')).version).toBe(o.version + 1);
  });

  it('refuses a priority held by another leaflet with PRIORITY_TAKEN, and takes it over when asked', async () => {
    const o = await ordering('ios');
    const holder = o.items.find((i) => i.priority === 3)?.leaflet;
    const [mover] = withoutPriority(o, 1);
    if (!holder || !mover) throw new Error('no leaflets');
    const refused = await move('ios', { leafletId: mover.id, priority: 3, expectedVersion: o.version });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'PRIORITY_TAKEN',
      message: `There is already leaflet ${holder.naturalId} with priority 3 on platform IOS`,
      naturalId: holder.naturalId,
      priority: 3,
      platform: 'ios',
      holderId: holder.id,
    });
    expect((await ordering('ios')).version).toBe(o.version);

    const taken = await move('ios', { leafletId: mover.id, priority: 3, expectedVersion: o.version, overwrite: true });
    expect(taken.status).toBe(200);
    const result = taken.body as MoveResult;
    expect(result.move).toMatchObject({ toPriority: 3, displacedLeafletId: holder.id, displacedNaturalId: holder.naturalId });
    expect(result.ordering.items.find((i) => i.position === 3)?.leaflet.id).toBe(mover.id);
    const [moved, displaced] = [await leaflet(mover.id), await leaflet(holder.id)];
    expect(displaced.iosPriority).toBeNull();
    // Each leaflet's history has the move, at the version the leaflet has now.
    expect(await lastHistory(mover.id)).toEqual({ by: 'admin', version: moved.version, changes: { iosPriority: [null, 3] } });
    expect(await lastHistory(holder.id)).toEqual({ by: 'admin', version: displaced.version, changes: { iosPriority: [3, null] } });
    expect(moved.version).toBe(mover.version + 1);
    expect(displaced.version).toBe(holder.version + 1);
  });

  it('clears a priority with 0 or null', async () => {
    const o = await ordering('android2');
    const holder = o.items.find((i) => i.priority === 1)?.leaflet;
    if (!holder) throw new Error('no holder');
    const cleared = await move('android2', { leafletId: holder.id, priority: 0, expectedVersion: o.version });
    expect(cleared.status).toBe(200);
    expect((cleared.body as MoveResult).move).toMatchObject({ fromPriority: 1, toPriority: null });
    expect((await leaflet(holder.id)).android2Priority).toBeNull();
  });

  it('lets exactly one of two simultaneous moves to the same priority through', async () => {
    const o = await ordering('web');
    const [a, b] = withoutPriority(o, 2);
    if (!a || !b) throw new Error('no leaflets');
    const priority = await freePriority('web', 25);
    await api.auth('admin');
    const [first, second] = await Promise.all([
      move('web', { leafletId: a.id, priority, expectedVersion: o.version }),
      move('web', { leafletId: b.id, priority, expectedVersion: o.version }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = (first.status === 200 ? first : second).body as MoveResult;
    const loser = first.status === 200 ? second : first;
    expect(loser.body).toMatchObject({ code: 'ORDERING_CHANGED', currentVersion: o.version + 1, lastMove: { id: winner.move.id } });

    const holders = await api.db.selectFrom('leaflets').select('id').where('web_priority', '=', priority).where('status', '<>', 'DELETED').execute();
    expect(holders.map((h) => h.id)).toEqual([winner.move.leafletId]);
    for (const platform of PLATFORM_KEYS) {
      const column = PRIORITY_COLUMN[platform];
      const doubles = await sql<{ priority: number }>`
        select ${sql.ref(column)} as priority from leaflets
        where status <> 'DELETED' and ${sql.ref(column)} is not null
        group by ${sql.ref(column)} having count(*) > 1`.execute(api.db);
      expect([platform, doubles.rows]).toEqual([platform, []]);
    }
  });

  it('validates the move', async () => {
    const o = await ordering('android');
    const [target] = withoutPriority(o, 1);
    if (!target) throw new Error('no leaflet');
    const tooBig = await move('android', { leafletId: target.id, priority: 1000, expectedVersion: o.version });
    expect(tooBig.status).toBe(400);
    expect(bodyOf(tooBig).invalidFields).toEqual([expect.objectContaining({ field: 'priority', key: 'validation.priority' })]);
    const noVersion = await move('android', { leafletId: target.id, priority: 5 });
    expect(noVersion.status).toBe(400);
    expect(bodyOf(noVersion).invalidFields).toEqual([expect.objectContaining({ field: 'expectedVersion', key: 'validation.required' })]);
    expect((await move('all', { leafletId: target.id, priority: 5, expectedVersion: o.version })).status).toBe(400);
    expect((await move('tv', { leafletId: target.id, priority: 5, expectedVersion: o.version })).status).toBe(404);

    const inactive = await api.db.selectFrom('leaflets').select('id').where('status', '=', 'INACTIVE').executeTakeFirstOrThrow();
    const notOnOrdering = await move('android', { leafletId: inactive.id, priority: 5, expectedVersion: o.version });
    expect(notOnOrdering.status).toBe(404);
    expect((await ordering('android')).version).toBe(o.version);
  });
});

describe('leaflet writes and ordering versions', () => {
  it('bumps the platforms a refreshed leaflet is shown on and all, not the others', async () => {
    const all = await ordering('all');
    const target = all.items
      .map((i) => i.leaflet)
      .find((l) => PLATFORM_KEYS.some((p) => !l[VISIBILITY_FIELD[p]]) && PLATFORM_KEYS.some((p) => l[VISIBILITY_FIELD[p]]));
    if (!target) throw new Error('no partly visible leaflet');
    const before = await versions();
    await api.http.post(`/api/leaflets/${target.id}/refresh`).set(await api.auth('admin')).expect(204);
    const after = await versions();
    for (const platform of PLATFORM_KEYS) {
      expect([platform, after[platform]]).toEqual([platform, (before[platform] ?? 0) + (target[VISIBILITY_FIELD[platform]] ? 1 : 0)]);
    }
    expect(after.all).toBe((before.all ?? 0) + 1);
    expect((await api.http.get('/api/ordering/android/version').set(await api.auth('admin'))).body).toMatchObject({ updatedBy: 'admin' });
  });

  it('bumps on create, edit and delete of leaflets on an ordering, and not for leaflets off every ordering', async () => {
    const headers = await api.auth('admin');
    const stores = (await api.http.get('/api/stores').set(headers)).body as { id: string }[];
    const storeId = stores[0]?.id ?? '';
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const body = (status: string, naturalId: string) => ({
      naturalId,
      status,
      validFrom: day(1),
      validTo: day(8),
      publishDate: new Date(Date.now() + 86_400_000).toISOString(),
      pageCount: 4,
      showOnWeb: false,
    });

    let before = await versions();
    const inactive = await api.http.post(`/api/stores/${storeId}/leaflets`).set(headers).send(body('INACTIVE', `ordering-inactive-${Date.now()}`));
    expect(inactive.status).toBe(201);
    expect(await versions()).toEqual(before);

    before = await versions();
    const ready = await api.http.post(`/api/stores/${storeId}/leaflets`).set(headers).send(body('READY_FOR_ACTIVATION', `ordering-ready-${Date.now()}`));
    expect(ready.status).toBe(201);
    let after = await versions();
    expect(after.web).toBe(before.web);
    for (const platform of ['android', 'ios', 'wp', 'android2', 'all']) expect(after[platform]).toBe((before[platform] ?? 0) + 1);
    const readyId = bodyOf(ready).id as string;
    expect((await ordering('android')).items.some((i) => i.leaflet.id === readyId)).toBe(true);

    before = after;
    await api.http.patch(`/api/leaflets/${readyId}`).set(headers).send({ showOnWeb: true, showOnAndroid: false }).expect(200);
    after = await versions();
    for (const platform of [...PLATFORM_KEYS, 'all']) expect(after[platform]).toBe((before[platform] ?? 0) + 1);

    before = after;
    await api.http.delete(`/api/leaflets/${readyId}`).set(headers).expect(204);
    after = await versions();
    expect(after.android).toBe(before.android);
    for (const platform of ['ios', 'web', 'wp', 'android2', 'all']) expect(after[platform]).toBe((before[platform] ?? 0) + 1);
  });
});

describe('undoing a move', () => {
  it("undoes one's own last move, not someone else's", async () => {
    const o = await ordering('wp');
    const [target] = withoutPriority(o, 1);
    if (!target) throw new Error('no leaflet');
    const priority = await freePriority('wp', 20);
    const made = (await move('wp', { leafletId: target.id, priority, expectedVersion: o.version })).body as MoveResult;

    const byOther = await undo('wp', made.move.id, { expectedVersion: made.move.versionAfter }, 'root');
    expect(byOther.status).toBe(403);
    expect((await leaflet(target.id)).wpPriority).toBe(priority);

    const undone = await undo('wp', made.move.id, { expectedVersion: made.move.versionAfter, clientMutationId: 'tab-2:7' });
    expect(undone.status).toBe(200);
    const result = undone.body as MoveResult;
    expect(result.move).toMatchObject({
      leafletId: target.id,
      fromPriority: priority,
      toPriority: null,
      undoOf: made.move.id,
      actor: 'admin',
      clientMutationId: 'tab-2:7',
      versionBefore: made.move.versionAfter,
      versionAfter: made.move.versionAfter + 1,
    });
    expect(result.ordering.version).toBe(made.move.versionAfter + 1);
    expect((await leaflet(target.id)).wpPriority).toBeNull();
  });

  it('gives the displaced leaflet its priority back', async () => {
    const o = await ordering('wp');
    const holder = o.items.find((i) => i.priority === 2)?.leaflet;
    const [mover] = withoutPriority(o, 1);
    if (!holder || !mover) throw new Error('no leaflets');
    const made = (await move('wp', { leafletId: mover.id, priority: 2, expectedVersion: o.version, overwrite: true })).body as MoveResult;
    expect(made.move.displacedLeafletId).toBe(holder.id);
    const undone = await undo('wp', made.move.id, { expectedVersion: made.ordering.version });
    expect(undone.status).toBe(200);
    expect((undone.body as MoveResult).ordering.items.find((i) => i.position === 2)?.leaflet.id).toBe(holder.id);
    expect((await leaflet(holder.id)).wpPriority).toBe(2);
    expect((await leaflet(mover.id)).wpPriority).toBeNull();
    expect(await lastHistory(holder.id)).toEqual({ by: 'admin', version: (await leaflet(holder.id)).version, changes: { wpPriority: [null, 2] } });
    expect(await lastHistory(mover.id)).toEqual({ by: 'admin', version: (await leaflet(mover.id)).version, changes: { wpPriority: [2, null] } });
  });

  it('refuses once the ordering changed after the move', async () => {
    const o = await ordering('wp');
    const [a, b] = withoutPriority(o, 2);
    if (!a || !b) throw new Error('no leaflets');
    const mine = (await move('wp', { leafletId: a.id, priority: await freePriority('wp', 20), expectedVersion: o.version })).body as MoveResult;
    const theirs = (await move('wp', { leafletId: b.id, priority: await freePriority('wp', 20), expectedVersion: mine.ordering.version }, 'root'))
      .body as MoveResult;
    const refused = await undo('wp', mine.move.id, { expectedVersion: theirs.ordering.version });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ORDERING_CHANGED', currentVersion: theirs.ordering.version, lastMove: { id: theirs.move.id, actor: 'root' } });
    const stale = await undo('wp', mine.move.id, { expectedVersion: mine.move.versionAfter });
    expect(stale.status).toBe(409);
    expect((await leaflet(a.id)).wpPriority).toBe(mine.move.toPriority);

    const unknown = await undo('wp', '00000000-0000-4000-8000-000000000000', { expectedVersion: theirs.ordering.version });
    expect(unknown.status).toBe(404);
  });

  it('lists the latest moves, newest first, per platform or across all', async () => {
    const wp = await api.http.get('/api/ordering/wp/moves?limit=2').set(await api.auth('admin'));
    expect(wp.status).toBe(200);
    const moves = listOf(wp) as unknown as Move[];
    expect(moves).toHaveLength(2);
    expect(moves[0]?.actor).toBe('root');
    expect(moves.every((m) => m.platform === 'wp')).toBe(true);
    expect(Date.parse(moves[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(moves[1]?.at ?? ''));

    const all = await api.http.get('/api/ordering/all/moves?limit=100').set(await api.auth('admin'));
    const platforms = new Set((all.body as Move[]).map((m) => m.platform));
    expect([...platforms].sort()).toEqual(['android', 'android2', 'ios', 'web', 'wp']);
    expect((all.body as Move[])[0]?.id).toBe(moves[0]?.id);
    expect((await api.http.get('/api/ordering/wp/moves?limit=0').set(await api.auth('admin'))).status).toBe(400);
  });
});

describe('service token', () => {
  const service = { 'X-Service-Token': SERVICE_TOKEN };

  it('reads the versions', async () => {
    const all = await api.http.get('/api/ordering/versions').set(service);
    expect(all.status).toBe(200);
    expect(listOf(all)).toHaveLength(PLATFORM_KEYS.length + 1);
    const one = await api.http.get('/api/ordering/ios/version').set(service);
    expect(one.status).toBe(200);
    expect(bodyOf(one).platform).toBe('ios');
    const publication = await api.http.get('/api/publication/version').set(service);
    expect(publication.status).toBe(200);
    expect(typeof bodyOf(publication).version).toBe('number');
  });

  it("reads a platform's ordering with the version of 'all' it was read with", async () => {
    const read = await api.http.get('/api/ordering/ios').set(service);
    expect(read.status).toBe(200);
    const versions = listOf(await api.http.get('/api/ordering/versions').set(service)) as unknown as { platform: string; version: number; allVersion: number }[];
    const all = versions.find((v) => v.platform === 'all');
    expect(bodyOf(read)).toMatchObject({ platform: 'ios', version: versions.find((v) => v.platform === 'ios')?.version, allVersion: all?.version });
    expect(versions.every((v) => v.allVersion === all?.version)).toBe(true);
    expect(bodyOf(await api.http.get('/api/ordering/ios/version').set(service))).toMatchObject({ allVersion: all?.version });
  });

  it('opens nothing else, and a wrong token opens nothing', async () => {
    const o = await ordering('android');
    const [target] = withoutPriority(o, 1);
    const refused = [
      await api.http.get('/api/ordering/android/moves').set(service),
      await api.http.post('/api/ordering/android/moves').set(service).send({ leafletId: target?.id, priority: 40, expectedVersion: o.version }),
      await api.http.get('/api/publication/pending').set(service),
      await api.http.post('/api/publication/publish').set(service),
      await api.http.get('/api/leaflets').set(service),
      await api.http.get('/api/users/me').set(service),
      await api.http.get('/api/ordering/versions').set({ 'X-Service-Token': `${SERVICE_TOKEN}x` }),
      await api.http.get('/api/ordering/android').set({ 'X-Service-Token': `${SERVICE_TOKEN}x` }),
      await api.http.get('/api/publication/version').set({ 'X-Service-Token': 'short' }),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 401));
    expect((await ordering('android')).version).toBe(o.version);
  });
});
