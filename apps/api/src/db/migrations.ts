/** Database migrations, kept in code and applied in name order at start-up. */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import type { Db } from './connect';
import { ALL_PLATFORMS } from '@flyerdesk/domain/ordering';
import { jobsMigration } from './migrations/0003_jobs';
import { articlesCrawlerMigration } from './migrations/0004_articles_crawler';
import { sessionSecurityMigration } from './migrations/0005_session_security';
import { resourceKitMigration } from './migrations/0006_resource_kit';
import { leafletLifecycleMigration } from './migrations/0007_leaflet_lifecycle';
import { pageDetailsMigration } from './migrations/0008_page_details';
import { userAdminMigration } from './migrations/0009_user_admin';
import { shopsKitMigration } from './migrations/0010_shops_kit';
import { activityLogMigration } from './migrations/0011_activity_log';
import { notificationsMigration } from './migrations/0012_notifications';
import { cooksRecipesMigration } from './migrations/0013_cooks_recipes';
import { reelsMigration } from './migrations/0014_reels';
import { loyaltyCardsMigration } from './migrations/0015_loyalty_cards';
import { appConfigMigration } from './migrations/0016_app_config';
import { refreshTokenSuccessorsMigration } from './migrations/0017_refresh_token_successors';
import { auditAppendOnlyMigration } from './migrations/0018_audit_append_only';

/** Columns holding a leaflet's priority on each delivery platform. */
export const PRIORITY_COLUMNS = {
  android: 'android_priority',
  ios: 'ios_priority',
  web: 'web_priority',
  wp: 'wp_priority',
  android2: 'android2_priority',
} as const;

