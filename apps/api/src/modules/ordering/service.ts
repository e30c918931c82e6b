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
  type OrderingPlatform,
} from '@flyerdesk/domain/ordering';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { formatPlatformName, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { PRIORITY_COLUMNS, priorityIndexName } from '../../db/migrations';
import type { Database, LeafletRow, OrderingMoveRow, OrderingStateRow } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors';
import { lockLeaflet, recordHistory } from '../leaflets/service';
import { shopsInUse } from '../stores/scope';
import { toLeaflet, VISIBILITY_COLUMNS } from '../leaflets/model';
import {
  heldPriority,
  onOrdering,
  orderable,
  toMove,
  toOrderingVersion,
  type Move,
  type Ordering,
  type OrderingVersion,
} from './model';
import { lockOrderings, recordLeafletWrites, type LeafletChange } from './versions';

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

export interface MoveResult {
  ordering: Ordering;
  move: Move;
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

/** The ordering as stored now (inside a transaction when the version must match the items). */
async function orderingFrom(db: Reader, platform: OrderingPlatform): Promise<Ordering> {
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
  const entries = rows.map(({ store_name, ...row }) => ({ ...orderable(row), row, storeName: store_name }));
  const ordered = platform === ALL_PLATFORMS ? orderForAllPlatforms(entries) : orderForPlatform(entries, platform);
  return {
    ...version,
    items: ordered.map((entry, index) => ({
      position: index + 1,
      priority: platform === ALL_PLATFORMS ? (lowestPriority(entry) ?? null) : entry.row[PRIORITY_COLUMNS[platform]],
      storeName: entry.storeName,
      leaflet: toLeaflet(entry.row),
    })),
  };
}

/** A platform's ordering (or `all`) with the version it was read at. */
export function readOrdering(db: Db, platform: OrderingPlatform): Promise<Ordering> {
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
  leaflet: LeafletRow;
  displaced: LeafletRow | undefined;
  changes: LeafletChange[];
}

/** Sets one leaflet's priority on a platform, taking it from its holder when overwriting is allowed. */
async function setPriority(
  trx: Trx,
  user: AuthUser,
  platform: PlatformKey,
  leaflet: LeafletRow,
  to: number | null,
  overwrite: boolean,
): Promise<PriorityChange> {
  const column = PRIORITY_COLUMNS[platform];
  const from = leaflet[column];
  const changes: LeafletChange[] = [];
  let displaced: LeafletRow | undefined;
  if (to !== null && to !== from) {
    const holder = await trx
      .selectFrom('leaflets')
      .selectAll()
      .where(column, '=', to)
      .where('status', '<>', 'DELETED')
      .where('id', '<>', leaflet.id)
      .forUpdate()
      .executeTakeFirst();
    if (holder) {
      if (!overwrite) throw priorityTaken(holder, to, platform);
      displaced = await trx
        .updateTable('leaflets')
        .set((eb) => ({ [column]: null, version: eb('version', '+', 1), updated_at: new Date(), updated_by: user.username }))
        .where('id', '=', holder.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, toLeaflet(holder), displaced, user.username);
      changes.push({ before: holder, after: displaced });
    }
  }
  let after = leaflet;
  if (to !== from) {
    after = await trx
      .updateTable('leaflets')
      .set((eb) => ({ [column]: to, version: eb('version', '+', 1), updated_at: new Date(), updated_by: user.username }))
      .where('id', '=', leaflet.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, toLeaflet(leaflet), after, user.username);
    changes.push({ before: leaflet, after });
  }
  return { from, to, leaflet: after, displaced, changes };
}

/** Bumps the versions, records the move and answers it with the ordering as it is now. */
async function finishMove(
  trx: Trx,
  user: AuthUser,
  platform: PlatformKey,
  before: OrderingStateRow,
  change: PriorityChange,
  clientMutationId: string | null,
  undoOf: string | null,
): Promise<MoveResult> {
  const bumped = await recordLeafletWrites(trx, change.changes, user.username, [platform, ALL_PLATFORMS]);
  const after = bumped.get(platform);
  if (!after) throw new Error(`The ordering of ${platform} has no version row`);
  const store = await trx.selectFrom('stores').select('name').where('id', '=', change.leaflet.store_id).executeTakeFirstOrThrow();
  const move = await trx
    .insertInto('ordering_moves')
    .values({
      platform,
      leaflet_id: change.leaflet.id,
      natural_id: change.leaflet.natural_id,
      store_name: store.name,
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
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ordering: await orderingFrom(trx, platform), move: toMove(move) };
}

/** Locks the platform's and `all`'s version rows; answers the platform's. */
async function lockPlatform(trx: Trx, platform: PlatformKey): Promise<OrderingStateRow> {
  const locked = await lockOrderings(trx, [platform, ALL_PLATFORMS]);
  const state = locked.get(platform);
  if (!state) throw new Error(`The ordering of ${platform} has no version row`);
  return state;
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

/**
 * Moves a leaflet to a priority on one platform. Moves on a platform happen one at a time; a move
 * made on an older version of the ordering is refused with ORDERING_CHANGED.
 */
export async function moveLeaflet(db: Db, user: AuthUser, platform: PlatformKey, input: MoveInput): Promise<MoveResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const state = await lockPlatform(trx, platform);
      const leaflet = await trx
        .selectFrom('leaflets')
        .selectAll()
        .where('id', '=', input.leafletId)
        .where('store_id', 'in', shopsInUse(trx))
        .forUpdate()
        .executeTakeFirst();
      if (!leaflet || !onOrdering(leaflet, platform)) {
        throw notFound(`The leaflet is not on the ${formatPlatformName(platform)} order of promotions`);
      }
      if (input.expectedVersion !== state.version) throw await orderingChanged(trx, platform, state.version);
      const change = await setPriority(trx, user, platform, leaflet, input.priority, input.overwrite);
      return finishMove(trx, user, platform, state, change, input.clientMutationId, null);
    });
  } catch (err) {
    return explainPriorityConflict(db, err, platform, input.leafletId, input.priority);
  }
}

/**
 * Undoes a move: only its author, only the last move on the platform, and only while nothing changed
 * the ordering since. The leaflet gets its previous priority back, and a leaflet that lost its
 * priority to the move gets it back too.
 */
export async function undoMove(db: Db, user: AuthUser, platform: PlatformKey, moveId: string, input: UndoInput): Promise<MoveResult> {
  return db.transaction().execute(async (trx) => {
    const state = await lockPlatform(trx, platform);
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
        const restored = await trx
          .updateTable('leaflets')
          .set((eb) => ({ [column]: move.to_priority, version: eb('version', '+', 1), updated_at: new Date(), updated_by: user.username }))
          .where('id', '=', displaced.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordHistory(trx, toLeaflet(displaced), restored, user.username);
        change.changes.push({ before: displaced, after: restored });
      }
    }
    return finishMove(trx, user, platform, state, change, input.clientMutationId, move.id);
  });
}
