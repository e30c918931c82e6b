/**
 * Audit entries of the resource kit: every write of a category, group or insert adds exactly one,
 * in the transaction of the write (a refused or failed write leaves none). The history screens and
 * the gateway's change feed read them.
 */
import { sql, type Transaction } from 'kysely';
import { changedFields, RECORD_KIND, RESOURCES, type FieldChange, type RecordAction, type RecordKind, type ResourceName } from '@flyerdesk/domain/resources';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/context';

type Trx = Transaction<Database>;

/** Who wrote: the signed-in user, or the system (both null). */
export interface Actor {
  id: string | null;
  username: string | null;
}

/** Writes nobody made by hand (demo data, migrations of data). */
export const SYSTEM_ACTOR: Actor = { id: null, username: null };

export function actorOf(user: AuthUser): Actor {
  return { id: user.id, username: user.username };
}

/** A record's REST JSON. */
export type RecordJson = { id: string; version: number } & Record<string, unknown>;

export interface AuditWrite {
  resource: ResourceName;
  id: string;
  action: RecordAction;
  actor: Actor;
  /** The record's version after the write. */
  version: number;
  /** The record before the write (null when it was created). */
  before: RecordJson | null;
  /** The record after the write. */
  after: RecordJson;
  /** Fields of the record derived from other records: kept in the record, never listed as changes. */
  derived?: readonly string[];
}

/**
 * Fields of the record JSON that are not edits: who wrote last changes with every write by someone
 * else, and an insert's usage count moves with leaflet pages, not with writes of the insert.
 */
const NOT_EDITS = new Set(['updatedBy', 'usedBy']);

function edits(record: RecordJson | null, derived: readonly string[]): Record<string, unknown> | null {
  if (!record) return null;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !NOT_EDITS.has(key) && !derived.includes(key)));
}

/** The fields a write changed (before → after), without bookkeeping and without the record's `derived` fields. */
export function changesOf(before: RecordJson | null, after: RecordJson | null, derived: readonly string[] = []): FieldChange[] {
  return changedFields(edits(before, derived), edits(after, derived));
}

/**
 * Writers of audit entries take turns from the entry until their commit, so entries become visible in
 * the order of their `seq`: a reader that has seen an entry has seen every committed one before it.
 */
const AUDIT_LOCK_KEY = 0x666c_7964_6175; // arbitrary, fixed for Flyerdesk's audit entries

/** Waits for the turn to add audit entries; held until the transaction ends (every writer of audit_entries takes it). */
export async function takeAuditTurn(trx: Trx): Promise<void> {
  if (!trx.isTransaction) throw new Error('Audit entries are added inside the transaction of the write');
  await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY}::bigint)`.execute(trx);
}

/** Adds the audit entry of a write; must run in the transaction of the write, as its last step. */
export async function recordAudit(trx: Trx, entry: AuditWrite): Promise<void> {
  await takeAuditTurn(trx);
  await trx
    .insertInto('audit_entries')
    .values({
      actor_id: entry.actor.id,
      actor: entry.actor.username,
      entity: RECORD_KIND[entry.resource],
      entity_id: entry.id,
      action: entry.action,
      version: entry.version,
      changes: JSON.stringify(changesOf(entry.before, entry.after, entry.derived)),
      record: JSON.stringify(entry.after),
    })
    .execute();
}

/** The resource of an audit entity (category → categories …). */
export function resourceOfKind(kind: string): ResourceName | undefined {
  return RESOURCES.find((resource) => RECORD_KIND[resource] === (kind as RecordKind));
}
