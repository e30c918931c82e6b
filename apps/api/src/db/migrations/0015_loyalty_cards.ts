/**
 * Loyalty cards (spec §3): the cards of shops' loyalty programmes the mobile apps offer, on the
 * resource kit (archived and restored, every write audited). A card id is unique among all cards,
 * archived ones included, so a restored card never collides with a newer one.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const loyaltyCardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table loyalty_cards (
        id uuid primary key default gen_random_uuid(),
        card_id text not null check (card_id ~ '^[a-z0-9-]{2,50}$'),
        card_name text not null check (char_length(card_name) between 2 and 50),
        store_id uuid references stores(id) on delete restrict,
        legacy_id text,
        color text not null check (color ~ '^#[0-9a-f]{6}$'),
        images text[] not null check (cardinality(images) >= 1),
        is_popular boolean not null default false,
        country text not null check (country ~ '^[A-Z]{2}$'),
        archived_at timestamptz,
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    await sql`create unique index loyalty_cards_card_id_uq on loyalty_cards (card_id)`.execute(db);
    await sql`create index loyalty_cards_store_idx on loyalty_cards (store_id)`.execute(db);
    await sql`create index loyalty_cards_name_idx on loyalty_cards (lower(card_name))`.execute(db);
  },
};
