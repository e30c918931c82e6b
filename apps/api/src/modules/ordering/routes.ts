/** The order of promotions: orderings, their versions, priority moves, move history and undo. */
import { Router, type Request, type Response } from 'express';
import * as yup from 'yup';
import { isPlatformKey, type PlatformKey } from '@flyerdesk/domain/platforms';
import { priorityValue } from '@flyerdesk/domain/validation/leaflet';
import { msg } from '@flyerdesk/domain/validation/messages';
import { flag, optionalText, uuid } from '@flyerdesk/domain/validation/rules';
import type { AppContext } from '../../context';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { fieldError, invalidRequest, notFound } from '../../http/errors';
import { idParam, intQuery, validated } from '../../http/validate';
import { isOrderingPlatform, type OrderingPlatform } from '@flyerdesk/domain/ordering';
import {
  listMoves,
  moveLeaflet,
  readOrdering,
  readOrderingVersion,
  readOrderingVersions,
  undoMove,
  type MoveResult,
} from './service';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { OrderingCache } from './cache';

const CLIENT_MUTATION_ID_MAX = 100;

const expectedVersion = yup
  .number()
  .typeError(msg('validation.invalid'))
  .integer(msg('validation.invalid'))
  .min(0, msg('validation.invalid'))
  .required(msg('validation.required'));

const moveSchema = yup.object({
  leafletId: uuid().required(msg('validation.required')),
  priority: priorityValue.default(null),
  expectedVersion,
  overwrite: flag().default(false),
  clientMutationId: optionalText(CLIENT_MUTATION_ID_MAX),
});

const undoSchema = yup.object({
  expectedVersion,
  clientMutationId: optionalText(CLIENT_MUTATION_ID_MAX),
});

/** A platform key or `all`; anything else is an unknown ordering (404). */
function orderingParam(value: unknown): OrderingPlatform {
  if (!isOrderingPlatform(value)) throw notFound('Unknown platform');
  return value;
}

/**
 * What a move answers: by default the ordering after it too; `answer=changes` leaves the ordering out
 * (the gateway applies the deltas to the ordering it keeps).
 */
function changesOnlyParam(query: Record<string, unknown>): boolean {
  const { answer } = query;
  if (answer === undefined || answer === '') return false;
  if (answer !== 'changes') throw invalidRequest([fieldError('answer', 'validation.invalid')], 'answer must be "changes" or absent');
  return true;
}

function answerOf(result: MoveResult, changesOnly: boolean): Partial<MoveResult> {
  if (!changesOnly) return result;
  const { ordering: _ordering, ...changes } = result;
  return changes;
}

/** Moves are made on one real platform, never on `all`. */
function movablePlatformParam(value: unknown): PlatformKey {
  const platform = orderingParam(value);
  if (!isPlatformKey(platform)) throw invalidRequest([fieldError('platform', 'validation.invalid')], 'Priorities are set on one platform at a time');
  return platform;
}

export function orderingRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  const ordering = [authenticate(ctx), requirePermission('leaflets.order')];
  const versions = serviceOrPermission(ctx, 'leaflets.order');
  // Orderings computed once per version (ORDERING_CACHE); off: computed on every read.
  const cache = ctx.config.orderingCache ? new OrderingCache(db) : null;

  router.get('/api/ordering/versions', versions, async (_req: Request, res: Response) => {
    res.json(await readOrderingVersions(db));
  });

  router.get('/api/ordering/:platform/version', versions, async (req: Request, res: Response) => {
    res.json(await readOrderingVersion(db, orderingParam(req.params.platform)));
  });

  // Also read by the gateway with its service token, to announce a change as the rows it changed.
  router.get('/api/ordering/:platform', versions, async (req: Request, res: Response) => {
    const platform = orderingParam(req.params.platform);
    if (cache) {
      res.set('Content-Type', 'application/json; charset=utf-8').send(await cache.json(platform));
      return;
    }
    res.json((await readOrdering(db, platform)).ordering);
  });

  router.get('/api/ordering/:platform/moves', ...ordering, async (req: Request, res: Response) => {
    const platform = orderingParam(req.params.platform);
    const limit = intQuery(req.query.limit, 'limit', LIST_PAGES.orderingMoves.fallback, 1, LIST_PAGES.orderingMoves.max);
    res.json(await listMoves(db, platform, limit));
  });

  router.post('/api/ordering/:platform/moves', ...ordering, async (req: Request, res: Response) => {
    const user = currentUser(req);
    const platform = movablePlatformParam(req.params.platform);
    const changesOnly = changesOnlyParam(req.query);
    const body = validated(moveSchema, req.body);
    const result = await moveLeaflet(db, user, platform, {
      leafletId: body.leafletId.toLowerCase(),
      priority: body.priority ?? null,
      expectedVersion: body.expectedVersion,
      overwrite: body.overwrite,
      clientMutationId: body.clientMutationId || null,
    }, cache ?? undefined);
    req.log.info(
      { platform, leafletId: result.move.leafletId, from: result.move.fromPriority, to: result.move.toPriority, version: result.move.versionAfter },
      'leaflet priority moved',
    );
    res.json(answerOf(result, changesOnly));
  });

  router.post('/api/ordering/:platform/moves/:moveId/undo', ...ordering, async (req: Request, res: Response) => {
    const user = currentUser(req);
    const platform = movablePlatformParam(req.params.platform);
    const moveId = idParam(req.params.moveId, 'moveId');
    const changesOnly = changesOnlyParam(req.query);
    const body = validated(undoSchema, req.body);
    const result = await undoMove(db, user, platform, moveId, {
      expectedVersion: body.expectedVersion,
      clientMutationId: body.clientMutationId || null,
    }, cache ?? undefined);
    req.log.info({ platform, moveId, version: result.move.versionAfter }, 'priority move undone');
    res.json(answerOf(result, changesOnly));
  });

  return router;
}
