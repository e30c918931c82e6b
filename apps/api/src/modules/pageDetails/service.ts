/**
 * Reading and writing a leaflet's page details. Every write is one transaction that moves the page
 * details' version (its row lock makes writes of one leaflet take turns) and adds a history entry per
 * changed part to audit_entries, carrying the leaflet id in the entry's record.
 */
import { sql, type Transaction } from 'kysely';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { CUT_RENDER_DPI } from '@flyerdesk/domain/jobs';
import { formatPagePositions } from '@flyerdesk/domain/pagePositions';
import { PLATFORM_KEYS, type PlatformKey } from '@flyerdesk/domain/platforms';
import { changedFields, type FieldChange, type RecordAction } from '@flyerdesk/domain/resources';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import {
  LINK_SWAP_ACTOR,
  maxPagePosition,
  PAGE_DETAILS_ENTITY,
  positionsOf,
  toMinute,
  type BulkLinkValues,
  type LinkSwapValues,
  type PageAreaValues,
  type PageDetailsContext,
  type PageDetailsPart,
  type PageInsertValues,
  type PageRedirectValues,
  type PageSize,
  type ProductArticleValues,
} from '@flyerdesk/domain/validation/pageDetails';
import type { AnySchema, InferType } from 'yup';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import type { Database, LeafletRow } from '../../db/schema';
import { conflict, fieldError, invalidRequest, notFound } from '../../http/errors';
import { checkVersion } from '../../http/respond';
import { takeAuditTurn } from '../audit/record';
import { latestSuccessfulCut, renderedPageImages } from '../cutting/images';
import { insertImageUrl } from '../files/urls';
import { enqueueJob } from '../jobs/runner';
import { cancelJobs } from '../jobs/repo';
import { pageImages } from '../leaflets/routes';
import {
  toArea,
  toArticle,
  toLinkSwap,
  toRedirect,
  type LeafletPageDetailsJson,
  type PageDetailsPageJson,
  type PageInsertJson,
} from './model';

type Trx = Transaction<Database>;

/** Who writes: a signed-in user, or the system (scheduled link swaps). */
export interface DetailsActor {
  id: string | null;
  username: string | null;
}

/** Pixel sizes of the rendered page images of the leaflet's latest successful cut. */
export async function renderedPageSizes(db: Db, leafletId: string): Promise<Record<number, PageSize>> {
  const job = await latestSuccessfulCut(db, leafletId);
  if (!job) return {};
  const steps = await db.selectFrom('job_steps').select(['number', 'result']).where('job_id', '=', job.id).where('status', '=', 'SUCCESS').execute();
  const sizes: Record<number, PageSize> = {};
  for (const step of steps) {
    const width = step.result?.width;
    const height = step.result?.height;
    if (step.number !== null && typeof width === 'number' && typeof height === 'number') sizes[step.number] = { width, height };
  }
  return sizes;
}

/** The pixel size a page of `pointWidth` × `pointHeight` PDF points is rendered at when it has not been cut yet. */
export function renderSizeOf(pointWidth: number, pointHeight: number): PageSize {
  const scale = CUT_RENDER_DPI / 72;
  return { width: Math.ceil(pointWidth * scale), height: Math.ceil(pointHeight * scale) };
}

async function readVersion(db: Db, leafletId: string): Promise<number> {
  const row = await db.selectFrom('leaflet_page_details').select('version').where('leaflet_id', '=', leafletId).executeTakeFirst();
  return row?.version ?? 0;
}

/** The version of a leaflet's page details (0 before its first write); undefined for an unknown leaflet. */
export async function readPageDetailsVersion(db: Db, leafletId: string): Promise<number | undefined> {
  const leaflet = await db.selectFrom('leaflets').select('id').where('id', '=', leafletId).executeTakeFirst();
  if (!leaflet) return undefined;
  return readVersion(db, leafletId);
}

