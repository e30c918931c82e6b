/**
 * Demo loyalty cards: ten cards of demo shops (one of them archived, one without a shop), each with a
 * front and a back picture generated from its colour. Ids come from their own fixed seed, so the rest
 * of the demo data stays as it was.
 */
import type { Transaction } from 'kysely';
import { generatedCardImageName, type LoyaltyCardCountry } from '@flyerdesk/domain/loyaltyCards';
import type { Database } from '../db/schema';
import { recordAudit, SYSTEM_ACTOR } from '../modules/audit/record';
import { loyaltyCardStore, type LoyaltyCard } from '../modules/loyaltyCards/model';
import { Prng } from './prng';

type Trx = Transaction<Database>;

/** Seed of the loyalty card demo data (independent of the other demo data's sequence). */
const LOYALTY_CARDS_SEED = 20_261_215;

const DAY = 24 * 3_600_000;

interface DemoCard {
  cardId: string;
  cardName: string;
  /** A demo shop's name; null for a card no shop runs. */
  shop: string | null;
  color: string;
  country: LoyaltyCardCountry;
  isPopular: boolean;
  legacyId?: string;
  /** Only the front is pictured. */
  frontOnly?: boolean;
  archived?: boolean;
}

/** The card id of a demo card tests can rely on. */
export const DEMO_LOYALTY_CARD_ID = 'moja-biedronka';

const CARDS: readonly DemoCard[] = [
  { cardId: DEMO_LOYALTY_CARD_ID, cardName: 'Moja Biedronka', shop: 'Biedronka', color: '#d62828', country: 'PL', isPopular: true, legacyId: 'BDR-001' },
  { cardId: 'lidl-plus', cardName: 'Lidl Plus', shop: 'Lidl', color: '#0050aa', country: 'PL', isPopular: true, legacyId: 'LDL-002' },
  { cardId: 'lidl-plus-cz', cardName: 'Lidl Plus Česko', shop: 'Lidl', color: '#0050aa', country: 'CZ', isPopular: false },
  { cardId: 'kaufland-card', cardName: 'Kaufland Card', shop: 'Kaufland', color: '#e10915', country: 'DE', isPopular: true },
  { cardId: 'rossmann-klub', cardName: 'Klub Rossmann', shop: 'Rossmann', color: '#c3002f', country: 'PL', isPopular: true, frontOnly: true },
  { cardId: 'zappka', cardName: 'Żappka', shop: 'Żabka', color: '#00843d', country: 'PL', isPopular: true },
  { cardId: 'hebe-karta', cardName: 'Karta Hebe', shop: 'Hebe', color: '#ec008c', country: 'PL', isPopular: false, frontOnly: true },
  { cardId: 'decathlon-sk', cardName: 'Decathlon Členstvo', shop: 'Decathlon', color: '#0082c3', country: 'SK', isPopular: false },
  { cardId: 'payback', cardName: 'PAYBACK', shop: null, color: '#003eb0', country: 'PL', isPopular: false, legacyId: 'PB-2019' },
  { cardId: 'carrefour-lt', cardName: 'Carrefour Lietuva', shop: 'Carrefour', color: '#1e5bc6', country: 'LT', isPopular: false, archived: true },
];

/** The demo cards of `shops` (every demo shop, by name); each starts its history with its creation by the system. */
export async function seedDemoLoyaltyCards(trx: Trx, now: Date, shops: readonly { id: string; name: string }[]): Promise<void> {
  const prng = new Prng(LOYALTY_CARDS_SEED);
  const shopId = (name: string | null) => (name === null ? null : (shops.find((shop) => shop.name === name)?.id ?? null));
  for (const [index, card] of CARDS.entries()) {
    const id = prng.uuid();
    const createdAt = new Date(now.getTime() - (60 - index * 3) * DAY);
    const images = [generatedCardImageName(card.color, 'front'), ...(card.frontOnly ? [] : [generatedCardImageName(card.color, 'back')])];
    await trx
      .insertInto('loyalty_cards')
      .values({
        id,
        card_id: card.cardId,
        card_name: card.cardName,
        store_id: shopId(card.shop),
        legacy_id: card.legacyId ?? null,
        color: card.color,
        images,
        is_popular: card.isPopular,
        country: card.country,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    const created = await audit(trx, id, 'CREATED', null);
    if (!card.archived || !created) continue;
    const archivedAt = new Date(createdAt.getTime() + 7 * DAY);
    await trx
      .updateTable('loyalty_cards')
      .set((eb) => ({ archived_at: archivedAt, version: eb('version', '+', 1), updated_at: archivedAt }))
      .where('id', '=', id)
      .execute();
    await audit(trx, id, 'ARCHIVED', created);
  }
}

/** Audits a write of a demo card by the system; answers the card as written. */
async function audit(trx: Trx, id: string, action: 'CREATED' | 'ARCHIVED', before: LoyaltyCard | null): Promise<LoyaltyCard | undefined> {
  const after = await loyaltyCardStore.read(trx, id);
  if (!after) return undefined;
  await recordAudit(trx, { resource: 'loyaltyCards', id, action, actor: SYSTEM_ACTOR, version: after.version, before, after, derived: loyaltyCardStore.derived });
  return after;
}
