import type { LoyaltyCardCountry } from '@flyerdesk/domain/loyaltyCards';
import type { LoyaltyCardInput } from '@flyerdesk/domain/validation/loyaltyCard';
import type { CallScope, UpstreamHttp } from '../../upstream/http';
import { ResourceClient, type UpstreamRecord } from '../resources/client';

/** A loyalty card as the api answers it (GET /api/loyaltyCards/{id}). */
export interface UpstreamLoyaltyCard extends UpstreamRecord {
  cardId: string;
  cardName: string;
  storeId?: string | null;
  storeName?: string | null;
  legacyId?: string | null;
  color: string;
  images?: string[];
  isPopular?: boolean;
  country: LoyaltyCardCountry;
  createdAt: string;
}

/**
 * REST client of loyalty cards: the kit's list, record, create, update (If-Match), archive, restore
 * and history under /api/loyaltyCards. Pictures are uploaded through the gateway's HTTP route.
 */
export class LoyaltyCardsClient extends ResourceClient<UpstreamLoyaltyCard, LoyaltyCardInput> {
  constructor(http: UpstreamHttp, scope: CallScope) {
    super(http, scope, 'loyaltyCards');
  }
}
