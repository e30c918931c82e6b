/**
 * The order of promotions per platform: reading an ordering with its version, moving a leaflet to a
 * priority, the history of moves and undoing one's own last move. The order itself is computed by
 * the shared domain rules; this module only stores priorities and versions.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  ALL_PLATFORMS,
  lowestPriority,
  ORDERING_PLATFORMS,
  ORDERING_STATUSES,
  orderForAllPlatforms,
  orderForPlatform,
  type OrderableLeaflet,
  type OrderingPlatform,
} from '@flyerdesk/domain/ordering';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { orderingDelta } from '@flyerdesk/domain/orderingDelta';
import { formatPlatformName, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { withWrites } from '../../db/statements';
import { PRIORITY_COLUMNS, priorityIndexName } from '../../db/migrations';
import type { Database, LeafletRow, OrderingMoveRow, OrderingStateRow } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors';
import { lockLeaflet, planLeafletPriority, priorityWriteStatements, writeLeafletPriority, type PriorityWrite } from '../leaflets/service';
import { shopsInUse } from '../stores/scope';
import { toLeaflet, VISIBILITY_COLUMNS, type Leaflet } from '../leaflets/model';
import {
  heldPriority,
  onOrdering,
  orderable,
  toMove,
  toOrderingVersion,
  type Move,
  type OrderedItem,
  type Ordering,
  type OrderingVersion,
} from './model';
import { lockOrderings, planLeafletWrites, type LeafletChange } from './versions';

type Trx = Transaction<Database>;
type Reader = Kysely<Database>;


export interface MoveInput {
  leafletId: string;
  /** The new priority; null clears it. */
  priority: number | null;
  expectedVersion: number;
  overwrite: boolean;
  clientMutationId: string | null;
}

export interface UndoInput {
  expectedVersion: number;
  clientMutationId: string | null;
}

/**
 * What a move changed in one ordering (openapi OrderingDelta): only the rows that moved among the
 * others or show something else, from the ordering at base(All)Version to the one at (all)Version.
 */
export interface OrderingChange extends OrderingVersion {
  baseVersion: number;
  baseAllVersion: number;
  total: number;
  complete: boolean;
  changed: OrderedItem[];
  removed: string[];
}

export interface MoveResult {
  ordering: Ordering;
  move: Move;
  /** What the move changed in the platform's ordering (complete when it was not kept before the move). */
  delta: OrderingChange;
  /** What it changed in `all`'s ordering; null when `all` was not kept before the move. */
  allDelta: OrderingChange | null;
  /** `all`'s version after the move (every move changes it), also when `allDelta` is null. */
  allVersion: OrderingVersion;
}

/**
 * Orderings computed before a write, from which the orderings after a move are made without reading
 * every leaflet again (the api's cache, see cache.ts).
 */
export interface KeptOrderings {
  /** The kept orderings computed at this version of `all`. */
  keptAt(allVersion: number): readonly ComputedOrdering[];
  /** Keeps orderings computed in a committed transaction. */
  keep(orderings: readonly ComputedOrdering[]): void;
}

/** A move's answer and the orderings it left, to keep once its transaction commits. */
interface FinishedMove {
  result: MoveResult;
  orderings: ComputedOrdering[];
}

/** An ordering before and after a move. */
interface MovedOrdering {
  before: ComputedOrdering;
  after: ComputedOrdering;
}

/** What changed from `before` to `after`; every row when there is no `before` (complete). */
function changeOf(before: Ordering | null, after: Ordering): OrderingChange {
  // Rows the move left alone are the very same objects (orderingAfterMove): compared by identity.
  const delta = orderingDelta(before, after, (a, b) => a.leaflet === b.leaflet && a.priority === b.priority && a.storeName === b.storeName);
  const { platform, version, allVersion, updatedAt, updatedBy } = after;
  return {
    platform,
    version,
    allVersion,
    updatedAt,
    updatedBy,
    baseVersion: before?.version ?? version,
    baseAllVersion: before?.allVersion ?? allVersion,
    total: delta.total,
    complete: delta.complete,
    changed: delta.changed,
    removed: delta.removed,
  };
}

function priorityTaken(holder: { id: string; natural_id: string }, priority: number, platform: PlatformKey): ApiError {
  return conflict(
    ConflictReason.PRIORITY_TAKEN,
    `There is already leaflet ${holder.natural_id} with priority ${priority} on platform ${formatPlatformName(platform)}`,
    undefined,
    { naturalId: holder.natural_id, priority, platform, holderId: holder.id },
  );
}

