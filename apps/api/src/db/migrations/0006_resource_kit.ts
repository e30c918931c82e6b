/**
 * The resource kit: categories and groups can be archived and remember who wrote them last; inserts
 * (extra pages placed between a leaflet's pages) and their places on leaflet pages; the audit
 * entries every write of a kit resource adds in its own transaction (history and change feed).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const resourceKitMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['categories', 'groups']) {
      await sql`alter table ${sql.table(table)} add column archived_at timestamptz`.execute(db);
      await sql`alter table ${sql.table(table)} add column updated_by text`.execute(db);
    }
    // An uploaded category logo (server-made name under /files/logos); null: the generated one.
    await sql`alter table categories add column logo_name text`.execute(db);

    await sql`
      create table inserts (
        id uuid primary key default gen_random_uuid(),
        insert_name text not null,
        description text,
        image_name text,
        redirect_url text,
        long_url text,
        valid_from date,
        valid_to date,
        show_on_ios boolean not null default false,
        show_on_android boolean not null default false,
        show_on_android2 boolean not null default false,
        show_on_web boolean not null default false,
        archived_at timestamptz,
        updated_by text,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index inserts_name_uq on inserts (lower(insert_name))`.execute(db);

    await sql`
      create table leaflet_page_inserts (
        id uuid primary key default gen_random_uuid(),
        leaflet_id uuid not null references leaflets(id) on delete cascade,
        insert_id uuid not null references inserts(id) on delete restrict,
        position integer not null check (position > 0),
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index leaflet_page_inserts_leaflet_idx on leaflet_page_inserts (leaflet_id, position)`.execute(db);
    await sql`create index leaflet_page_inserts_insert_idx on leaflet_page_inserts (insert_id)`.execute(db);

    await sql`
      create table audit_entries (
        seq bigserial primary key,
        at timestamptz not null default now(),
        actor_id uuid references users(id) on delete set null,
        actor text,
        entity text not null,
        entity_id uuid not null,
        action text not null,
        version integer not null,
        changes jsonb not null default '[]',
        record jsonb not null
      )`.execute(db);
    await sql`create index audit_entries_entity_idx on audit_entries (entity, entity_id, seq)`.execute(db);
  },
};
