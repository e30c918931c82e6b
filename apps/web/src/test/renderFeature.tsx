import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { Language } from '@flyerdesk/domain/constants';
import type { Role } from '@flyerdesk/domain/roles';
import { act, render, type RenderResult } from '@testing-library/react';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { Observable, type Observer } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { SessionDocument } from '../shared/session/session';
import { createErrorLink } from '../shared/apollo/errorLink';
import { showErrorToast } from '../shared/errorToast';
import { darkTheme, lightTheme } from '../shared/theme/theme';
import { createAppI18n } from './appI18n';

export type Mock = MockLink.MockedResponse;

/**
 * Subscriptions of the rendered components, by operation name: a test pushes an event to every open
 * subscription of one operation (and only to those).
 */
export interface SubscriptionHub {
  link: ApolloLink;
  /** Whether a subscription of this operation is open. */
  isOpen: (operationName: string) => boolean;
  /** The variables of the latest subscription of this operation opened. */
  variables: (operationName: string) => Record<string, unknown> | undefined;
  /** Sends one event to the open subscriptions of the operation. */
  push: (operationName: string, data: Record<string, unknown>) => void;
}

export function createSubscriptionHub(): SubscriptionHub {
  const open = new Map<string, Set<Observer<FormattedExecutionResult>>>();
  const opened = new Map<string, Record<string, unknown>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        const name = operation.operationName ?? '';
        opened.set(name, operation.variables);
        const set = open.get(name) ?? new Set();
        set.add(observer);
        open.set(name, set);
        return () => {
          set.delete(observer);
        };
      }),
  );
  return {
    link,
    isOpen: (operationName) => (open.get(operationName)?.size ?? 0) > 0,
    variables: (operationName) => opened.get(operationName),
    push: (operationName, data) => {
      const observers = [...(open.get(operationName) ?? [])];
      if (observers.length === 0) throw new Error(`No open subscription ${operationName}`);
      act(() => {
        observers.forEach((observer) => observer.next({ data }));
      });
    },
  };
}

export interface FeatureRenderOptions {
  mocks?: readonly Mock[];
  /** Roles of the signed-in user (the session the app has loaded); none means no session. */
  roles?: Role[];
  flags?: { articlesData: boolean; leafletScrapper: boolean };
  language?: Language;
  theme?: 'light' | 'dark';
  /** The address the router starts at (e.g. a screen with a filter in its query), '/' by default. */
  path?: string;
}

export interface FeatureRender extends RenderResult {
  subscriptions: SubscriptionHub;
}

/**
 * Renders a screen or panel with every translation, a theme, toasts, a router and a mocked Apollo
 * Client behind the app's error handling: queries and mutations answer from `mocks` (each once unless
 * it says otherwise), subscriptions from the returned hub; the signed-in user's session is in the cache.
 */
export function renderFeature(ui: ReactElement, options: FeatureRenderOptions = {}): FeatureRender {
  const i18n = createAppI18n(options.language);
  const subscriptions = createSubscriptionHub();
  const link = ApolloLink.from([
    createErrorLink({ onUnauthenticated: () => undefined, onError: (error, request) => showErrorToast(i18n, error, request) }),
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions.link,
      new MockLink(options.mocks ?? [], { defaultOptions: { delay: 0 } }),
    ),
  ]);
  const cache = new InMemoryCache();
  if (options.roles) {
    cache.writeQuery({
      query: SessionDocument,
      data: {
        me: {
          __typename: 'CurrentUser',
          id: 'user-tester',
          username: 'tester',
          roles: options.roles,
          notificationChannels: [],
          enabled: true,
          mustChangePassword: false,
        },
        featureFlags: { __typename: 'FeatureFlags', ...(options.flags ?? { articlesData: true, leafletScrapper: false }) },
      },
    });
  }
  const result = render(
    <MockedProvider link={link} cache={cache}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={options.theme === 'dark' ? darkTheme : lightTheme}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return { ...result, subscriptions };
}

/** Toasts outlive a test's render; each test starts with none. */
export function clearToasts(): void {
  act(() => {
    toast.remove();
  });
}