/** A platform's version row with `all`'s version (one query). */
async function versionOf(db: Reader, platform: OrderingPlatform): Promise<OrderingVersion> {
  const rows = await db
    .selectFrom('ordering_state')
    .selectAll()
    .where('platform', 'in', [...new Set([platform, ALL_PLATFORMS])])
    .execute();
  const row = rows.find((r) => r.platform === platform);
  const all = rows.find((r) => r.platform === ALL_PLATFORMS);
  if (!row || !all) throw new Error(`The ordering of ${platform} has no version row`);
  return toOrderingVersion(row, all.version);
}

async function lastMoveOn(db: Reader, platform: PlatformKey): Promise<OrderingMoveRow | undefined> {
  return db.selectFrom('ordering_moves').selectAll().where('platform', '=', platform).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

async function orderingChanged(db: Reader, platform: PlatformKey, currentVersion: number): Promise<ApiError> {
  const last = await lastMoveOn(db, platform);
  return conflict(ConflictReason.ORDERING_CHANGED, 'The order was changed by someone else in the meantime', undefined, {
    currentVersion,
    lastMove: last ? toMove(last) : null,
  });
}

/** One leaflet of an ordering as computed: what the order rules read, its row, its shop's name, and the leaflet as answered. */
export interface OrderingEntry extends OrderableLeaflet {
  row: LeafletRow;
  storeName: string;
  leaflet: Leaflet;
}

/** An ordering with the entries it was made of, in its order. */
export interface ComputedOrdering {
  ordering: Ordering;
  entries: readonly OrderingEntry[];
}

function entryOf(row: LeafletRow, storeName: string): OrderingEntry {
  return { ...orderable(row), row, storeName, leaflet: toLeaflet(row) };
}

/** Puts entries in the order of the platform (or of all platforms) and numbers them. */
function orderingOf(version: OrderingVersion, entries: readonly OrderingEntry[]): ComputedOrdering {
  const platform = version.platform as OrderingPlatform;
  const ordered = platform === ALL_PLATFORMS ? orderForAllPlatforms(entries) : orderForPlatform(entries, platform);
  return {
    entries: ordered,
    ordering: {
      ...version,
      items: ordered.map((entry, index) => ({
        position: index + 1,
        priority: platform === ALL_PLATFORMS ? (lowestPriority(entry) ?? null) : entry.row[PRIORITY_COLUMNS[platform]],
        storeName: entry.storeName,
        leaflet: entry.leaflet,
      })),
    },
  };
}

/** The ordering as stored now (inside a transaction when the version must match the items). */
async function orderingFrom(db: Reader, platform: OrderingPlatform): Promise<ComputedOrdering> {
  const version = await versionOf(db, platform);
  let query = db
    .selectFrom('leaflets')
    .innerJoin('stores', 'stores.id', 'leaflets.store_id')
    .selectAll('leaflets')
    .select('stores.name as store_name')
    .where('leaflets.status', 'in', [...ORDERING_STATUSES])
    // An archived shop's leaflets are on no ordering until the shop is restored.
    .where('stores.archived_at', 'is', null);
  if (platform !== ALL_PLATFORMS) query = query.where(`leaflets.${VISIBILITY_COLUMNS[platform]}`, '=', true);
  const rows = await query.execute();
  return orderingOf(
    version,
    rows.map(({ store_name, ...row }) => entryOf(row, store_name)),
  );
}

/**
 * An ordering after a write that changed only the given rows' priorities and bookkeeping (a move or
 * its undo: no leaflet joins or leaves an ordering), made from the ordering computed before the write.
 * Undefined when a row's place on the ordering is not as the entries say (the ordering must then be
 * computed from the database).
 */
export function orderingAfterMove(before: ComputedOrdering, version: OrderingVersion, changed: readonly LeafletRow[]): ComputedOrdering | undefined {
  const platform = version.platform as OrderingPlatform;
  const present = new Set(before.entries.map((entry) => entry.id));
  if (changed.some((row) => present.has(row.id) !== onOrdering(row, platform))) return undefined;
  const byId = new Map(changed.map((row) => [row.id, row]));
  const entries = before.entries.map((entry) => {
    const row = byId.get(entry.id);
    return row ? entryOf(row, entry.storeName) : entry;
  });
  return orderingOf(version, entries);
}

/** A platform's ordering (or `all`) with the version it was read at. */
export function readOrdering(db: Db, platform: OrderingPlatform): Promise<ComputedOrdering> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => orderingFrom(trx, platform));
}

