/**
 * Cooks and recipes (spec §2 /recipes): both on the resource kit under /api/cooks and /api/recipes,
 * with their histories at /api/history/cooks/:id and /api/history/recipes/:id (audit module).
 */
import { Router } from 'express';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { registerCookRoutes } from './cooks';
import { registerRecipeRoutes } from './recipes';

export function recipeRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use('/api/cooks', authenticate(ctx));
  router.use('/api/recipes', authenticate(ctx));
  registerCookRoutes(router, ctx);
  registerRecipeRoutes(router, ctx);
  return router;
}
