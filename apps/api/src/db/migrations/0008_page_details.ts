/** Page details of leaflets: redirects, link swaps, clickable areas, product articles. */
import { sql, type Kysely, type Migration } from 'kysely';

export const pageDetailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per leaflet whose page details were written: the aggregate's version, which every
    // write moves in its transaction (the row lock also makes writes of one leaflet take turns).
    await sql`
      create table leaflet_page_details (
        leaflet_id uuid primary key references leaflets(id) on delete cascade,
        version integer not null default 0,
        updated_at timestamptz not null default now()
      )`.execute(db);

    // An insert holds a position alone; who placed it is kept for the page details.
    await sql`alter table leaflet_page_inserts add column created_by text`.execute(db);
    await sql`create unique index leaflet_page_inserts_position_uq on leaflet_page_inserts (leaflet_id, position)`.execute(db);

    await sql`
      create table page_redirects (
        id uuid primary key default gen_random_uuid(),
        leaflet_id uuid not null references leaflets(id) on delete cascade,
        positions integer[] not null,
        positions_text text not null,
        description text,
        long_url text,
        redirect_url text,
        thumbnail_tracking_url text,
        platform_links jsonb not null default '{}',
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create index page_redirects_leaflet_idx on page_redirects (leaflet_id)`.execute(db);

    await sql`
      create table link_swaps (
        id uuid primary key default gen_random_uuid(),
        leaflet_id uuid not null references leaflets(id) on delete cascade,
        redirect_id uuid not null,
        at timestamptz not null,
        new_link text not null,
        platforms text[] not null,
        status text not null default 'PLANNED',
        applied_at timestamptz,
        job_id uuid,
        created_by text,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index link_swaps_leaflet_idx on link_swaps (leaflet_id, at)`.execute(db);
    await sql`create index link_swaps_redirect_idx on link_swaps (redirect_id) where status = 'PLANNED'`.execute(db);

    await sql`
      create table page_areas (
        id uuid primary key default gen_random_uuid(),
        leaflet_id uuid not null references leaflets(id) on delete cascade,
        page_number integer not null check (page_number > 0),
        x integer not null check (x >= 0),
        y integer not null check (y >= 0),
        width integer not null check (width > 0),
        height integer not null check (height > 0),
        link text not null,
        color text,
        affiliation text,
        url_params text,
        source text not null default 'DRAWN',
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create index page_areas_leaflet_idx on page_areas (leaflet_id, page_number)`.execute(db);

    await sql`
      create table product_articles (
        id uuid primary key default gen_random_uuid(),
        leaflet_id uuid not null references leaflets(id) on delete cascade,
        page_number integer not null check (page_number > 0),
        name text not null,
        brand text,
        packaging text,
        x integer not null check (x >= 0),
        y integer not null check (y >= 0),
        width integer not null check (width > 0),
        height integer not null check (height > 0),
        price double precision,
        currency text,
        price_per_unit double precision,
        unit text,
        crossed_price double precision,
        map_price double precision,
        discount text,
        categories text[] not null default '{}',
        valid_from date,
        valid_to date,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create index product_articles_leaflet_idx on product_articles (leaflet_id, page_number)`.execute(db);

    // History of one leaflet's page details: its entries carry the leaflet in their record.
    await sql`
      create index audit_entries_page_details_idx on audit_entries ((record->>'leafletId'), seq)
      where entity in ('pageInsert', 'pageRedirect', 'linkSwap', 'pageArea', 'productArticle')`.execute(db);
  },
};