/** Name of the partial unique index that keeps one leaflet per priority and platform. */
export function priorityIndexName(column: string): string {
  return `leaflets_${column}_uq`;
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table users (
        id uuid primary key default gen_random_uuid(),
        username text not null,
        password_hash text not null,
        roles text[] not null default '{}',
        notification_channels text[] not null default '{}',
        enabled boolean not null default true,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index users_username_uq on users (lower(username))`.execute(db);

    await sql`
      create table refresh_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        token_hash text not null,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index refresh_tokens_hash_uq on refresh_tokens (token_hash)`.execute(db);
    await sql`create index refresh_tokens_user_idx on refresh_tokens (user_id)`.execute(db);

    await sql`
      create table categories (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        category_web_id text not null,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index categories_name_uq on categories (lower(name))`.execute(db);
    await sql`create unique index categories_web_id_uq on categories (category_web_id)`.execute(db);

    await sql`
      create table groups (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index groups_name_uq on groups (lower(name))`.execute(db);

    await sql`
      create table stores (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        store_web_id text not null,
        category_id uuid references categories(id) on delete restrict,
        logo_name text,
        force_favorites boolean not null default false,
        show_anyway boolean not null default false,
        store_at_first boolean not null default false,
        add_as_reels_channel boolean not null default false,
        archived_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index stores_name_uq on stores (lower(name))`.execute(db);
    await sql`create unique index stores_web_id_uq on stores (store_web_id)`.execute(db);
    await sql`create index stores_category_idx on stores (category_id)`.execute(db);

    await sql`
      create table store_groups (
        store_id uuid not null references stores(id) on delete cascade,
        group_id uuid not null references groups(id) on delete cascade,
        primary key (store_id, group_id)
      )`.execute(db);
    await sql`create index store_groups_group_idx on store_groups (group_id)`.execute(db);

    await sql`
      create table store_editors (
        store_id uuid not null references stores(id) on delete cascade,
        user_id uuid not null references users(id) on delete cascade,
        primary key (store_id, user_id)
      )`.execute(db);
    await sql`create index store_editors_user_idx on store_editors (user_id)`.execute(db);

    await sql`
      create table leaflets (
        id uuid primary key default gen_random_uuid(),
        natural_id text not null,
        seo_id text,
        store_id uuid not null references stores(id) on delete restrict,
        status text not null,
        valid_from date,
        valid_to date,
        until_end_of_supply boolean not null default false,
        publish_date timestamptz,
        publish_end_date timestamptz,
        created_at timestamptz not null default now(),
        created_by text,
        refreshed_at timestamptz,
        refreshed_by text,
        activate_ready_status_at timestamptz,
        additional_info text,
        additional_info2 text,
        long_url text,
        thumbnail_tracking_url text,
        redirect_url text,
        zip_codes text[] not null default '{}',
        page_count integer not null default 0 check (page_count >= 0),
        android_priority integer check (android_priority > 0),
        ios_priority integer check (ios_priority > 0),
        web_priority integer check (web_priority > 0),
        wp_priority integer check (wp_priority > 0),
        android2_priority integer check (android2_priority > 0),
        show_on_android boolean not null default true,
        show_on_android2 boolean not null default true,
        show_on_ios boolean not null default true,
        show_on_web boolean not null default true,
        show_on_wp boolean not null default true,
        not_show_ad_inserts boolean not null default false,
        not_allow_shopping_list boolean not null default false,
        show_online_badge boolean not null default false,
        show_popular_badge boolean not null default false,
        has_recipe boolean not null default false,
        watermark boolean not null default false,
        force_last boolean not null default false,
        group_id uuid references groups(id) on delete set null,
        category_id uuid references categories(id) on delete set null,
        social_media jsonb not null default '[]',
        source_files text[] not null default '{}',
        version integer not null default 1,
        updated_at timestamptz not null default now()
      )`.execute(db);
    for (const column of Object.values(PRIORITY_COLUMNS)) {
      await sql`create unique index ${sql.raw(priorityIndexName(column))} on leaflets (${sql.ref(column)})
        where status <> 'DELETED' and ${sql.ref(column)} is not null`.execute(db);
    }
    await sql`create unique index leaflets_natural_id_uq on leaflets (natural_id) where status <> 'DELETED'`.execute(db);
    await sql`create index leaflets_store_status_idx on leaflets (store_id, status)`.execute(db);
    await sql`create index leaflets_created_idx on leaflets (created_at desc)`.execute(db);

    await sql`
      create table leaflet_history (
        id uuid primary key default gen_random_uuid(),
        leaflet_id uuid not null references leaflets(id) on delete cascade,
        at timestamptz not null default now(),
        by text,
        version integer not null,
        changes jsonb not null
      )`.execute(db);
    await sql`create index leaflet_history_leaflet_idx on leaflet_history (leaflet_id, version)`.execute(db);
  },
};

/** Platforms with an ordering of their own, plus `all` (every platform together). */


/**
 * Live ordering: a version per platform ordering (and `all`), the history of priority moves,
 * publications of the XML feed and small named counters (the version of the pending publication lists).
 */
const ordering: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table ordering_state (
        platform text primary key,
        version integer not null default 1,
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);

    await sql`
      create table ordering_moves (
        id uuid primary key default gen_random_uuid(),
        seq bigint generated always as identity,
        platform text not null references ordering_state(platform),
        leaflet_id uuid not null references leaflets(id) on delete cascade,
        natural_id text not null,
        store_name text not null,
        from_priority integer,
        to_priority integer,
        displaced_leaflet_id uuid references leaflets(id) on delete set null,
        displaced_natural_id text,
        actor text not null,
        actor_id uuid references users(id) on delete set null,
        at timestamptz not null default now(),
        version_before integer not null,
        version_after integer not null,
        client_mutation_id text,
        undo_of uuid references ordering_moves(id) on delete set null
      )`.execute(db);
    await sql`create unique index ordering_moves_seq_uq on ordering_moves (seq)`.execute(db);
    await sql`create index ordering_moves_platform_idx on ordering_moves (platform, seq desc)`.execute(db);

    await sql`
      create table publications (
        id uuid primary key default gen_random_uuid(),
        published_at timestamptz not null default now(),
        published_by text not null,
        published_by_id uuid references users(id) on delete set null,
        activated integer not null,
        deactivated integer not null
      )`.execute(db);
    await sql`create index publications_published_idx on publications (published_at desc)`.execute(db);

    await sql`
      create table counters (
        name text primary key,
        version integer not null default 1,
        updated_at timestamptz not null default now(),
        watermark timestamptz
      )`.execute(db);

    await sql`create index leaflets_ordering_status_idx on leaflets (status) where status in ('ACTIVE', 'READY_FOR_ACTIVATION', 'READY_FOR_DISACTIVATION')`.execute(
      db,
    );
  },
};

const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_ordering': ordering,
  '0003_jobs': jobsMigration,
  '0004_articles_crawler': articlesCrawlerMigration,
  '0005_session_security': sessionSecurityMigration,
  '0006_resource_kit': resourceKitMigration,
  '0007_leaflet_lifecycle': leafletLifecycleMigration,
  '0008_page_details': pageDetailsMigration,
  '0009_user_admin': userAdminMigration,
  '0010_shops_kit': shopsKitMigration,
  '0011_activity_log': activityLogMigration,
  '0012_notifications': notificationsMigration,
  '0013_cooks_recipes': cooksRecipesMigration,
  '0014_reels': reelsMigration,
  '0015_loyalty_cards': loyaltyCardsMigration,
  '0016_app_config': appConfigMigration,
  '0017_refresh_token_successors': refreshTokenSuccessorsMigration,
  '0018_audit_append_only': auditAppendOnlyMigration,
};

/** Names of all migrations, in the order they are applied (as recorded in kysely_migration). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS).sort();

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};

/** Named counters the service keeps. */
export const COUNTERS = {
  /** Changes whenever the lists of leaflets awaiting activation or deactivation may have changed. */
  publication: 'publication',
  /** Changes with every write of a background job or one of its steps (the job list's version). */
  jobs: 'jobs',
  /** Changes with every write to the imported article data (imports and matching). */
  articlesData: 'articlesData',
  /** Changes whenever sessions are ended on purpose (the position of the last session revocation). */
  sessions: 'sessions',
} as const;

/**
 * Rows every installation needs: one ordering version per platform and `all`, and the counters.
 * Idempotent, so a platform added later gets its row on the next start.
 */
async function ensureStateRows(db: Db): Promise<void> {
  await db
    .insertInto('ordering_state')
    .values([...PLATFORM_KEYS, ALL_PLATFORMS].map((platform) => ({ platform })))
    .onConflict((oc) => oc.column('platform').doNothing())
    .execute();
  await db
    .insertInto('counters')
    .values(Object.values(COUNTERS).map((name) => ({ name, watermark: new Date() })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Applies every pending migration; throws with the failing migration's error. Instances starting
 * at the same time on one PostgreSQL database take turns: the migrator holds an advisory lock while
 * it reads what was applied and applies the rest, so each migration runs once.
 */
export async function migrate(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  await ensureStateRows(db);
}
