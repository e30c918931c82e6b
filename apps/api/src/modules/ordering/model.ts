/** Which leaflets make up a platform's ordering, and the shapes the ordering calls answer with. */
import { ALL_PLATFORMS, ORDERING_STATUSES, type OrderableLeaflet, type OrderingPlatform } from '@flyerdesk/domain/ordering';
import { PLATFORM_KEYS, type PlatformKey } from '@flyerdesk/domain/platforms';
import { PRIORITY_COLUMNS } from '../../db/migrations';
import type { LeafletRow, OrderingMoveRow, OrderingStateRow } from '../../db/schema';
import { VISIBILITY_COLUMNS, type Leaflet } from '../leaflets/model';


function hasStatus(row: LeafletRow, statuses: readonly string[]): boolean {
  return statuses.includes(row.status);
}

/** True when the leaflet is on the platform's ordering (for `all`: on the ordering at all). */
export function onOrdering(row: LeafletRow | undefined, platform: OrderingPlatform): boolean {
  if (!row || !hasStatus(row, ORDERING_STATUSES)) return false;
  return platform === ALL_PLATFORMS || row[VISIBILITY_COLUMNS[platform]];
}

/** The leaflet's priority on a platform; a deleted leaflet holds none. */
export function heldPriority(row: LeafletRow | undefined, platform: PlatformKey): number | null {
  if (!row || row.status === 'DELETED') return null;
  return row[PRIORITY_COLUMNS[platform]];
}

export function orderable(row: LeafletRow): OrderableLeaflet {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    refreshedAt: row.refreshed_at ? row.refreshed_at.toISOString() : null,
    priorities: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, row[PRIORITY_COLUMNS[p]]])),
  };
}

export interface OrderingVersion {
  platform: string;
  version: number;
  /** `all`'s version read together with this one (see openapi OrderingVersion.allVersion). */
  allVersion: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface OrderedItem {
  position: number;
  priority: number | null;
  storeName: string;
  leaflet: Leaflet;
}

export interface Ordering extends OrderingVersion {
  items: OrderedItem[];
}

export interface Move {
  id: string;
  platform: string;
  leafletId: string;
  naturalId: string;
  storeName: string;
  fromPriority: number | null;
  toPriority: number | null;
  displacedLeafletId: string | null;
  displacedNaturalId: string | null;
  actor: string;
  at: string;
  versionBefore: number;
  versionAfter: number;
  clientMutationId: string | null;
  undoOf: string | null;
}

export function toOrderingVersion(row: OrderingStateRow, allVersion: number): OrderingVersion {
  return { platform: row.platform, version: row.version, allVersion, updatedAt: row.updated_at.toISOString(), updatedBy: row.updated_by };
}

export function toMove(row: OrderingMoveRow): Move {
  return {
    id: row.id,
    platform: row.platform,
    leafletId: row.leaflet_id,
    naturalId: row.natural_id,
    storeName: row.store_name,
    fromPriority: row.from_priority,
    toPriority: row.to_priority,
    displacedLeafletId: row.displaced_leaflet_id,
    displacedNaturalId: row.displaced_natural_id,
    actor: row.actor,
    at: row.at.toISOString(),
    versionBefore: row.version_before,
    versionAfter: row.version_after,
    clientMutationId: row.client_mutation_id,
    undoOf: row.undo_of,
  };
}
