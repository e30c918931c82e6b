/**
 * The toast of spec §8 handler 4, which stays until closed. Handler 4 (a leaflet write with refused
 * fields: upstream HTTP 400 INVALID_REQUEST) shows one line per field ('{field display name}:
 * {message}'), prefixed by the leaflet's natural id when the request had one. It is the one toast
 * allowed to carry HTML (server messages may use simple formatting): the HTML is sanitised with
 * DOMPurify down to a few formatting tags without attributes. Every other text is rendered as text.
 * The app loads this module (and DOMPurify) when such a toast is first shown (errorToast.ts).
 */
import DOMPurify from 'dompurify';
import type { i18n as I18n } from 'i18next';
import type { InvalidField } from '@flyerdesk/domain/errors';
import { fieldDisplayName } from './errors/describeError';
import { escapeText, showPersistent } from './persistentToast';

export { showPersistentErrorToast, type ToastAction } from './persistentToast';

/** The only tags the toast keeps; every attribute is dropped. */
export const TOAST_HTML_TAGS = ['b', 'strong', 'em', 'i', 'br', 'p', 'ul', 'li'] as const;

export function sanitizeToastHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...TOAST_HTML_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** The toast's sanitised HTML: the natural id (when known), then one line per refused field. */
export function invalidFieldsHtml(i18n: I18n, fields: readonly InvalidField[], naturalId?: string): string {
  const lines = fields.map((item) => {
    const fallback = item.message !== '' ? item.message : i18n.t('unknownError', { ns: 'common' });
    const text = i18n.t(item.key, { ...item.values, ns: 'validation', defaultValue: fallback });
    return `${escapeText(fieldDisplayName(item.field, i18n.t))}: ${text}`;
  });
  const prefix = naturalId ? [`<strong>${escapeText(naturalId)}</strong>`] : [];
  return sanitizeToastHtml([...prefix, ...lines].join('<br>'));
}

/** Shows handler 4's toast: one line per refused field, prefixed by the leaflet's natural id when known. */
export function showInvalidFieldsToast(i18n: I18n, fields: readonly InvalidField[], naturalId?: string): void {
  showPersistent(invalidFieldsHtml(i18n, fields, naturalId), 'invalid-fields-toast');
}