async function readInserts(db: Db, leafletId: string): Promise<PageInsertJson[]> {
  const rows = await db
    .selectFrom('leaflet_page_inserts as p')
    .innerJoin('inserts as i', 'i.id', 'p.insert_id')
    .select(['p.id', 'p.position', 'p.insert_id', 'p.created_at', 'p.created_by', 'i.insert_name', 'i.image_name'])
    .where('p.leaflet_id', '=', leafletId)
    .orderBy('p.position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    insertId: row.insert_id,
    insertName: row.insert_name,
    imageUrl: insertImageUrl(row.image_name),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  }));
}

/** Everything page details shows of one leaflet (`db` may be a transaction: then it sees its writes). */
export async function readPageDetails(db: Db, leaflet: LeafletRow): Promise<LeafletPageDetailsJson> {
  const id = leaflet.id;
  const [version, images, sizes, inserts, redirects, swaps, areas, articles] = await Promise.all([
    readVersion(db, id),
    renderedPageImages(db, id),
    renderedPageSizes(db, id),
    readInserts(db, id),
    db.selectFrom('page_redirects').selectAll().where('leaflet_id', '=', id).orderBy(sql`positions[1]`).orderBy('created_at').execute(),
    db.selectFrom('link_swaps').selectAll().where('leaflet_id', '=', id).orderBy('at').orderBy('created_at').execute(),
    db.selectFrom('page_areas').selectAll().where('leaflet_id', '=', id).orderBy('page_number').orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('product_articles').selectAll().where('leaflet_id', '=', id).orderBy('page_number').orderBy('created_at').orderBy('id').execute(),
  ]);
  const pages: PageDetailsPageJson[] = (images ?? pageImages({ id, pageCount: leaflet.page_count })).map((image) => ({
    pageNumber: image.pageNumber,
    imageUrl: image.url,
    thumbnailUrl: image.thumbnailUrl,
    width: sizes[image.pageNumber]?.width ?? null,
    height: sizes[image.pageNumber]?.height ?? null,
  }));
  return {
    leafletId: id,
    storeId: leaflet.store_id,
    naturalId: leaflet.natural_id,
    pageCount: leaflet.page_count,
    version,
    pages,
    inserts,
    redirects: redirects.map(toRedirect),
    linkSwaps: swaps.map(toLinkSwap),
    areas: areas.map(toArea),
    articles: articles.map(toArticle),
  };
}

/** Validates a body with a page details schema against the leaflet (page count, page image sizes). */
export function validatedFor<S extends AnySchema>(schema: S, value: unknown, context: PageDetailsContext, now?: Date): InferType<S> {
  const result = validateWith(schema, value ?? {}, { context: { ...context }, ...(now ? { now } : {}) });
  if (!result.ok) throw invalidRequest(result.invalidFields);
  return result.value;
}

