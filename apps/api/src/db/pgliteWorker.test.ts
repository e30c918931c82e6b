import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import { PGliteDialect } from './pgliteDialect';
import { EmbeddedDatabaseError, startEmbeddedDatabase, type EmbeddedClient } from './pgliteWorker';

describe('the embedded database closing', () => {
  it('refuses a query sent while it closes instead of leaving it unanswered', async () => {
    const client = await startEmbeddedDatabase({});
    await client.query('select 1', []);
    const closing = client.close();
    // Sent after the close: it must end (refused), never wait forever on a stopped worker.
    await expect(client.query('select 1', [])).rejects.toThrow(/closed/);
    await closing;
    expect(client.closed).toBe(true);
    await expect(client.query('select 1', [])).rejects.toThrow(/closed/);
  });
});

describe('a statement on the embedded database', () => {
  let client: EmbeddedClient;

  beforeAll(async () => {
    client = await startEmbeddedDatabase({});
    await client.query('create table sample (id uuid primary key, n int not null, tags text[], data jsonb, at timestamptz, day date, ok boolean)', []);
  });

  afterAll(() => client.close());

  it('takes parameters encoded as for PostgreSQL, their types inferred from the statement', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const inserted = await client.query<Record<string, unknown>>(
      'insert into sample (id, n, tags, data, at, day, ok) values ($1, $2, $3, $4, $5, $6, $7) returning *',
      ['6f1c1f52-2d4b-4c55-9a57-0d2a8f7f4f11', 7, ['a', 'b "c"'], JSON.stringify({ k: [1, null] }), at, '2026-03-04', true],
    );
    expect(inserted.affectedRows).toBe(1);
    expect(inserted.rows).toEqual([
      { id: '6f1c1f52-2d4b-4c55-9a57-0d2a8f7f4f11', n: 7, tags: ['a', 'b "c"'], data: { k: [1, null] }, at, day: '2026-03-04', ok: true },
    ]);
    const found = await client.query<{ n: number }>('select n from sample where id = $1 and at = $2 and tags @> $3 and data ->> $4 is null', [
      '6f1c1f52-2d4b-4c55-9a57-0d2a8f7f4f11',
      at,
      ['b "c"'],
      'missing',
    ]);
    expect(found.rows).toEqual([{ n: 7 }]);
    const updated = await client.query('update sample set n = n + $1, at = $2 where id = $3', [1, null, '6f1c1f52-2d4b-4c55-9a57-0d2a8f7f4f11']);
    expect(updated).toEqual(expect.objectContaining({ rows: [], affectedRows: 1 }));
  });

  it('fails with PostgreSQL’s code and constraint, and the next statement runs', async () => {
    await client.query('insert into sample (id, n) values ($1, $2)', ['0b6a8a1e-3f41-4d8e-bb64-6bb0d1a3a001', 1]);
    const error = await client.query('insert into sample (id, n) values ($1, $2)', ['0b6a8a1e-3f41-4d8e-bb64-6bb0d1a3a001', 2]).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(EmbeddedDatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'sample_pkey' });
    await expect(client.query('select n from sample where id = $1', ['0b6a8a1e-3f41-4d8e-bb64-6bb0d1a3a001'])).resolves.toMatchObject({ rows: [{ n: 1 }] });
  });
});

describe('statements kept prepared by the embedded database', () => {
  let client: EmbeddedClient;

  beforeAll(async () => {
    client = await startEmbeddedDatabase({});
    await client.query('create table kept (id int primary key)', []);
    await client.query('insert into kept (id) values ($1), ($2)', [1, 2]);
  });

  afterAll(() => client.close());

  const preparedCount = async () => (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements', [])).rows[0]?.n ?? -1;

  it('answers a statement run again with the rows as they are now, also after the table changed', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await client.query('select * from kept where id > $1 order by id', [0])).rows).toEqual([{ id: 1 }, { id: 2 }]);
    }
    await client.query('alter table kept add column label text', []);
    await client.query('update kept set label = $1 where id = $2', ['one', 1]);
    expect((await client.query('select * from kept where id > $1 order by id', [0])).rows).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: null },
    ]);
  });

  it('keeps a bounded number of statements', async () => {
    for (let i = 0; i < 450; i += 1) await client.query(`select $1::int + ${i} as n`, [1]);
    const kept = await preparedCount();
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(400);
    expect((await client.query('select $1::int + 3 as n', [1])).rows).toEqual([{ n: 4 }]);
  });
});

describe('transactions on the embedded database', () => {
  let client: EmbeddedClient;
  let sent: string[];
  let db: Kysely<{ entries: { id: number } }>;

  beforeAll(async () => {
    client = await startEmbeddedDatabase({});
    await client.query('create table entries (id int primary key)', []);
    const counting: EmbeddedClient = {
      query: (sql, params, begin) => {
        sent.push(begin ? `begin; ${sql}` : sql);
        return client.query(sql, params, begin);
      },
      dump: (file) => client.dump(file),
      close: () => client.close(),
      get closed() {
        return client.closed;
      },
    };
    db = new Kysely({ dialect: new PGliteDialect(counting) });
  });

  beforeEach(() => {
    sent = [];
  });

  afterAll(() => db.destroy());

  it('begins with the first statement, in the same exchange, and commits', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('entries').values({ id: 1 }).execute();
      await trx.insertInto('entries').values({ id: 2 }).execute();
    });
    expect(sent).toEqual(['begin; insert into "entries" ("id") values ($1)', 'insert into "entries" ("id") values ($1)', 'commit']);
    expect(await db.selectFrom('entries').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('rolls back all of a failed transaction', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('entries').values({ id: 3 }).execute();
      await trx.insertInto('entries').values({ id: 1 }).execute();
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(sent.at(-1)).toBe('rollback');
    expect(await db.selectFrom('entries').select('id').where('id', '=', 3).execute()).toEqual([]);
  });

  it('sends nothing for a transaction in which nothing ran', async () => {
    await db.transaction().execute(() => Promise.resolve());
    await expect(db.transaction().execute(() => Promise.reject(new Error('refused before any statement')))).rejects.toThrow('refused');
    expect(sent).toEqual([]);
    // Nothing was left open: a statement after them is not inside a transaction.
    await db.insertInto('entries').values({ id: 4 }).execute();
    await expect(client.query('rollback', [])).resolves.toBeDefined();
    expect(await db.selectFrom('entries').select('id').where('id', '=', 4).execute()).toEqual([{ id: 4 }]);
  });
});

describe('copies of the embedded database', () => {
  it('start another database from a copy, and a fresh one when the copy is not there', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-copy-'));
    const file = path.join(dir, 'copy.tar');
    const first = await startEmbeddedDatabase({ startingCopy: file });
    await first.query('create table kept (id int primary key)', []);
    await first.query('insert into kept values (7)', []);
    await first.dump(file);
    await first.query('insert into kept values (8)', []);
    await first.close();

    const second = await startEmbeddedDatabase({ startingCopy: file });
    expect((await second.query<{ id: number }>('select id from kept order by id', [])).rows).toEqual([{ id: 7 }]);
    await second.close();

    const fresh = await startEmbeddedDatabase({ startingCopy: path.join(dir, 'none.tar') });
    expect((await fresh.query<{ n: number }>("select count(*)::int as n from pg_tables where tablename = 'kept'", [])).rows).toEqual([{ n: 0 }]);
    await fresh.close();
    await rm(dir, { recursive: true, force: true });
    // Three databases made from nothing or from a copy: generous on a loaded machine.
  }, 120_000);
});
