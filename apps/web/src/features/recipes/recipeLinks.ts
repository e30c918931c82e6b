import { isShoppingListUrl } from '@flyerdesk/domain/recipes';
import { RECIPE_IMAGE_PATTERN } from '@flyerdesk/domain/validation/recipes';
import { URL_PATTERN } from '@flyerdesk/domain/validation/rules';

/** A web address as a link the browser can open (an address typed without a scheme gets https://). */
function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** An address worth loading as a picture (an uploaded picture or a valid link), or null. */
export function imageUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  if (url === '') return null;
  if (RECIPE_IMAGE_PATTERN.test(url)) return url;
  return URL_PATTERN.test(url) ? withScheme(url) : null;
}

/** The shopping list link to show (only one the consumer site understands), or null. */
export function shoppingListHref(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  return url !== '' && isShoppingListUrl(url) ? withScheme(url) : null;
}
