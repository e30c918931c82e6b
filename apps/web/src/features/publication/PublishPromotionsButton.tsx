import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
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

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <StyledButton type="button" $variant="primary" disabled={!pending} data-testid="publish-promotions">
          {t('publish.button')}
        </StyledButton>
      }
      title={t('publish.title')}
      description={
        <>
          <span data-testid="publish-dialog-to-activate">
            {t('publish.toActivate', { count: pending?.toActivate ?? 0 })}
          </span>{' '}
          <span data-testid="publish-dialog-to-deactivate">
            {t('publish.toDeactivate', { count: pending?.toDeactivate ?? 0 })}
          </span>{' '}
          <span>{t('publish.feedNote')}</span>
        </>
      }
      confirmLabel={publishing ? t('publish.publishing') : t('publish.confirm')}
      onConfirm={publish}
      busy={publishing}
      data-testid="publish-dialog"
      confirmTestId="publish-confirm"
    />
  );
}
