import type { GatewayContext } from '../../context';

/** Topic of changes to the article data (import progress, matching by anyone). */
export const ARTICLES_DATA_TOPIC = 'articles-data';

/** Key of the one thing the article-data poller watches. */
export const ARTICLES_DATA_KEY = 'articles-data';

/** What subscribers receive (seq is added per topic): the new version; they refetch their lists. */
export interface ArticlesDataChange {
  version: number;
}

/**
 * After an article-data write made through the gateway: with the shared poller, polls the version at
 * once (subscribers hear of it only if it changed); without it, reads the version and tells them.
 * Never throws.
 */
export async function notifyArticlesDataChanged(ctx: GatewayContext): Promise<void> {
  if (ctx.live.articlesData) {
    ctx.live.articlesData.refresh(ARTICLES_DATA_KEY);
    return;
  }
  try {
    const { version } = await ctx.api.articlesData.version();
    const change: ArticlesDataChange = { version };
    await ctx.events.publish(ARTICLES_DATA_TOPIC, change);
  } catch (err) {
    ctx.log.warn({ err, traceId: ctx.traceId }, 'could not publish the article data change');
  }
}
