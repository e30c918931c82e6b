import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Dialog } from '../../shared/ui/Dialog';
import { CreateLeafletForm, type LeafletShop } from './CreateLeafletForm';
import { EditLeafletForm } from './EditLeafletForm';

/** What the dialog opens: a new leaflet of a shop, or an existing leaflet. */
export type LeafletDialogTarget = ({ kind: 'create' } & LeafletShop) | { kind: 'edit'; leafletId: string; naturalId: string };

export interface LeafletDialogProps {
  target: LeafletDialogTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The leaflet add/edit dialog (spec §2). Loaded on first use (the dashboard's first load stays small):
 * the default export is what the openers load lazily. Closing it with unsaved changes asks first.
 */
export default function LeafletDialog({ target, open, onOpenChange }: LeafletDialogProps) {
  const { t } = useTranslation('leaflets');
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const closeNow = () => {
    setDirty(false);
    onOpenChange(false);
  };
  const close = () => {
    if (dirty) setConfirmClose(true);
    else closeNow();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close();
      }}
      title={target.kind === 'create' ? t('create.title', { name: target.storeName }) : t('edit.title', { naturalId: target.naturalId })}
      closeLabel={t('close')}
    >
      <StyledContent data-testid="leaflet-dialog" data-mode={target.kind}>
        {open ? (
          target.kind === 'create' ? (
            <CreateLeafletForm shop={target} onClose={close} onDirtyChange={setDirty} />
          ) : (
            <EditLeafletForm key={target.leafletId} leafletId={target.leafletId} onClose={close} onDirtyChange={setDirty} />
          )
        ) : null}
      </StyledContent>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('panel.discardTitle', { ns: 'resource' })}
        description={t('panel.discardQuestion', { ns: 'resource' })}
        confirmLabel={t('panel.discardConfirm', { ns: 'resource' })}
        onConfirm={closeNow}
        confirmTestId="leaflet-discard-confirm"
      />
    </Dialog>
  );
}

const StyledContent = styled.div`
  min-width: 0;
`;
