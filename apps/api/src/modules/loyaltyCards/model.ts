/**
 * A loyalty card as the api answers it (the GraphQL LoyaltyCard type field for field) and how the
 * resource kit reaches it: the record, its list and its audit entries.
 */
import { sql } from 'kysely';
import { loyaltyCardImageUrl } from '@flyerdesk/domain/loyaltyCards';
import type { Db } from '../../db/connect';
import { notFound } from '../../http/errors';
import type { ListSource } from '../resources/list';
import { bookkeepingOf, type RecordStore } from '../resources/writes';

export type LoyaltyCard = {
  id: string;
  cardId: string;
  cardName: string;
  /** The shop running the card, null when none is named. */
  storeId: string | null;
  /** That shop's name (follows the shop; never a change of the card). */
  storeName: string | null;
  legacyId: string | null;
  /** `#rrggbb`, lowercase. */
  color: string;
  /** Addresses of the card's pictures under /files/loyaltyCards, front first. */
  images: string[];
  isPopular: boolean;
  /** Two-letter ISO country code. */
  country: string;
  createdAt: string;
  version: number;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

/** Every card (aliased `c`) with the name of its shop. */
export function selectLoyaltyCards(db: Db) {
  return db
    .selectFrom('loyalty_cards as c')
    .leftJoin('stores as s', 's.id', 'c.store_id')
    .selectAll('c')
    .select(sql<string | null>`s.name`.as('store_name'));
}

type LoyaltyCardRow = Awaited<ReturnType<ReturnType<typeof selectLoyaltyCards>['executeTakeFirstOrThrow']>>;

export function toLoyaltyCard(row: LoyaltyCardRow): LoyaltyCard {
  return {
    id: row.id,
    cardId: row.card_id,
    cardName: row.card_name,
    storeId: row.store_id,
    storeName: row.store_name,
    legacyId: row.legacy_id,
    color: row.color,
    images: row.images.map(loyaltyCardImageUrl),
    isPopular: row.is_popular,
    country: row.country,
    createdAt: row.created_at.toISOString(),
    ...bookkeepingOf(row),
  };
}

export const loyaltyCardStore: RecordStore<LoyaltyCard> = {
  resource: 'loyaltyCards',
  table: 'loyalty_cards',
  notFound: () => notFound('Loyalty card not found'),
  read: async (db: Db, id: string) => {
    const row = await selectLoyaltyCards(db).where('c.id', '=', id).executeTakeFirst();
    return row ? toLoyaltyCard(row) : undefined;
  },
  derived: ['storeName'],
};

export const LOYALTY_CARD_LIST: ListSource<'loyaltyCards'> = {
  table: 'c',
  sorts: {
    cardName: { column: 'card_name', text: true },
    cardId: { column: 'card_id', text: true },
    country: { column: 'country' },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['card_name', 'card_id', 'legacy_id', 's.name'],
};
