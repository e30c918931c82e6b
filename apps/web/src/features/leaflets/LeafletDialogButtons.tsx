import { can } from '@flyerdesk/domain/permissions';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionDocument } from '../../shared/session/session';
import { StyledButton } from '../../shared/ui/Button';
import type { LeafletShop } from './CreateLeafletForm';
import type { LeafletDialogTarget } from './LeafletDialog';

const LeafletDialog = lazy(() => import('./LeafletDialog'));

function useCan(permission: 'leaflets.create' | 'leaflets.update'): boolean {
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  return can(data?.me.roles ?? [], permission);
}

/** Opens the dialog once asked (its code loads then), and keeps it mounted so it can close with its animation and focus return. */
function LazyLeafletDialog({ target, open, onOpenChange }: { target: LeafletDialogTarget; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Suspense fallback={null}>
      <LeafletDialog target={target} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** "New leaflet" of a shop: opens the add dialog. */
export function NewLeafletButton({ storeId, storeName, storeWebId }: LeafletShop) {
  const { t } = useTranslation('leaflets');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const allowed = useCan('leaflets.create');
  if (!allowed) return null;
  return (
    <>
      <StyledButton
        type="button"
        aria-haspopup="dialog"
        aria-label={t('create.openLabel', { name: storeName })}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        data-testid={`new-leaflet-${storeId}`}
      >
        {t('create.open')}
      </StyledButton>
      {asked ? <LazyLeafletDialog target={{ kind: 'create', storeId, storeName, storeWebId }} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

/** "Edit" of a leaflet: opens the edit dialog. */
export function EditLeafletButton({ leafletId, naturalId }: { leafletId: string; naturalId: string }) {
  const { t } = useTranslation('leaflets');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const allowed = useCan('leaflets.update');
  if (!allowed) return null;
  return (
    <>
      <StyledButton
        type="button"
        $variant="ghost"
        aria-haspopup="dialog"
        aria-label={t('edit.openLabel', { naturalId })}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        data-testid={`edit-leaflet-${leafletId}`}
      >
        {t('edit.open')}
      </StyledButton>
      {asked ? <LazyLeafletDialog target={{ kind: 'edit', leafletId, naturalId }} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