/** One write of the page details, inside its transaction. */
export interface DetailsWrite {
  trx: Trx;
  leaflet: LeafletRow;
  /** The page details' version after this write. */
  version: number;
  actor: DetailsActor;
  /** Adds the history entry of one changed part. */
  history(part: PageDetailsPart, id: string, action: RecordAction, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Promise<void>;
}

async function bumpVersion(trx: Trx, leafletId: string): Promise<number> {
  const row = await trx
    .insertInto('leaflet_page_details')
    .values({ leaflet_id: leafletId, version: 1 })
    .onConflict((oc) =>
      oc.column('leaflet_id').doUpdateSet((eb) => ({ version: eb('leaflet_page_details.version', '+', 1), updated_at: sql<Date>`now()` })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

async function addHistory(
  trx: Trx,
  leafletId: string,
  version: number,
  actor: DetailsActor,
  part: PageDetailsPart,
  id: string,
  action: RecordAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  const changes: FieldChange[] = changedFields(before, after);
  if (changes.length === 0 && action === 'UPDATED') return;
  await takeAuditTurn(trx);
  await trx
    .insertInto('audit_entries')
    .values({
      actor_id: actor.id,
      actor: actor.username,
      entity: PAGE_DETAILS_ENTITY[part],
      entity_id: id,
      action,
      version,
      changes: JSON.stringify(changes),
      record: JSON.stringify({ ...(after ?? before ?? {}), id, leafletId, part }),
    })
    .execute();
}

async function startWrite(trx: Trx, leafletId: string, actor: DetailsActor): Promise<DetailsWrite> {
  const leaflet = await trx.selectFrom('leaflets').selectAll().where('id', '=', leafletId).executeTakeFirst();
  if (!leaflet) throw notFound('Leaflet with the given ID not found');
  const version = await bumpVersion(trx, leafletId);
  return {
    trx,
    leaflet,
    version,
    actor,
    history: (part, id, action, before, after) => addHistory(trx, leafletId, version, actor, part, id, action, before, after),
  };
}

/**
 * Runs one write of a leaflet's page details in a transaction and answers the page details after it.
 * `lockJobs` takes the row locks of the jobs the write will change (cancel) before anything else, as
 * the lock order of jobs/repo.ts asks: a LINK_SWAP job holds its own row before the page details.
 */
export async function writePageDetails<T = void>(
  db: Db,
  leafletId: string,
  actor: DetailsActor,
  work: (write: DetailsWrite) => Promise<T>,
  lockJobs?: (trx: Trx) => Promise<void>,
): Promise<{ details: LeafletPageDetailsJson; result: T }> {
  return db.transaction().execute(async (trx) => {
    await lockJobs?.(trx);
    const write = await startWrite(trx, leafletId, actor);
    const result = await work(write);
    return { details: await readPageDetails(trx, write.leaflet), result };
  });
}

/** What the validation of a write needs to know about the leaflet. */
export async function detailsContext(db: Db, leaflet: LeafletRow): Promise<PageDetailsContext> {
  return { pageCount: leaflet.page_count, pageSizes: await renderedPageSizes(db, leaflet.id) };
}

// ---------------------------------------------------------------------------------------------
// Inserts

function positionTaken(position: number) {
  return invalidRequest([fieldError('positions', 'validation.positionTaken', { position })], `Position ${position} already holds an insert`);
}

export async function addPageInserts(db: Db, leafletId: string, actor: DetailsActor, values: PageInsertValues): Promise<LeafletPageDetailsJson> {
  try {
    const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
      const { trx, leaflet } = write;
      const positions = positionsOf(values.positions, maxPagePosition('insert', leaflet.page_count));
      const insert = await trx.selectFrom('inserts').select(['id', 'archived_at']).where('id', '=', values.insertId).executeTakeFirst();
      if (!insert || insert.archived_at) throw invalidRequest([fieldError('insertId', 'validation.invalid')], 'Unknown or archived insert');
      const taken = await trx
        .selectFrom('leaflet_page_inserts')
        .select('position')
        .where('leaflet_id', '=', leafletId)
        .where('position', 'in', positions)
        .orderBy('position')
        .executeTakeFirst();
      if (taken) throw positionTaken(taken.position);
      const rows = await trx
        .insertInto('leaflet_page_inserts')
        .values(positions.map((position) => ({ leaflet_id: leafletId, insert_id: values.insertId, position, created_by: actor.username })))
        .returningAll()
        .execute();
      for (const row of rows) {
        await write.history('insert', row.id, 'CREATED', null, { position: row.position, insertId: row.insert_id });
      }
    });
    return details;
  } catch (err) {
    if (uniqueViolation(err) === 'leaflet_page_inserts_position_uq') {
      const positions = positionsOf(values.positions, Number.MAX_SAFE_INTEGER - 1);
      const holder = await db
        .selectFrom('leaflet_page_inserts')
        .select('position')
        .where('leaflet_id', '=', leafletId)
        .where('position', 'in', positions.length > 0 ? positions : [0])
        .orderBy('position')
        .executeTakeFirst();
      throw positionTaken(holder?.position ?? positions[0] ?? 0);
    }
    throw err;
  }
}

export async function removePageInsert(db: Db, leafletId: string, actor: DetailsActor, placeId: string): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const row = await write.trx
      .deleteFrom('leaflet_page_inserts')
      .where('id', '=', placeId)
      .where('leaflet_id', '=', leafletId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Insert place not found');
    await write.history('insert', row.id, 'DELETED', { position: row.position, insertId: row.insert_id }, null);
  });
  return details;
}

