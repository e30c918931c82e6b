/** Imported article data: reading it as the REST contract shows it, matching and writing items. */
import type { Transaction } from 'kysely';
import type { ArticleDataStatus } from '@flyerdesk/domain/articlesData';
import type { Db } from '../../db/connect';
import { COUNTERS } from '../../db/migrations';
import type { Database } from '../../db/schema';
import type { ImportArticle, ImportItem } from './source';

type Trx = Transaction<Database>;

export interface LeafletReference {
  leafletId: string;
  leafletNaturalId: string;
  leafletStoreId: string;
}

export interface ArticleData {
  id: string;
  retailer: string;
  storeId: string | null;
  storeName: string | null;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  status: ArticleDataStatus;
  leafletReference: LeafletReference | null;
  articlesCount: number;
  updatedAt: string;
  updatedBy: string | null;
  version: number;
}

export interface Article {
  id: string;
  name: string;
  brand: string | null;
  packaging: string | null;
  price: number | null;
  currency: string | null;
  pricePerUnit: number | null;
  unit: string | null;
  crossedPrice: number | null;
  discount: string | null;
  pageNumber: number | null;
}

export interface ItemFilter {
  id?: string;
  status?: ArticleDataStatus;
  retailer?: string;
}

function amount(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

function itemsQuery(db: Db) {
  return db
    .selectFrom('article_data as ad')
    .leftJoin('stores as s', 's.id', 'ad.store_id')
    .leftJoin('leaflets as l', 'l.id', 'ad.leaflet_id')
    .selectAll('ad')
    .select(['s.name as store_name', 'l.natural_id as leaflet_natural_id', 'l.store_id as leaflet_store_id']);
}

/** Items by filter; without a status every item but the DELETED ones. */
export async function findItems(db: Db, filter: ItemFilter = {}): Promise<ArticleData[]> {
  let q = itemsQuery(db);
  if (filter.id) q = q.where('ad.id', '=', filter.id);
  else if (filter.status) q = q.where('ad.status', '=', filter.status);
  else q = q.where('ad.status', '<>', 'DELETED');
  if (filter.retailer) q = q.where('ad.retailer', '=', filter.retailer);
  const rows = await q
    .orderBy('ad.retailer')
    .orderBy('ad.valid_from', (ob) => ob.desc().nullsLast())
    .orderBy('ad.title')
    .orderBy('ad.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    retailer: row.retailer,
    storeId: row.store_id,
    storeName: row.store_name,
    title: row.title,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    status: row.status as ArticleDataStatus,
    leafletReference:
      row.leaflet_id && row.leaflet_natural_id !== null && row.leaflet_store_id !== null
        ? { leafletId: row.leaflet_id, leafletNaturalId: row.leaflet_natural_id, leafletStoreId: row.leaflet_store_id }
        : null,
    articlesCount: row.articles_count,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
    version: row.version,
  }));
}

export async function findItem(db: Db, id: string): Promise<ArticleData | undefined> {
  const [item] = await findItems(db, { id });
  return item;
}

export async function findArticles(db: Db, itemId: string): Promise<Article[]> {
  const rows = await db
    .selectFrom('article_data_articles')
    .selectAll()
    .where('article_data_id', '=', itemId)
    .orderBy('page_number', (ob) => ob.asc().nullsLast())
    .orderBy('external_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: row.brand,
    packaging: row.packaging,
    price: amount(row.price),
    currency: row.currency,
    pricePerUnit: amount(row.price_per_unit),
    unit: row.unit,
    crossedPrice: amount(row.crossed_price),
    discount: row.discount,
    pageNumber: row.page_number,
  }));
}

export async function findRetailers(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('article_data').select('retailer').distinct().orderBy('retailer').execute();
  return rows.map((r) => r.retailer);
}

export async function readArticlesDataVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('counters').select('version').where('name', '=', COUNTERS.articlesData).executeTakeFirstOrThrow();
  return row.version;
}

/** Adds one to the article-data version (inside the writing transaction). */
export async function bumpArticlesDataVersion(trx: Trx): Promise<void> {
  await trx
    .updateTable('counters')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('name', '=', COUNTERS.articlesData)
    .execute();
}

/** Locks the article-data version row: the one writer of imports and of their start. */
export async function lockArticlesDataVersion(trx: Trx): Promise<void> {
  await trx.selectFrom('counters').select('version').where('name', '=', COUNTERS.articlesData).forUpdate().execute();
}

/**
 * The leaflet an item describes: a leaflet of the retailer's shop with the item's natural id, else
 * the only leaflet of that shop valid exactly from the item's validFrom to its validTo. Deleted
 * leaflets do not count.
 */
