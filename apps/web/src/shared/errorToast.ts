import type { i18n as I18n } from 'i18next';
import toast from 'react-hot-toast';
import { ERROR_TOAST_MS } from '@flyerdesk/domain/constants';

/** Spec §8 handler 5: 'Error: {message}' for 5 s; the same message shows once however often it occurs. */
export function showErrorToast(i18n: I18n, message: string | undefined): void {
  const text = message ?? i18n.t('unknownError', { ns: 'common' });
  toast.error(i18n.t('errorToast', { ns: 'common', message: text }), {
    id: `error:${text}`,
    duration: ERROR_TOAST_MS,
  });
}
