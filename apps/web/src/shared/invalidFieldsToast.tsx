/**
 * Spec §8 handler 4: HTTP 400 INVALID_REQUEST with refused fields on a /leaflets call shows one
 * persistent toast, one line per field ('{field display name}: {message}'), prefixed by the
 * leaflet's natural id when the request had one. It is the one toast allowed to carry HTML (server
 * messages may use simple formatting): the HTML is sanitised with DOMPurify down to a few
 * formatting tags without attributes. Every other server message is rendered as text.
 */
import DOMPurify from 'dompurify';
import type { i18n as I18n } from 'i18next';
import toast, { type Toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from './ui/Button';

/** The only tags the toast keeps; every attribute is dropped. */
export const TOAST_HTML_TAGS = ['b', 'strong', 'em', 'i', 'br', 'p', 'ul', 'li'] as const;

/** Fields with a display name of their own (spec §8); others show their name as sent. */
const NAMED_FIELDS = ['naturalId', 'validFrom', 'validTo', 'publishDate', 'status', 'groupId'] as const;

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

/** A failed REST call as the caller saw it. */
export interface FailedCall {
  /** Path of the call, e.g. /api/stores/{id}/leaflets. */
  path: string;
  status: number;
  /** The parsed error body. */
  body: unknown;
  /** The natural id in the request body, when it had one. */
  naturalId?: string | undefined;
}

interface RefusedField {
  field: string;
  key?: string;
  message?: string;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function refusedFields(body: unknown): RefusedField[] {
  const list = isRecord(body) ? body.invalidFields : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) =>
    isRecord(item) && typeof item.field === 'string'
      ? [
          {
            field: item.field,
            ...(typeof item.key === 'string' ? { key: item.key } : {}),
            ...(typeof item.message === 'string' ? { message: item.message } : {}),
          },
        ]
      : [],
  );
}

/** Whether handler 4 takes this failure: 400 INVALID_REQUEST with refused fields on a /leaflets path. */
export function isLeafletInvalidFields(failure: FailedCall): boolean {
  return (
    failure.status === 400 &&
    /\/leaflets(?:[/?]|$)/.test(failure.path) &&
    isRecord(failure.body) &&
    failure.body.code === 'INVALID_REQUEST' &&
    refusedFields(failure.body).length > 0
  );
}

/** The toast's sanitised HTML: the natural id (when known), then one line per refused field. */
export function invalidFieldsHtml(i18n: I18n, failure: FailedCall): string {
  const lines = refusedFields(failure.body).map(({ field, key, message }) => {
    const name = (NAMED_FIELDS as readonly string[]).includes(field) ? i18n.t(`invalidFieldNames.${field}`, { ns: 'common' }) : field;
    const fallback = message ?? i18n.t('unknownError', { ns: 'common' });
    const text = key ? i18n.t(key, { ns: 'validation', defaultValue: fallback }) : fallback;
    return `${escapeText(name)}: ${text}`;
  });
  const prefix = failure.naturalId ? [`<strong>${escapeText(failure.naturalId)}</strong>`] : [];
  return sanitizeToastHtml([...prefix, ...lines].join('<br>'));
}

function InvalidFieldsToast({ toastId, html }: { toastId: string; html: string }) {
  const { t } = useTranslation('common');
  return (
    <StyledToast data-testid="invalid-fields-toast">
      {/* Sanitised by sanitizeToastHtml: only formatting tags, no attributes. */}
      <StyledMessage dangerouslySetInnerHTML={{ __html: html }} />
      <StyledButton type="button" $variant="ghost" onClick={() => toast.remove(toastId)}>
        {t('close')}
      </StyledButton>
    </StyledToast>
  );
}

/** Shows handler 4's toast when the failure is one; answers whether it did. */
export function showInvalidFieldsToast(i18n: I18n, failure: FailedCall): boolean {
  if (!isLeafletInvalidFields(failure)) return false;
  const html = invalidFieldsHtml(i18n, failure);
  toast.error((shown: Toast) => <InvalidFieldsToast toastId={shown.id} html={html} />, {
    id: `invalid-fields:${html}`,
    duration: Number.POSITIVE_INFINITY,
  });
  return true;
}

const StyledToast = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 26rem;
`;

const StyledMessage = styled.div`
  overflow-wrap: anywhere;

  ul {
    margin: 0;
    padding-left: 1.25em;
  }
`;