export async function matchLeaflet(trx: Trx, storeId: string | null, item: Pick<ImportItem, 'leafletNaturalId' | 'validFrom' | 'validTo'>): Promise<string | null> {
  if (!storeId) return null;
  if (item.leafletNaturalId) {
    const byId = await trx
      .selectFrom('leaflets')
      .select('id')
      .where('store_id', '=', storeId)
      .where('natural_id', '=', item.leafletNaturalId)
      .where('status', '<>', 'DELETED')
      .executeTakeFirst();
    if (byId) return byId.id;
  }
  if (item.validFrom && item.validTo) {
    const byDates = await trx
      .selectFrom('leaflets')
      .select('id')
      .where('store_id', '=', storeId)
      .where('valid_from', '=', item.validFrom)
      .where('valid_to', '=', item.validTo)
      .where('status', '<>', 'DELETED')
      .limit(2)
      .execute();
    if (byDates.length === 1 && byDates[0]) return byDates[0].id;
  }
  return null;
}

/** Statuses a person gave an item; a re-import keeps them. */
const KEPT_ON_IMPORT: readonly string[] = ['CONFIRMED', 'DELETED'];

export interface ImportWriter {
  jobId: string;
  /** The user who started the import. */
  actor: string | null;
}

async function writeArticles(trx: Trx, itemId: string, articles: readonly ImportArticle[]): Promise<void> {
  if (articles.length > 0) {
    await trx
      .insertInto('article_data_articles')
      .values(
        articles.map((a) => ({
          article_data_id: itemId,
          external_id: a.externalId,
          name: a.name,
          brand: a.brand,
          packaging: a.packaging,
          price: a.price,
          currency: a.currency,
          price_per_unit: a.pricePerUnit,
          unit: a.unit,
          crossed_price: a.crossedPrice,
          discount: a.discount,
          page_number: a.pageNumber,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['article_data_id', 'external_id']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          brand: eb.ref('excluded.brand'),
          packaging: eb.ref('excluded.packaging'),
          price: eb.ref('excluded.price'),
          currency: eb.ref('excluded.currency'),
          price_per_unit: eb.ref('excluded.price_per_unit'),
          unit: eb.ref('excluded.unit'),
          crossed_price: eb.ref('excluded.crossed_price'),
          discount: eb.ref('excluded.discount'),
          page_number: eb.ref('excluded.page_number'),
        })),
      )
      .execute();
  }
  // Articles the source no longer lists for the item go.
  let stale = trx.deleteFrom('article_data_articles').where('article_data_id', '=', itemId);
  if (articles.length > 0) stale = stale.where('external_id', 'not in', articles.map((a) => a.externalId));
  await stale.execute();
}

/**
 * Writes one item of the source (insert, or update by retailer and external id) with its articles,
 * matching it to a leaflet. Items a person confirmed or deleted keep their status and leaflet.
 * Answers the item's status after the write.
 */
export async function upsertImportItem(trx: Trx, item: ImportItem, writer: ImportWriter): Promise<ArticleDataStatus> {
  const store = await trx.selectFrom('stores').select('id').where('store_web_id', '=', item.retailer).executeTakeFirst();
  const storeId = store?.id ?? null;
  const leafletId = await matchLeaflet(trx, storeId, item);
  const matched: ArticleDataStatus = leafletId ? 'MATCHED' : 'NOT_MATCHED';
  const values = {
    store_id: storeId,
    title: item.title,
    valid_from: item.validFrom,
    valid_to: item.validTo,
    articles_count: item.articles.length,
  };

  const find = () =>
    trx
      .selectFrom('article_data')
      .selectAll()
      .where('retailer', '=', item.retailer)
      .where('external_id', '=', item.externalId)
      .forUpdate()
      .executeTakeFirst();
  let existing = await find();
  if (!existing) {
    const inserted = await trx
      .insertInto('article_data')
      .values({
        external_id: item.externalId,
        retailer: item.retailer,
        ...values,
        status: matched,
        leaflet_id: leafletId,
        import_job_id: writer.jobId,
        updated_by: writer.actor,
      })
      .onConflict((oc) => oc.columns(['retailer', 'external_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await writeArticles(trx, inserted.id, item.articles);
      return matched;
    }
    existing = await find();
    if (!existing) throw new Error(`Article data ${item.retailer}/${item.externalId} vanished while being written`);
  }

  const kept = KEPT_ON_IMPORT.includes(existing.status);
  const status = kept ? existing.status : matched;
  const leaflet = kept ? existing.leaflet_id : leafletId;
  const changed =
    existing.store_id !== values.store_id ||
    existing.title !== values.title ||
    existing.valid_from !== values.valid_from ||
    existing.valid_to !== values.valid_to ||
    existing.articles_count !== values.articles_count ||
    existing.status !== status ||
    existing.leaflet_id !== leaflet;
  await trx
    .updateTable('article_data')
    .set((eb) => ({
      ...values,
      status,
      leaflet_id: leaflet,
      import_job_id: writer.jobId,
      ...(changed ? { version: eb('version', '+', 1), updated_at: new Date(), updated_by: writer.actor } : {}),
    }))
    .where('id', '=', existing.id)
    .execute();
  await writeArticles(trx, existing.id, item.articles);
  return status as ArticleDataStatus;
}