export async function readOrderingVersion(db: Db, platform: OrderingPlatform): Promise<OrderingVersion> {
  return versionOf(db, platform);
}

/** Versions of every platform's ordering and of `all`. */
export async function readOrderingVersions(db: Db): Promise<OrderingVersion[]> {
  const rows = await db.selectFrom('ordering_state').selectAll().where('platform', 'in', [...ORDERING_PLATFORMS]).execute();
  const rank = (platform: string) => ORDERING_PLATFORMS.indexOf(platform as OrderingPlatform);
  const all = rows.find((row) => row.platform === ALL_PLATFORMS);
  if (!all) throw new Error('The ordering of all has no version row');
  return rows.sort((a, b) => rank(a.platform) - rank(b.platform)).map((row) => toOrderingVersion(row, all.version));
}

/** Latest moves, newest first; for `all` across every platform. */
export async function listMoves(db: Db, platform: OrderingPlatform, limit: number): Promise<Move[]> {
  let query = db.selectFrom('ordering_moves').selectAll();
  if (platform !== ALL_PLATFORMS) query = query.where('platform', '=', platform);
  const rows = await query.orderBy('seq', 'desc').limit(limit).execute();
  return rows.map(toMove);
}

interface PriorityChange {
  from: number | null;
  to: number | null;
  /** The leaflet as the change leaves it. */
  leaflet: LeafletRow;
  displaced: LeafletRow | undefined;
  changes: LeafletChange[];
  /** The leaflet's own write when it was left for the move's last statement (see finishMove). */
  planned: PriorityWrite | undefined;
}

/** How setPriority goes about a move (the defaults: it finds the holder and writes the leaflet at once). */
interface PriorityOptions {
  /**
   * The leaflet's own write is planned, not made: the holder's is made now, and the leaflet's goes
   * with the move's record (finishMove).
   */
  deferOwnWrite?: boolean;
  /** The holder of the new priority, already read and locked with the leaflet (null: nobody holds it). */
  holder?: LeafletRow | null;
}

/** Sets one leaflet's priority on a platform, taking it from its holder when overwriting is allowed. */
async function setPriority(
  trx: Trx,
  user: AuthUser,
  platform: PlatformKey,
  leaflet: LeafletRow,
  to: number | null,
  overwrite: boolean,
  options: PriorityOptions = {},
): Promise<PriorityChange> {
  const column = PRIORITY_COLUMNS[platform];
  const from = leaflet[column];
  const changes: LeafletChange[] = [];
  let displaced: LeafletRow | undefined;
  if (to !== null && to !== from) {
    const holder =
      options.holder !== undefined
        ? options.holder
        : await trx
            .selectFrom('leaflets')
            .selectAll()
            .where(column, '=', to)
            .where('status', '<>', 'DELETED')
            .where('id', '<>', leaflet.id)
            .forUpdate()
            .executeTakeFirst();
    if (holder) {
      if (!overwrite) throw priorityTaken(holder, to, platform);
      displaced = await writeLeafletPriority(trx, holder, column, null, user.username);
      changes.push({ before: holder, after: displaced });
    }
  }
  let after = leaflet;
  let planned: PriorityWrite | undefined;
  if (to !== from) {
    if (options.deferOwnWrite) {
      planned = planLeafletPriority(trx, leaflet, column, to, user.username);
      after = planned.after;
    } else {
      after = await writeLeafletPriority(trx, leaflet, column, to, user.username);
    }
    changes.push({ before: leaflet, after });
  }
  return { from, to, leaflet: after, displaced, changes, planned };
}

/**
 * Every kept ordering as it is after a move: made from the one kept at `all`'s version before the move
 * and the rows the move changed. A move bumps its platform and `all`; every other ordering keeps its
 * own version (it cannot have moved without `all`, whose row the move holds locked).
 */
function orderingsAfterMove(
  kept: KeptOrderings | undefined,
  allBefore: number,
  allAfter: OrderingStateRow,
  bumped: Map<OrderingPlatform, OrderingStateRow>,
  changed: readonly LeafletRow[],
): MovedOrdering[] {
  if (!kept) return [];
  return kept.keptAt(allBefore).flatMap((before) => {
    const { platform, version, updatedAt, updatedBy } = before.ordering;
    const row = bumped.get(platform as OrderingPlatform);
    const afterVersion = row ? toOrderingVersion(row, allAfter.version) : { platform, version, allVersion: allAfter.version, updatedAt, updatedBy };
    const after = orderingAfterMove(before, afterVersion, changed);
    return after ? [{ before, after }] : [];
  });
}

