/** Writing leaflets: every write is one transaction that also records the leaflet's history. */
import { randomUUID } from 'node:crypto';
import { sql, type OperationNodeSource, type QueryCreator, type Transaction, type Updateable, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { RESTORED_STATUS, editStatusChoices, isLeafletStatus, restoreRefusal } from '@flyerdesk/domain/leafletStatus';
import { can } from '@flyerdesk/domain/permissions';
import { PLATFORM_KEYS, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { withWrites } from '../../db/statements';
import { PRIORITY_COLUMNS, priorityIndexName } from '../../db/migrations';
import type { Database, LeafletRow, LeafletsTable } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { conflict, fieldError, forbidden, invalidRequest, notFound } from '../../http/errors';
import { checkVersion } from '../../http/respond';
import { lockAllOrderings, recordLeafletWrites, type LeafletChange } from '../ordering/versions';
import type { LeafletValues } from './input';
import { diffLeaflets, toLeaflet, VISIBILITY_COLUMNS, type Leaflet } from './model';

type Trx = Transaction<Database>;

export interface WriteOptions {
  /** Clear the priority of another leaflet holding the requested one instead of refusing. */
  overwritePriority?: boolean;
}

function priorityTaken(naturalId: string, priority: number, platform: PlatformKey) {
  return conflict(ConflictReason.PRIORITY_TAKEN, `There is already leaflet ${naturalId} with priority ${priority} on platform ${platform}`, undefined, {
    naturalId,
    priority,
    platform,
  });
}

function columns(values: LeafletValues): Updateable<LeafletsTable> {
  const out: Updateable<LeafletsTable> = {
    natural_id: values.naturalId,
    status: values.status,
    valid_from: values.validFrom,
    valid_to: values.validTo,
    until_end_of_supply: values.untilEndOfSupply,
    publish_date: values.publishDate,
    publish_end_date: values.publishEndDate,
    additional_info: values.additionalInfo,
    additional_info2: values.additionalInfo2,
    not_show_ad_inserts: values.notShowAdInserts,
    not_allow_shopping_list: values.notAllowShoppingList,
    group_id: values.groupId,
    seo_id: values.seoId,
    long_url: values.longUrl,
    thumbnail_tracking_url: values.thumbnailTrackingUrl,
    redirect_url: values.redirectUrl,
    zip_codes: values.zipCodes,
    show_online_badge: values.showOnlineBadge,
    show_popular_badge: values.showPopularBadge,
    has_recipe: values.hasRecipe,
    watermark: values.watermark,
    force_last: values.forceLast,
    category_id: values.categoryId,
    social_media: JSON.stringify(values.socialMedia),
    replace_validity_text: values.replaceValidityText,
    page_count: values.pageCount,
  };
  for (const platform of PLATFORM_KEYS) {
    out[PRIORITY_COLUMNS[platform]] = values.status === 'DELETED' ? null : values.priorities[platform];
    out[VISIBILITY_COLUMNS[platform]] = values.visibility[platform];
  }
  return out;
}

/** The history entry of a leaflet write; none when nothing tracked changed. */
function historyEntry(before: Leaflet | undefined, afterRow: LeafletRow, by: string | null) {
  const changes = diffLeaflets(before, toLeaflet(afterRow));
  if (Object.keys(changes).length === 0) return null;
  return { leaflet_id: afterRow.id, by, version: afterRow.version, changes: JSON.stringify(changes) };
}

export async function recordHistory(trx: Trx, before: Leaflet | undefined, afterRow: LeafletRow, by: string | null): Promise<void> {
  const entry = historyEntry(before, afterRow, by);
  if (entry) await trx.insertInto('leaflet_history').values(entry).execute();
}

/** A new priority of a leaflet the transaction holds locked, not written yet. */
export interface PriorityWrite {
  /** The row as the write leaves it: known before the write, since nobody else writes a locked row. */
  after: LeafletRow;
  /** The statements of the write: its history entry (when something shows in the history), then the row. */
  history: OperationNodeSource | null;
  update: UpdateQueryBuilder<Database, 'leaflets', 'leaflets', UpdateResult>;
}

/** The statements giving a leaflet locked by the transaction another priority on one platform, and the row they leave. */
export function planLeafletPriority(
  db: QueryCreator<Database>,
  row: LeafletRow,
  column: (typeof PRIORITY_COLUMNS)[PlatformKey],
  priority: number | null,
  by: string,
): PriorityWrite {
  const updatedAt = new Date();
  const after: LeafletRow = { ...row, [column]: priority, version: row.version + 1, updated_at: updatedAt, updated_by: by };
  const entry = historyEntry(toLeaflet(row), after, by);
  return {
    after,
    history: entry ? db.insertInto('leaflet_history').values(entry) : null,
    update: db
      .updateTable('leaflets')
      .set((eb) => ({ [column]: priority, version: eb('version', '+', 1), updated_at: updatedAt, updated_by: by }))
      .where('id', '=', row.id),
  };
}

/** The statements of a priority write, in the order they are to run. */
export function priorityWriteStatements(write: PriorityWrite): OperationNodeSource[] {
  return write.history ? [write.history, write.update] : [write.update];
}

/**
 * Gives a leaflet locked by the transaction another priority on one platform, with its history entry,
 * in one statement.
 */
export async function writeLeafletPriority(
  trx: Trx,
  row: LeafletRow,
  column: (typeof PRIORITY_COLUMNS)[PlatformKey],
  priority: number | null,
  by: string,
): Promise<LeafletRow> {
  const write = planLeafletPriority(trx, row, column, priority, by);
  const { rows } = await withWrites<LeafletRow>(write.history ? [write.history] : [], write.update.returningAll()).execute(trx);
  const [written] = rows;
  if (!written) throw notFound('Leaflet with the given ID not found');
  return written;
}

export async function lockLeaflet(trx: Trx, id: string): Promise<LeafletRow> {
  const row = await trx.selectFrom('leaflets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Leaflet with the given ID not found');
  return row;
}

async function checkReferences(trx: Trx, values: LeafletValues): Promise<void> {
  const problems = [];
  if (values.groupId) {
    const group = await trx.selectFrom('groups').select('id').where('id', '=', values.groupId).executeTakeFirst();
    if (!group) problems.push(fieldError('groupId', 'validation.invalid'));
  }
  if (values.categoryId) {
    const category = await trx.selectFrom('categories').select('id').where('id', '=', values.categoryId).executeTakeFirst();
    if (!category) problems.push(fieldError('categoryId', 'validation.invalid'));
  }
  if (problems.length > 0) throw invalidRequest(problems);
}

/**
 * Makes sure each requested priority is free on its platform. A holder is refused with 409, or,
 * when overwriting was asked for, loses its priority (recorded in its own history); the holders'
 * changes are answered.
 */
async function claimPriorities(
  trx: Trx,
  user: AuthUser,
  leafletId: string,
  values: LeafletValues,
  previous: LeafletRow | undefined,
  options: WriteOptions,
): Promise<LeafletChange[]> {
  const displaced: LeafletChange[] = [];
  if (values.status === 'DELETED') return displaced;
  for (const platform of PLATFORM_KEYS) {
    const priority = values.priorities[platform];
    const column = PRIORITY_COLUMNS[platform];
    if (priority === null) continue;
    if (previous && previous[column] === priority && previous.status !== 'DELETED') continue;
    const holder = await trx
      .selectFrom('leaflets')
      .selectAll()
      .where(column, '=', priority)
      .where('status', '<>', 'DELETED')
      .where('id', '<>', leafletId)
      .forUpdate()
      .executeTakeFirst();
    if (!holder) continue;
    if (!options.overwritePriority) throw priorityTaken(holder.natural_id, priority, platform);
    const before = toLeaflet(holder);
    const cleared = await trx
      .updateTable('leaflets')
      .set((eb) => ({ [column]: null, version: eb('version', '+', 1), updated_at: new Date(), updated_by: user.username }))
      .where('id', '=', holder.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, before, cleared, user.username);
    displaced.push({ before: holder, after: cleared });
  }
  return displaced;
}

/** Priority changes are for those who order promotions (ADMIN, ROOT). */
function checkPriorityPermission(user: AuthUser, values: LeafletValues, previous: LeafletRow | undefined): void {
  const changed = PLATFORM_KEYS.some((platform) => {
    const before = previous && previous.status !== 'DELETED' ? previous[PRIORITY_COLUMNS[platform]] : null;
    const after = values.status === 'DELETED' ? null : values.priorities[platform];
    return before !== after;
  });
  if (changed && !can(user.roles, 'leaflets.order')) throw forbidden('Only administrators change priorities');
}

/** Turns a unique index refusal into the contract's conflict (the holder is looked up afresh). */
export async function explainConflict(db: Db, err: unknown, leafletId: string | undefined, values: LeafletValues | undefined): Promise<never> {
  const index = uniqueViolation(err);
  if (index === 'leaflets_natural_id_uq') {
    throw conflict('DUPLICATE_NATURAL_ID', 'A leaflet with this natural id already exists', [fieldError('naturalId', 'validation.duplicateName')]);
  }
  if (index !== undefined && values) {
    for (const platform of PLATFORM_KEYS) {
      const column = PRIORITY_COLUMNS[platform];
      if (index !== priorityIndexName(column)) continue;
      const priority = values.priorities[platform];
      if (priority === null) break;
      let query = db.selectFrom('leaflets').select('natural_id').where(column, '=', priority).where('status', '<>', 'DELETED');
      if (leafletId) query = query.where('id', '<>', leafletId);
      const holder = await query.executeTakeFirst();
      throw priorityTaken(holder?.natural_id ?? 'unknown', priority, platform);
    }
  }
  throw err;
}

export async function createLeaflet(
  db: Db,
  user: AuthUser,
  storeId: string,
  values: LeafletValues,
  options: WriteOptions & { id?: string; beforeCommit?: (row: LeafletRow, trx: Trx) => Promise<string[] | void> } = {},
): Promise<LeafletRow> {
  checkPriorityPermission(user, values, undefined);
  const id = options.id ?? randomUUID();
  try {
    return await db.transaction().execute(async (trx) => {
      await lockAllOrderings(trx);
      await checkReferences(trx, values);
      const displaced = await claimPriorities(trx, user, id, values, undefined, options);
      const now = new Date();
      let row = await trx
        .insertInto('leaflets')
        .values({
          ...columns(values),
          id,
          store_id: storeId,
          natural_id: values.naturalId,
          status: values.status,
          page_count: values.pageCount,
          created_at: now,
          created_by: user.username,
          updated_by: user.username,
          activate_ready_status_at: values.status === 'READY_FOR_ACTIVATION' ? now : null,
          social_media: JSON.stringify(values.socialMedia),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (options.beforeCommit) {
        const sources = await options.beforeCommit(row, trx);
        if (sources) {
          row = await trx.updateTable('leaflets').set({ source_files: sources }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        }
      }
      await recordHistory(trx, undefined, row, user.username);
      await recordLeafletWrites(trx, [...displaced, { before: undefined, after: row }], user.username);
      return row;
    });
  } catch (err) {
    return explainConflict(db, err, undefined, values);
  }
}

export async function updateLeaflet(
  db: Db,
  user: AuthUser,
  id: string,
  expectedVersion: number | undefined,
  buildValues: (current: Leaflet) => LeafletValues,
  options: WriteOptions & { storeId?: string } = {},
): Promise<LeafletRow> {
  let values: LeafletValues | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      await lockAllOrderings(trx);
      const current = await lockLeaflet(trx, id);
      if (options.storeId && options.storeId !== current.store_id) throw notFound('Leaflet with the given ID not found');
      checkVersion(expectedVersion, current.version);
      const before = toLeaflet(current);
      values = buildValues(before);
      if (values.status !== current.status && isLeafletStatus(current.status)) {
        if (!editStatusChoices(current.status).includes(values.status as never)) {
          throw invalidRequest([fieldError('status', 'validation.status')]);
        }
      }
      checkPriorityPermission(user, values, current);
      await checkReferences(trx, values);
      const displaced = await claimPriorities(trx, user, id, values, current, options);
      const becameReady = values.status === 'READY_FOR_ACTIVATION' && current.status !== 'READY_FOR_ACTIVATION';
      const row = await trx
        .updateTable('leaflets')
        .set((eb) => ({
          ...columns(values as LeafletValues),
          ...(becameReady ? { activate_ready_status_at: new Date() } : {}),
          version: eb('version', '+', 1),
          updated_at: new Date(),
          updated_by: user.username,
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, before, row, user.username);
      await recordLeafletWrites(trx, [...displaced, { before: current, after: row }], user.username);
      return row;
    });
  } catch (err) {
    return explainConflict(db, err, id, values);
  }
}

/** Moves a leaflet to DELETED (archive) and frees its priorities. */
export async function deleteLeaflet(db: Db, user: AuthUser, id: string, expectedVersion: number | undefined, storeId?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAllOrderings(trx);
    const current = await lockLeaflet(trx, id);
    if (storeId && storeId !== current.store_id) throw notFound('Leaflet with the given ID not found');
    checkVersion(expectedVersion, current.version);
    if (current.status === 'DELETED') return;
    const row = await trx
      .updateTable('leaflets')
      .set((eb) => ({
        status: 'DELETED',
        ...Object.fromEntries(PLATFORM_KEYS.map((p) => [PRIORITY_COLUMNS[p], null])),
        version: eb('version', '+', 1),
        updated_at: new Date(),
        updated_by: user.username,
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, toLeaflet(current), row, user.username);
    await recordLeafletWrites(trx, [{ before: current, after: row }], user.username);
  });
}

/** Sets the refresh date to now, which moves the leaflet up in the ordering. */
export async function refreshLeaflet(db: Db, user: AuthUser, id: string, expectedVersion: number | undefined): Promise<LeafletRow> {
  return db.transaction().execute(async (trx) => {
    await lockAllOrderings(trx);
    const current = await lockLeaflet(trx, id);
    checkVersion(expectedVersion, current.version);
    const row = await trx
      .updateTable('leaflets')
      .set((eb) => ({
        refreshed_at: sql<Date>`now()`,
        refreshed_by: user.username,
        version: eb('version', '+', 1),
        updated_at: new Date(),
        updated_by: user.username,
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, toLeaflet(current), row, user.username);
    await recordLeafletWrites(trx, [{ before: current, after: row }], user.username);
    return row;
  });
}

/**
 * Brings a DELETED leaflet back as IMPORTED (spec §4), only while it is still valid; its priorities
 * stay cleared. Refused with 409 NOT_ARCHIVED when it is not deleted, LEAFLET_EXPIRED when its
 * validity has ended.
 */
export async function restoreLeaflet(db: Db, user: AuthUser, id: string, expectedVersion: number | undefined, now: Date = new Date()): Promise<LeafletRow> {
  return db.transaction().execute(async (trx) => {
    await lockAllOrderings(trx);
    const current = await lockLeaflet(trx, id);
    checkVersion(expectedVersion, current.version);
    const refusal = restoreRefusal(
      { status: current.status, untilEndOfSupply: current.until_end_of_supply, validTo: current.valid_to },
      now,
    );
    if (refusal === 'notDeleted') throw conflict(ConflictReason.NOT_ARCHIVED, 'The leaflet is not deleted');
    if (refusal === 'expired') throw conflict(ConflictReason.LEAFLET_EXPIRED, 'The leaflet is no longer valid and cannot be restored');
    const row = await trx
      .updateTable('leaflets')
      .set((eb) => ({
        status: RESTORED_STATUS,
        ...Object.fromEntries(PLATFORM_KEYS.map((p) => [PRIORITY_COLUMNS[p], null])),
        version: eb('version', '+', 1),
        updated_at: new Date(),
        updated_by: user.username,
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, toLeaflet(current), row, user.username);
    await recordLeafletWrites(trx, [{ before: current, after: row }], user.username);
    return row;
  });
}

/**
 * Sets the leaflet's uploaded cover (a picture already stored under `name`); answers the leaflet and
 * the name of the cover it replaced (to be removed once the write is committed).
 */
export async function setLeafletCover(
  db: Db,
  user: AuthUser,
  id: string,
  expectedVersion: number | undefined,
  name: string,
): Promise<{ row: LeafletRow; replaced: string | null }> {
  return db.transaction().execute(async (trx) => {
    // The cover shows on the orderings and the pending lists: their versions move with it.
    await lockAllOrderings(trx);
    const current = await lockLeaflet(trx, id);
    checkVersion(expectedVersion, current.version);
    const row = await trx
      .updateTable('leaflets')
      .set((eb) => ({ first_page_name: name, version: eb('version', '+', 1), updated_at: new Date(), updated_by: user.username }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, toLeaflet(current), row, user.username);
    await recordLeafletWrites(trx, [{ before: current, after: row }], user.username);
    return { row, replaced: current.first_page_name };
  });
}
