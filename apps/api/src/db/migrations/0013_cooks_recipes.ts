/**
 * Cooks and their recipes (spec §3): cooks with their logo, status and the recipe editors assigned to
 * them; recipes of a cook with their steps in order, tags, links, cover and cooperating shop. Both are
 * records of the resource kit (version, archive, who wrote last), audited like every other.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const STATUSES = sql`('INACTIVE', 'READY_FOR_ACTIVATION', 'ACTIVE', 'READY_FOR_DISACTIVATION')`;

export const cooksRecipesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table cooks (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        seo_id text not null check (seo_id ~ '^[a-z0-9-]+$'),
        logo_name text,
        status text not null default 'INACTIVE' check (status in ${STATUSES}),
        archived_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create unique index cooks_name_uq on cooks (lower(name))`.execute(db);
    await sql`create unique index cooks_seo_id_uq on cooks (seo_id)`.execute(db);

    await sql`
      create table cook_editors (
        cook_id uuid not null references cooks(id) on delete cascade,
        user_id uuid not null references users(id) on delete cascade,
        primary key (cook_id, user_id)
      )`.execute(db);
    // A recipe editor's cooks are found from the user.
    await sql`create index cook_editors_user_idx on cook_editors (user_id, cook_id)`.execute(db);

    await sql`
      create table recipes (
        id uuid primary key default gen_random_uuid(),
        cook_id uuid not null references cooks(id) on delete restrict,
        title text not null,
        seo_id text not null check (seo_id ~ '^[a-z0-9-]+$'),
        type text not null,
        leaflet_id text,
        publish_date date not null,
        visible_at timestamptz,
        status text not null default 'INACTIVE' check (status in ${STATUSES}),
        preparation_time integer not null check (preparation_time > 0),
        number_of_servings integer not null check (number_of_servings > 0),
        complexity text not null check (complexity in ('EASY', 'MEDIUM', 'HARD')),
        tags text[] not null default '{}',
        long_url text,
        shopping_list_url text,
        cover text,
        steps jsonb not null check (jsonb_typeof(steps) = 'array' and jsonb_array_length(steps) > 0),
        store_id uuid references stores(id) on delete set null,
        archived_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        created_by text,
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create unique index recipes_seo_id_uq on recipes (seo_id)`.execute(db);
    await sql`create index recipes_cook_idx on recipes (cook_id, publish_date desc)`.execute(db);
    await sql`create index recipes_store_idx on recipes (store_id) where store_id is not null`.execute(db);
  },
};
