/** Reading shops with their category, groups, editors and leaflet counts in one query. */
import { sql, type Kysely } from 'kysely';
import { ACTIVE_GROUP, INACTIVE_GROUP } from '@flyerdesk/domain/leafletStatus';
import { isAdmin } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { toCategory, type Category } from '../categories/routes';
import { logoUrl } from '../files/urls';
import { bookkeepingOf } from '../resources/writes';

export interface LeafletsSummary {
  total: number;
  active: number;
  inactive: number;
  readyForActivation: number;
  readyForDeactivation: number;
}

export type Store = {
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
  /** Ids of the users (role EDITOR) the shop is assigned to, sorted. */
  editorIds: string[];
  /** Their usernames, sorted. */
  editors: string[];
  archived: boolean;
  archivedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Who wrote the current version (null for the system). */
  updatedBy: string | null;
  leafletsSummary: LeafletsSummary;
  /** Article data linked to one of the shop's leaflets still waits for a person (see hasUnconfirmedMatches). */
  hasUnconfirmedArticleData: boolean;
};

/**
 * Fields of a shop that follow from other records (its category's record, the editors' usernames,
 * leaflet counts, article data) or from another field (`archived`): never changes of a write of the shop.
 */
export const STORE_DERIVED_FIELDS = ['category', 'editors', 'archived', 'leafletsSummary', 'hasUnconfirmedArticleData'] as const;

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

/**
 * Every shop (aliased `s`) with the columns its JSON needs: category, groups, editors, leaflet counts.
 * Neither scoped to a user nor ordered: callers add their filters and order.
 */
export function selectStores(db: Kysely<Database>) {
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

  return db
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
      // The shop's editors: assigned users with the role EDITOR (others assigned to it, e.g. the notification role, are not its editors).
      sql<string[]>`coalesce((select array_agg(se.user_id::text order by se.user_id) from store_editors se join users u on u.id = se.user_id where se.store_id = s.id and 'EDITOR' = any(u.roles)), '{}')`.as(
        'editor_ids',
      ),
      sql<string[]>`coalesce((select array_agg(u.username order by u.username) from store_editors se join users u on u.id = se.user_id where se.store_id = s.id and 'EDITOR' = any(u.roles)), '{}')`.as(
        'editor_names',
      ),
      // The rule of hasUnconfirmedMatches (packages/domain/src/articlesData.ts): linked, neither CONFIRMED nor DELETED.
      sql<boolean>`exists (select 1 from article_data ad join leaflets al on al.id = ad.leaflet_id where al.store_id = s.id and ad.status not in ('CONFIRMED', 'DELETED'))`.as(
        'has_unconfirmed_article_data',
      ),
    ]);
}

type StoreSelection = ReturnType<typeof selectStores>;
export type StoreListRow = Awaited<ReturnType<StoreSelection['executeTakeFirstOrThrow']>>;

/** Only the shops the user may see: administrators every shop, others the shops assigned to them. */
export function visibleTo(query: StoreSelection, user: AuthUser): StoreSelection {
  if (isAdmin(user.roles)) return query;
  return query.where('s.id', 'in', (eb) => eb.selectFrom('store_editors').select('store_id').where('user_id', '=', user.id));
}

export function toStore(row: StoreListRow): Store {
  return {
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
    editorIds: row.editor_ids,
    editors: row.editor_names,
    archived: row.archived_at !== null,
    ...bookkeepingOf(row),
    createdAt: row.created_at.toISOString(),
    leafletsSummary: {
      total: Number(row.total),
      active: Number(row.active),
      inactive: Number(row.inactive),
      readyForActivation: Number(row.ready_for_activation),
      readyForDeactivation: Number(row.ready_for_deactivation),
    },
    hasUnconfirmedArticleData: row.has_unconfirmed_article_data === true,
  };
}

/** One shop as everyone with full access sees it (archived ones too); undefined when there is none. */
export async function readStore(db: Kysely<Database>, id: string): Promise<Store | undefined> {
  const row = await selectStores(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toStore(row) : undefined;
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
