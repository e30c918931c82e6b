import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, type RenderResult } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import i18next, { type i18n as I18n } from 'i18next';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type {
  ActivityLine_MoveFragment,
  OrderingRow_ItemFragment,
  XmlOffersOrderingChangedSubscription,
  XmlOffersOrderingQuery,
} from '../../__generated__/graphql';
import type { PresenceMember } from '../../shared/presence/usePresenceRoom';
import { UpdatePresenceMutation } from '../../shared/presence/operations';
import { ConnectionContext } from '../../shared/apollo/ConnectionContext';
import { createConnectionMonitor, type ConnectionMonitor } from '../../shared/apollo/connectionMonitor';
import { commonLocales } from '../../shared/i18n/commonLocales';
import { validationLocales } from '../../shared/i18n/validationLocales';
import { lightTheme } from '../../shared/theme/theme';
import { SessionDocument, SessionProvider } from '../../shared/session/session';
import { orderingDelta } from '@flyerdesk/domain/orderingDelta';
import { xmloffersLocales } from './locales';
import type { OrderingDelta } from './orderingCache';
import { OrderingMovesQuery, OrderingQuery } from './operations';
import XmlOffersPage, { XmlOffersPlatformsQuery } from './XmlOffersPage';

export type TestLanguage = keyof typeof xmloffersLocales;
export type Mock = MockLink.MockedResponse;

/** An i18next instance holding the screen's texts and the validation messages, ready synchronously. */
export function createTestI18n(language: TestLanguage = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      (['pl', 'en', 'ru'] as const).map((lng) => [lng, { xmloffers: xmloffersLocales[lng], validation: validationLocales[lng], common: commonLocales[lng] }]),
    ),
    lng: language,
    fallbackLng: 'en',
    ns: ['xmloffers', 'validation', 'common'],
    defaultNS: 'xmloffers',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export const ME = 'marta';

