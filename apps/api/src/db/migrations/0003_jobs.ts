/** Background jobs and their steps (the job runner's queue). */
import type { Kysely, Migration } from 'kysely';

export const jobsMigration: Migration = {
  async up(_db: Kysely<unknown>) {
    // Filled in with the job tables.
  },
};
