import { useQuery } from '@apollo/client/react';
import { can } from '@flyerdesk/domain/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionDocument } from '../../shared/session/session';
import { StyledButton } from '../../shared/ui/Button';
import { LeafletCuttingDialog } from './LeafletCuttingDialog';

export interface LeafletCuttingButtonProps {
  leafletId: string;
  naturalId: string;
  storeId?: string;
}

/**
 * "Pages" of a leaflet for users allowed to cut leaflets into pages: opens the page-cutting dialog.
 * Roles come from the session the app has already loaded.
 */
export function LeafletCuttingButton({ leafletId, naturalId, storeId }: LeafletCuttingButtonProps) {
  const { t } = useTranslation('cutting');
  const [open, setOpen] = useState(false);
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  if (!can(data?.me.roles ?? [], 'leaflets.cut')) return null;
  return (
    <>
      <StyledButton
        type="button"
        $variant="ghost"
        aria-label={t('openLabel', { naturalId })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid={`cut-pages-${leafletId}`}
      >
        {t('open')}
      </StyledButton>
      <LeafletCuttingDialog
        open={open}
        onOpenChange={setOpen}
        leafletId={leafletId}
        naturalId={naturalId}
        {...(storeId ? { storeId } : {})}
      />
    </>
  );
}