/** Bumps the versions, records the move and answers it with the ordering as it is now. */
async function finishMove(
  trx: Trx,
  user: AuthUser,
  locked: LockedPlatform,
  change: PriorityChange,
  clientMutationId: string | null,
  undoOf: string | null,
  kept: KeptOrderings | undefined,
  storeName: string,
): Promise<FinishedMove> {
  const { platform, state: before } = locked;
  // The leaflet's write (when left for now), the versions and the move's record: one statement.
  const versions = planLeafletWrites(trx, change.changes, user.username, locked.rows, [platform, ALL_PLATFORMS]);
  const bumped = versions.bumped;
  const after = bumped.get(platform);
  const allAfter = bumped.get(ALL_PLATFORMS);
  if (!after || !allAfter) throw new Error(`The ordering of ${platform} or of all platforms has no version row`);
  const record = trx
    .insertInto('ordering_moves')
    .values({
      platform,
      leaflet_id: change.leaflet.id,
      natural_id: change.leaflet.natural_id,
      store_name: storeName,
      from_priority: change.from,
      to_priority: change.to,
      displaced_leaflet_id: change.displaced?.id ?? null,
      displaced_natural_id: change.displaced?.natural_id ?? null,
      actor: user.username,
      actor_id: user.id,
      version_before: before.version,
      version_after: after.version,
      client_mutation_id: clientMutationId,
      undo_of: undoOf,
    })
    .returningAll();
  const writes = [...(change.planned ? priorityWriteStatements(change.planned) : []), ...versions.statements];
  const [move] = (await withWrites<OrderingMoveRow>(writes, record).execute(trx)).rows;
  if (!move) throw new Error('The move was not recorded');
  const changed = change.changes.flatMap((c) => (c.after ? [c.after] : []));
  const moved = orderingsAfterMove(kept, locked.all.version, allAfter, bumped, changed);
  const orderings = moved.map(({ after: computed }) => computed);
  const movedOn = (p: OrderingPlatform) => moved.find(({ before }) => before.ordering.platform === p);
  const own = movedOn(platform);
  const all = movedOn(ALL_PLATFORMS);
  let delta: OrderingChange;
  let ordering: Ordering;
  if (own) {
    ordering = own.after.ordering;
    delta = changeOf(own.before.ordering, ordering);
  } else {
    const computed = await orderingFrom(trx, platform);
    orderings.push(computed);
    ordering = computed.ordering;
    delta = { ...changeOf(null, ordering), baseVersion: locked.state.version, baseAllVersion: locked.all.version };
  }
  const allDelta = all ? changeOf(all.before.ordering, all.after.ordering) : null;
  const allVersion = toOrderingVersion(allAfter, allAfter.version);
  return { result: { ordering, move: toMove(move), delta, allDelta, allVersion }, orderings };
}

interface LockedPlatform {
  platform: PlatformKey;
  state: OrderingStateRow;
  all: OrderingStateRow;
  /** Both rows, by ordering (what the move's version bumps are planned from). */
  rows: ReadonlyMap<OrderingPlatform, OrderingStateRow>;
}

/** Locks the platform's and `all`'s version rows. */
async function lockPlatform(trx: Trx, platform: PlatformKey): Promise<LockedPlatform> {
  const rows = await lockOrderings(trx, [platform, ALL_PLATFORMS]);
  const state = rows.get(platform);
  const all = rows.get(ALL_PLATFORMS);
  if (!state || !all) throw new Error(`The ordering of ${platform} has no version row`);
  return { platform, state, all, rows };
}

/** A refusal by the unique priority index (the last line of defence) becomes PRIORITY_TAKEN. */
async function explainPriorityConflict(db: Db, err: unknown, platform: PlatformKey, leafletId: string, priority: number | null): Promise<never> {
  const column = PRIORITY_COLUMNS[platform];
  if (priority !== null && uniqueViolation(err) === priorityIndexName(column)) {
    const holder = await db
      .selectFrom('leaflets')
      .select(['id', 'natural_id'])
      .where(column, '=', priority)
      .where('status', '<>', 'DELETED')
      .where('id', '<>', leafletId)
      .executeTakeFirst();
    throw priorityTaken(holder ?? { id: '', natural_id: 'unknown' }, priority, platform);
  }
  throw err;
}