// ---------------------------------------------------------------------------------------------
// Redirects and link swaps

function redirectColumns(values: PageRedirectValues, pageCount: number) {
  const positions = positionsOf(values.positions, maxPagePosition('redirect', pageCount));
  return {
    positions,
    positions_text: formatPagePositions(positions),
    description: values.description || null,
    long_url: values.longUrl || null,
    redirect_url: values.redirectUrl || null,
    thumbnail_tracking_url: values.thumbnailTrackingUrl || null,
  };
}

/** The history record of a redirect (what its entries compare). */
function redirectRecord(row: Parameters<typeof toRedirect>[0]): Record<string, unknown> {
  const { id: _id, version: _version, updatedAt: _at, updatedBy: _by, ...rest } = toRedirect(row);
  return { ...rest };
}

export async function addPageRedirect(db: Db, leafletId: string, actor: DetailsActor, values: PageRedirectValues): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const row = await write.trx
      .insertInto('page_redirects')
      .values({ ...redirectColumns(values, write.leaflet.page_count), leaflet_id: leafletId, updated_by: actor.username })
      .returningAll()
      .executeTakeFirstOrThrow();
    await write.history('redirect', row.id, 'CREATED', null, redirectRecord(row));
  });
  return details;
}

async function lockRedirect(trx: Trx, leafletId: string, id: string) {
  const row = await trx.selectFrom('page_redirects').selectAll().where('id', '=', id).where('leaflet_id', '=', leafletId).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Page redirect not found');
  return row;
}

export async function updatePageRedirect(
  db: Db,
  leafletId: string,
  actor: DetailsActor,
  id: string,
  expectedVersion: number | undefined,
  values: PageRedirectValues,
): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const current = await lockRedirect(write.trx, leafletId, id);
    checkVersion(expectedVersion, current.version);
    const row = await write.trx
      .updateTable('page_redirects')
      .set((eb) => ({
        ...redirectColumns(values, write.leaflet.page_count),
        version: eb('version', '+', 1),
        updated_at: sql<Date>`now()`,
        updated_by: actor.username,
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await write.history('redirect', row.id, 'UPDATED', redirectRecord(current), redirectRecord(row));
  });
  return details;
}

/**
 * Locks the LINK_SWAP jobs of the leaflet's planned swaps that `which` selects (by swap id or by
 * redirect id), in the order of their ids: the first locks of a write that may cancel them.
 */
async function lockSwapJobs(trx: Trx, leafletId: string, which: { swapId: string } | { redirectId: string }): Promise<void> {
  const swaps = trx
    .selectFrom('link_swaps')
    .select('job_id')
    .where('leaflet_id', '=', leafletId)
    .where('status', '=', 'PLANNED')
    .where('job_id', 'is not', null)
    .where('swapId' in which ? 'id' : 'redirect_id', '=', 'swapId' in which ? which.swapId : which.redirectId);
  await trx.selectFrom('jobs').select('id').where('id', 'in', swaps).orderBy('id').forUpdate().execute();
}

