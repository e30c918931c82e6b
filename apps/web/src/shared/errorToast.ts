import type { i18n as I18n } from 'i18next';
import toast from 'react-hot-toast';
import { ERROR_TOAST_MS } from '@flyerdesk/domain/constants';
import { describeError, ERROR_MESSAGES_NS, invalidFieldsOf } from './errors/describeError';
import type { ToastHandlerName } from './errors/handlers';
import { showPersistentErrorToast } from './persistentToast';

/** Which handler of spec §8 took the failure, and what the request said about it. */
export interface ErrorToastRequest {
  handler: ToastHandlerName;
  /** Natural id of the leaflet in the request (handler 4 prefixes its lines with it). */
  naturalId?: string | undefined;
}

const DEFAULT_TOAST: ErrorToastRequest = { handler: 'defaultToast' };

/**
 * The toast of spec §8 handlers 2–5, worded in the interface's language (describeError). Handler 5:
 * 'Error: {message}' for 5 s, the same message shown once however often it occurs; handlers 2–4 stay
 * until closed.
 */
export function showErrorToast(i18n: I18n, error: unknown, request: ErrorToastRequest = DEFAULT_TOAST): void {
  switch (request.handler) {
    case 'priorityTaken':
      showPersistentErrorToast(describeError(error, i18n.t), 'priority-taken-toast');
      return;
    case 'failedToProcess':
      showPersistentErrorToast(i18n.t('failedToProcess', { ns: ERROR_MESSAGES_NS }), 'failed-to-process-toast');
      return;
    case 'leafletInvalidFields': {
      // Its HTML sanitiser loads with the first such toast, not with the first page.
      const fields = invalidFieldsOf(error);
      import('./invalidFieldsToast').then(
        ({ showInvalidFieldsToast }) => showInvalidFieldsToast(i18n, fields, request.naturalId),
        // Without its module (a new version was deployed meanwhile), the failure's text as plain text.
        () => showPersistentErrorToast(describeError(error, i18n.t), 'invalid-fields-toast'),
      );
      return;
    }
    case 'defaultToast': {
      const text = describeError(error, i18n.t);
      toast.error(i18n.t('errorToast', { ns: 'common', message: text }), {
        id: `error:${text}`,
        duration: ERROR_TOAST_MS,
      });
    }
  }
}
