import { LEAFLET_URL_KINDS, type LeafletUrlKind } from '@flyerdesk/domain/validation/pageDetails';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeafletRow_LeafletFragment } from '../../__generated__/graphql';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { describeError } from '../../shared/errors/describeError';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { RecordFieldset } from '../../shared/resource/RecordFields';
import { StyledButton } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { useReturnFocus } from '../../shared/ui/useReturnFocus';
import { useReloadShop } from './LeafletLifecycleActions';
import { DeleteLeafletUrlsMutation } from './leafletLifecycle';

/** The removal shows its own outcome (a toast with the number of changed leaflets). */
const SHOWN_HERE: ErrorHandlingContext = { skipErrorToast: true };

/** What the dialog needs of a leaflet to offer it. */
export type RemoveLinksLeaflet = Pick<LeafletRow_LeafletFragment, 'id' | 'naturalId' | 'additionalInfo' | 'status'>;

export interface RemoveLinksProps {
  storeId: string;
  shopName: string;
  /** The shop's leaflets; archived ones are not offered. */
  leaflets: readonly RemoveLinksLeaflet[];
}

/** The shop toolbar's "Remove links" button and the dialog it opens (the focus comes back to it on close). */
export function RemoveLinksButton({ storeId, shopName, leaflets }: RemoveLinksProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  return (
    <>
      <StyledButton
        type="button"
        aria-haspopup="dialog"
        aria-label={t('removeLinks.openLabel', { name: shopName })}
        onClick={() => {
          focus.remember();
          setOpen(true);
        }}
        data-testid={`remove-links-${storeId}`}
      >
        {t('removeLinks.open')}
      </StyledButton>
      {open ? (
        <RemoveLinksDialog
          storeId={storeId}
          shopName={shopName}
          leaflets={leaflets}
          onClose={() => {
            setOpen(false);
            focus.restore();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Removes links of one kind from the shop's leaflets: from all of them (sent as the shop) or from the
 * chosen ones. Stays open when the removal fails; closes and reads the shop again when it succeeds.
 */
export function RemoveLinksDialog({ storeId, shopName, leaflets, onClose }: RemoveLinksProps & { onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const client = useApolloClient();
  const reload = useReloadShop(storeId);
  const id = useId();
  const [kind, setKind] = useState<LeafletUrlKind | null>(null);
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const offered = leaflets.filter((leaflet) => leaflet.status !== 'DELETED');
  const noneChosen = !all && !offered.some((leaflet) => chosen.has(leaflet.id));
  const showError = submitted && noneChosen;

  const toggle = (leafletId: string, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(leafletId);
      else next.delete(leafletId);
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (kind === null || noneChosen || busy) return;
    const target = all ? { storeId } : { leafletIds: offered.filter((leaflet) => chosen.has(leaflet.id)).map((leaflet) => leaflet.id) };
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: DeleteLeafletUrlsMutation,
        variables: { kind, ...target, clientMutationId: newClientMutationId() },
        context: SHOWN_HERE,
      });
      toast.success(t('removeLinks.done', { count: data?.deleteLeafletUrls ?? 0 }));
      reload();
      onClose();
    } catch (error) {
      toast.error(t('removeLinks.failed', { message: describeError(error, t) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={t('removeLinks.title')}
      description={t('removeLinks.description', { name: shopName })}
      closeLabel={t('close', { ns: 'common' })}
    >
      <StyledForm onSubmit={(event) => void submit(event)} aria-busy={busy} noValidate data-testid="remove-links-dialog">
        <RecordFieldset legend={t('removeLinks.kindLegend')}>
          {LEAFLET_URL_KINDS.map((value) => (
            <StyledOption key={value}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                disabled={busy}
                onChange={() => setKind(value)}
              />
              {t(`removeLinks.kinds.${value}`)}
            </StyledOption>
          ))}
        </RecordFieldset>
        <RecordFieldset legend={t('removeLinks.leafletsLegend')} error={showError ? t('removeLinks.noneChosen') : undefined}>
          <StyledOption>
            <input type="checkbox" checked={all} disabled={busy} onChange={(event) => setAll(event.target.checked)} />
            {t('removeLinks.allLeaflets')}
          </StyledOption>
          <StyledList>
            {offered.map((leaflet) => (
              <li key={leaflet.id}>
                <StyledOption>
                  <input
                    type="checkbox"
                    checked={all || chosen.has(leaflet.id)}
                    disabled={all || busy}
                    aria-invalid={showError ? true : undefined}
                    onChange={(event) => toggle(leaflet.id, event.target.checked)}
                    data-testid={`remove-links-leaflet-${leaflet.id}`}
                  />
                  <StyledNaturalId>{leaflet.naturalId}</StyledNaturalId>{' '}
                  {leaflet.additionalInfo?.trim() ? leaflet.additionalInfo : <StyledMuted>{t('leaflet.untitled')}</StyledMuted>}
                </StyledOption>
              </li>
            ))}
          </StyledList>
        </RecordFieldset>
        <StyledActions>
          <StyledButton type="button" disabled={busy} onClick={onClose}>
            {t('cancel', { ns: 'common' })}
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={kind === null || busy} aria-busy={busy} data-testid="remove-links-confirm">
            {t('removeLinks.confirm')}
          </StyledButton>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  cursor: pointer;

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledList = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: ${({ theme }) => `0 0 ${theme.space(1)}`};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledNaturalId = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
