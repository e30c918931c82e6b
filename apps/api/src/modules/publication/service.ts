/**
 * Publishing the XML feed: the dashboard's lists of leaflets awaiting activation or deactivation, the
 * publication that switches them, the version pollers watch, and the feed itself.
 */
import { sql } from 'kysely';
import { create } from 'xmlbuilder2';
import { isAwaitingActivation, isAwaitingDeactivation, PENDING_STATUSES } from '@flyerdesk/domain/leafletStatus';
import { FEED_STATUSES, orderForPlatform } from '@flyerdesk/domain/ordering';
import { PLATFORM_KEYS, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { Db } from '../../db/connect';
import { COUNTERS, PRIORITY_COLUMNS } from '../../db/migrations';
import type { LeafletRow } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { recordHistory } from '../leaflets/service';
import { toLeaflet, VISIBILITY_COLUMNS, type Leaflet } from '../leaflets/model';
import { orderable } from '../ordering/model';
import { insertImageUrl } from '../files/urls';
import { redirectLinkFor } from '../pageDetails/service';
import { areaLinkWithParams } from '@flyerdesk/domain/validation/pageDetails';
import { lockAllOrderings, recordLeafletWrites, type LeafletChange } from '../ordering/versions';
import { shopsInUse, shopsVisibleTo } from '../stores/scope';
import { feedPublished, recordActivity } from '../activity/record';

export interface PendingPublication {
  toActivate: Leaflet[];
  toDeactivate: Leaflet[];
}

export interface PublicationResult {
  activated: number;
  deactivated: number;
  publishedAt: string;
  publicationId: string;
}

function byPublishDate(a: LeafletRow, b: LeafletRow): number {
  const time = (row: LeafletRow) => row.publish_date?.getTime() ?? Number.POSITIVE_INFINITY;
  return time(a) - time(b) || a.natural_id.localeCompare(b.natural_id);
}

/**
 * Leaflets in one of the ready statuses (locked when publishing). Leaflets of an archived shop wait in
 * their status, off the lists, until the shop is restored.
 */
async function readyRows(db: Db, forUpdate: boolean, reader?: AuthUser): Promise<LeafletRow[]> {
  let query = db
    .selectFrom('leaflets')
    .selectAll()
    .where('status', 'in', [...PENDING_STATUSES])
    .where('store_id', 'in', shopsInUse(db));
  if (reader) query = query.where('store_id', 'in', shopsVisibleTo(db, reader));
  if (forUpdate) query = query.orderBy('id').forUpdate();
  return query.execute();
}

/** The leaflets a publication would switch on and off now. */
function pendingOf(rows: LeafletRow[], now: Date) {
  return {
    toActivate: rows.filter((row) => isAwaitingActivation({ status: row.status, publishDate: row.publish_date }, now)).sort(byPublishDate),
    toDeactivate: rows.filter((row) => isAwaitingDeactivation(row)).sort(byPublishDate),
  };
}

/** The pending lists as `reader` may see them: administrators every shop's leaflets, others their assigned shops'. */
export async function readPending(db: Db, reader: AuthUser, now: Date = new Date()): Promise<PendingPublication> {
  const pending = pendingOf(await readyRows(db, false, reader), now);
  return { toActivate: pending.toActivate.map(toLeaflet), toDeactivate: pending.toDeactivate.map(toLeaflet) };
}

/**
 * Publishes: in one transaction the leaflets awaiting activation become ACTIVE and those awaiting
 * deactivation become INACTIVE (losing their priorities); the versions move and the publication is
 * recorded. With nothing pending nothing changes.
 */
export async function publish(db: Db, user: AuthUser, now: Date = new Date()): Promise<PublicationResult> {
  return db.transaction().execute(async (trx) => {
    await lockAllOrderings(trx);
    const pending = pendingOf(await readyRows(trx, true), now);
    const changes: LeafletChange[] = [];
    for (const row of pending.toActivate) {
      const after = await trx
        .updateTable('leaflets')
        .set((eb) => ({ status: 'ACTIVE', version: eb('version', '+', 1), updated_at: now, updated_by: user.username }))
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, toLeaflet(row), after, user.username);
      changes.push({ before: row, after });
    }
    for (const row of pending.toDeactivate) {
      const after = await trx
        .updateTable('leaflets')
        .set((eb) => ({
          status: 'INACTIVE',
          ...Object.fromEntries(PLATFORM_KEYS.map((p) => [PRIORITY_COLUMNS[p], null])),
          version: eb('version', '+', 1),
          updated_at: now,
          updated_by: user.username,
        }))
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, toLeaflet(row), after, user.username);
      changes.push({ before: row, after });
    }
    await recordLeafletWrites(trx, changes, user.username);
    const publication = await trx
      .insertInto('publications')
      .values({
        published_at: now,
        published_by: user.username,
        published_by_id: user.id,
        activated: pending.toActivate.length,
        deactivated: pending.toDeactivate.length,
      })
      .returning(['id', 'published_at', 'activated', 'deactivated'])
      .executeTakeFirstOrThrow();
    await recordActivity(trx, feedPublished(user, publication));
    return {
      activated: pending.toActivate.length,
      deactivated: pending.toDeactivate.length,
      publishedAt: publication.published_at.toISOString(),
      publicationId: publication.id,
    };
  });
}

/**
 * Version of the pending lists. Writes move it; so does time, when a leaflet ready for activation
 * passes the waiting threshold: such leaflets found since the last check move it too.
 */
