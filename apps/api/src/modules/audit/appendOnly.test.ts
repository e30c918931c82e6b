/**
 * The audit log is append-only in the database (migration 0018): the api's own connection can add
 * entries but neither change nor delete them; only the retention deletes, and only entries older than
 * AUDIT_RETENTION_DAYS before its clock.
 */
import { sql } from 'kysely';
import { startTestApi, START_TIMEOUT_MS, type TestApi } from '../../test/testApi';
import pino from 'pino';
import { pruneAuditEntries, startAuditRetention } from './retention';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ runJobs: false, seedDemo: false });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

/** Adds a sign-out entry at `at` through the api's own connection; answers its seq. */
async function addEntry(at: string, actor: string): Promise<string> {
  const { rows } = await sql<{ seq: string | number }>`
    insert into audit_entries (at, kind, actor, entity, details)
    values (${at}::timestamptz, 'SIGNED_OUT', ${actor}, 'user', '{}'::jsonb)
    returning seq`.execute(api.db);
  const [row] = rows;
  if (!row) throw new Error('no entry added');
  return String(row.seq);
}

async function actorsOf(...actors: string[]): Promise<string[]> {
  const rows = await api.db.selectFrom('audit_entries').select('actor').where('actor', 'in', actors).orderBy('seq').execute();
  return rows.map((row) => row.actor ?? '');
}

describe('audit entries are append-only', () => {
  it('refuses an UPDATE, a DELETE and a TRUNCATE through the api connection', async () => {
    const seq = await addEntry('2030-01-01T00:00:00Z', 'kept-writer');
    await expect(api.db.updateTable('audit_entries').set({ actor: 'someone-else' }).where('seq', '=', seq).execute()).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(api.db.deleteFrom('audit_entries').where('seq', '=', seq).execute()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql`truncate audit_entries`.execute(api.db)).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await actorsOf('kept-writer', 'someone-else')).toEqual(['kept-writer']);
  });

  it('lets the retention path delete only entries older than its cutoff', async () => {
    const recent = await addEntry('2031-06-01T00:00:00Z', 'recent-writer');
    await expect(
      api.db.transaction().execute(async (trx) => {
        await sql`select set_config('flyerdesk.audit_retention_before', '2031-01-01T00:00:00Z', true)`.execute(trx);
        await trx.deleteFrom('audit_entries').where('seq', '=', recent).execute();
      }),
    ).rejects.toThrow(/append-only: DELETE refused/);
    // The setting ends with its transaction.
    await expect(api.db.deleteFrom('audit_entries').where('seq', '=', recent).execute()).rejects.toThrow(/append-only/);
    expect(await actorsOf('recent-writer')).toEqual(['recent-writer']);
  });
});

describe('audit retention', () => {
  it('removes only the entries older than the retention, by the injected clock', async () => {
    await addEntry('2020-01-01T00:00:00Z', 'old-1');
    await addEntry('2020-02-08T23:59:59Z', 'old-2');
    await addEntry('2020-02-09T00:00:01Z', 'young-1');
    await addEntry('2020-03-09T12:00:00Z', 'young-2');
    const total = async () => Number((await api.db.selectFrom('audit_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await total();

    // 30 days before 2020-03-10: the cutoff is 2020-02-09 00:00 UTC.
    expect(await pruneAuditEntries(api.db, 30, new Date('2020-03-10T00:00:00Z'))).toBe(2);
    expect(await actorsOf('old-1', 'old-2', 'young-1', 'young-2')).toEqual(['young-1', 'young-2']);
    expect(await total()).toBe(before - 2);

    // 0 days keeps everything for ever.
    expect(await pruneAuditEntries(api.db, 0, new Date('2100-01-01T00:00:00Z'))).toBe(0);
    expect(await total()).toBe(before - 2);
  });

  it('runs at start of the periodic retention with the api clock', async () => {
    await addEntry('2021-01-01T00:00:00Z', 'periodic-old');
    await addEntry('2021-01-20T00:00:00Z', 'periodic-young');
    const stop = startAuditRetention({ db: api.db, logger: pino({ level: 'silent' }), days: 10, clock: () => new Date('2021-01-25T00:00:00Z') });
    await stop();
    expect(await actorsOf('periodic-old', 'periodic-young')).toEqual(['periodic-young']);
  });
});
