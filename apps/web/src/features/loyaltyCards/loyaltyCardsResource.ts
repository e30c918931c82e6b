import { DEFAULT_CARD_COLOR, DEFAULT_CARD_COUNTRY, normalizeCardColor } from '@flyerdesk/domain/loyaltyCards';
import { loyaltyCardSchema } from '@flyerdesk/domain/validation/loyaltyCard';
import type { LoyaltyCardCountry, LoyaltyCardInput, LoyaltyCardRecordFragment } from '../../__generated__/graphql';
import type { FieldDescription, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveLoyaltyCardMutation,
  CreateLoyaltyCardMutation,
  LoyaltyCardHistoryQuery,
  LoyaltyCardQuery,
  LoyaltyCardRecordFragment as LoyaltyCardFragment,
  LoyaltyCardsChangedSubscription,
  LoyaltyCardsPageQuery,
  RestoreLoyaltyCardMutation,
  UpdateLoyaltyCardMutation,
} from './operations';

export type LoyaltyCardRecord = LoyaltyCardRecordFragment;

/** The loyalty card screen (packages/domain/src/routes.ts). */
export const LOYALTY_CARDS_PATH = '/loyalty-cards';

/** The gateway's upload route of card pictures (answer `{ url }`). */
export const LOYALTY_CARD_IMAGE_UPLOAD_PATH = '/upload/loyaltyCards/images';

/** Loyalty cards for the resource kit: sorted by name, searched in names, card ids, old ids and shops, filtered by country. */
export const loyaltyCardsResource: ResourceDefinition<LoyaltyCardRecord, LoyaltyCardInput> = {
  resource: 'loyaltyCards',
  fragment: LoyaltyCardFragment,
  listQuery: LoyaltyCardsPageQuery,
  changes: LoyaltyCardsChangedSubscription,
  recordQuery: LoyaltyCardQuery,
  historyQuery: LoyaltyCardHistoryQuery,
  create: CreateLoyaltyCardMutation,
  update: UpdateLoyaltyCardMutation,
  archive: ArchiveLoyaltyCardMutation,
  restore: RestoreLoyaltyCardMutation,
  searchFields: ['cardName', 'cardId', 'legacyId', 'storeName'],
  nameOf: (card) => card.cardName,
  filterFields: ['country'],
};

/** The card form's values: texts as typed ('' when empty), the shop's id or '' for none. */
export interface LoyaltyCardValues extends Record<string, unknown> {
  cardId: string;
  cardName: string;
  storeId: string;
  legacyId: string;
  color: string;
  /** Addresses of the card's pictures, front first. */
  images: string[];
  isPopular: boolean;
  country: LoyaltyCardCountry;
}

/** Form values of a card (of a new one when undefined). */
export function toLoyaltyCardValues(card: LoyaltyCardRecord | undefined): LoyaltyCardValues {
  return {
    cardId: card?.cardId ?? '',
    cardName: card?.cardName ?? '',
    storeId: card?.storeId ?? '',
    legacyId: card?.legacyId ?? '',
    color: card?.color ?? DEFAULT_CARD_COLOR,
    images: [...(card?.images ?? [])],
    isPopular: card?.isPopular ?? false,
    country: card?.country ?? DEFAULT_CARD_COUNTRY,
  };
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The mutation input of the form's values. */
export function toLoyaltyCardInput(values: LoyaltyCardValues): LoyaltyCardInput {
  return {
    cardId: values.cardId.trim(),
    cardName: values.cardName.trim(),
    storeId: values.storeId === '' ? null : values.storeId,
    legacyId: textOrNull(values.legacyId),
    color: normalizeCardColor(values.color),
    images: values.images,
    isPopular: values.isPopular,
    country: values.country,
  };
}

export type LoyaltyCardFieldName = 'cardId' | 'cardName' | 'storeId' | 'legacyId' | 'color' | 'images' | 'isPopular' | 'country';

export interface LoyaltyCardFieldFormats {
  labels: Record<LoyaltyCardFieldName, string>;
  shop: (value: unknown) => string;
  country: (value: unknown) => string;
  images: (value: unknown) => string;
}

/** The card form (domain loyaltyCardSchema): labels and displays name fields in the conflict dialog and the history. */
export function loyaltyCardEditor(formats: LoyaltyCardFieldFormats): RecordEditor<LoyaltyCardRecord, LoyaltyCardValues, LoyaltyCardInput> {
  const { labels } = formats;
  const fields: FieldDescription<LoyaltyCardValues>[] = [
    { name: 'cardId', label: labels.cardId },
    { name: 'cardName', label: labels.cardName },
    { name: 'storeId', label: labels.storeId, format: formats.shop },
    { name: 'legacyId', label: labels.legacyId },
    { name: 'color', label: labels.color },
    { name: 'images', label: labels.images, format: formats.images },
    { name: 'isPopular', label: labels.isPopular },
    { name: 'country', label: labels.country, format: formats.country },
  ];
  return { schema: loyaltyCardSchema, toValues: toLoyaltyCardValues, toInput: toLoyaltyCardInput, fields };
}
