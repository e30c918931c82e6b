/**
 * Reels and their channels (spec §3 Reel channel and Reel): channels with their logo and the users
 * (role EDITOR_REELS) assigned to them, and the reels of each channel with their media file, visibility,
 * platforms, call to action and tracking counters. Both are records of the resource kit (version,
 * archive, who wrote last).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const reelsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table reel_channels (
        id uuid primary key default gen_random_uuid(),
        natural_id text not null,
        name text not null,
        description text,
        logo_name text,
        auto_create_reels boolean not null default false,
        archived_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        created_by text,
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create unique index reel_channels_natural_id_uq on reel_channels (natural_id)`.execute(db);

    await sql`
      create table reel_channel_editors (
        channel_id uuid not null references reel_channels(id) on delete cascade,
        user_id uuid not null references users(id) on delete cascade,
        primary key (channel_id, user_id)
      )`.execute(db);
    // An editor's channels are looked up on every request of theirs.
    await sql`create index reel_channel_editors_user_idx on reel_channel_editors (user_id, channel_id)`.execute(db);

    await sql`
      create table reels (
        id uuid primary key default gen_random_uuid(),
        channel_id uuid not null references reel_channels(id) on delete restrict,
        natural_id text not null,
        media_url text not null,
        media_type text not null check (media_type in ('IMAGE', 'VIDEO')),
        description text,
        cta_button_text text,
        visibility_time integer not null check (visibility_time > 0),
        status text not null check (status in ('DRAFT', 'PUBLISHED', 'DEACTIVATED')),
        visibility_start_date timestamptz not null,
        visibility_end_date timestamptz not null,
        publish_date timestamptz not null,
        internal_note text,
        show_on text[] not null default '{}',
        action_type text not null check (action_type in ('LEAFLET_PAGE', 'URL', 'SHOPPING_LIST')),
        leaflet_id text,
        insert_number integer check (insert_number > 0),
        standard_page_number integer check (standard_page_number > 0),
        url text,
        product_name text,
        impressions integer not null default 0 check (impressions >= 0),
        clicks integer not null default 0 check (clicks >= 0),
        archived_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        created_by text,
        updated_at timestamptz not null default now(),
        updated_by text,
        constraint reels_visibility_ck check (visibility_end_date >= visibility_start_date),
        constraint reels_action_ck check (
          (action_type = 'LEAFLET_PAGE' and leaflet_id is not null and ((insert_number is null) <> (standard_page_number is null)))
          or (action_type = 'URL' and url is not null)
          or (action_type = 'SHOPPING_LIST' and product_name is not null))
      )`.execute(db);
    await sql`create unique index reels_natural_id_uq on reels (natural_id)`.execute(db);
    // The reels of a channel, by start of visibility; expired ones are left out by their end.
    await sql`create index reels_channel_idx on reels (channel_id, visibility_start_date)`.execute(db);
    await sql`create index reels_end_idx on reels (visibility_end_date)`.execute(db);
  },
};
