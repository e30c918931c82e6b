import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';

/** Toast area in the colours of the active theme. */
export function AppToaster() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-right"
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
