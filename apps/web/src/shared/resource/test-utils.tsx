import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Language } from '@flyerdesk/domain/constants';
import type { Role } from '@flyerdesk/domain/roles';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { RESOURCE_SORTS, recordRoom, type ResourceName } from '@flyerdesk/domain/resources';
import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { renderFeature, type FeatureRender, type Mock, type SubscriptionHub } from '../../test/renderFeature';
import { ConnectionContext } from '../apollo/ConnectionContext';
import { createConnectionMonitor, type ConnectionMonitor } from '../apollo/connectionMonitor';
import { SessionProvider } from '../session/session';
import { UpdatePresenceMutation } from '../presence/operations';
import { AcquireRecordLockMutation, ReleaseRecordLockMutation } from './operations';
import { pageInput } from './useLiveList';
import type { ListView } from './types';

/**
 * Helpers for tests of screens built with the resource kit, on the app's one feature harness
 * (renderFeature): the screen with a session and a live connection, counted server answers, and the
 * events of the kit's subscriptions.
 */

/** The signed-in user of renderFeature's session. */
export const ME = 'tester';
export const AT = '2026-11-20T09:00:00.000Z';

export interface ScreenRender extends FeatureRender {
  connection: ConnectionMonitor;
}

/** Renders a kit screen signed in (as `tester`) with a live-connection monitor tests can drive; `path` is where the router starts. */
export function renderResourceScreen(
  ui: ReactElement,
  { mocks, roles = ['EDITOR'], language = 'en', path }: { mocks: readonly Mock[]; roles?: Role[]; language?: Language; path?: string },
): ScreenRender {
  const connection = createConnectionMonitor(() => undefined);
  const view = renderFeature(
    <ConnectionContext.Provider value={connection}>
      <SessionProvider>{ui}</SessionProvider>
    </ConnectionContext.Provider>,
    { mocks, roles, language, ...(path ? { path } : {}) },
  );
  return { ...view, connection };
}

export interface Counted {
  mock: Mock;
  /** One call per request, with its variables. */
  calls: jest.Mock<void, [Record<string, unknown>]>;
}

type Answer = { data: Record<string, unknown> } | GraphQLError;

/**
 * A query or mutation answered as often as asked: the n-th request gets the n-th answer (the last
 * one repeats); `variables` (when given) must match exactly.
 */
export function answers(query: TypedDocumentNode<unknown, never>, variables: Record<string, unknown> | undefined, ...list: (Answer | (() => Answer))[]): Counted {
  const calls = jest.fn<void, [Record<string, unknown>]>();
  return {
    calls,
    mock: {
      request: variables === undefined ? { query, variables: () => true } : { query, variables },
      result: (received: Record<string, unknown>) => {
        const next = list[Math.min(calls.mock.calls.length, list.length - 1)];
        calls(received);
        const answer = typeof next === 'function' ? next() : next;
        return answer instanceof GraphQLError || answer === undefined ? { errors: [answer ?? new GraphQLError('No answer')] } : answer;
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  };
}

/** The list page the screen asks for first (or for the given view). */
export function pageVariables(resource: ResourceName, view: Partial<ListView> = {}) {
  const first: ListView = {
    search: '',
    archived: 'ACTIVE',
    sort: RESOURCE_SORTS[resource][0],
    descending: false,
    offset: 0,
    limit: LIST_PAGES[resource].fallback,
  };
  return { page: pageInput({ ...first, ...view }) };
}

export function graphQLError(code: string, extensions: Record<string, unknown> = {}, message = code): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export function versionMismatch(currentVersion: number): GraphQLError {
  return graphQLError('CONFLICT', { reason: 'VERSION_MISMATCH', currentVersion }, 'The record was changed');
}

/** The lock mutations, answered as the gateway does for `tester` (acquire grants, release answers true). */
export function lockServer(acquire: (takeOver: boolean) => Answer = () => ({ data: { acquireRecordLock: aLock(ME) } })) {
  const acquired = jest.fn<void, [Record<string, unknown>]>();
  const released = jest.fn<void, [Record<string, unknown>]>();
  const mocks: Mock[] = [
    {
      request: { query: AcquireRecordLockMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        acquired(variables);
        const answer = acquire(variables.takeOver === true);
        return answer instanceof GraphQLError ? { errors: [answer] } : answer;
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: ReleaseRecordLockMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        released(variables);
        return { data: { releaseRecordLock: true } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: UpdatePresenceMutation, variables: () => true },
      result: { data: { updatePresence: true } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { mocks, acquired, released };
}

export function aLock(holder: string, since = AT) {
  return { __typename: 'RecordLock', holder, since, expiresAt: '2026-11-20T09:00:30.000Z' };
}

/** Sends the record's lock state (what the gateway sends on subscribing and on every change). */
export function pushLock(
  hub: SubscriptionHub,
  resource: ResourceName,
  id: string,
  { holder, takenOverFrom = null, seq = 1 }: { holder: string | null; takenOverFrom?: string | null; seq?: number },
) {
  hub.push('ResourceRecordLock', {
    recordLock: { __typename: 'RecordLockState', resource, id, lock: holder ? aLock(holder) : null, takenOverFrom, seq },
  });
}

/** Sends who has the record open. */
export function pushPresence(hub: SubscriptionHub, resource: ResourceName, id: string, usernames: string[]) {
  hub.push('PresenceMembers', {
    presence: {
      __typename: 'PresenceState',
      room: recordRoom(resource, id),
      members: usernames.map((username) => ({ __typename: 'PresenceMember', username, activity: null, subject: null, since: AT })),
    },
  });
}

/** Sends one change event of a resource's list subscription. */
export function pushChange(
  hub: SubscriptionHub,
  operationName: string,
  typename: string,
  change: { seq: number; position?: number; action: string; record: Record<string, unknown>; actor?: string | null; clientMutationId?: string | null },
) {
  hub.push(operationName, { change: { __typename: typename, actor: 'anna', at: AT, clientMutationId: null, position: change.seq, ...change } });
}

/** The row of a record in the list. */
export function row(id: string): HTMLElement {
  return screen.getByTestId(`resource-row-${id}`);
}

/** The open record's panel (the dialog over the list). */
export function panel(): HTMLElement {
  return screen.getByTestId('record-panel');
}

export function withinPanel() {
  return within(panel());
}

/** Lets pending promises and timers of zero length settle. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
