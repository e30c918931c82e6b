import toast, { type Toast } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../../shared/ui/Button';

export interface ToastAction {
  label: string;
  run: () => void;
}

interface OrderingToastProps {
  toastId: string;
  message: string;
  action?: ToastAction | undefined;
  testId: string;
}

/** A toast that stays until closed, with an optional action (e.g. overwrite, apply again). */
function OrderingToast({ toastId, message, action, testId }: OrderingToastProps) {
  const { t } = useTranslation('xmloffers');
  return (
    <StyledToast data-testid={testId}>
      <StyledMessage>{message}</StyledMessage>
      <StyledActions>
        {action && (
          <StyledButton
            type="button"
            $variant="primary"
            onClick={() => {
              toast.remove(toastId);
              action.run();
            }}
          >
            {action.label}
          </StyledButton>
        )}
        <StyledButton type="button" $variant="ghost" onClick={() => toast.remove(toastId)}>
          {t('toast.close')}
        </StyledButton>
      </StyledActions>
    </StyledToast>
  );
}

export interface PersistentToastOptions {
  /** Same id replaces the toast already shown (no pile of identical messages). */
  id: string;
  message: string;
  action?: ToastAction;
  testId: string;
}

/** Shows an error toast that stays until the user closes it or takes its action. */
export function showPersistentToast({ id, message, action, testId }: PersistentToastOptions): void {
  toast.error((shown: Toast) => <OrderingToast toastId={shown.id} message={message} action={action} testId={testId} />, {
    id,
    duration: Number.POSITIVE_INFINITY,
  });
}

const StyledToast = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 26rem;
`;

const StyledMessage = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
