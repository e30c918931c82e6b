import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { SessionProvider } from '../shared/session/session';
import { ConnectionContext } from '../shared/apollo/ConnectionContext';
import { NewVersionNotice } from '../shared/errors/NewVersionPrompt';
import type { ConnectionMonitor } from '../shared/apollo/connectionMonitor';
import { ThemeModeProvider } from './ThemeModeProvider';
import { AppToaster } from './AppToaster';

export interface AppProvidersProps {
  client: ApolloClient;
  connection: ConnectionMonitor;
  i18n: I18n;
  children: ReactNode;
}

/**
 * Everything below the Apollo provider: live connection, translations, theme, session, toasts and the
 * reload offer after a module of the app failed to load (a new version was deployed).
 */
export function AppUiProviders({ connection, i18n, children }: Omit<AppProvidersProps, 'client'>) {
  return (
    <ConnectionContext.Provider value={connection}>
      <I18nextProvider i18n={i18n}>
        <ThemeModeProvider>
          <SessionProvider>{children}</SessionProvider>
          <AppToaster />
          <NewVersionNotice />
        </ThemeModeProvider>
      </I18nextProvider>
    </ConnectionContext.Provider>
  );
}

/** Data, live connection, translations, theme, session and toasts for the whole app. */
export function AppProviders({ client, ...rest }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <AppUiProviders {...rest} />
    </ApolloProvider>
  );
}
