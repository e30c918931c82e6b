import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledButton } from '../../shared/ui/Button';
import { useShopAccess } from './useShopAccess';

const ShopDialog = lazy(() => import('./ShopDialog'));

/** The shop dialog, its code loaded when first opened; closing it gives the focus back to the opener. */
function LazyShopDialog({ storeId, onClose }: { storeId: string | null; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <ShopDialog storeId={storeId} onClose={onClose} />
    </Suspense>
  );
}

/** "New shop" (administrators): opens the add dialog. */
export function NewShopButton() {
  const { t } = useTranslation('shops');
  const [open, setOpen] = useState(false);
  const { create } = useShopAccess();
  if (!create) return null;
  return (
    <>
      <StyledButton type="button" $variant="primary" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="new-shop">
        {t('open.new')}
      </StyledButton>
      {open ? <LazyShopDialog storeId={null} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** "Edit shop" of one shop (administrators, and editors for their assigned shops). */
export function EditShopButton({ storeId, name }: { storeId: string; name: string }) {
  const { t } = useTranslation('shops');
  const [open, setOpen] = useState(false);
  const { update } = useShopAccess();
  if (!update) return null;
  return (
    <>
      <StyledButton
        type="button"
        $variant="ghost"
        aria-haspopup="dialog"
        aria-label={t('open.editLabel', { name })}
        onClick={() => setOpen(true)}
        data-testid={`edit-shop-${storeId}`}
      >
        {t('open.edit')}
      </StyledButton>
      {open ? <LazyShopDialog storeId={storeId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
