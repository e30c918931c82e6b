import { EVENT_RESOURCE, type ActivityEventKind } from '@flyerdesk/domain/activity';
import type { GraphQLError } from 'graphql';
import type { ActivityEntryRowFragment, ActivityFilter } from '../../__generated__/graphql';
import { answers, AT } from '../../shared/resource/test-utils';
import type { SubscriptionHub } from '../../test/renderFeature';
import { LOG_PAGE_SIZE } from './LogsPage';
import { ActivityLogQuery } from './operations';

/** Server answers and entries of the activity log's tests. */

export type EntryData = ActivityEntryRowFragment & { __typename: 'ActivityEntry' };

/** An entry of the log (a category created by anna unless told); `details` as an object. */
export function anEntry(overrides: Partial<Omit<EntryData, 'details'>> & { seq: number; details?: Record<string, unknown> }): EntryData {
  const { details = { version: 1 }, ...rest } = overrides;
  return {
    __typename: 'ActivityEntry',
    at: AT,
    actor: 'anna',
    kind: 'RECORD',
    resource: 'categories',
    recordId: '7f3c2a10-5b8e-4c1d-9a2f-0e6d4b3c2a10',
    action: 'CREATED',
    summary: [],
    ...rest,
    details: JSON.stringify(details),
  };
}

/** An event of the log (not a record write), about the resource of its kind; by its user unless told. */
export function anEvent(seq: number, kind: ActivityEventKind, details: Record<string, unknown>, overrides: Partial<Omit<EntryData, 'details'>> = {}): EntryData {
  return anEntry({ seq, kind, resource: EVENT_RESOURCE[kind], action: null, recordId: 'u-anna', details, ...overrides });
}

export function logPage(items: EntryData[], total = items.length, offset = 0) {
  return { data: { activityLog: { __typename: 'ActivityPage', items, total, limit: LOG_PAGE_SIZE, offset } } };
}

/** The variables of a page request. */
export function logVariables(filter: ActivityFilter = {}, offset = 0) {
  return { filter, limit: LOG_PAGE_SIZE, offset };
}

/** Answers of the log for one filter and page, in order (the last one repeats). */
export function logAnswers(variables: ReturnType<typeof logVariables>, ...pages: (ReturnType<typeof logPage> | GraphQLError)[]) {
  return answers(ActivityLogQuery, variables, ...pages);
}

/** A new entry of the log, as the gateway's tail sends it. */
export function pushEntry(hub: SubscriptionHub, seq: number, entry: EntryData) {
  hub.push('ActivityLogged', { activityLogged: { __typename: 'ActivityLogged', seq, entry } });
}

/** The start of a local calendar day as the filter sends it. */
export function dayStart(year: number, month: number, day: number): string {
  return new Date(year, month - 1, day).toISOString();
}
