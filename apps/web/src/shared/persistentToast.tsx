/**
 * Toasts that stay until closed (spec §8 handlers 2–4), with the HTML they were given (escaped text,
 * or handler 4's sanitised lines: invalidFieldsToast.tsx, loaded only when such a toast is shown).
 */
import toast, { type Toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from './ui/Button';

/** Text made safe to place inside the toast's HTML (names and ids are text, never markup). */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
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

/** A toast that stays until closed, showing `html` (escaped or sanitised by the caller). */
export function showPersistent(html: string, testId: string, action?: ToastAction): void {
  toast.error((shown: Toast) => <PersistentToast toastId={shown.id} html={html} testId={testId} action={action} />, {
    id: `${testId}:${html}`,
    duration: Number.POSITIVE_INFINITY,
  });
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
