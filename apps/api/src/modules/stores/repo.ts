/** Reading shops with their category, groups, editors and leaflet counts in one query. */
import { sql } from 'kysely';
import { ACTIVE_GROUP, INACTIVE_GROUP } from '@flyerdesk/domain/leafletStatus';
import { isAdmin } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/context';
import { toCategory, type Category } from '../categories/routes';
import { logoUrl } from '../files/urls';

export interface LeafletsSummary {
  total: number;
  active: number;
  inactive: number;
  readyForActivation: number;
  readyForDeactivation: number;
}

export interface Store {
  id: string;
  name: string;
  storeWebId: string;
  categoryId: string | null;
  category: Category | null;
  groupIds: string[];
  logoUrl: string | null;
  forceFavorites: boolean;
  showAnyway: boolean;
  storeAtFirst: boolean;
  addAsReelsChannel: boolean;
  editors: string[];
  archived: boolean;
  archivedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  leafletsSummary: LeafletsSummary;
  /** Article data linked to one of the shop's leaflets still waits for a person (see hasUnconfirmedMatches). */
  hasUnconfirmedArticleData: boolean;
}

export interface StoreQuery {
  id?: string;
  search?: string;
  /** true: only archived shops; false (default): only shops in use. Ignored when id is given. */
  archived?: boolean;
}

function inList(values: readonly string[]) {
  return sql.join(values.map((v) => sql.lit(v)));
}

/** Leaflet counts per shop; DELETED leaflets are not counted. */
export function summaryColumns() {
  return {
    total: sql<number>`count(*) filter (where status <> 'DELETED')::int`,
    active: sql<number>`count(*) filter (where status in (${inList(ACTIVE_GROUP)}))::int`,
    inactive: sql<number>`count(*) filter (where status in (${inList(INACTIVE_GROUP)}))::int`,
    readyForActivation: sql<number>`count(*) filter (where status = 'READY_FOR_ACTIVATION')::int`,
    readyForDeactivation: sql<number>`count(*) filter (where status = 'READY_FOR_DISACTIVATION')::int`,
  };
}

export async function findStores(db: Db, user: AuthUser, query: StoreQuery = {}): Promise<Store[]> {
  const summary = summaryColumns();
  const counts = db
    .selectFrom('leaflets')
    .select([
      'store_id',
      summary.total.as('total'),
      summary.active.as('active'),
      summary.inactive.as('inactive'),
      summary.readyForActivation.as('ready_for_activation'),
      summary.readyForDeactivation.as('ready_for_deactivation'),
    ])
    .groupBy('store_id')
    .as('ls');

  let q = db
    .selectFrom('stores as s')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .leftJoin(counts, 'ls.store_id', 's.id')
    .selectAll('s')
    .select([
      'c.name as category_name',
      'c.category_web_id as category_web_id',
      'c.logo_name as category_logo_name',
      'c.version as category_version',
      'c.archived_at as category_archived_at',
      'c.updated_at as category_updated_at',
      'c.updated_by as category_updated_by',
      sql<number>`coalesce(ls.total, 0)`.as('total'),
      sql<number>`coalesce(ls.active, 0)`.as('active'),
      sql<number>`coalesce(ls.inactive, 0)`.as('inactive'),
      sql<number>`coalesce(ls.ready_for_activation, 0)`.as('ready_for_activation'),
      sql<number>`coalesce(ls.ready_for_deactivation, 0)`.as('ready_for_deactivation'),
      sql<string[]>`coalesce((select array_agg(sg.group_id::text order by sg.group_id) from store_groups sg where sg.store_id = s.id), '{}')`.as(
        'group_ids',
      ),
      sql<string[]>`coalesce((select array_agg(u.username order by u.username) from store_editors se join users u on u.id = se.user_id where se.store_id = s.id), '{}')`.as(
        'editor_names',
      ),
      // The rule of hasUnconfirmedMatches (packages/domain/src/articlesData.ts): linked, neither CONFIRMED nor DELETED.
      sql<boolean>`exists (select 1 from article_data ad join leaflets al on al.id = ad.leaflet_id where al.store_id = s.id and ad.status not in ('CONFIRMED', 'DELETED'))`.as(
        'has_unconfirmed_article_data',
      ),
    ])
    .orderBy(sql`lower(s.name)`)
    .orderBy('s.id');

  if (query.id) {
    q = q.where('s.id', '=', query.id);
  } else {
    q = query.archived ? q.where('s.archived_at', 'is not', null) : q.where('s.archived_at', 'is', null);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.store_web_id', 'ilike', pattern)]));
  }
  if (!isAdmin(user.roles)) {
    q = q.where('s.id', 'in', (eb) => eb.selectFrom('store_editors').select('store_id').where('user_id', '=', user.id));
  }

  const rows = await q.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    storeWebId: row.store_web_id,
    categoryId: row.category_id,
    category:
      row.category_id && row.category_name !== null && row.category_web_id !== null && row.category_version !== null && row.category_updated_at !== null
        ? toCategory({
            id: row.category_id,
            name: row.category_name,
            category_web_id: row.category_web_id,
            logo_name: row.category_logo_name,
            version: row.category_version,
            archived_at: row.category_archived_at,
            updated_at: row.category_updated_at,
            updated_by: row.category_updated_by,
          })
        : null,
    groupIds: row.group_ids,
    logoUrl: logoUrl(row.logo_name),
    forceFavorites: row.force_favorites,
    showAnyway: row.show_anyway,
    storeAtFirst: row.store_at_first,
    addAsReelsChannel: row.add_as_reels_channel,
    editors: row.editor_names,
    archived: row.archived_at !== null,
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    leafletsSummary: {
      total: Number(row.total),
      active: Number(row.active),
      inactive: Number(row.inactive),
      readyForActivation: Number(row.ready_for_activation),
      readyForDeactivation: Number(row.ready_for_deactivation),
    },
    hasUnconfirmedArticleData: row.has_unconfirmed_article_data === true,
  }));
}

export async function leafletsSummary(db: Db, storeId: string): Promise<LeafletsSummary> {
  const summary = summaryColumns();
  const row = await db
    .selectFrom('leaflets')
    .select([
      summary.total.as('total'),
      summary.active.as('active'),
      summary.inactive.as('inactive'),
      summary.readyForActivation.as('readyForActivation'),
      summary.readyForDeactivation.as('readyForDeactivation'),
    ])
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active),
    inactive: Number(row.inactive),
    readyForActivation: Number(row.readyForActivation),
    readyForDeactivation: Number(row.readyForDeactivation),
  };
}
