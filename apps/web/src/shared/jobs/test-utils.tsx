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
import type { JobFieldsFragment, JobStepFieldsFragment } from '../../__generated__/graphql';
import { SessionDocument } from '../session/session';
import { ConnectionContext } from '../apollo/ConnectionContext';
import { createConnectionMonitor, type ConnectionMonitor } from '../apollo/connectionMonitor';
import { createErrorLink } from '../apollo/errorLink';
import { showErrorToast } from '../errorToast';
import { darkTheme, lightTheme } from '../theme/theme';
import { createAppI18n } from '../../test/appI18n';

export type Mock = MockLink.MockedResponse;

export type JobStepData = JobStepFieldsFragment & { __typename: 'JobStep' };
export type JobData = JobFieldsFragment & { __typename: 'Job'; steps?: JobStepData[] | null };

type JobOverrides = Partial<Omit<JobData, 'subject' | 'result'>> & {
  id: string;
  subject?: Partial<JobData['subject']>;
  result?: Partial<NonNullable<JobData['result']>> | null;
};

/** A job as the server answers it; a running page cutting of leaflet "lidl-48" unless told otherwise. */
export function aJob({ subject, result, ...overrides }: JobOverrides): JobData {
  return {
    __typename: 'Job',
    kind: 'PAGE_CUT',
    status: 'PROCESSING',
    running: true,
    done: 0,
    total: null,
    failedSteps: 0,
    errorCode: null,
    message: null,
    attempt: 1,
    maxAttempts: 3,
    startedBy: 'tester',
    createdAt: '2026-11-23T08:00:00.000Z',
    startedAt: '2026-11-23T08:00:01.000Z',
    finishedAt: null,
    nextAttemptAt: null,
    version: 1,
    ...overrides,
    subject: {
      __typename: 'JobSubject',
      storeId: 'store-1',
      storeName: 'Lidl',
      leafletId: 'leaflet-1',
      leafletNaturalId: 'lidl-48',
      sourceId: null,
      sourceName: null,
      notificationId: null,
      notificationTitle: null,
      notificationChannel: null,
      ...subject,
    },
    result:
      result === null || result === undefined
        ? null
        : {
            __typename: 'JobResult',
            imported: null,
            matched: null,
            unmatched: null,
            found: null,
            new: null,
            pages: null,
            recipients: null,
            sent: null,
            failed: null,
            ...result,
          },
  };
}

/** A finished job: `status` with `running` false and a finish time. */
export function aFinishedJob(overrides: JobOverrides & { status: JobData['status'] }): JobData {
  return aJob({ running: false, finishedAt: '2026-11-23T08:05:00.000Z', ...overrides });
}

/** Page `number` of a cut. */
export function aStep(number: number, overrides: Partial<JobStepData> = {}): JobStepData {
  const rendered = overrides.status === 'SUCCESS';
  return {
    __typename: 'JobStep',
    key: `page-${number}`,
    number,
    status: 'PENDING',
    errorCode: null,
    error: null,
    attempts: 0,
    imageUrl: rendered ? `/files/pages/${number}.png` : null,
    thumbnailUrl: rendered ? `/files/pages/${number}.thumb.png` : null,
    width: rendered ? 1240 : null,
    height: rendered ? 1754 : null,
    ...overrides,
  };
}

export interface JobRenderOptions {
  mocks?: readonly Mock[];
  /** Roles of the signed-in user; none means no session in the cache. */
  roles?: Role[];
  username?: string;
  language?: Language;
  theme?: 'light' | 'dark';
  connection?: ConnectionMonitor;
}

export interface JobRender extends RenderResult {
  /** Pushes subscription events to the rendered components. */
  subscriptions: MockSubscriptionLink;
  /** Sends one subscription result (wrapped in act). */
  push: (data: Record<string, unknown>) => void;
  cache: InMemoryCache;
  connection: ConnectionMonitor;
}

/**
 * Renders with a theme, every text of the app, toasts, the live-connection monitor and a mocked Apollo
 * Client behind the app's error handling: queries and mutations answer from `mocks`, subscriptions
 * from the returned link; the signed-in user's session is already in the cache.
 */
export function renderWithJobProviders(ui: ReactElement, options: JobRenderOptions = {}): JobRender {
  const i18n = createAppI18n(options.language);
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.from([
    createErrorLink({ onUnauthenticated: () => undefined, onError: (error, request) => showErrorToast(i18n, error, request) }),
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions,
      new MockLink(options.mocks ?? [], { defaultOptions: { delay: 0 } }),
    ),
  ]);
  const cache = new InMemoryCache();
  if (options.roles) {
    const username = options.username ?? 'tester';
    cache.writeQuery({
      query: SessionDocument,
      data: {
        me: {
          __typename: 'CurrentUser',
          id: `user-${username}`,
          username,
          roles: options.roles,
          notificationChannels: [],
          enabled: true,
          mustChangePassword: false,
        },
        featureFlags: { __typename: 'FeatureFlags', articlesData: true, leafletScrapper: false },
      },
    });
  }
  const connection = options.connection ?? createConnectionMonitor(() => undefined);
  const result = render(
    <MockedProvider link={link} cache={cache}>
      <ConnectionContext.Provider value={connection}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={options.theme === 'dark' ? darkTheme : lightTheme}>
            {ui}
            <Toaster />
          </ThemeProvider>
        </I18nextProvider>
      </ConnectionContext.Provider>
    </MockedProvider>,
  );
  const push = (data: Record<string, unknown>) => {
    act(() => {
      subscriptions.simulateResult({ result: { data } });
    });
  };
  return { ...result, subscriptions, push, cache, connection };
}

/** Toasts outlive a test's render; each test starts with none. */
export function clearToasts(): void {
  act(() => {
    toast.remove();
  });
}