/** Planned swaps of removed redirects fail; their jobs are cancelled. Answers the jobs cancelled. */
async function failPlannedSwaps(write: DetailsWrite, redirectIds: readonly string[]): Promise<string[]> {
  if (redirectIds.length === 0) return [];
  const swaps = await write.trx
    .updateTable('link_swaps')
    .set({ status: 'FAILED' })
    .where('redirect_id', 'in', [...redirectIds])
    .where('status', '=', 'PLANNED')
    .returningAll()
    .execute();
  for (const swap of swaps) {
    await write.history('linkSwap', swap.id, 'UPDATED', { ...toLinkSwap(swap), status: 'PLANNED' }, { ...toLinkSwap(swap) });
  }
  return cancelJobs(write.trx, swaps.map((s) => s.job_id).filter((j): j is string => j !== null));
}

export async function removePageRedirect(db: Db, leafletId: string, actor: DetailsActor, id: string): Promise<{ details: LeafletPageDetailsJson; cancelledJobs: string[] }> {
  const { details, result } = await writePageDetails(db, leafletId, actor, async (write) => {
    const current = await lockRedirect(write.trx, leafletId, id);
    await write.trx.deleteFrom('page_redirects').where('id', '=', id).execute();
    await write.history('redirect', id, 'DELETED', redirectRecord(current), null);
    return failPlannedSwaps(write, [id]);
  }, (trx) => lockSwapJobs(trx, leafletId, { redirectId: id }));
  return { details, cancelledJobs: result };
}

/** Gives each listed page a redirect of its own with the link (a page's single-page redirect is updated). */
export async function applyBulkLink(db: Db, leafletId: string, actor: DetailsActor, values: BulkLinkValues): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const { trx, leaflet } = write;
    const positions = positionsOf(values.positions, maxPagePosition('redirect', leaflet.page_count));
    for (const page of positions) {
      const single = await trx
        .selectFrom('page_redirects')
        .selectAll()
        .where('leaflet_id', '=', leafletId)
        .where(sql<boolean>`positions = array[${page}]::integer[]`)
        .orderBy('created_at')
        .forUpdate()
        .executeTakeFirst();
      const links = { redirect_url: values.redirectUrl, ...(values.longUrl ? { long_url: values.longUrl } : {}) };
      if (single) {
        const row = await trx
          .updateTable('page_redirects')
          .set((eb) => ({ ...links, version: eb('version', '+', 1), updated_at: sql<Date>`now()`, updated_by: actor.username }))
          .where('id', '=', single.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await write.history('redirect', row.id, 'UPDATED', redirectRecord(single), redirectRecord(row));
      } else {
        const row = await trx
          .insertInto('page_redirects')
          .values({ ...links, leaflet_id: leafletId, positions: [page], positions_text: String(page), updated_by: actor.username })
          .returningAll()
          .executeTakeFirstOrThrow();
        await write.history('redirect', row.id, 'CREATED', null, redirectRecord(row));
      }
    }
  });
  return details;
}

export async function scheduleLinkSwap(
  db: Db,
  leafletId: string,
  actor: DetailsActor,
  values: LinkSwapValues,
): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const { trx, leaflet } = write;
    const redirect = await trx.selectFrom('page_redirects').select('id').where('id', '=', values.redirectId).where('leaflet_id', '=', leafletId).executeTakeFirst();
    if (!redirect) throw invalidRequest([fieldError('redirectId', 'validation.invalid')], 'Unknown page redirect');
    const at = toMinute(new Date(values.at));
    const platforms = PLATFORM_KEYS.filter((p) => values.platforms.includes(p));
    const swap = await trx
      .insertInto('link_swaps')
      .values({ leaflet_id: leafletId, redirect_id: redirect.id, at, new_link: values.newLink, platforms, created_by: actor.username })
      .returningAll()
      .executeTakeFirstOrThrow();
    const store = await trx.selectFrom('stores').select('name').where('id', '=', leaflet.store_id).executeTakeFirst();
    const job = await enqueueJob(trx, {
      kind: 'LINK_SWAP',
      subject: { leafletId, leafletNaturalId: leaflet.natural_id, storeId: leaflet.store_id, ...(store ? { storeName: store.name } : {}) },
      params: { swapId: swap.id },
      startedBy: actor.id && actor.username ? { id: actor.id, username: actor.username } : null,
      runAt: at,
    });
    const stored = await trx.updateTable('link_swaps').set({ job_id: job.id }).where('id', '=', swap.id).returningAll().executeTakeFirstOrThrow();
    await write.history('linkSwap', stored.id, 'CREATED', null, { ...toLinkSwap(stored) });
  });
  return details;
}

