/**
 * Loyalty cards (spec §2 /loyalty-cards; administrators only) on the resource kit: list pages (search
 * in name, card id, old id and shop; filtered by country and shop), records, create, edit, archive and
 * restore, every write audited (history at /api/history/loyaltyCards/:id, the kit's change feed); and
 * the pictures of the form, uploaded before the card is saved.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { isLoyaltyCardCountry, loyaltyCardImageName, loyaltyCardImageUrl, parseGeneratedCardImageName } from '@flyerdesk/domain/loyaltyCards';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { loyaltyCardSchema, type LoyaltyCardInput } from '@flyerdesk/domain/validation/loyaltyCard';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { authenticate, requirePermission } from '../../http/authenticate';
import { conflict, fieldError, invalidRequest, type InvalidField } from '../../http/errors';
import { optionalIdParam } from '../../http/validate';
import { receivePicture } from '../files/pictures';
import type { FileStore } from '../files/storage';
import { listPage, listParams, type ListPage } from '../resources/list';
import { refuseDuplicates, registerKitRoutes } from '../resources/routes';
import { LOYALTY_CARD_LIST, loyaltyCardStore, selectLoyaltyCards, toLoyaltyCard, type LoyaltyCard } from './model';

/** Card pictures: JPG or PNG (spec §5), recognised by their bytes. */
const IMAGE_KINDS = ['png', 'jpeg'] as const;

const duplicate = refuseDuplicates('cardId', 'A loyalty card with this id already exists', {
  loyalty_cards_card_id_uq: () =>
    conflict(ConflictReason.DUPLICATE_NAME, 'A loyalty card with this id already exists', [fieldError('cardId', 'validation.duplicateCardId')]),
});

/** The list's own filters (country, shop) besides the kit's paging, sort and search. */
function listFilters(query: Record<string, unknown>): { country?: string; storeId?: string } {
  const problems: InvalidField[] = [];
  const filters: { country?: string; storeId?: string } = {};
  const { country, storeId } = query;
  if (country !== undefined && country !== '') {
    if (isLoyaltyCardCountry(country)) filters.country = country;
    else problems.push(fieldError('country', 'validation.country'));
  }
  try {
    const id = optionalIdParam(storeId, 'storeId');
    if (id) filters.storeId = id;
  } catch {
    problems.push(fieldError('storeId', 'validation.uuid'));
  }
  if (problems.length > 0) throw invalidRequest(problems, 'The list request is not valid');
  return filters;
}

/**
 * The card's shop must exist, and a card may not be moved to an archived shop (one that keeps its
 * archived shop may still be edited).
 */
async function checkShop(trx: Db, storeId: string | null | undefined, current: string | null): Promise<void> {
  if (!storeId) return;
  const shop = await trx.selectFrom('stores').select(['id', 'archived_at']).where('id', '=', storeId).executeTakeFirst();
  if (!shop) throw invalidRequest([fieldError('storeId', 'validation.storeNotFound')], 'No shop with this id');
  if (shop.archived_at !== null && shop.id !== current) throw invalidRequest([fieldError('storeId', 'validation.storeArchived')], 'The shop is archived');
}

/**
 * The stored names of the card's pictures: each must have been uploaded to Flyerdesk (or be one the
 * demo generates); a picture that is not there is refused by its place in the list.
 */
async function storedImages(files: FileStore, images: readonly string[]): Promise<string[]> {
  const names: string[] = [];
  const problems: InvalidField[] = [];
  for (const [index, url] of images.entries()) {
    const name = loyaltyCardImageName(url);
    const found = name !== undefined && (parseGeneratedCardImageName(name) !== undefined || (await files.readPicture('loyaltyCards', name)) !== undefined);
    if (name && found) names.push(name);
    else problems.push(fieldError(`images[${index}]`, 'validation.cardImage'));
  }
  if (problems.length > 0) throw invalidRequest(problems, 'A picture of the card was not found');
  return names;
}

/** The columns of the card's form. */
function columnsOf(input: LoyaltyCardInput, images: string[]) {
  return {
    card_id: input.cardId,
    card_name: input.cardName,
    store_id: input.storeId ?? null,
    legacy_id: input.legacyId ? input.legacyId : null,
    color: input.color,
    images,
    is_popular: input.isPopular,
    country: input.country,
  };
}

export function loyaltyCardRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();
  router.use('/api/loyaltyCards', authenticate(ctx));

  router.get('/api/loyaltyCards', requirePermission('loyaltyCards.read'), async (req: Request, res: Response) => {
    const params = listParams('loyaltyCards', req.query);
    const filters = listFilters(req.query);
    let base = selectLoyaltyCards(db);
    if (filters.country) base = base.where('c.country', '=', filters.country);
    if (filters.storeId) base = base.where('c.store_id', '=', filters.storeId);
    const { rows, total } = await listPage(base, LOYALTY_CARD_LIST, params);
    const page: ListPage<LoyaltyCard> = { items: rows.map(toLoyaltyCard), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  /** A picture for a card (front, back …): stored under a server-made name, answered with its address. */
  router.post('/api/loyaltyCards/images', requirePermission('loyaltyCards.write'), async (req: Request, res: Response) => {
    const name = await receivePicture(req, res, files, 'loyaltyCards', randomUUID(), IMAGE_KINDS);
    req.log.info({ image: name }, 'loyalty card image uploaded');
    res.status(201).json({ url: loyaltyCardImageUrl(name) });
  });

  registerKitRoutes(router, ctx, {
    store: loyaltyCardStore,
    permissions: { read: 'loyaltyCards.read', write: 'loyaltyCards.write' },
    noun: 'loyaltyCard',
    form: {
      schema: loyaltyCardSchema,
      create: async (trx, input, actor) => {
        await checkShop(trx, input.storeId, null);
        const images = await storedImages(files, input.images);
        const row = await trx
          .insertInto('loyalty_cards')
          .values({ ...columnsOf(input, images), updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      update: async (trx, id, input, actor) => {
        const current = await trx.selectFrom('loyalty_cards').select('store_id').where('id', '=', id).executeTakeFirstOrThrow();
        await checkShop(trx, input.storeId, current.store_id);
        const images = await storedImages(files, input.images);
        await trx
          .updateTable('loyalty_cards')
          .set((eb) => ({ ...columnsOf(input, images), version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor.username }))
          .where('id', '=', id)
          .execute();
      },
      duplicate,
    },
  });

  return router;
}
