import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

const loadMenu = () => import('./LanguageMenuList');
const LanguageMenuList = lazy(loadMenu);

/**
 * Language menu (PL, ENG, RU): switches the interface, remembers the choice and confirms it. The sign-in
 * screen shows it, so the menu's library is not part of the first load: the button is, and the menu
 * loads when the pointer or the focus comes to the button and opens once loaded when the button was pressed.
 */
export function LanguageMenu() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    const open = () => setWanted(true);
    const button = (
      <LanguageButton
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') open();
        }}
      />
    );
    return button;
  }
  return (
    <Suspense fallback={<LanguageButton aria-busy="true" />}>
      <LanguageMenuList defaultOpen />
    </Suspense>
  );
}
