/**
 * Versions of the orderings and of the pending publication lists. Every write that can change an
 * ordering takes the version rows it may bump first (always in the same order, before any leaflet
 * row) and bumps them in the same transaction, so a version read together with an ordering always
 * describes exactly that ordering.
 */
import type { OperationNodeSource, QueryCreator, Transaction } from 'kysely';
import { isPendingStatus, PENDING_STATUSES } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import { ALL_PLATFORMS, ORDERING_PLATFORMS, ORDERING_STATUSES, type OrderingPlatform } from '@flyerdesk/domain/ordering';
import { COUNTERS, PRIORITY_COLUMNS } from '../../db/migrations';
import type { Database, LeafletRow, OrderingStateRow } from '../../db/schema';
import { withWrites } from '../../db/statements';
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

/** The statement adding one to the pending publication lists' version. */
function publicationBump(db: QueryCreator<Database>, now: Date) {
  return db
    .updateTable('counters')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('name', '=', COUNTERS.publication);
}

/** The statement adding one to the version of each of the orderings. */
function orderingsBump(db: QueryCreator<Database>, platforms: readonly OrderingPlatform[], actor: string | null, now: Date) {
  return db
    .updateTable('ordering_state')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, updated_by: actor }))
    .where('platform', 'in', platforms);
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
  if (list.length === 0) {
    if (publication) await publicationBump(trx, now).execute();
    return new Map();
  }
  const { rows } = await withWrites<OrderingStateRow>(publication ? [publicationBump(trx, now)] : [], orderingsBump(trx, list, actor, now).returningAll()).execute(trx);
  return new Map(rows.map((row) => [row.platform as OrderingPlatform, row]));
}

/** The versions leaflet writes bump: the orderings they changed (plus `also`, and `all` with any), and whether the pending lists' version. */
function versionsBumpedBy(changes: readonly LeafletChange[], also: readonly OrderingPlatform[]): { platforms: Set<OrderingPlatform>; publication: boolean } {
  const platforms = new Set<OrderingPlatform>(also);
  let publication = false;
  for (const change of changes) {
    for (const platform of orderingsChangedBy(change)) platforms.add(platform);
    publication ||= pendingChangedBy(change);
  }
  if (platforms.size > 0) platforms.add(ALL_PLATFORMS);
  return { platforms, publication };
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
  const { platforms, publication } = versionsBumpedBy(changes, also);
  return bumpVersions(trx, platforms, actor, publication);
}

/** recordLeafletWrites as statements to run in one statement with the writes themselves (withWrites). */
export interface PlannedVersions {
  statements: OperationNodeSource[];
  /** The orderings' version rows as the statements leave them. */
  bumped: Map<OrderingPlatform, OrderingStateRow>;
}

/**
 * recordLeafletWrites for writes not made yet (`changes` holds the rows they will leave), to run in the
 * same statement as them. The rows the statements leave are known because the transaction holds every
 * one of them locked (`locked`, see lockOrderings): each goes exactly one version up. A version row
 * to bump that is not among `locked` is a mistake of the caller.
 */
export function planLeafletWrites(
  db: QueryCreator<Database>,
  changes: readonly LeafletChange[],
  actor: string,
  locked: ReadonlyMap<OrderingPlatform, OrderingStateRow>,
  also: readonly OrderingPlatform[] = [],
): PlannedVersions {
  const { platforms, publication } = versionsBumpedBy(changes, also);
  const now = new Date();
  const bumped = new Map<OrderingPlatform, OrderingStateRow>();
  for (const platform of platforms) {
    const row = locked.get(platform);
    if (!row) throw new Error(`The version row of the ordering of ${platform} is to be bumped but is not locked`);
    bumped.set(platform, { ...row, version: row.version + 1, updated_at: now, updated_by: actor });
  }
  const statements: OperationNodeSource[] = publication ? [publicationBump(db, now)] : [];
  if (platforms.size > 0) statements.push(orderingsBump(db, [...platforms], actor, now));
  return { statements, bumped };
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
