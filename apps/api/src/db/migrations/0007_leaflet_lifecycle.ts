/** Leaflet lifecycle: the columns the add/edit dialog, restore and the first page need. */
import type { Kysely, Migration } from 'kysely';

export const leafletLifecycleMigration: Migration = {
  async up(_db: Kysely<unknown>) {
    // Filled in with the leaflet lifecycle's columns.
  },
};
