/**
 * Writes of the resource kit: every write of a record takes its row, checks the version it started
 * from, writes, and adds its audit entry — all in one transaction, so a refused write (validation,
 * duplicate, stale version, record in use) leaves nothing behind.
 */
import { sql, type Transaction } from 'kysely';
import type { RecordAction, ResourceName } from '@flyerdesk/domain/resources';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { conflict, type ApiError } from '../../http/errors';
import { checkVersion } from '../../http/respond';
import { recordAudit, type Actor, type RecordJson } from '../audit/record';

export type Trx = Transaction<Database>;

/** Tables of the kit's resources (each has id, version, updated_at, updated_by and, unless never archived, archived_at). */
export type KitTable =
  | 'categories'
  | 'cooks'
  | 'recipes'
  | 'groups'
  | 'inserts'
  | 'notifications'
  | 'stores'
  | 'users'
  | 'loyalty_cards'
  | 'reel_channels'
  | 'reels'
  | 'app_config_sections';

/** How the kit reaches one resource's records. */
export interface RecordStore<T extends RecordJson> {
  resource: ResourceName;
  table: KitTable;
  /** The refusal of an unknown id (404). */
  notFound: () => ApiError;
  /** The record as everyone with full access sees it (the audit entry keeps this), undefined when missing. */
  read: (db: Db, id: string) => Promise<T | undefined>;
  /** False for records that are never archived (user accounts are disabled instead): their table has no archived_at. */
  archivable?: false;
  /**
   * Fields of the record derived from other records (a shop's leaflet counts, its embedded category):
   * they are kept in the entry's record, never listed as changes of a write.
   */
  derived?: readonly string[];
}

/** The bookkeeping columns every kit table has. */
export interface BookkeepingColumns {
  version: number;
  archived_at: Date | null;
  updated_at: Date;
  updated_by: string | null;
}

