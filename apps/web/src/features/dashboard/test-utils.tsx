import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { LeafletRow_LeafletFragment, ShopRow_StoreFragment } from '../../__generated__/graphql';
import { lightTheme } from '../../shared/theme/theme';
import { commonLocales } from '../../shared/i18n/commonLocales';
import { RunningCutsQuery } from './leafletLifecycle';
import { dashboardLocales } from './locales';

/** No page cut running (the opened shops' rows ask for the running cuts). */
export const NO_RUNNING_CUTS: MockLink.MockedResponse = {
  request: { query: RunningCutsQuery },
  result: { data: { jobs: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export type TestLanguage = keyof typeof dashboardLocales;

/** An i18next instance holding only the dashboard texts, ready synchronously. */
export function createTestI18n(language: TestLanguage = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      pl: { dashboard: dashboardLocales.pl, common: commonLocales.pl },
      en: { dashboard: dashboardLocales.en, common: commonLocales.en },
      ru: { dashboard: dashboardLocales.ru, common: commonLocales.ru },
    },
    lng: language,
    fallbackLng: 'en',
    ns: ['dashboard', 'common'],
    defaultNS: 'dashboard',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  language?: TestLanguage;
  cache?: InMemoryCache;
}

export interface DashboardRender extends RenderResult {
  /** Pushes subscription events to the rendered components. */
  subscriptions: MockSubscriptionLink;
}

/**
 * Renders with the light theme, the dashboard texts and a mocked Apollo Client: queries answer from
 * `mocks` (immediately), subscriptions from the returned `subscriptions` link.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): DashboardRender {
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptions,
    new MockLink([...(options.mocks ?? []), NO_RUNNING_CUTS], { defaultOptions: { delay: 0 } }),
  );
  const result = render(
    <MockedProvider link={link} cache={options.cache ?? new InMemoryCache()}>
      <I18nextProvider i18n={createTestI18n(options.language)}>
        <ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return { ...result, subscriptions };
}

type StoreData = ShopRow_StoreFragment & { __typename: 'Store' };
type LeafletData = LeafletRow_LeafletFragment & { __typename: 'Leaflet' };

export function aStore(overrides: Partial<StoreData> & { id: string; name: string }): StoreData {
  return {
    __typename: 'Store',
    storeWebId: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    logoUrl: null,
    category: { __typename: 'Category', id: `category-of-${overrides.id}`, name: 'Supermarkets' },
    leafletsSummary: {
      __typename: 'LeafletsSummary',
      total: 0,
      active: 0,
      inactive: 0,
      readyForActivation: 0,
      readyForDeactivation: 0,
    },
    hasUnconfirmedArticleData: false,
    ...overrides,
  };
}

export function aLeaflet(overrides: Partial<LeafletData> & { id: string }): LeafletData {
  return {
    __typename: 'Leaflet',
    naturalId: `leaflet-${overrides.id}`,
    status: 'ACTIVE',
    additionalInfo: 'Weekly offers',
    validFrom: '2026-11-23',
    validTo: '2026-11-29',
    untilEndOfSupply: false,
    publishDate: null,
    pageCount: 12,
    version: 1,
    priorities: { __typename: 'LeafletPriorities', android: null, ios: null, web: null, wp: null, android2: null },
    visibility: { __typename: 'LeafletVisibility', android: true, android2: false, ios: true, web: true, wp: false },
    ...overrides,
  };
}