export async function cancelLinkSwap(db: Db, leafletId: string, actor: DetailsActor, id: string): Promise<{ details: LeafletPageDetailsJson; cancelledJobs: string[] }> {
  const { details, result } = await writePageDetails(db, leafletId, actor, async (write) => {
    const swap = await write.trx.selectFrom('link_swaps').selectAll().where('id', '=', id).where('leaflet_id', '=', leafletId).forUpdate().executeTakeFirst();
    if (!swap) throw notFound('Link swap not found');
    if (swap.status !== 'PLANNED') throw conflict(ConflictReason.LINK_SWAP_NOT_PLANNED, `The link swap is ${swap.status.toLowerCase()} and can no longer be cancelled`);
    const row = await write.trx.updateTable('link_swaps').set({ status: 'CANCELLED' }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await write.history('linkSwap', id, 'UPDATED', { ...toLinkSwap(swap) }, { ...toLinkSwap(row) });
    return swap.job_id ? cancelJobs(write.trx, [swap.job_id]) : [];
  }, (trx) => lockSwapJobs(trx, leafletId, { swapId: id }));
  return { details, cancelledJobs: result };
}

/** How a link swap ended when its time came. */
export type LinkSwapOutcome = 'APPLIED' | 'FAILED' | 'NOT_PLANNED';

/**
 * Applies a planned link swap inside `trx` (the job's transaction): chosen all platforms → the
 * redirect's link; otherwise the platforms' own links. A swap that is no longer planned is left as it
 * is, so a resumed job applies it once.
 */
export async function applyLinkSwap(trx: Trx, swapId: string): Promise<LinkSwapOutcome> {
  const swap = await trx.selectFrom('link_swaps').selectAll().where('id', '=', swapId).forUpdate().executeTakeFirst();
  if (!swap || swap.status !== 'PLANNED') return 'NOT_PLANNED';
  const write = await startWrite(trx, swap.leaflet_id, { id: null, username: LINK_SWAP_ACTOR });
  const redirect = await trx.selectFrom('page_redirects').selectAll().where('id', '=', swap.redirect_id).forUpdate().executeTakeFirst();
  if (!redirect) {
    const failed = await trx.updateTable('link_swaps').set({ status: 'FAILED' }).where('id', '=', swap.id).returningAll().executeTakeFirstOrThrow();
    await write.history('linkSwap', swap.id, 'UPDATED', { ...toLinkSwap(swap) }, { ...toLinkSwap(failed) });
    return 'FAILED';
  }
  const everywhere = PLATFORM_KEYS.every((p) => swap.platforms.includes(p));
  const platformLinks: Record<string, string> = { ...redirect.platform_links };
  if (everywhere) {
    for (const key of Object.keys(platformLinks)) delete platformLinks[key];
  } else {
    for (const platform of swap.platforms) platformLinks[platform] = swap.new_link;
  }
  const updated = await trx
    .updateTable('page_redirects')
    .set((eb) => ({
      ...(everywhere ? { redirect_url: swap.new_link } : {}),
      platform_links: JSON.stringify(platformLinks),
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
      updated_by: LINK_SWAP_ACTOR,
    }))
    .where('id', '=', redirect.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await write.history('redirect', redirect.id, 'UPDATED', redirectRecord(redirect), redirectRecord(updated));
  const applied = await trx
    .updateTable('link_swaps')
    .set({ status: 'APPLIED', applied_at: sql<Date>`now()` })
    .where('id', '=', swap.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await write.history('linkSwap', swap.id, 'UPDATED', { ...toLinkSwap(swap) }, { ...toLinkSwap(applied) });
  return 'APPLIED';
}

/** The link a redirect leads to on a platform: the platform's swapped link when one applies. */
export function redirectLinkFor(redirect: { redirect_url: string | null; platform_links: Record<string, string> }, platform: PlatformKey): string | null {
  return redirect.platform_links[platform] ?? redirect.redirect_url;
}

// ---------------------------------------------------------------------------------------------
// Areas

function areaColumns(values: PageAreaValues) {
  return {
    page_number: values.pageNumber,
    x: values.x,
    y: values.y,
    width: values.width,
    height: values.height,
    link: values.link,
    color: values.color ? values.color.toLowerCase() : null,
    affiliation: values.affiliation || null,
    url_params: values.urlParams || null,
  };
}

function areaRecord(row: Parameters<typeof toArea>[0]): Record<string, unknown> {
  const { id: _id, version: _version, ...rest } = toArea(row);
  return { ...rest };
}

export async function addPageArea(db: Db, leafletId: string, actor: DetailsActor, values: PageAreaValues): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const row = await write.trx
      .insertInto('page_areas')
      .values({ ...areaColumns(values), leaflet_id: leafletId, source: 'DRAWN', updated_by: actor.username })
      .returningAll()
      .executeTakeFirstOrThrow();
    await write.history('area', row.id, 'CREATED', null, areaRecord(row));
  });
  return details;
}