/** The bookkeeping fields of a record's JSON (version, when archived, last write and its author). */
export function bookkeepingOf(row: BookkeepingColumns): { version: number; archivedAt: string | null; updatedAt: string; updatedBy: string | null } {
  return {
    version: row.version,
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The stored state of a record the write has taken. */
export interface LockedRecord {
  version: number;
  archived: boolean;
}

/**
 * Takes the record's row until the end of the transaction; 404 when missing, 412 when `expected` is stale.
 * The lock leaves the key alone (`no key update`): rows of other tables may still be written pointing at
 * the record meanwhile, so a write of a record waits for no one who waits for it.
 */
export async function lockRecord(trx: Trx, store: RecordStore<RecordJson>, id: string, expected: number | undefined): Promise<LockedRecord> {
  const { rows } = await sql<{ version: number; archived: boolean }>`
    select version, ${store.archivable === false ? sql`false` : sql`archived_at is not null`} as archived
    from ${sql.table(store.table)} where id = ${id} for no key update`.execute(trx);
  const row = rows[0];
  if (!row) throw store.notFound();
  checkVersion(expected, row.version);
  return row;
}

/** Bookkeeping columns of every write: version +1, when and by whom. */
export async function touchRecord(trx: Trx, table: KitTable, id: string, actor: Actor, set?: { archivedAt: Date | null }): Promise<void> {
  const archived = set ? sql`, archived_at = ${set.archivedAt}` : sql``;
  await sql`update ${sql.table(table)}
    set version = version + 1, updated_at = ${new Date()}, updated_by = ${actor.username}${archived}
    where id = ${id}`.execute(trx);
}

/** The audit entry of one write of a record (its derived fields are no changes). */
function auditOf<T extends RecordJson>(trx: Trx, store: RecordStore<T>, id: string, action: RecordAction, actor: Actor, before: T | null, after: T): Promise<void> {
  return recordAudit(trx, {
    resource: store.resource,
    id,
    action,
    actor,
    version: after.version,
    before,
    after,
    derived: store.derived,
  });
}

export interface AuditedWrite {
  action: RecordAction;
  actor: Actor;
  /** The record written; absent when the write creates it. */
  id?: string;
  /** Version from If-Match (only for an existing record). */
  expected?: number | undefined;
  /** Runs first in the transaction, before the record's row is taken (locks that must come before it). */
  prepare?: (trx: Trx) => Promise<void>;
  /** The write itself, after the row is taken and checked; answers the record's id. */
  write: (trx: Trx, locked: LockedRecord | undefined) => Promise<string>;
}

/** Runs one write of a record together with its audit entry; answers the record after the write. */
export async function auditedWrite<T extends RecordJson>(db: Db, store: RecordStore<T>, write: AuditedWrite): Promise<T> {
  return db.transaction().execute((trx) => auditedWriteIn(trx, store, write));
}

/**
 * The same write inside a transaction already open (the demo data writes records of many resources in
 * one); the caller commits or rolls back.
 */
export async function auditedWriteIn<T extends RecordJson>(trx: Trx, store: RecordStore<T>, write: AuditedWrite): Promise<T> {
  await write.prepare?.(trx);
  let locked: LockedRecord | undefined;
  let before: T | null = null;
  if (write.id !== undefined) {
    locked = await lockRecord(trx, store, write.id, write.expected);
    before = (await store.read(trx, write.id)) ?? null;
  }
  const id = await write.write(trx, locked);
  const after = await store.read(trx, id);
  if (!after) throw store.notFound();
  await auditOf(trx, store, id, write.action, write.actor, before, after);
  return after;
}

/**
 * Writes of other records that a write carries with it (the groups a shop joins or leaves with its
 * form), inside that write's transaction: takes their rows in id order, runs `change` once, then moves
 * each record's bookkeeping (version +1, when, who) and adds its audit entry (UPDATED).
 */
export async function auditedSideWrites<T extends RecordJson>(
  trx: Trx,
  store: RecordStore<T>,
  ids: readonly string[],
  actor: Actor,
  change: () => Promise<void>,
): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  const before = new Map<string, T | null>();
  for (const id of sorted) {
    await lockRecord(trx, store, id, undefined);
    before.set(id, (await store.read(trx, id)) ?? null);
  }
  await change();
  for (const id of sorted) {
    await touchRecord(trx, store.table, id, actor);
    const after = await store.read(trx, id);
    if (!after) throw store.notFound();
    await auditOf(trx, store, id, 'UPDATED', actor, before.get(id) ?? null, after);
  }
}

export interface ArchiveWrite {
  id: string;
  actor: Actor;
  expected: number | undefined;
  /** Runs first, before the record's row is taken (see AuditedWrite.prepare). */
  prepare?: (trx: Trx) => Promise<void>;
  /** Checks made with the row taken (a record in use refuses to be archived …). */
  check?: (trx: Trx) => Promise<void>;
  /** What else archiving or restoring the record changes, after it is written (same transaction). */
  after?: (trx: Trx) => Promise<void>;
}

/**
 * Archives (`archive`) or restores a record: archived_at set or cleared, version +1, audited. Archiving
 * an archived record, or restoring one that is not archived, is refused with 409.
 */
export function setArchived<T extends RecordJson>(db: Db, store: RecordStore<T>, archive: boolean, write: ArchiveWrite): Promise<T> {
  return auditedWrite(db, store, {
    id: write.id,
    expected: write.expected,
    actor: write.actor,
    action: archive ? 'ARCHIVED' : 'RESTORED',
    prepare: write.prepare,
    write: async (trx, locked) => {
      if (archive && locked?.archived) throw conflict('ALREADY_ARCHIVED', 'The record is already archived');
      if (!archive && !locked?.archived) throw conflict('NOT_ARCHIVED', 'The record is not archived');
      await write.check?.(trx);
      await touchRecord(trx, store.table, write.id, write.actor, { archivedAt: archive ? new Date() : null });
      await write.after?.(trx);
      return write.id;
    },
  });
}

/** The picture column of a kit table (uploaded file name). */
export type PictureColumn =
  | { table: 'categories'; column: 'logo_name' }
  | { table: 'cooks'; column: 'logo_name' }
  | { table: 'inserts'; column: 'image_name' }
  | { table: 'stores'; column: 'logo_name' }
  | { table: 'reel_channels'; column: 'logo_name' };

export interface PictureWrite {
  id: string;
  actor: Actor;
  expected: number | undefined;
  /** Server-made name of the stored picture. */
  name: string;
}

/**
 * Points a record at a newly stored picture (version +1, audited). Answers the record and the name
 * of the picture it replaced (to be removed once the write is committed).
 */
export async function replacePicture<T extends RecordJson>(
  db: Db,
  store: RecordStore<T>,
  picture: PictureColumn,
  write: PictureWrite,
): Promise<{ record: T; previous: string | null }> {
  let previous: string | null = null;
  const record = await auditedWrite(db, store, {
    id: write.id,
    expected: write.expected,
    actor: write.actor,
    action: 'UPDATED',
    write: async (trx) => {
      const { rows } = await sql<{ name: string | null }>`
        select ${sql.ref(picture.column)} as name from ${sql.table(picture.table)} where id = ${write.id}`.execute(trx);
      previous = rows[0]?.name ?? null;
      await sql`update ${sql.table(picture.table)} set ${sql.ref(picture.column)} = ${write.name} where id = ${write.id}`.execute(trx);
      await touchRecord(trx, picture.table, write.id, write.actor);
      return write.id;
    },
  });
  return { record, previous };
}
