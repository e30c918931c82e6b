import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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
 * the default export is what the openers load lazily.
 */
export default function LeafletDialog({ target, open, onOpenChange }: LeafletDialogProps) {
  const { t } = useTranslation('leaflets');
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={target.kind === 'create' ? t('create.title', { name: target.storeName }) : t('edit.title', { naturalId: target.naturalId })}
      closeLabel={t('close')}
    >
      <StyledContent data-testid="leaflet-dialog" data-mode={target.kind}>
        {open ? (
          target.kind === 'create' ? (
            <CreateLeafletForm shop={target} onClose={close} />
          ) : (
            <EditLeafletForm key={target.leafletId} leafletId={target.leafletId} onClose={close} />
          )
        ) : null}
      </StyledContent>
    </Dialog>
  );
}

const StyledContent = styled.div`
  min-width: 0;
`;
