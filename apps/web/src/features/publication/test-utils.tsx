import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { Language } from '@flyerdesk/domain/constants';
import type { Role } from '@flyerdesk/domain/roles';
import { act, render, type RenderResult } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { PendingLeafletList_LeafletFragment } from '../../__generated__/graphql';
import { SessionDocument } from '../../shared/session/session';
import { createErrorLink } from '../../shared/apollo/errorLink';
import { showErrorToast } from '../../shared/errorToast';
import { commonLocales } from '../../shared/i18n/commonLocales';
import { createI18n } from '../../shared/i18n/createI18n';
import { darkTheme, lightTheme } from '../../shared/theme/theme';
import { FeedPlatformsQuery, FeedUrlQuery } from './FeedLinks';
import { publicationLocales } from './locales';
import { PendingPublicationQuery } from './usePendingPublication';
import { PublishPromotionsMutationDocument } from './usePublishPromotions';

export type Mock = MockLink.MockedResponse;
export type PendingLeaflet = PendingLeafletList_LeafletFragment & { __typename: 'Leaflet' };

export function aPendingLeaflet(overrides: Partial<PendingLeaflet> & { id: string }): PendingLeaflet {
  return {
    __typename: 'Leaflet',
    naturalId: `leaflet-${overrides.id}`,
    additionalInfo: 'Weekly offers',
    publishDate: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}

export function pendingLists(toActivate: PendingLeaflet[], toDeactivate: PendingLeaflet[]) {
  return { __typename: 'PendingPublication' as const, toActivate, toDeactivate };
}

/** Answers the pending lists query once with the given lists, counting how often it was asked. */
export function pendingMock(
  toActivate: PendingLeaflet[],
  toDeactivate: PendingLeaflet[],
  requests: jest.Mock = jest.fn(),
): Mock {
  return {
    request: { query: PendingPublicationQuery },
    result: () => {
      requests();
      return { data: { pendingPublication: pendingLists(toActivate, toDeactivate) } };
    },
  };
}

/** Answers the publish mutation once with the given numbers, counting the calls. */
export function publishMock(activated: number, deactivated: number, requests: jest.Mock = jest.fn()): Mock {
  return {
    request: { query: PublishPromotionsMutationDocument },
    result: () => {
      requests();
      return {
        data: {
          publishPromotions: {
            __typename: 'PublicationResult',
            activated,
            deactivated,
            publishedAt: '2026-03-02T09:00:00.000Z',
          },
        },
      };
    },
  };
}

const PLATFORMS = [
  { key: 'android', name: 'Android' },
  { key: 'ios', name: 'IOS' },
];

/** The platforms and their feed addresses, answered as often as asked. */
export const FEED_MOCKS: Mock[] = [
  {
    request: { query: FeedPlatformsQuery },
    result: {
      data: {
        platforms: {
          __typename: 'Platforms',
          leafletPlatforms: PLATFORMS.map((p) => ({ __typename: 'Platform', ...p })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  ...PLATFORMS.map((p) => ({
    request: { query: FeedUrlQuery, variables: { platform: p.key } },
    result: { data: { feedUrl: `https://flyerdesk.example.com/feed/${p.key}.xml` } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  })),
];

export interface RenderOptions {
  mocks?: readonly Mock[];
  /** Roles of the signed-in user (the session the app has loaded); none means no session. */
  roles?: Role[];
  language?: Language;
  theme?: 'light' | 'dark';
}

export interface PublicationRender extends RenderResult {
  /** Pushes subscription events to the rendered components. */
  subscriptions: MockSubscriptionLink;
  /** Sends one `pendingPublicationChanged` event. */
  pushPending: (seq: number, toActivate: PendingLeaflet[], toDeactivate: PendingLeaflet[]) => void;
}

/**
 * Renders with a theme, the app's texts, toasts and a mocked Apollo Client behind the app's error
 * handling: queries and mutations answer from `mocks` (plus the feed links), subscriptions from the
 * returned link; the signed-in user's session is already in the cache.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): PublicationRender {
  const language = options.language ?? 'en';
  const i18n = createI18n({ common: commonLocales, publication: publicationLocales }, language);
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.from([
    createErrorLink({ onUnauthenticated: () => undefined, onError: (error, request) => showErrorToast(i18n, error, request) }),
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions,
      new MockLink([...(options.mocks ?? []), ...FEED_MOCKS], { defaultOptions: { delay: 0 } }),
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
        featureFlags: { __typename: 'FeatureFlags', articlesData: false, leafletScrapper: false },
      },
    });
  }
  const result = render(
    <MockedProvider link={link} cache={cache}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={options.theme === 'dark' ? darkTheme : lightTheme}>
          {ui}
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  const pushPending = (seq: number, toActivate: PendingLeaflet[], toDeactivate: PendingLeaflet[]) => {
    act(() => {
      subscriptions.simulateResult({
        result: {
          data: {
            pendingPublicationChanged: {
              __typename: 'PendingPublicationEvent',
              seq,
              pending: pendingLists(toActivate, toDeactivate),
            },
          },
        },
      });
    });
  };
  return { ...result, subscriptions, pushPending };
}

/** Toasts outlive a test's render; each test starts with none. */
export function clearToasts(): void {
  act(() => {
    toast.remove();
  });
}
