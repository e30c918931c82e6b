import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { DEMO_USED_INSERT } from '../../seed/demo';
import { PNG_BYTES } from '../../test/zipWriter';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, type Json } from '../../test/testApi';
import { changesOf } from './record';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ runJobs: false });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

interface Entry {
  seq: number;
  actor: string | null;
  action: string | null;
  version: number | null;
  changes: { field: string; before: unknown; after: unknown }[];
  record: Json | null;
}

/** The audit entries of one record, oldest first, straight from the table. */
async function entriesOf(id: string): Promise<Entry[]> {
  const rows = await api.db.selectFrom('audit_entries').selectAll().where('entity_id', '=', id).orderBy('seq').execute();
  return rows.map((row) => ({ seq: Number(row.seq), actor: row.actor, action: row.action, version: row.version, changes: row.changes, record: row.record }));
}

/** Audit entries of record writes (the activity log's sign-ins share the table). */
async function entryCount(): Promise<number> {
  const row = await api.db
    .selectFrom('audit_entries')
    .where('kind', '=', 'RECORD')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

interface Feed {
  version: number;
  items: { seq: number; resource: string; id: string; action: string; version: number; actor: string | null; at: string; record: Json }[];
}

async function feed(after: number, limit?: number): Promise<Feed> {
  const res = await api.http
    .get('/api/changes')
    .query({ after, ...(limit ? { limit } : {}) })
    .set('X-Service-Token', api.serviceToken);
  expect(res.status).toBe(200);
  return res.body as Feed;
}

describe('changesOf', () => {
  it('leaves out bookkeeping: version, times, the last author and an insert’s usage', () => {
    const before = { id: 'a', version: 1, name: 'A', updatedAt: 'x', updatedBy: 'admin', usedBy: 0, archivedAt: null };
    const after = { id: 'a', version: 2, name: 'B', updatedAt: 'y', updatedBy: 'editor', usedBy: 3, archivedAt: 'z' };
    expect(changesOf(before, after)).toEqual([{ field: 'name', before: 'A', after: 'B' }]);
    expect(changesOf(null, { id: 'a', version: 1, name: 'A' })).toEqual([{ field: 'name', before: null, after: 'A' }]);
  });
});

describe('audit entries', () => {
  it('are written once per write of a category, with before, after and the author', async () => {
    const editor = await api.auth('editor');
    const admin = await api.auth('admin');
    const created = await api.http.post('/api/categories').set(editor).send({ name: 'Księgarnie', categoryWebId: 'ksiegarnie' });
    const id = bodyOf(created).id as string;
    await api.http.put(`/api/categories/${id}`).set(admin).set('If-Match', '"1"').send({ name: 'Książki', categoryWebId: 'ksiegarnie' }).expect(200);
    await api.http.post(`/api/categories/${id}/logo`).set(editor).attach('file', PNG_BYTES, 'logo.png').expect(200);
    await api.http.delete(`/api/categories/${id}`).set(admin).expect(200);
    await api.http.post(`/api/categories/${id}/restore`).set(editor).expect(200);

    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.action, e.actor, e.version])).toEqual([
      ['CREATED', 'editor', 1],
      ['UPDATED', 'admin', 2],
      ['UPDATED', 'editor', 3],
      ['ARCHIVED', 'admin', 4],
      ['RESTORED', 'editor', 5],
    ]);
    expect(entries[0]?.changes).toEqual([
      { field: 'categoryWebId', before: null, after: 'ksiegarnie' },
      { field: 'logoUrl', before: null, after: `/files/logos/category-${id}.svg` },
      { field: 'name', before: null, after: 'Księgarnie' },
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'name', before: 'Księgarnie', after: 'Książki' }]);
    expect(entries[2]?.changes).toEqual([
      { field: 'logoUrl', before: `/files/logos/category-${id}.svg`, after: expect.stringMatching(/^\/files\/logos\/.+\.png$/) as unknown },
    ]);
    expect(entries[3]?.changes).toEqual([]);
    expect(entries[3]?.record).toMatchObject({ id, version: 4, archivedAt: expect.any(String) as unknown, updatedBy: 'admin' });
    // The record kept with each entry is the REST JSON after the write.
    expect(entries[4]?.record).toEqual(bodyOf(await api.http.get(`/api/categories/${id}`).set(editor)));
    const row = await api.db.selectFrom('categories').select('updated_by').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.updated_by).toBe('editor');
  });

  it('are written for groups and inserts too, the image upload included', async () => {
    const admin = await api.auth('admin');
    const group = await api.http.post('/api/groups').set(admin).send({ name: 'Audytowana' });
    const groupId = bodyOf(group).id as string;
    await api.http.put(`/api/groups/${groupId}`).set(admin).send({ name: 'Audytowana 2' }).expect(200);
    expect((await entriesOf(groupId)).map((e) => e.action)).toEqual(['CREATED', 'UPDATED']);

    const insert = await api.http.post('/api/inserts').set(admin).send({ insertName: 'audited' });
    const insertId = bodyOf(insert).id as string;
    await api.http.post(`/api/inserts/${insertId}/image`).set(admin).attach('file', PNG_BYTES, 'image.png').expect(200);
    const entries = await entriesOf(insertId);
    expect(entries.map((e) => e.action)).toEqual(['CREATED', 'UPDATED']);
    expect(entries[1]?.changes).toEqual([{ field: 'imageUrl', before: null, after: expect.stringMatching(/^\/files\/inserts\//) as unknown }]);
  });

  it('are not written for refused writes', async () => {
    const headers = await api.auth('editor');
    const created = await api.http.post('/api/inserts').set(headers).send({ insertName: 'refusals' });
    const id = bodyOf(created).id as string;
    const usedInsert = await api.db.selectFrom('inserts').select('id').where('insert_name', '=', DEMO_USED_INSERT).executeTakeFirstOrThrow();
    const before = await entryCount();

    await api.http.post('/api/inserts').set(headers).send({ insertName: 'no spaces' }).expect(400);
    await api.http.post('/api/inserts').set(headers).send({ insertName: 'REFUSALS' }).expect(409);
    await api.http.put(`/api/inserts/${id}`).set(headers).set('If-Match', '"4"').send({ insertName: 'refusals-2' }).expect(412);
    await api.http.put(`/api/inserts/${id}`).set(headers).send({ insertName: DEMO_USED_INSERT }).expect(409);
    await api.http.delete(`/api/inserts/${usedInsert.id}`).set(headers).expect(409);
    await api.http.post(`/api/inserts/${id}/restore`).set(headers).expect(409);
    await api.http.post(`/api/inserts/${id}/image`).set(headers).attach('file', Buffer.from('GIF89a......'), 'image.gif').expect(400);
    await api.http.post('/api/categories').set(headers).send({ name: 'Dyskonty', categoryWebId: 'dyskonty-2' }).expect(409);
    await api.http.post('/api/groups').set(await api.auth('reels')).send({ name: 'Nie wolno' }).expect(403);

    expect(await entryCount()).toBe(before);
    expect(bodyOf(await api.http.get(`/api/inserts/${id}`).set(headers))).toMatchObject({ insertName: 'refusals', version: 1 });
  });
});

describe('history', () => {
  it('lists the saves of two users, newest first, with their usernames', async () => {
    const editor = await api.auth('editor');
    const admin = await api.auth('admin');
    const created = await api.http.post('/api/inserts').set(editor).send({ insertName: 'history-one', showOnWeb: true });
    const id = bodyOf(created).id as string;
    await api.http.put(`/api/inserts/${id}`).set(admin).set('If-Match', '"1"').send({ insertName: 'history-one', showOnWeb: true, description: 'Opis' }).expect(200);
    await api.http.put(`/api/inserts/${id}`).set(editor).set('If-Match', '"2"').send({ insertName: 'history-two', showOnWeb: false, description: 'Opis' }).expect(200);

    const res = await api.http.get(`/api/history/inserts/${id}`).set(editor);
    expect(res.status).toBe(200);
    const page = res.body as { items: Json[]; total: number };
    expect(page.total).toBe(3);
    expect(page.items.map((i) => [i.action, i.actor, i.version])).toEqual([
      ['UPDATED', 'editor', 3],
      ['UPDATED', 'admin', 2],
      ['CREATED', 'editor', 1],
    ]);
    expect(page.items[0]).toEqual({
      id: expect.stringMatching(/^\d+$/) as unknown,
      at: expect.stringMatching(/Z$/) as unknown,
      actor: 'editor',
      action: 'UPDATED',
      version: 3,
      changes: [
        { field: 'insertName', before: 'history-one', after: 'history-two' },
        { field: 'showOnWeb', before: true, after: false },
      ],
    });
    expect(page.items[1]?.changes).toEqual([{ field: 'description', before: null, after: 'Opis' }]);
    expect(Number(page.items[0]?.id)).toBeGreaterThan(Number(page.items[1]?.id));

    const second = await api.http.get(`/api/history/inserts/${id}?limit=1&offset=1`).set(editor);
    expect(second.body).toMatchObject({ total: 3, items: [{ actor: 'admin', version: 2 }] });
  });

  it('shows the system as the author of the demo records', async () => {
    const category = await api.db.selectFrom('categories').select('id').where('category_web_id', '=', 'drogerie').executeTakeFirstOrThrow();
    const res = await api.http.get(`/api/history/categories/${category.id}`).set(await api.auth('editor'));
    expect(res.body).toMatchObject({ total: 1, items: [{ action: 'CREATED', actor: null, version: 1 }] });
  });

  it('hides from editors the shops of a group that are not theirs', async () => {
    const admin = await api.auth('admin');
    const stores = (await api.http.get('/api/stores').set(admin)).body as { id: string; editors: string[] }[];
    const mine = stores.find((s) => s.editors.includes('editor'))?.id;
    const other = stores.find((s) => !s.editors.includes('editor'))?.id;
    const created = await api.http.post('/api/groups').set(admin).send({ name: 'Historia grupy', storeIds: [mine] });
    const id = bodyOf(created).id as string;
    await api.http.put(`/api/groups/${id}`).set(admin).send({ name: 'Historia grupy', storeIds: [mine, other] }).expect(200);
    const asAdmin = (await api.http.get(`/api/history/groups/${id}`).set(admin)).body as { items: { changes: Json[] }[] };
    expect(asAdmin.items[0]?.changes).toEqual([{ field: 'storeIds', before: [mine], after: [mine, other].sort() }]);
    const asEditor = (await api.http.get(`/api/history/groups/${id}`).set(await api.auth('editor'))).body as { items: { changes: Json[] }[] };
    expect(asEditor.items[0]?.changes).toEqual([]);
    expect(asEditor.items[1]?.changes).toEqual([
      { field: 'name', before: null, after: 'Historia grupy' },
      { field: 'storeIds', before: null, after: [mine] },
    ]);
  });

  it('answers 404 for an unknown record, 400 for a page over the maximum, 403 without the read permission', async () => {
    const editor = await api.auth('editor');
    await api.http.get('/api/history/groups/5b6c1f8e-0000-4000-8000-000000000000').set(editor).expect(404);
    await api.http.get('/api/history/groups/not-an-id').set(editor).expect(400);
    const category = await api.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    await api.http.get(`/api/history/categories/${category.id}?limit=${LIST_PAGES.history.max + 1}`).set(editor).expect(400);
    await api.http.get(`/api/history/categories/${category.id}`).set(await api.auth('recipes')).expect(403);
    await api.http.get(`/api/history/categories/${category.id}`).expect(401);
  });
});

describe('change feed', () => {
  it('returns only the writes after the cursor, oldest first, with the records', async () => {
    const start = await feed(0);
    expect(start.version).toBeGreaterThan(0);
    const cursor = start.version;
    const admin = await api.auth('admin');
    const created = await api.http.post('/api/inserts').set(admin).send({ insertName: 'feed-one' });
    const id = bodyOf(created).id as string;
    const group = await api.http.post('/api/groups').set(admin).send({ name: 'Grupa z kanału' });
    await api.http.delete(`/api/inserts/${id}`).set(admin).expect(200);

    const changes = await feed(cursor);
    expect(changes.items.map((i) => [i.resource, i.action, i.actor])).toEqual([
      ['inserts', 'CREATED', 'admin'],
      ['groups', 'CREATED', 'admin'],
      ['inserts', 'ARCHIVED', 'admin'],
    ]);
    expect(changes.items[0]).toEqual({
      seq: cursor + 1,
      resource: 'inserts',
      id,
      action: 'CREATED',
      version: 1,
      actor: 'admin',
      at: expect.stringMatching(/Z$/) as unknown,
      record: created.body as Json,
    });
    expect(changes.items[1]?.record).toEqual(group.body as Json);
    expect(changes.items[2]?.record).toMatchObject({ id, version: 2, archivedAt: expect.any(String) as unknown });
    expect(changes.version).toBe(changes.items[2]?.seq);

    const rest = await feed(changes.items[0]?.seq ?? 0, 1);
    expect(rest.items.map((i) => i.action)).toEqual(['CREATED']);
    expect(rest.items[0]?.resource).toBe('groups');
    expect((await feed(changes.version)).items).toEqual([]);
  });

  it('keeps every one of many simultaneous writes, in the order of seq', async () => {
    const cursor = (await feed(0, 1)).version;
    const admin = await api.auth('admin');
    const names = Array.from({ length: 12 }, (_, i) => `parallel-${i}`);
    const answers = await Promise.all(names.map((insertName) => api.http.post('/api/inserts').set(admin).send({ insertName })));
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 201));
    const changes = await feed(cursor);
    expect(changes.items.map((i) => i.record.insertName).sort()).toEqual([...names].sort());
    const seqs = changes.items.map((i) => i.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('lists each write once, ascending in seq', async () => {
    const all = await feed(0, LIST_PAGES.changes.max);
    const seqs = all.items.map((i) => i.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('is at version 0 while nothing was written', async () => {
    const empty = await startTestApi({ runJobs: false, seedDemo: false });
    try {
      const res = await empty.http.get('/api/changes').set('X-Service-Token', empty.serviceToken);
      expect(res.body).toEqual({ version: 0, items: [] });
    } finally {
      await empty.close();
    }
  }, START_TIMEOUT_MS);

  it('is open to the service token and administrators only', async () => {
    await api.http.get('/api/changes').expect(401);
    await api.http.get('/api/changes').set('X-Service-Token', 'not-the-token').expect(401);
    await api.http.get('/api/changes').set(await api.auth('editor')).expect(403);
    await api.http.get('/api/changes').set(await api.auth('notifications')).expect(403);
    await api.http.get('/api/changes').set(await api.auth('admin')).expect(200);
    await api.http.get('/api/changes').set(await api.auth('root')).expect(200);
    const tooMany = await api.http.get(`/api/changes?limit=${LIST_PAGES.changes.max + 1}`).set('X-Service-Token', api.serviceToken);
    expect(tooMany.status).toBe(400);
    await api.http.get('/api/changes?after=-1').set('X-Service-Token', api.serviceToken).expect(400);
  });
});
