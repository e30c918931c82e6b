/**
 * Toasts that stay until closed (spec §8 handlers 2–4). Handler 4 (a leaflet write with refused
 * fields: upstream HTTP 400 INVALID_REQUEST) shows one line per field ('{field display name}:
 * {message}'), prefixed by the leaflet's natural id when the request had one. It is the one toast
 * allowed to carry HTML (server messages may use simple formatting): the HTML is sanitised with
 * DOMPurify down to a few formatting tags without attributes. Every other text is rendered as text.
 */
import DOMPurify from 'dompurify';
import type { i18n as I18n } from 'i18next';
import toast, { type Toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvalidField } from '@flyerdesk/domain/errors';
import { fieldDisplayName } from './errors/describeError';
import { StyledButton } from './ui/Button';

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

/** Text made safe to place inside the toast's HTML (names and ids are text, never markup). */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
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

/** A button of a persistent toast that acts on the failure (e.g. "Overwrite" a taken priority); it closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
  testId?: string;
}

function PersistentToast({ toastId, html, testId, action }: { toastId: string; html: string; testId: string; action?: ToastAction | undefined }) {
  const { t } = useTranslation('common');
  return (
    <StyledToast data-testid={testId}>
      {/* Sanitised by sanitizeToastHtml: only formatting tags, no attributes. */}
      <StyledMessage dangerouslySetInnerHTML={{ __html: html }} />
      <StyledActions>
        {action ? (
          <StyledButton
            type="button"
            $variant="primary"
            data-testid={action.testId}
            onClick={() => {
              toast.remove(toastId);
              action.run();
            }}
          >
            {action.label}
          </StyledButton>
        ) : null}
        <StyledButton type="button" $variant="ghost" onClick={() => toast.remove(toastId)}>
          {t('close')}
        </StyledButton>
      </StyledActions>
    </StyledToast>
  );
}

function showPersistent(html: string, testId: string, action?: ToastAction): void {
  toast.error((shown: Toast) => <PersistentToast toastId={shown.id} html={html} testId={testId} action={action} />, {
    id: `${testId}:${html}`,
    duration: Number.POSITIVE_INFINITY,
  });
}

/** Shows handler 4's toast: one line per refused field, prefixed by the leaflet's natural id when known. */
export function showInvalidFieldsToast(i18n: I18n, fields: readonly InvalidField[], naturalId?: string): void {
  showPersistent(invalidFieldsHtml(i18n, fields, naturalId), 'invalid-fields-toast');
}

/** An error toast that stays until closed, with plain text (handlers 2 and 3 of spec §8). */
export function showPersistentErrorToast(text: string, testId: string, action?: ToastAction): void {
  showPersistent(escapeText(text), testId, action);
}

const StyledToast = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 26rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledMessage = styled.div`
  overflow-wrap: anywhere;

  ul {
    margin: 0;
    padding-left: 1.25em;
  }
`;
