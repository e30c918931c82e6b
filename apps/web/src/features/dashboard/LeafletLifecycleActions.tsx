import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { describeError } from '../../shared/errors/describeError';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ArchivedLeafletsQuery, DeleteLeafletMutation, RefreshLeafletMutation, RestoreLeafletMutation } from './leafletLifecycle';

/** Lifecycle writes show their own outcome (a toast naming the leaflet). */
const SHOWN_HERE: ErrorHandlingContext = { skipErrorToast: true };

/** Reads the shop's leaflets, counts and archive again after a change of its leaflets. */
export function useReloadShop(storeId: string) {
  const client = useApolloClient();
  return () => {
    const storeRef = client.cache.identify({ __typename: 'Store', id: storeId });
    client
      .refetchQueries({
        include: [ArchivedLeafletsQuery],
        updateCache: (cache) => {
          cache.modify({ id: storeRef, fields: { leaflets: (_value, { INVALIDATE }) => INVALIDATE } });
        },
      })
      .catch(() => undefined);
  };
}

/** Refresh (re-sorts the ordering) and Delete (to the archive, after a confirmation) of one leaflet. */
export function LeafletLifecycleActions({ leafletId, naturalId, storeId }: { leafletId: string; naturalId: string; storeId: string }) {
  const { t } = useTranslation('dashboard');
  const client = useApolloClient();
  const reload = useReloadShop(storeId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    setBusy(true);
    try {
      await client.mutate({ mutation: RefreshLeafletMutation, variables: { id: leafletId, clientMutationId: newClientMutationId() }, context: SHOWN_HERE });
      toast.success(t('lifecycle.refreshed', { naturalId }));
    } catch (error) {
      toast.error(t('lifecycle.failed', { naturalId, message: describeError(error, t) }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    try {
      await client.mutate({ mutation: DeleteLeafletMutation, variables: { id: leafletId, clientMutationId: newClientMutationId() }, context: SHOWN_HERE });
      toast.success(t('lifecycle.deleted', { naturalId }));
      reload();
    } catch (error) {
      toast.error(t('lifecycle.failed', { naturalId, message: describeError(error, t) }));
    }
  };

  return (
    <StyledActions>
      <StyledButton
        type="button"
        $variant="ghost"
        disabled={busy}
        aria-label={t('lifecycle.refreshLabel', { naturalId })}
        onClick={() => void refresh()}
        data-testid={`refresh-leaflet-${leafletId}`}
      >
        {t('lifecycle.refresh')}
      </StyledButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('lifecycle.deleteTitle')}
        description={t('lifecycle.deleteQuestion', { naturalId })}
        confirmLabel={t('lifecycle.delete')}
        onConfirm={remove}
        confirmTestId={`delete-leaflet-confirm-${leafletId}`}
        trigger={
          <StyledButton type="button" $variant="ghost" aria-label={t('lifecycle.deleteLabel', { naturalId })} data-testid={`delete-leaflet-${leafletId}`}>
            {t('lifecycle.delete')}
          </StyledButton>
        }
      />
    </StyledActions>
  );
}

/** Restore of an archived leaflet (it comes back as IMPORTED; an expired one is refused). */
export function RestoreLeafletButton({ leafletId, naturalId, storeId }: { leafletId: string; naturalId: string; storeId: string }) {
  const { t } = useTranslation('dashboard');
  const client = useApolloClient();
  const reload = useReloadShop(storeId);
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      await client.mutate({ mutation: RestoreLeafletMutation, variables: { id: leafletId, clientMutationId: newClientMutationId() }, context: SHOWN_HERE });
      toast.success(t('lifecycle.restored', { naturalId }));
      reload();
    } catch (error) {
      toast.error(t('lifecycle.restoreFailed', { naturalId, message: describeError(error, t) }), { id: `restore-failed:${leafletId}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledButton
      type="button"
      disabled={busy}
      aria-busy={busy}
      aria-label={t('lifecycle.restoreLabel', { naturalId })}
      onClick={() => void restore()}
      data-testid={`restore-leaflet-${leafletId}`}
    >
      {t('lifecycle.restore')}
    </StyledButton>
  );
}

const StyledActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
