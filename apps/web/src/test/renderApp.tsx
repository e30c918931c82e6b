import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { ApolloLink } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '@flyerdesk/domain/constants';
import type { Role } from '@flyerdesk/domain/roles';
import { createI18n } from '../shared/i18n/createI18n';
import { createConnectionMonitor, type ConnectionMonitor } from '../shared/apollo/connectionMonitor';
import { AppUiProviders } from '../app/AppProviders';
import { NAMESPACES } from '../app/i18nNamespaces';
import { ENTRY_NAMESPACES, loadScreenNamespace } from '../app/appLocales';
import { createAppRoutes, type BuiltRouteTable } from '../app/routes';
import { handleSessionLost, SessionDocument, type AppNavigation } from '../shared/session/session';
import { createErrorLink } from '../shared/apollo/errorLink';
import { showErrorToast } from '../shared/errorToast';
import { SystemInfoDocument } from '../app/layout/Sidebar';
import { JobCentreQuery } from '../features/jobs/operations';
import { JobsChangedSubscription } from '../shared/jobs/useJobsChanged';

/** Screens standing in for the real ones, so routing is tested on its own. */
export const TEST_SCREENS: BuiltRouteTable = {
  '/dashboard': <h1>Dashboard screen</h1>,
  '/password': <h1>Password screen</h1>,
};

export type Mock = MockLink.MockedResponse;

export function signedInSession(roles: Role[], username = 'tester', flags = { articlesData: true, leafletScrapper: false }): Mock {
  return {
    request: { query: SessionDocument },
    result: {
      data: {
        me: { __typename: 'CurrentUser', id: `user-${username}`, username, roles, notificationChannels: [], enabled: true, mustChangePassword: false },
        featureFlags: { __typename: 'FeatureFlags', ...flags },
      },
    },
  };
}

export function signedOutSession(): Mock {
  return {
    request: { query: SessionDocument },
    result: { errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] },
  };
}

/** Version shown in the sidebar footer, answered as often as asked. */
export const SYSTEM_INFO: Mock = {
  request: { query: SystemInfoDocument },
  result: { data: { systemInfo: { __typename: 'SystemInfo', displayVersion: '1.0.0 (build 3f2a1bc)' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The job centre of signed-in editors: no jobs, and no job changes announced. */
export const NO_JOBS: Mock[] = [
  { request: { query: JobCentreQuery }, result: { data: { jobs: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: JobsChangedSubscription }, delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY },
];

export interface ProvidersOptions {
  mocks?: readonly Mock[];
  language?: Language;
  connection?: ConnectionMonitor;
  /** The router, for the app's error handling to send the user to sign-in when the session is gone. */
  navigation?: AppNavigation;
  /**
   * Start with the first load's texts only, as the app does (main.tsx): the layout's and the screens'
   * texts load with them. By default every text of the app is there from the start.
   */
  firstLoadTexts?: boolean;
}

/** Without mocks of its own a test runs signed out. */
export function TestProviders({
  mocks = [signedOutSession()],
  language = 'en',
  connection,
  navigation = { currentPath: () => '/', navigate: () => undefined },
  firstLoadTexts = false,
  children,
}: ProvidersOptions & { children: ReactNode }) {
  const i18n = firstLoadTexts ? createI18n(ENTRY_NAMESPACES, language, loadScreenNamespace) : createI18n(NAMESPACES, language);
  // The app's own error handling (spec §8) in front of the mocked server.
  const link = ApolloLink.from([
    createErrorLink({
      onUnauthenticated: (operation) => handleSessionLost(operation.client, navigation),
      onError: (error, request) => showErrorToast(i18n, error, request),
    }),
    new MockLink([...mocks, SYSTEM_INFO, ...NO_JOBS]),
  ]);
  return (
    <MockedProvider link={link}>
      <AppUiProviders connection={connection ?? createConnectionMonitor(() => undefined)} i18n={i18n}>
        {children}
      </AppUiProviders>
    </MockedProvider>
  );
}

/** Renders a component with every app provider (Apollo mocks, i18n, theme, session, toasts). */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): RenderResult {
  return render(<TestProviders {...options}>{ui}</TestProviders>);
}

/** Renders the whole app (its real route table) at a path. */
export function renderApp(
  path: string,
  options: ProvidersOptions & { screens?: BuiltRouteTable } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(createAppRoutes(options.screens ?? TEST_SCREENS), { initialEntries: [path] });
  const navigation: AppNavigation = {
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    navigate: (to) => void router.navigate(to),
  };
  const result = render(
    <TestProviders navigation={navigation} {...options}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
