import { ConflictReason, type InvalidField } from '@flyerdesk/domain/errors';
import { formFieldOf } from '@flyerdesk/domain/leafletFields';
import type { i18n as I18n } from 'i18next';
import { conflictReasonOf, describeError, fieldMessage, invalidFieldsOf } from '../../shared/errors/describeError';
import { errorHandlerFor, type ErrorHandlingContext } from '../../shared/errors/handlers';
import { showErrorToast } from '../../shared/errorToast';
import { showPersistentErrorToast } from '../../shared/persistentToast';

/**
 * A write of a leaflet (spec §8 "a POST to a /leaflets path"): handlers 2–4 apply, and the dialog
 * shows the failure itself (the taken priority's toast carries an Overwrite action).
 */
export const LEAFLET_WRITE: ErrorHandlingContext = { leafletWrite: true, skipErrorToast: true };

/** What the dialog does after a failed write, beyond the toast already shown. */
export type LeafletWriteOutcome =
  | { kind: 'priorityTaken' }
  | { kind: 'failedToProcess' }
  /** Refused fields: their messages go under the fields (form paths), the toast lists them too. */
  | { kind: 'invalidFields'; fields: Record<string, string> }
  | { kind: 'versionMismatch' }
  /** Any other failure, worded for the dialog (a lock held by someone else, a lost connection …). */
  | { kind: 'other'; message: string };

export interface LeafletWriteFailure {
  error: unknown;
  /** The leaflet's natural id as sent (handlers 2 and 4 name the leaflet). */
  naturalId: string;
  creating: boolean;
  /** Sends the same write again with overwritePriority (handler 2's Overwrite). */
  overwrite: () => void;
}

function formFieldErrors(fields: readonly InvalidField[], i18n: I18n): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of fields) {
    const path = formFieldOf(item.field);
    errors[path] ??= fieldMessage(item, i18n.t);
  }
  return errors;
}

/**
 * Shows a failed leaflet write the way spec §8 orders it (shared/errors/handlers decides which handler
 * takes it): 2. a taken priority — a toast until closed naming the natural id, priority and platform,
 * with Overwrite; 3. files that could not be processed; 4. refused fields — one line per field
 * prefixed by the natural id; otherwise "creation/update failed" with the reason. Conflicts of
 * versions and edit locks are left to the dialog.
 */
export function showLeafletWriteFailure(i18n: I18n, failure: LeafletWriteFailure): LeafletWriteOutcome {
  const { error, naturalId, creating } = failure;
  const handler = errorHandlerFor({ error, leafletWrite: true });
  switch (handler) {
    case 'priorityTaken':
      showPersistentErrorToast(describeError(error, i18n.t), 'priority-taken-toast', {
        label: i18n.t('toast.overwrite', { ns: 'leaflets' }),
        run: failure.overwrite,
        testId: 'priority-overwrite',
      });
      return { kind: 'priorityTaken' };
    case 'failedToProcess':
      showErrorToast(i18n, error, { handler: 'failedToProcess' });
      return { kind: 'failedToProcess' };
    case 'leafletInvalidFields': {
      const fields = invalidFieldsOf(error);
      showErrorToast(i18n, error, { handler: 'leafletInvalidFields', naturalId });
      return { kind: 'invalidFields', fields: formFieldErrors(fields, i18n) };
    }
    case 'sessionLost':
      return { kind: 'other', message: describeError(error, i18n.t) };
    default:
      break;
  }
  if (conflictReasonOf(error) === ConflictReason.VERSION_MISMATCH) return { kind: 'versionMismatch' };
  const message = describeError(error, i18n.t);
  showPersistentErrorToast(
    i18n.t(creating ? 'toast.createFailed' : 'toast.updateFailed', { ns: 'leaflets', naturalId, message }),
    'leaflet-write-failed-toast',
  );
  return { kind: 'other', message };
}
