import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';

/**
 * Toast area in the colours of the active theme, below the navbar: a toast never covers the navbar's
 * controls (a toast under the pointer stays while hovered, so it would keep them unreachable).
 */
export function AppToaster() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: `calc(${theme.layout.navbarHeight} + 8px)` }}
      toastOptions={{
        style: {
          background: theme.colors.surface,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          fontFamily: theme.font.family,
        },
      }}
    />
  );
}
