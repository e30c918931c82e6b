import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The move that changed the ordering last, as a refused move reports it. */
export interface LastMove {
  actor: string;
  naturalId: string;
  toPriority: number | null;
}

/** Why the server refused a move (CONFLICT reasons of the ordering contract), or another failure. */
export type OrderingFailure =
  | { kind: 'priorityTaken'; naturalId: string; priority: number; platform: string }
  | { kind: 'orderingChanged'; currentVersion: number | null; lastMove: LastMove | null }
  | { kind: 'other'; message: string | undefined };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function whole(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function lastMoveOf(value: unknown): LastMove | null {
  if (typeof value !== 'object' || value === null) return null;
  const move = value as Record<string, unknown>;
  const actor = text(move.actor);
  const naturalId = text(move.naturalId);
  if (!actor || !naturalId) return null;
  return { actor, naturalId, toPriority: whole(move.toPriority) };
}

/** Reads a failed ordering mutation: which conflict it was, with the details the messages need. */
export function classifyOrderingError(error: unknown): OrderingFailure {
  if (!CombinedGraphQLErrors.is(error)) {
    return { kind: 'other', message: error instanceof Error ? text(error.message) : undefined };
  }
  for (const item of error.errors) {
    const extensions: Record<string, unknown> = item.extensions ?? {};
    if (extensions.code !== 'CONFLICT') continue;
    if (extensions.reason === 'PRIORITY_TAKEN') {
      return {
        kind: 'priorityTaken',
        naturalId: text(extensions.naturalId) ?? '',
        priority: whole(extensions.priority) ?? 0,
        platform: text(extensions.platform) ?? '',
      };
    }
    if (extensions.reason === 'ORDERING_CHANGED') {
      return { kind: 'orderingChanged', currentVersion: whole(extensions.currentVersion), lastMove: lastMoveOf(extensions.lastMove) };
    }
  }
  return { kind: 'other', message: text(error.errors[0]?.message) };
}
