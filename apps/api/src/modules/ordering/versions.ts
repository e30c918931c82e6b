/**
 * Versions of the orderings and of the pending publication lists. Every write that can change an
 * ordering takes the version rows it may bump first (always in the same order, before any leaflet
 * row) and bumps them in the same transaction, so a version read together with an ordering always
 * describes exactly that ordering.
 */
import type { QueryCreator, Transaction } from 'kysely';
import { isPendingStatus, PENDING_STATUSES } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import { ALL_PLATFORMS, ORDERING_PLATFORMS, ORDERING_STATUSES, type OrderingPlatform } from '@flyerdesk/domain/ordering';
import { COUNTERS, PRIORITY_COLUMNS } from '../../db/migrations';
import type { Database, LeafletRow, OrderingStateRow } from '../../db/schema';
import { heldPriority, onOrdering } from './model';

type Trx = Transaction<Database>;

/**
 * Columns left out when deciding whether anything but priorities changed: bookkeeping, and the
 * priorities themselves (a priority counts on its own platform only).
 */
const NOT_CONTENT = new Set<string>(['version', 'updated_at', 'updated_by', ...Object.values(PRIORITY_COLUMNS)]);

/**
 * Locks the version rows of the given orderings until the end of the transaction. Rows are always
 * taken in one fixed order and before any leaflet row, so writers never wait on each other in a circle.
 */
export async function lockOrderings(trx: Trx, platforms: readonly OrderingPlatform[]): Promise<Map<OrderingPlatform, OrderingStateRow>> {
  const rows = await trx
    .selectFrom('ordering_state')
    .selectAll()
    .where('platform', 'in', [...new Set(platforms)])
    .orderBy('platform')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.platform as OrderingPlatform, row]));
}

/** Locks every ordering's version row: for writes that may touch any platform. */
export function lockAllOrderings(trx: Trx): Promise<Map<OrderingPlatform, OrderingStateRow>> {
  return lockOrderings(trx, ORDERING_PLATFORMS);
}

/** A leaflet before and after a write (undefined before: created). */
export interface LeafletChange {
  before: LeafletRow | undefined;
  after: LeafletRow | undefined;
}

/** Whether the write changed the row at all (bookkeeping included: the version and who wrote it show). */
function rowChanged({ before, after }: LeafletChange): boolean {
  if (!before || !after) return before !== after;
  return (Object.keys(after) as (keyof LeafletRow)[]).some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function contentChanged({ before, after }: LeafletChange): boolean {
  if (!before || !after) return before !== after;
  return (Object.keys(after) as (keyof LeafletRow)[]).some(
    (key) => !NOT_CONTENT.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * Orderings a leaflet write changes: a platform whose priority of the leaflet changed; any platform
 * whose ordering shows the leaflet before or after a change of anything else; and `all` with any of them
 * or when the leaflet is (or was) on the ordering of all platforms and its row changed at all (also
 * only its version and author, which every ordering showing it shows: reads kept per version depend
 * on `all`'s version for that, see OrderingVersion.allVersion).
 */
export function orderingsChangedBy(change: LeafletChange): Set<OrderingPlatform> {
  const changed = new Set<OrderingPlatform>();
  const content = contentChanged(change);
  for (const platform of PLATFORM_KEYS) {
    const priorityMoved = heldPriority(change.before, platform) !== heldPriority(change.after, platform);
    const shown = onOrdering(change.before, platform) || onOrdering(change.after, platform);
    if (priorityMoved || (content && shown)) changed.add(platform);
  }
  if (changed.size > 0 || (rowChanged(change) && (onOrdering(change.before, ALL_PLATFORMS) || onOrdering(change.after, ALL_PLATFORMS)))) {
    changed.add(ALL_PLATFORMS);
  }
  return changed;
}

/**
 * True when the write may change the lists of leaflets awaiting activation or deactivation (they show
 * whole leaflets: any change of a listed leaflet's row counts).
 */
export function pendingChangedBy(change: LeafletChange): boolean {
  if (!rowChanged(change)) return false;
  const pending = (row: LeafletRow | undefined) => row !== undefined && isPendingStatus(row.status);
  return pending(change.before) || pending(change.after) || change.before?.status !== change.after?.status;
}

/**
 * Adds one to the version of each ordering and, with `publication`, to the version of the pending
 * publication lists: one statement for both. Answers the orderings' rows as they are now.
 */
async function bumpVersions(
  trx: Trx,
  platforms: Iterable<OrderingPlatform>,
  actor: string | null,
  publication: boolean,
): Promise<Map<OrderingPlatform, OrderingStateRow>> {
  const list = [...new Set(platforms)];
  const now = new Date();
  const bumpPublication = (db: QueryCreator<Database>) =>
    db
      .updateTable('counters')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
      .where('name', '=', COUNTERS.publication);
  if (list.length === 0) {
    if (publication) await bumpPublication(trx).execute();
    return new Map();
  }
  const writer = publication ? trx.with('publication', (db) => bumpPublication(db).returning('name')) : trx;
  const rows = await writer
    .updateTable('ordering_state')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, updated_by: actor }))
    .where('platform', 'in', list)
    .returningAll()
    .execute();
  return new Map(rows.map((row) => [row.platform as OrderingPlatform, row]));
}

/**
 * The one place leaflet writes report to: bumps the version of every ordering the writes changed
 * (plus `also`, e.g. the platform of a priority move) and the version of the pending publication
 * lists when they may have changed. Call inside the writing transaction, after the orderings' rows
 * were locked.
 */
export async function recordLeafletWrites(
  trx: Trx,
  changes: readonly LeafletChange[],
  actor: string,
  also: readonly OrderingPlatform[] = [],
): Promise<Map<OrderingPlatform, OrderingStateRow>> {
  const platforms = new Set<OrderingPlatform>(also);
  let pending = false;
  for (const change of changes) {
    for (const platform of orderingsChangedBy(change)) platforms.add(platform);
    pending ||= pendingChangedBy(change);
  }
  if (platforms.size > 0) platforms.add(ALL_PLATFORMS);
  return bumpVersions(trx, platforms, actor, pending);
}

/**
 * A shop was renamed: every ordering showing one of its leaflets shows the new name. Bumps them (as
 * recordShopVisibility does). Call inside the writing transaction, after lockAllOrderings.
 */
export async function recordShopRename(trx: Trx, storeId: string, actor: string | null): Promise<void> {
  await recordShopVisibility(trx, storeId, actor);
}

/**
 * A shop was archived or restored: all of its leaflets leave (or come back to) the orderings, the feed
 * and the pending publication lists at once, unchanged themselves. Bumps the version of every ordering
 * that shows one of them, and the pending lists' version when one of them waits for a publication.
 * Call inside the writing transaction, after lockAllOrderings.
 */
export async function recordShopVisibility(trx: Trx, storeId: string, actor: string | null): Promise<void> {
  const rows = await trx
    .selectFrom('leaflets')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', 'in', [...new Set<string>([...ORDERING_STATUSES, ...PENDING_STATUSES])])
    .execute();
  const platforms = ORDERING_PLATFORMS.filter((platform) => rows.some((row) => onOrdering(row, platform)));
  await bumpVersions(trx, platforms, actor, rows.some((row) => isPendingStatus(row.status)));
}