export async function updatePageArea(
  db: Db,
  leafletId: string,
  actor: DetailsActor,
  id: string,
  expectedVersion: number | undefined,
  values: PageAreaValues,
): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const current = await write.trx.selectFrom('page_areas').selectAll().where('id', '=', id).where('leaflet_id', '=', leafletId).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Page area not found');
    checkVersion(expectedVersion, current.version);
    const row = await write.trx
      .updateTable('page_areas')
      .set((eb) => ({ ...areaColumns(values), version: eb('version', '+', 1), updated_at: sql<Date>`now()`, updated_by: actor.username }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await write.history('area', id, 'UPDATED', areaRecord(current), areaRecord(row));
  });
  return details;
}

export async function removePageArea(db: Db, leafletId: string, actor: DetailsActor, id: string): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const row = await write.trx.deleteFrom('page_areas').where('id', '=', id).where('leaflet_id', '=', leafletId).returningAll().executeTakeFirst();
    if (!row) throw notFound('Page area not found');
    await write.history('area', id, 'DELETED', areaRecord(row), null);
  });
  return details;
}

/** An area found in the PDF, in pixels of its page image. */
export interface PdfArea {
  pageNumber: number;
  x: number;
  y: number;
  width: number;
  height: number;
  link: string;
}

export async function addPdfAreas(db: Db, leafletId: string, actor: DetailsActor, areas: readonly PdfArea[]): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    if (areas.length === 0) return;
    const rows = await write.trx
      .insertInto('page_areas')
      .values(areas.map((area) => ({ leaflet_id: leafletId, page_number: area.pageNumber, x: area.x, y: area.y, width: area.width, height: area.height, link: area.link, source: 'PDF', updated_by: actor.username })))
      .returningAll()
      .execute();
    for (const row of rows) await write.history('area', row.id, 'CREATED', null, areaRecord(row));
  });
  return details;
}

// ---------------------------------------------------------------------------------------------
// Product articles

