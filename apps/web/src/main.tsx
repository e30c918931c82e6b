import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloSetup } from './shared/apollo/createApolloClient';
import { createI18n, savedLanguage } from './shared/i18n/createI18n';
import { showErrorToast } from './shared/errorToast';
import { startErrorReporting } from './shared/errorReporting/errorReporting';
import { handleSessionLost } from './shared/session/session';
import { AppProviders } from './app/AppProviders';
import { ENTRY_NAMESPACES, loadScreenNamespace } from './app/appLocales';
import { createAppRoutes } from './app/routes';
import { BUILT_ROUTES } from './app/builtRoutes';

// The first page's texts; every screen's own texts load with the screen.
const i18n = createI18n(ENTRY_NAMESPACES, savedLanguage(), loadScreenNamespace);
document.documentElement.lang = i18n.language;

const router = createBrowserRouter(createAppRoutes(BUILT_ROUTES));

const { client, connection } = createApolloSetup({
  origin: window.location.origin,
  onUnauthenticated: (operation) =>
    handleSessionLost(operation.client, {
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
      navigate: (to) => void router.navigate(to),
    }),
  onError: (error, request) => showErrorToast(i18n, error, request),
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client} connection={connection} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Optional error reporting, configured by the gateway; it never holds up the page.
void startErrorReporting();
