import { ScopedClient, seg } from '../../upstream/http';
import type { UpstreamLeaflet } from '../leaflets/client';

/** Version of one platform's ordering ('all' included), as the api answers it. */
export interface UpstreamOrderingVersion {
  platform: string;
  version: number;
  /** `all`'s version read together with this one (a platform's rows change with it too). */
  allVersion?: number;
  updatedAt?: string | null;
  updatedBy?: string | null;
}

export interface UpstreamOrderedItem {
  position: number;
  priority?: number | null;
  storeName: string;
  leaflet: UpstreamLeaflet;
}

/** GET /api/ordering/{platform} answer. */
export interface UpstreamOrdering extends UpstreamOrderingVersion {
  items: UpstreamOrderedItem[];
}

/** One priority change, as stored in ordering_moves. */
export interface UpstreamMove {
  id: string;
  platform: string;
  leafletId: string;
  naturalId: string;
  storeName: string;
  fromPriority?: number | null;
  toPriority?: number | null;
  displacedLeafletId?: string | null;
  displacedNaturalId?: string | null;
  actor: string;
  at: string;
  versionBefore: number;
  versionAfter: number;
  clientMutationId?: string | null;
  undoOf?: string | null;
}

/**
 * What a move changed in one ordering (openapi OrderingDelta): the rows that moved among the others or
 * show something else, from the ordering at baseVersion (`all` at baseAllVersion) to the one at version.
 */
export interface UpstreamOrderingChange extends UpstreamOrderingVersion {
  baseVersion: number;
  baseAllVersion: number;
  total: number;
  complete: boolean;
  changed: UpstreamOrderedItem[];
  removed: string[];
}

/** Answer of a move and of an undo, asked without the whole ordering (answer=changes). */
export interface UpstreamMoveResult {
  move: UpstreamMove;
  /** What the move changed in its platform's ordering. */
  delta: UpstreamOrderingChange;
  /** What it changed in 'all'; null when the api could not tell (it did not keep 'all' before the move). */
  allDelta: UpstreamOrderingChange | null;
  /** 'all''s version after the move, also when allDelta is null. */
  allVersion: UpstreamOrderingVersion;
}

/** Moves answer what they changed; the gateway applies it to the orderings it keeps. */
const CHANGES_ONLY = { answer: 'changes' };

export interface UpstreamMoveBody {
  leafletId: string;
  priority: number | null;
  expectedVersion: number;
  overwrite: boolean;
  clientMutationId?: string;
}

/** REST client for the order of promotions (the signed-in user's token). */
export class OrderingClient extends ScopedClient {
  ordering(platform: string): Promise<UpstreamOrdering> {
    return this.get<UpstreamOrdering>(`/api/ordering/${seg(platform)}`);
  }

  /** The version of one platform's ordering (cheap: no items). */
  version(platform: string): Promise<UpstreamOrderingVersion> {
    return this.get<UpstreamOrderingVersion>(`/api/ordering/${seg(platform)}/version`);
  }

  /** Latest moves, newest first. */
  moves(platform: string, limit: number): Promise<UpstreamMove[]> {
    return this.get<UpstreamMove[]>(`/api/ordering/${seg(platform)}/moves`, { limit });
  }

  move(platform: string, body: UpstreamMoveBody): Promise<UpstreamMoveResult> {
    return this.write<UpstreamMoveResult>('POST', `/api/ordering/${seg(platform)}/moves`, { json: body, query: CHANGES_ONLY });
  }

  undo(platform: string, moveId: string, body: { expectedVersion: number; clientMutationId?: string }): Promise<UpstreamMoveResult> {
    return this.write<UpstreamMoveResult>('POST', `/api/ordering/${seg(platform)}/moves/${seg(moveId)}/undo`, { json: body, query: CHANGES_ONLY });
  }

  /** Versions of every platform's ordering and of 'all'. */
  versions(): Promise<UpstreamOrderingVersion[]> {
    return this.get<UpstreamOrderingVersion[]>('/api/ordering/versions');
  }
}
