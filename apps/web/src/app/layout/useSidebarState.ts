import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Cookies from 'js-cookie';
import { SIDEBAR_COOKIE, SMALL_DEVICE_QUERY } from '@flyerdesk/domain/constants';
import { useMediaQuery } from '../../shared/useMediaQuery';

export interface SidebarState {
  open: boolean;
  smallDevice: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * Sidebar open state (spec §2): remembered in a cookie (1 open, 0 closed) on larger screens; on small
 * devices it starts closed, toggling is not remembered and it closes after each navigation.
 */
export function useSidebarState(): SidebarState {
  const smallDevice = useMediaQuery(SMALL_DEVICE_QUERY);
  const [wideOpen, setWideOpen] = useState(() => Cookies.get(SIDEBAR_COOKIE) !== '0');
  const { pathname } = useLocation();
  // On small devices the sidebar is open only on the page where it was opened: navigating closes it.
  const [smallOpenOn, setSmallOpenOn] = useState<string | undefined>(undefined);
  const smallOpen = smallOpenOn === pathname;

  const toggle = useCallback(() => {
    if (smallDevice) {
      setSmallOpenOn((openOn) => (openOn === pathname ? undefined : pathname));
      return;
    }
    setWideOpen((open) => {
      Cookies.set(SIDEBAR_COOKIE, open ? '0' : '1', { expires: 365, sameSite: 'strict', path: '/' });
      return !open;
    });
  }, [smallDevice, pathname]);

  const close = useCallback(() => setSmallOpenOn(undefined), []);

  return { open: smallDevice ? smallOpen : wideOpen, smallDevice, toggle, close };
}
