/** External retailer article data and the new-leaflets crawler. */
import { sql, type Kysely, type Migration } from 'kysely';

export const articlesCrawlerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table article_data (
        id uuid primary key default gen_random_uuid(),
        external_id text not null,
        retailer text not null,
        store_id uuid references stores(id) on delete set null,
        title text not null,
        valid_from date,
        valid_to date,
        status text not null check (status in ('NOT_MATCHED', 'MATCHED', 'CONFIRMED', 'DELETED')),
        leaflet_id uuid references leaflets(id) on delete set null,
        import_job_id uuid references jobs(id) on delete set null,
        articles_count integer not null default 0,
        deleted_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create unique index article_data_external_uq on article_data (retailer, external_id)`.execute(db);
    await sql`create index article_data_status_idx on article_data (status, retailer)`.execute(db);
    await sql`create index article_data_leaflet_idx on article_data (leaflet_id) where leaflet_id is not null`.execute(db);

    await sql`
      create table article_data_articles (
        id uuid primary key default gen_random_uuid(),
        article_data_id uuid not null references article_data(id) on delete cascade,
        external_id text not null,
        name text not null,
        brand text,
        packaging text,
        price numeric(12, 2),
        currency text,
        price_per_unit numeric(12, 2),
        unit text,
        crossed_price numeric(12, 2),
        discount text,
        page_number integer
      )`.execute(db);
    await sql`create unique index article_data_articles_external_uq on article_data_articles (article_data_id, external_id)`.execute(db);

    await sql`
      create table crawler_sources (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        store_id uuid references stores(id) on delete set null,
        url text not null,
        enabled boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index crawler_sources_name_uq on crawler_sources (lower(name))`.execute(db);

    await sql`
      create table crawler_findings (
        id uuid primary key default gen_random_uuid(),
        source_id uuid not null references crawler_sources(id) on delete cascade,
        url text not null,
        title text not null,
        valid_from date,
        valid_to date,
        first_job_id uuid references jobs(id) on delete set null,
        last_job_id uuid references jobs(id) on delete set null,
        found_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index crawler_findings_url_uq on crawler_findings (source_id, url)`.execute(db);
    await sql`create index crawler_findings_last_job_idx on crawler_findings (last_job_id)`.execute(db);

    await sql`
      create table crawler_run_findings (
        job_id uuid not null references jobs(id) on delete cascade,
        finding_id uuid not null references crawler_findings(id) on delete cascade,
        is_new boolean not null,
        primary key (job_id, finding_id)
      )`.execute(db);
    await sql`create index crawler_run_findings_finding_idx on crawler_run_findings (finding_id)`.execute(db);
    await sql`create index jobs_crawl_source_idx on jobs ((subject->>'sourceId'), created_at desc) where kind = 'CRAWL'`.execute(db);
  },
};
