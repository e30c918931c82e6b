import type { ListPageInput, LoyaltyCard, LoyaltyCardFilter } from '../../__generated__/resolvers-types';
import type { QueryValue } from '../../upstream/http';
import { listQuery } from '../resources/listArgs';
import { recordMeta } from '../resources/mappers';
import type { UpstreamLoyaltyCard } from './client';

/** A loyalty card as GraphQL shows it. */
export function toLoyaltyCard(raw: UpstreamLoyaltyCard): LoyaltyCard {
  return {
    id: raw.id,
    cardId: raw.cardId,
    cardName: raw.cardName,
    storeId: raw.storeId ?? null,
    storeName: raw.storeName ?? null,
    legacyId: raw.legacyId ?? null,
    color: raw.color,
    images: raw.images ?? [],
    isPopular: raw.isPopular ?? false,
    country: raw.country,
    createdAt: raw.createdAt,
    ...recordMeta(raw),
  };
}

/** A page of the card list with its filter, checked before anything goes upstream. */
export function loyaltyCardsQuery(page: ListPageInput | null | undefined, filter: LoyaltyCardFilter | null | undefined): Record<string, QueryValue> {
  return { ...listQuery('loyaltyCards', page), country: filter?.country ?? undefined, storeId: filter?.storeId ?? undefined };
}
