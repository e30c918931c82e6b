/** External retailer article data and the new-leaflets crawler. */
import type { Kysely, Migration } from 'kysely';

export const articlesCrawlerMigration: Migration = {
  async up(_db: Kysely<unknown>) {
    // Filled in with the article-data and crawler tables.
  },
};
