import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from './Button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs on confirmation; the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm: () => Promise<unknown> | void;
  busy?: boolean;
  /** The button that opens the dialog, when it is its own opener (the focus returns to it on close). */
  trigger?: ReactNode;
  'data-testid'?: string;
  /** Test id of the confirm button. */
  confirmTestId?: string;
}

/**
 * A question before an action that matters (archive, take over, discard, publish): Radix AlertDialog, so the
 * focus starts on Cancel, Escape cancels and the focus returns to the opener.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  trigger,
  'data-testid': testId,
  confirmTestId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    void Promise.resolve(onConfirm()).finally(() => onOpenChange(false));
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <StyledOverlay />
        <StyledContent data-testid={testId}>
          <StyledTitle>{title}</StyledTitle>
          <AlertDialog.Description asChild>
            <StyledDescription>{description}</StyledDescription>
          </AlertDialog.Description>
          <StyledActions>
            <AlertDialog.Cancel asChild>
              <StyledButton type="button" disabled={busy}>
                {t('cancel')}
              </StyledButton>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <StyledButton
                type="button"
                $variant="primary"
                disabled={busy}
                aria-busy={busy}
                onClick={confirm}
                data-testid={confirmTestId}
              >
                {confirmLabel}
              </StyledButton>
            </AlertDialog.Action>
          </StyledActions>
        </StyledContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

const StyledOverlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledContent = styled(AlertDialog.Content)`
  position: fixed;
  z-index: 61;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const StyledTitle = styled(AlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  line-height: 1.5;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
