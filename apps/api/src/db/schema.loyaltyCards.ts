/** Table shapes of loyalty cards (see migrations/0015_loyalty_cards.ts). */
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface LoyaltyCardsTable {
  id: Generated<string>;
  /** The card's own id: lowercase letters, digits and '-', 2–50 characters, unique. */
  card_id: string;
  card_name: string;
  /** The shop running the card, if any. */
  store_id: string | null;
  /** The card's id in the system it came from. */
  legacy_id: string | null;
  /** `#rrggbb`, lowercase. */
  color: string;
  /** Stored names of the card's pictures under /files/loyaltyCards (front first); at least one. */
  images: string[];
  is_popular: Generated<boolean>;
  /** Two-letter ISO country code (LOYALTY_CARD_COUNTRIES). */
  country: string;
  archived_at: NullableTimestamp;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** Username of the last write (null for the system). */
  updated_by: string | null;
}

export interface LoyaltyCardTables {
  loyalty_cards: LoyaltyCardsTable;
}
