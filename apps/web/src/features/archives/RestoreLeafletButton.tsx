import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { describeError } from '../../shared/errors/describeError';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { StyledButton } from '../../shared/ui/Button';
import { ArchiveRestoreLeafletMutation } from './operations';

/** The restore's outcome is a toast naming the leaflet, so the app's own error toast stays away. */
const OUTCOME_SHOWN_HERE: ErrorHandlingContext = { skipErrorToast: true };

/**
 * Restore of one archived leaflet: it comes back as IMPORTED (the answer updates the cached leaflet,
 * so every list and page showing it sees the new status); an expired one is refused (CONFLICT,
 * LEAFLET_EXPIRED) and the refusal is worded by describeError.
 */
export function RestoreLeafletButton({
  leaflet,
  onRestored,
  primary = false,
}: {
  leaflet: { id: string; naturalId: string };
  onRestored?: () => void;
  primary?: boolean;
}) {
  const { t } = useTranslation('archives');
  const client = useApolloClient();
  const [pending, setPending] = useState(false);
  const { id, naturalId } = leaflet;

  const onClick = async () => {
    setPending(true);
    const outcome = await client
      .mutate({ mutation: ArchiveRestoreLeafletMutation, variables: { id, clientMutationId: newClientMutationId() }, context: OUTCOME_SHOWN_HERE })
      .then(
        () => null,
        (error: unknown) => error,
      );
    setPending(false);
    if (outcome === null) {
      toast.success(t('restore.done', { naturalId }), { id: `archive-restored:${id}` });
      onRestored?.();
    } else {
      toast.error(t('restore.failed', { naturalId, message: describeError(outcome, t) }), { id: `archive-restore-failed:${id}` });
    }
  };

  return (
    <StyledButton
      type="button"
      $variant={primary ? 'primary' : 'secondary'}
      disabled={pending}
      aria-busy={pending}
      aria-label={t('restore.label', { naturalId })}
      onClick={() => void onClick()}
      data-testid={`archive-restore-${id}`}
    >
      {t('restore.button')}
    </StyledButton>
  );
}
