import type { Language } from '@flyerdesk/domain/constants';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../shared/theme/theme';
import { createAppI18n } from './appI18n';

/** Renders the toasts alone, with every text of the app and the light theme; answers the i18next instance. */
export function renderToaster(language: Language = 'en'): I18n {
  const i18n = createAppI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={lightTheme}>
        <Toaster />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return i18n;
}
