import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../../shared/ui/Button';
import { usePublishPromotions } from './usePublishPromotions';

export interface PublishPromotionsButtonProps {
  /** How many leaflets are shown as awaiting activation and deactivation; undefined while unknown. */
  pending: { toActivate: number; toDeactivate: number } | undefined;
}

/**
 * "Publish promotions": asks for confirmation with how many leaflets will be activated and
 * deactivated, then publishes. The dialog stays open (its buttons disabled) until the server answers.
 */
export function PublishPromotionsButton({ pending }: PublishPromotionsButtonProps) {
  const { t } = useTranslation('publication');
  const [open, setOpen] = useState(false);
  const { publish, publishing } = usePublishPromotions();

  const confirm = (event: MouseEvent) => {
    // The dialog closes once publishing is over, not on the click.
    event.preventDefault();
    void publish().then(() => setOpen(false));
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => {
        if (!publishing) setOpen(next);
      }}>
      <AlertDialog.Trigger asChild>
        <StyledButton type="button" $variant="primary" disabled={!pending} data-testid="publish-promotions">
          {t('publish.button')}
        </StyledButton>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <StyledOverlay />
        <StyledContent data-testid="publish-dialog">
          <StyledTitle>{t('publish.title')}</StyledTitle>
          <AlertDialog.Description asChild>
            <StyledDescription>
              <span data-testid="publish-dialog-to-activate">
                {t('publish.toActivate', { count: pending?.toActivate ?? 0 })}
              </span>{' '}
              <span data-testid="publish-dialog-to-deactivate">
                {t('publish.toDeactivate', { count: pending?.toDeactivate ?? 0 })}
              </span>{' '}
              <span>{t('publish.feedNote')}</span>
            </StyledDescription>
          </AlertDialog.Description>
          <StyledActions>
            <AlertDialog.Cancel asChild>
              <StyledButton type="button" disabled={publishing}>
                {t('publish.cancel')}
              </StyledButton>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <StyledButton
                type="button"
                $variant="primary"
                disabled={publishing}
                aria-busy={publishing}
                onClick={confirm}
                data-testid="publish-confirm"
              >
                {publishing ? t('publish.publishing') : t('publish.confirm')}
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
  z-index: 50;
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledContent = styled(AlertDialog.Content)`
  position: fixed;
  z-index: 51;
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
