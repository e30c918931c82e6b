import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ConflictReason } from '@flyerdesk/domain/errors';

/** The CONFLICT reason of a failed operation (extensions.reason), when it has one. */
export function conflictReasonOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const item of error.errors) {
    const reason = item.extensions?.['reason'];
    if (item.extensions?.['code'] === 'CONFLICT' && typeof reason === 'string') return reason;
  }
  return undefined;
}

/** A save that started from an old version of the record. */
export function isVersionMismatch(error: unknown): boolean {
  return conflictReasonOf(error) === ConflictReason.VERSION_MISMATCH;
}
