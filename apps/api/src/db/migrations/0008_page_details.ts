/** Page details of leaflets: redirects, link swaps, clickable areas, product articles. */
import type { Kysely, Migration } from 'kysely';

export const pageDetailsMigration: Migration = {
  async up(_db: Kysely<unknown>) {
    // Filled in with the page details' tables.
  },
};