export async function readPublicationVersion(db: Db, now: Date = new Date()): Promise<{ version: number }> {
  const readCounter = async (reader: Db) =>
    reader.selectFrom('counters').select(['version', 'watermark']).where('name', '=', COUNTERS.publication).executeTakeFirstOrThrow();
  const crossedSince = async (reader: Db, since: Date | null) => {
    const ready = await reader.selectFrom('leaflets').select(['status', 'publish_date']).where('status', '=', 'READY_FOR_ACTIVATION').execute();
    return ready.some(
      (row) =>
        isAwaitingActivation({ status: row.status, publishDate: row.publish_date }, now) &&
        (since === null || !isAwaitingActivation({ status: row.status, publishDate: row.publish_date }, since)),
    );
  };
  const counter = await readCounter(db);
  if (!(await crossedSince(db, counter.watermark))) return { version: counter.version };
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('counters')
      .select(['version', 'watermark'])
      .where('name', '=', COUNTERS.publication)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.watermark !== null && locked.watermark >= now) return { version: locked.version };
    if (!(await crossedSince(trx, locked.watermark))) return { version: locked.version };
    const bumped = await trx
      .updateTable('counters')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now, watermark: now }))
      .where('name', '=', COUNTERS.publication)
      .returning('version')
      .executeTakeFirstOrThrow();
    return { version: bumped.version };
  });
}

/**
 * The XML feed of a platform: live leaflets (ACTIVE, READY_FOR_DISACTIVATION) of shops in use shown on it, in the
 * platform's order, each with its inserts, page redirects (the platform's swapped link where one
 * applies) and clickable areas (their URL parameters appended to the link).
 */
export async function feedXml(db: Db, platform: PlatformKey, now: Date = new Date()): Promise<string> {
  const rows = await db
    .selectFrom('leaflets')
    .innerJoin('stores', 'stores.id', 'leaflets.store_id')
    .selectAll('leaflets')
    .select('stores.store_web_id as store_web_id')
    .where('leaflets.status', 'in', [...FEED_STATUSES])
    .where(`leaflets.${VISIBILITY_COLUMNS[platform]}`, '=', true)
    .where('stores.archived_at', 'is', null)
    .execute();
  const ordered = orderForPlatform(
    rows.map(({ store_web_id, ...row }) => ({ ...orderable(row), row, storeWebId: store_web_id })),
    platform,
  );
  const details = await feedPageDetails(db, rows.map((row) => row.id));
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc.ele('leaflets', { platform, generatedAt: now.toISOString(), count: String(ordered.length) });
  ordered.forEach((entry, index) => {
    const { row } = entry;
    const priority = row[PRIORITY_COLUMNS[platform]];
    const leaflet = root.ele('leaflet', {
      position: String(index + 1),
      id: row.id,
      naturalId: row.natural_id,
      storeId: row.store_id,
      storeWebId: entry.storeWebId,
      ...(priority !== null ? { priority: String(priority) } : {}),
    });
    leaflet.ele('title').txt(row.additional_info ?? '');
    leaflet.ele('validFrom').txt(row.valid_from ?? '');
    leaflet.ele('validTo').txt(row.valid_to ?? '');
    leaflet.ele('untilEndOfSupply').txt(String(row.until_end_of_supply));
    leaflet.ele('pageCount').txt(String(row.page_count));
    leaflet.ele('longUrl').txt(row.long_url ?? '');
    const inserts = leaflet.ele('inserts');
    for (const insert of details.inserts.filter((i) => i.leaflet_id === row.id)) {
      const element = inserts.ele('insert', { position: String(insert.position), id: insert.insert_id });
      element.ele('name').txt(insert.insert_name);
      element.ele('image').txt(insertImageUrl(insert.image_name) ?? '');
      element.ele('redirectUrl').txt(insert.redirect_url ?? '');
      element.ele('longUrl').txt(insert.long_url ?? '');
    }
    const redirects = leaflet.ele('redirects');
    for (const redirect of details.redirects.filter((r) => r.leaflet_id === row.id)) {
      const element = redirects.ele('redirect', { id: redirect.id, pages: redirect.positions_text });
      element.ele('redirectUrl').txt(redirectLinkFor(redirect, platform) ?? '');
      element.ele('longUrl').txt(redirect.long_url ?? '');
      element.ele('thumbnailTrackingUrl').txt(redirect.thumbnail_tracking_url ?? '');
    }
    const areas = leaflet.ele('areas');
    for (const area of details.areas.filter((a) => a.leaflet_id === row.id)) {
      areas.ele('area', {
        page: String(area.page_number),
        x: String(area.x),
        y: String(area.y),
        width: String(area.width),
        height: String(area.height),
        ...(area.color ? { color: area.color } : {}),
        ...(area.affiliation ? { affiliation: area.affiliation } : {}),
      }).txt(areaLinkWithParams(area.link, area.url_params));
    }
  });
  return doc.end({ prettyPrint: true });
}

/** The inserts, page redirects and areas of the feed's leaflets, in page order. */
async function feedPageDetails(db: Db, leafletIds: readonly string[]) {
  if (leafletIds.length === 0) return { inserts: [], redirects: [], areas: [] };
  const ids = [...leafletIds];
  const [inserts, redirects, areas] = await Promise.all([
    db
      .selectFrom('leaflet_page_inserts as p')
      .innerJoin('inserts as i', 'i.id', 'p.insert_id')
      .select(['p.leaflet_id', 'p.position', 'p.insert_id', 'i.insert_name', 'i.image_name', 'i.redirect_url', 'i.long_url'])
      .where('p.leaflet_id', 'in', ids)
      .orderBy('p.position')
      .execute(),
    db.selectFrom('page_redirects').selectAll().where('leaflet_id', 'in', ids).orderBy(sql`positions[1]`).orderBy('created_at').execute(),
    db.selectFrom('page_areas').selectAll().where('leaflet_id', 'in', ids).orderBy('page_number').orderBy('created_at').orderBy('id').execute(),
  ]);
  return { inserts, redirects, areas };
}
