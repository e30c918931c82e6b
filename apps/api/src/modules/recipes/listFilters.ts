/** The own filters of the cook and recipe lists (one status, one cook) besides the kit's paging, sort and search. */
import { isRecipeStatus, type RecipeStatus } from '@flyerdesk/domain/recipes';
import { fieldError, invalidRequest } from '../../http/errors';
import { optionalIdParam } from '../../http/validate';

/** `status`, one of the four (400 naming `status` otherwise); undefined when not asked for. */
export function statusFilter(query: Record<string, unknown>): RecipeStatus | undefined {
  const { status } = query;
  if (status === undefined || status === '') return undefined;
  if (!isRecipeStatus(status)) throw invalidRequest([fieldError('status', 'validation.status')], 'The list request is not valid');
  return status;
}

/** `cookId`, a cook's id (400 naming `cookId` otherwise); undefined when not asked for. */
export function cookFilter(query: Record<string, unknown>): string | undefined {
  return optionalIdParam(query.cookId, 'cookId');
}
