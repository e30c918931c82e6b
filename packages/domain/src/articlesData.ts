/**
 * External retailer article data and its matching to leaflets (spec §3, §4).
 *
 * An item is one retailer's leaflet as the external data source describes it (title, validity,
 * its articles). The import matches it to one of our leaflets when it can:
 * - NOT_MATCHED: no leaflet found; staff can assign one (→ CONFIRMED) or delete the item (→ DELETED);
 * - MATCHED: the import found a leaflet; staff confirm it (→ CONFIRMED) or reject it (→ NOT_MATCHED);
 * - CONFIRMED: a person confirmed the match; it can still be removed (→ NOT_MATCHED);
 * - DELETED: set aside; listed per retailer and can be undeleted (→ NOT_MATCHED).
 */
export const ARTICLE_DATA_STATUSES = ['NOT_MATCHED', 'MATCHED', 'CONFIRMED', 'DELETED'] as const;
export type ArticleDataStatus = (typeof ARTICLE_DATA_STATUSES)[number];

export function isArticleDataStatus(x: unknown): x is ArticleDataStatus {
  return typeof x === 'string' && (ARTICLE_DATA_STATUSES as readonly string[]).includes(x);
}

export type ArticleDataAction = 'assign' | 'confirm' | 'removeMatch' | 'delete' | 'undelete';

/** The transitions of the matching workflow: what each action does from each status (undefined: not allowed). */
export const ARTICLE_DATA_TRANSITIONS: Record<ArticleDataAction, Partial<Record<ArticleDataStatus, ArticleDataStatus>>> = {
  assign: { NOT_MATCHED: 'CONFIRMED', MATCHED: 'CONFIRMED' },
  confirm: { MATCHED: 'CONFIRMED' },
  removeMatch: { MATCHED: 'NOT_MATCHED', CONFIRMED: 'NOT_MATCHED' },
  delete: { NOT_MATCHED: 'DELETED' },
  undelete: { DELETED: 'NOT_MATCHED' },
};

/** The status an action leads to, or null when the action is not allowed from `status`. */
export function articleDataTransition(status: ArticleDataStatus, action: ArticleDataAction): ArticleDataStatus | null {
  return ARTICLE_DATA_TRANSITIONS[action][status] ?? null;
}

export function allowedArticleDataActions(status: ArticleDataStatus): ArticleDataAction[] {
  return (Object.keys(ARTICLE_DATA_TRANSITIONS) as ArticleDataAction[]).filter((a) => articleDataTransition(status, a) !== null);
}

/**
 * Spec §4: a shop is flagged as having unconfirmed matches when any article data linked to its
 * leaflets is not CONFIRMED (i.e. matched by the import and waiting for a person).
 */
export function hasUnconfirmedMatches(items: readonly { status: ArticleDataStatus; leafletId: string | null }[]): boolean {
  return items.some((i) => i.leafletId !== null && i.status !== 'CONFIRMED' && i.status !== 'DELETED');
}
