import { ConflictReason, type PriorityTakenPayload } from '@flyerdesk/domain/errors';
import { conflictOf } from '../../shared/errors/describeError';
import { errorHandlerFor } from '../../shared/errors/handlers';

/** The move that changed the ordering last, as a refused move reports it (who and what are known). */
export interface LastMove {
  actor: string;
  naturalId: string;
  toPriority: number | null;
}

/** Why the server refused a move (CONFLICT reasons of the ordering contract), or another failure. */
export type OrderingFailure =
  | ({ kind: 'priorityTaken' } & PriorityTakenPayload)
  | { kind: 'orderingChanged'; currentVersion: number | null; lastMove: LastMove | null }
  | { kind: 'other'; error: unknown };

/**
 * Reads a failed ordering mutation: which conflict it was, with the details the messages need. A
 * taken priority is spec §8 handler 2 (a leaflet write); a changed ordering is a 409 the screen shows.
 */
export function classifyOrderingError(error: unknown): OrderingFailure {
  const conflict = conflictOf(error);
  if (conflict?.reason === ConflictReason.PRIORITY_TAKEN && errorHandlerFor({ error, leafletWrite: true }) === 'priorityTaken') {
    return { kind: 'priorityTaken', naturalId: conflict.naturalId, priority: conflict.priority, platform: conflict.platform };
  }
  if (conflict?.reason === ConflictReason.ORDERING_CHANGED) {
    const move = conflict.lastMove;
    const lastMove = move?.actor && move.naturalId ? { actor: move.actor, naturalId: move.naturalId, toPriority: move.toPriority } : null;
    return { kind: 'orderingChanged', currentVersion: conflict.currentVersion, lastMove };
  }
  return { kind: 'other', error };
}
