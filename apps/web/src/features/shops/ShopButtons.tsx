import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledButton } from '../../shared/ui/Button';
import type { ShopDialogTarget } from './ShopDialog';
import { useShopAccess } from './useShopAccess';

const ShopDialog = lazy(() => import('./ShopDialog'));

/** The dialog's code loads when first asked for; it stays mounted so it closes with its focus return. */
function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const show = () => {
    setAsked(true);
    setOpen(true);
  };
  const render = (target: ShopDialogTarget) =>
    asked ? (
      <Suspense fallback={null}>
        <ShopDialog target={target} open={open} onOpenChange={setOpen} />
      </Suspense>
    ) : null;
  return { show, render };
}

/** "New shop" (administrators): opens the add dialog. */
export function NewShopButton() {
  const { t } = useTranslation('shops');
  const dialog = useLazyDialog();
  const { create } = useShopAccess();
  if (!create) return null;
  return (
    <>
      <StyledButton type="button" $variant="primary" aria-haspopup="dialog" onClick={dialog.show} data-testid="new-shop">
        {t('open.new')}
      </StyledButton>
      {dialog.render({ kind: 'create' })}
    </>
  );
}

/** "Edit shop" of one shop (administrators, and editors for their assigned shops). */
export function EditShopButton({ storeId, name }: { storeId: string; name: string }) {
  const { t } = useTranslation('shops');
  const dialog = useLazyDialog();
  const { update } = useShopAccess();
  if (!update) return null;
  return (
    <>
      <StyledButton
        type="button"
        $variant="ghost"
        aria-haspopup="dialog"
        aria-label={t('open.editLabel', { name })}
        onClick={dialog.show}
        data-testid={`edit-shop-${storeId}`}
      >
        {t('open.edit')}
      </StyledButton>
      {dialog.render({ kind: 'edit', storeId, name })}
    </>
  );
}