/** A leaflet's row without the shop's name read along with it. */
function leafletRowOf({ store_name: _shop, ...row }: LeafletRow & { store_name: string }): LeafletRow {
  return row;
}

/**
 * Moves a leaflet to a priority on one platform. Moves on a platform happen one at a time; a move
 * made on an older version of the ordering is refused with ORDERING_CHANGED.
 */
export async function moveLeaflet(db: Db, user: AuthUser, platform: PlatformKey, input: MoveInput, kept?: KeptOrderings): Promise<MoveResult> {
  try {
    const done = await db.transaction().execute(async (trx) => {
      const locked = await lockPlatform(trx, platform);
      // The leaflet, with its shop's name for the move's record, and the holder of the new priority
      // (the leaflet of another shop, maybe): read and locked together.
      const column = PRIORITY_COLUMNS[platform];
      const rows = await trx
        .selectFrom('leaflets')
        .innerJoin('stores', 'stores.id', 'leaflets.store_id')
        .selectAll('leaflets')
        .select('stores.name as store_name')
        .where((eb) => {
          const moved = eb.and([eb('leaflets.id', '=', input.leafletId), eb('leaflets.store_id', 'in', shopsInUse(trx))]);
          if (input.priority === null) return moved;
          const holding = eb.and([eb(`leaflets.${column}`, '=', input.priority), eb('leaflets.status', '<>', 'DELETED'), eb('leaflets.id', '<>', input.leafletId)]);
          return eb.or([moved, holding]);
        })
        .forUpdate('leaflets')
        .execute();
      const found = rows.find((row) => row.id === input.leafletId);
      if (!found || !onOrdering(found, platform)) {
        throw notFound(`The leaflet is not on the ${formatPlatformName(platform)} order of promotions`);
      }
      const { store_name: storeName, ...leaflet } = found;
      const heldBy = rows.find((row) => row.id !== input.leafletId);
      const holder = heldBy ? leafletRowOf(heldBy) : null;
      if (input.expectedVersion !== locked.state.version) throw await orderingChanged(trx, platform, locked.state.version);
      const change = await setPriority(trx, user, platform, leaflet, input.priority, input.overwrite, { deferOwnWrite: true, holder });
      return finishMove(trx, user, locked, change, input.clientMutationId, null, kept, storeName);
    });
    kept?.keep(done.orderings);
    return done.result;
  } catch (err) {
    return explainPriorityConflict(db, err, platform, input.leafletId, input.priority);
  }
}

/**
 * Undoes a move: only its author, only the last move on the platform, and only while nothing changed
 * the ordering since. The leaflet gets its previous priority back, and a leaflet that lost its
 * priority to the move gets it back too.
 */
export async function undoMove(db: Db, user: AuthUser, platform: PlatformKey, moveId: string, input: UndoInput, kept?: KeptOrderings): Promise<MoveResult> {
  const done = await db.transaction().execute(async (trx) => {
    const locked = await lockPlatform(trx, platform);
    const { state } = locked;
    const move = await trx.selectFrom('ordering_moves').selectAll().where('id', '=', moveId).where('platform', '=', platform).executeTakeFirst();
    if (!move) throw notFound('No such move on this platform');
    if (move.actor_id !== user.id) throw forbidden('Only the author of a move can undo it');
    const last = await lastMoveOn(trx, platform);
    if (last?.id !== move.id || state.version !== move.version_after || input.expectedVersion !== state.version) {
      throw await orderingChanged(trx, platform, state.version);
    }
    const leaflet = await lockLeaflet(trx, move.leaflet_id);
    if (!onOrdering(leaflet, platform)) throw await orderingChanged(trx, platform, state.version);
    const change = await setPriority(trx, user, platform, leaflet, move.from_priority, true);
    if (move.displaced_leaflet_id && move.to_priority !== null) {
      const displaced = await lockLeaflet(trx, move.displaced_leaflet_id);
      if (displaced.status !== 'DELETED' && heldPriority(displaced, platform) === null) {
        const column = PRIORITY_COLUMNS[platform];
        const restored = await writeLeafletPriority(trx, displaced, column, move.to_priority, user.username);
        change.changes.push({ before: displaced, after: restored });
      }
    }
    const store = await trx.selectFrom('stores').select('name').where('id', '=', leaflet.store_id).executeTakeFirstOrThrow();
    return finishMove(trx, user, locked, change, input.clientMutationId, move.id, kept, store.name);
  });
  kept?.keep(done.orderings);
  return done.result;
}
