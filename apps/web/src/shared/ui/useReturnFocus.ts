import { useCallback, useRef } from 'react';

/**
 * For a dialog opened by a button that is not its Radix trigger (e.g. one dialog for the rows of a
 * table): `remember` notes the element that has the focus when the dialog opens, `restore` gives the
 * focus back to it once the dialog has closed (keyboard users continue where they were).
 */
export function useReturnFocus(): { remember: () => void; restore: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    // After the dialog's own clean-up has run.
    setTimeout(() => {
      if (element?.isConnected) element.focus();
    }, 0);
  }, []);
  return { remember, restore };
}
