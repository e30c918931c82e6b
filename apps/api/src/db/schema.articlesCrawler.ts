/** Table shapes of article data and the crawler (see migrations/0004_articles_crawler.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ArticlesCrawlerTables {}
