import { formatDateTime } from '@flyerdesk/domain/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { RecordLockController } from './useRecordLock';

/**
 * What the edit lock means for me: "{holder} is editing" (the form is read-only) with a way to take
 * over after a confirmation, or — when my own lock was taken over — that it happened and that my
 * unsaved values are still here. Nothing when I hold the lock or nobody does.
 */
export function LockBanner({ lock }: { lock: RecordLockController }) {
  const { t } = useTranslation('resource');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!lock.heldByOther || !lock.lock) {
    return lock.failure ? (
      <StyledBanner role="alert" $tone="danger" data-testid="lock-failure">
        {lock.failure}
      </StyledBanner>
    ) : null;
  }
  const holder = lock.lock.holder;
  const lost = lock.lostTo !== null;
  return (
    <StyledBanner role={lost ? 'alert' : 'status'} $tone={lost ? 'danger' : 'warning'} data-testid={lost ? 'lock-lost' : 'lock-banner'}>
      <StyledText>
        <strong>{lost ? t('lock.lost', { holder }) : t('lock.editing', { holder })}</strong>
        <span>{t('lock.since', { since: formatDateTime(lock.lock.since) })}</span>
      </StyledText>
      <StyledButton type="button" onClick={() => setConfirming(true)}>
        {t('lock.takeOver')}
      </StyledButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('lock.takeOverTitle')}
        description={t('lock.takeOverQuestion', { holder })}
        confirmLabel={t('lock.takeOverConfirm')}
        busy={busy}
        data-testid="take-over-dialog"
        onConfirm={async () => {
          setBusy(true);
          try {
            await lock.takeOver();
          } finally {
            setBusy(false);
          }
        }}
      />
    </StyledBanner>
  );
}

const StyledBanner = styled.div<{ $tone: 'warning' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