function articleColumns(values: ProductArticleValues) {
  return {
    page_number: values.pageNumber,
    name: values.name,
    brand: values.brand || null,
    packaging: values.packaging || null,
    x: values.x,
    y: values.y,
    width: values.width,
    height: values.height,
    price: values.price ?? null,
    currency: values.currency || null,
    price_per_unit: values.pricePerUnit ?? null,
    unit: values.unit || null,
    crossed_price: values.crossedPrice ?? null,
    map_price: values.mapPrice ?? null,
    discount: values.discount || null,
    categories: values.categories ?? [],
    valid_from: values.validFrom ?? null,
    valid_to: values.validTo ?? null,
  };
}

function articleRecord(row: Parameters<typeof toArticle>[0]): Record<string, unknown> {
  const { id: _id, version: _version, ...rest } = toArticle(row);
  return { ...rest };
}

export async function addProductArticle(db: Db, leafletId: string, actor: DetailsActor, values: ProductArticleValues): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const row = await write.trx
      .insertInto('product_articles')
      .values({ ...articleColumns(values), leaflet_id: leafletId, updated_by: actor.username })
      .returningAll()
      .executeTakeFirstOrThrow();
    await write.history('article', row.id, 'CREATED', null, articleRecord(row));
  });
  return details;
}

export async function updateProductArticle(
  db: Db,
  leafletId: string,
  actor: DetailsActor,
  id: string,
  expectedVersion: number | undefined,
  values: ProductArticleValues,
): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const current = await write.trx.selectFrom('product_articles').selectAll().where('id', '=', id).where('leaflet_id', '=', leafletId).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Product article not found');
    checkVersion(expectedVersion, current.version);
    const row = await write.trx
      .updateTable('product_articles')
      .set((eb) => ({ ...articleColumns(values), version: eb('version', '+', 1), updated_at: sql<Date>`now()`, updated_by: actor.username }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await write.history('article', id, 'UPDATED', articleRecord(current), articleRecord(row));
  });
  return details;
}

export async function removeProductArticle(db: Db, leafletId: string, actor: DetailsActor, id: string): Promise<LeafletPageDetailsJson> {
  const { details } = await writePageDetails(db, leafletId, actor, async (write) => {
    const row = await write.trx.deleteFrom('product_articles').where('id', '=', id).where('leaflet_id', '=', leafletId).returningAll().executeTakeFirst();
    if (!row) throw notFound('Product article not found');
    await write.history('article', id, 'DELETED', articleRecord(row), null);
  });
  return details;
}

// ---------------------------------------------------------------------------------------------
// Page redirect links removed in bulk (DELETE /api/leaflets/urls)

/** Clears one kind of page redirect link on a leaflet; answers whether anything changed. */
export async function clearRedirectLinks(db: Db, leafletId: string, actor: DetailsActor, column: 'redirect_url' | 'long_url'): Promise<boolean> {
  const holders = await db
    .selectFrom('page_redirects')
    .select('id')
    .where('leaflet_id', '=', leafletId)
    .where((eb) => (column === 'redirect_url' ? eb.or([eb(column, 'is not', null), eb(sql`platform_links`, '<>', sql`'{}'::jsonb`)]) : eb(column, 'is not', null)))
    .executeTakeFirst();
  if (!holders) return false;
  await writePageDetails(db, leafletId, actor, async (write) => {
    const rows = await write.trx.selectFrom('page_redirects').selectAll().where('leaflet_id', '=', leafletId).forUpdate().execute();
    for (const current of rows) {
      const hasLink = current[column] !== null || (column === 'redirect_url' && Object.keys(current.platform_links).length > 0);
      if (!hasLink) continue;
      const row = await write.trx
        .updateTable('page_redirects')
        .set((eb) => ({
          [column]: null,
          ...(column === 'redirect_url' ? { platform_links: '{}' } : {}),
          version: eb('version', '+', 1),
          updated_at: sql<Date>`now()`,
          updated_by: actor.username,
        }))
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await write.history('redirect', row.id, 'UPDATED', redirectRecord(current), redirectRecord(row));
    }
  });
  return true;
}
