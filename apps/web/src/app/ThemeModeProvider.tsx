import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import Cookies from 'js-cookie';
import { darkTheme, lightTheme } from '../shared/theme/theme';
import { GlobalStyle } from '../shared/theme/GlobalStyle';
import { useMediaQuery } from '../shared/useMediaQuery';

export type ThemeMode = 'light' | 'dark';

/** Cookie holding the chosen theme; without it the operating system's preference is followed. */
export const THEME_COOKIE = 'theme';
const PREFERS_DARK = '(prefers-color-scheme: dark)';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | undefined>(undefined);

function savedMode(): ThemeMode | undefined {
  const saved = Cookies.get(THEME_COOKIE);
  return saved === 'light' || saved === 'dark' ? saved : undefined;
}

/** Light or dark theme: the saved choice, else the system preference on a first visit. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ThemeMode | undefined>(savedMode);
  const systemDark = useMediaQuery(PREFERS_DARK);
  const mode: ThemeMode = chosen ?? (systemDark ? 'dark' : 'light');
  const setMode = useCallback((next: ThemeMode) => {
    Cookies.set(THEME_COOKIE, next, { expires: 365, sameSite: 'strict', path: '/' });
    setChosen(next);
  }, []);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