function sessionMock(username: string): Mock {
  return {
    request: { query: SessionDocument },
    result: {
      data: {
        me: { __typename: 'CurrentUser', id: `user-${username}`, username, roles: ['ADMIN'], notificationChannels: [], enabled: true, mustChangePassword: false },
        featureFlags: { __typename: 'FeatureFlags', articlesData: false, leafletScrapper: false },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function platformsMock(keys: readonly [string, string][] = [['android', 'Android'], ['ios', 'IOS'], ['web', 'Web']]): Mock {
  return {
    request: { query: XmlOffersPlatformsQuery },
    result: {
      data: {
        platforms: {
          __typename: 'Platforms',
          leafletPlatforms: keys.map(([key, name]) => ({ __typename: 'Platform', key, name })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type Ordering = XmlOffersOrderingQuery['ordering'];
type Item = OrderingRow_ItemFragment;

/** A leaflet at its place in the order; priorities default to `priority` on the given platform. */
export function anItem(
  overrides: Partial<Omit<Item, 'leaflet'>> & { id: string; leaflet?: Partial<Item['leaflet']>; platform?: string },
): Item {
  const { id, leaflet, platform = 'android', ...rest } = overrides;
  const priority = rest.priority ?? null;
  return {
    __typename: 'OrderedLeaflet',
    position: 1,
    priority,
    storeName: 'Lidl',
    ...rest,
    leaflet: {
      __typename: 'Leaflet',
      id,
      naturalId: `leaflet-${id}`,
      status: 'ACTIVE',
      additionalInfo: 'Weekly offers',
      validFrom: '2026-11-23',
      validTo: '2026-11-29',
      untilEndOfSupply: false,
      createdAt: '2026-11-20T08:00:00.000Z',
      refreshedAt: null,
      version: 1,
      priorities: {
        __typename: 'LeafletPriorities',
        android: null,
        ios: null,
        web: null,
        wp: null,
        android2: null,
        ...(platform === 'all' ? {} : { [platform]: priority }),
      },
      ...leaflet,
    },
  };
}

export function anOrdering(platform: string, version: number, items: Item[]): Ordering {
  return { __typename: 'Ordering', platform, version, updatedAt: null, updatedBy: null, items };
}

/** A server's answer to a move: what changed from `before` to `after` (only the rows that differ). */
export function aDelta(before: Ordering, after: Ordering): OrderingDelta {
  const delta = orderingDelta(before, after, (a, b) => JSON.stringify({ ...a, position: 0 }) === JSON.stringify({ ...b, position: 0 }));
  return { __typename: 'OrderingDelta', platform: after.platform, updatedAt: after.updatedAt, updatedBy: after.updatedBy, ...delta };
}

export interface CountedMock {
  mock: Mock;
  /** How many times the server was asked. */
  requests: jest.Mock;
}

/** The ordering of a platform: each request answers with the next response (the last one repeats). */
export function orderingMock(platform: string, ...responses: Ordering[]): CountedMock {
  const requests = jest.fn();
  return {
    requests,
    mock: {
      request: { query: OrderingQuery, variables: { platform } },
      result: () => {
        const answer = responses[Math.min(requests.mock.calls.length, responses.length - 1)];
        requests();
        return { data: { ordering: answer } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  };
}

type Move = ActivityLine_MoveFragment;

export function aMove(overrides: Partial<Move> & { id: string }): Move {
  return {
    __typename: 'OrderingMove',
    platform: 'android',
    leafletId: 'l-1',
    naturalId: 'leaflet-l-1',
    storeName: 'Lidl',
    fromPriority: null,
    toPriority: 1,
    displacedNaturalId: null,
    actor: 'anna',
    at: new Date(Date.now() - 120_000).toISOString(),
    versionBefore: 6,
    versionAfter: 7,
    clientMutationId: null,
    undoOf: null,
    ...overrides,
  };
}

/** The latest moves of a platform: each request answers with the next list (the last one repeats). */
export function movesMock(platform: string, ...responses: Move[][]): CountedMock {
  const requests = jest.fn();
  const lists = responses.length > 0 ? responses : [[]];
  return {
    requests,
    mock: {
      request: { query: OrderingMovesQuery, variables: { platform, limit: 5 } },
      result: () => {
        const answer = lists[Math.min(requests.mock.calls.length, lists.length - 1)];
        requests();
        return { data: { orderingMoves: answer } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  };
}

/** Presence updates (drag start/end, heartbeats), recorded as [room, activity, subject]. */
export function presenceUpdatesMock(): CountedMock {
  const requests = jest.fn();
  return {
    requests,
    mock: {
      request: { query: UpdatePresenceMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        requests(variables.room, variables.activity ?? null, variables.subject ?? null);
        return { data: { updatePresence: true } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  };
}

export interface LiveLinks {
  ordering: MockSubscriptionLink;
  presence: MockSubscriptionLink;
}

export interface ScreenRender extends RenderResult {
  live: LiveLinks;
  router: ReturnType<typeof createMemoryRouter>;
  connection: ConnectionMonitor;
}

export interface ScreenOptions {
  mocks: readonly Mock[];
  path?: string;
  username?: string;
  language?: TestLanguage;
}

/**
 * Renders the /xmloffers screen signed in (as `marta` unless told), with the light theme, its texts,
 * the toasts and a mocked Apollo Client: queries and mutations answer from `mocks`, the ordering and
 * presence subscriptions from the returned links.
 */
export function renderScreen({ mocks, path = '/xmloffers?platform=android', username = ME, language }: ScreenOptions): ScreenRender {
  const live: LiveLinks = { ordering: new MockSubscriptionLink(), presence: new MockSubscriptionLink() };
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    ApolloLink.split((operation) => operation.operationName === 'PresenceMembers', live.presence, live.ordering),
    new MockLink([sessionMock(username), ...mocks], { defaultOptions: { delay: 0 } }),
  );
  const router = createMemoryRouter([{ path: '/xmloffers', element: <XmlOffersPage /> }], { initialEntries: [path] });
  const connection = createConnectionMonitor(() => undefined);
  const result = render(
    <MockedProvider link={link} cache={new InMemoryCache()}>
      <ConnectionContext.Provider value={connection}>
        <I18nextProvider i18n={createTestI18n(language)}>
          <ThemeProvider theme={lightTheme}>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
            <Toaster />
          </ThemeProvider>
        </I18nextProvider>
      </ConnectionContext.Provider>
    </MockedProvider>,
  );
  return { ...result, live, router, connection };
}

type OrderingEvent = Omit<XmlOffersOrderingChangedSubscription['orderingChanged'], '__typename'>;

/** Pushes an ordering change event to the screen. */
export function pushOrderingEvent(link: MockSubscriptionLink, event: Partial<OrderingEvent> & { seq: number; version: number }) {
  act(() => {
    link.simulateResult({
      result: {
        data: {
          orderingChanged: {
            __typename: 'OrderingChangeEvent',
            platform: 'android',
            source: 'MOVE',
            actor: 'anna',
            clientMutationId: null,
            move: null,
            delta: null,
            ...event,
          },
        },
      },
    });
  });
}

/** Pushes the member list of a presence room to the screen. */
export function pushPresence(link: MockSubscriptionLink, room: string, members: Partial<PresenceMember>[]) {
  act(() => {
    link.simulateResult({
      result: {
        data: {
          presence: {
            __typename: 'PresenceState',
            room,
            members: members.map((member) => ({
              __typename: 'PresenceMember',
              username: 'anna',
              activity: null,
              subject: null,
              since: '2026-11-22T09:30:00.000Z',
              ...member,
            })),
          },
        },
      },
    });
  });
}

/**
 * jsdom lays nothing out: gives the list's scroll area a height (so the virtual list renders the rows
 * in view) and, when asked, rows a height and a place one under the other (for dragging).
 */
export function stubLayout({ viewport = 600, rowHeight = 76 }: { viewport?: number; rowHeight?: number } = {}): () => void {
  const clientHeight = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'ordering-scroll' ? viewport : 0;
  });
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'ordering-scroll' ? 1000 : 0;
  });
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('[data-index]');
    if (row && this.dataset.testid?.startsWith('ordering-row-')) {
      const top = Number(row.dataset.index) * rowHeight;
      return DOMRect.fromRect({ x: 0, y: top, width: 1000, height: rowHeight });
    }
    if (row) {
      const top = Number(row.dataset.index) * rowHeight;
      return DOMRect.fromRect({ x: 8, y: top + 8, width: 32, height: 32 });
    }
    return DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: viewport });
  });
  return () => {
    clientHeight.mockRestore();
    clientWidth.mockRestore();
    rect.mockRestore();
  };
}
