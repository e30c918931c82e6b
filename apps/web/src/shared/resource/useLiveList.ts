import type { ErrorLike, StoreObject } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import type { RecordAction } from '@flyerdesk/domain/resources';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListPageInput } from '../../__generated__/graphql';
import { ConnectionContext } from '../apollo/ConnectionContext';
import { isOwnMutation } from './clientMutationId';
import { patchPage, planSequence } from './listPatch';
import { onLocalChange } from './localChanges';
import type { ListView, RecordChange, ResourceDefinition, ResourceRecord } from './types';

export interface LiveListOptions<TRecord extends ResourceRecord, TInput, TCreateInput = TInput> {
  definition: ResourceDefinition<TRecord, TInput, TCreateInput>;
  view: ListView;
  /** Told about every change event after the list took it, with whether this tab made the change. */
  onChange?: (change: RecordChange<TRecord>, own: boolean) => void;
}

export interface LiveList<TRecord> {
  /** The page on screen (the previous page while the next one loads). */
  items: readonly TRecord[];
  total: number;
  /** Nothing to show yet. */
  loading: boolean;
  /** The last load failed (the page may still show what was loaded before). */
  error: ErrorLike | undefined;
  /** Loads the page again (the error state's retry). */
  refetch: () => void;
}

/** The page input of a view, as the list query sends it. */
export function pageInput(view: ListView): ListPageInput {
  const search = view.search.trim();
  return {
    limit: view.limit,
    offset: view.offset,
    sort: view.sort,
    descending: view.descending,
    archived: view.archived,
    ...(search === '' ? {} : { search }),
  };
}

/** The chosen filter values, in the order of their fields (none chosen: undefined). */
function chosenFilter(view: ListView): Record<string, string> | undefined {
  const entries = Object.entries(view.filter ?? {}).filter(([, value]) => value !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The list query's variables of a view: its page, and its filter when one is chosen. */
export function listVariables(view: ListView): { page: ListPageInput; filter?: Record<string, string> } {
  const filter = chosenFilter(view);
  return filter ? { page: pageInput(view), filter } : { page: pageInput(view) };
}

function sameView(a: ListView, b: ListView): boolean {
  return (
    JSON.stringify(chosenFilter(a) ?? {}) === JSON.stringify(chosenFilter(b) ?? {}) &&
    a.search === b.search &&
    a.archived === b.archived &&
    a.sort === b.sort &&
    a.descending === b.descending &&
    a.offset === b.offset &&
    a.limit === b.limit
  );
}

/**
 * The view once the render that asked for it was committed. A view usually comes from the URL, and
 * the router renders a navigation in a transition that an urgent update (a cache change, an event)
 * may interrupt and render again with the previous URL; Apollo's useQuery starts a request while it
 * renders with new variables, so feeding it an uncommitted view would make it flip between the two
 * pages forever. The committed view follows right after the commit.
 */
function useCommittedView(view: ListView): ListView {
  const [committed, setCommitted] = useState(view);
  const same = sameView(committed, view);
  useEffect(() => {
    if (same) return undefined;
    let current = true;
    void Promise.resolve().then(() => {
      if (current) setCommitted(view);
    });
    return () => {
      current = false;
    };
  }, [same, view]);
  return committed;
}

/**
 * A live page of a resource's list. Runs the page query (server paging, sort, search and archived
 * filter) and listens to the resource's change events, which carry the record: each event patches the
 * cached page in place — a created record appears when it passes the filter and search, an updated one
 * is replaced, an archived or restored one leaves or enters with the archived filter — and nothing is
 * fetched. An event whose version is not newer than the one shown changes nothing. The page is loaded
 * again only when events were missed: a gap in the sequence numbers, or after the live connection came
 * back. This tab's own writes show at once (see localChanges.ts); their echoes are recognised.
 */
export function useLiveList<TRecord extends ResourceRecord, TInput, TCreateInput = TInput>({
  definition,
  view: asked,
  onChange,
}: LiveListOptions<TRecord, TInput, TCreateInput>): LiveList<TRecord> {
  const client = useApolloClient();
  const connection = useContext(ConnectionContext);
  const view = useCommittedView(asked);
  const variables = useMemo(() => listVariables(view), [view]);
  const query = useQuery(definition.listQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  const current = useRef({ view, variables, definition, onChange });
  useLayoutEffect(() => {
    current.current = { view, variables, definition, onChange };
  });
  const lastSeq = useRef<number | null>(null);
  /** Newest version of each record this list has taken, so a change is never taken twice. */
  const applied = useRef(new Map<string, number>());
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => {
    refetchQuery().catch(() => undefined);
  }, [refetchQuery]);

  const apply = useCallback(
    (action: RecordAction, record: TRecord) => {
      const { definition: def, view: shownView, variables: shownVariables } = current.current;
      if (record.version <= (applied.current.get(record.id) ?? -1)) return;
      applied.current.set(record.id, record.version);
      const { cache } = client;
      const id = cache.identify(record as unknown as StoreObject);
      const cached = id ? cache.readFragment({ fragment: def.fragment, id }) : null;
      if (id && (!cached || cached.version < record.version)) cache.writeFragment({ fragment: def.fragment, id, data: record });
      const newest = cached && cached.version > record.version ? cached : record;
      cache.updateQuery({ query: def.listQuery, variables: shownVariables }, (data) => {
        if (!data) return undefined;
        const next = patchPage(data.page, action, newest, { view: shownView, searchFields: def.searchFields, filterFields: def.filterFields });
        return next ? { ...data, page: { ...data.page, items: [...next.items], total: next.total } } : undefined;
      });
    },
    [client],
  );

  useSubscription(definition.changes, {
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.change;
      if (!change) return;
      const plan = planSequence(lastSeq.current, change.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) apply(change.action, change.record);
      if (plan.refetch) refetch();
      current.current.onChange?.(change, isOwnMutation(change.clientMutationId));
    },
  });

  useEffect(
    () => onLocalChange(definition.resource, (action, record) => apply(action, record as TRecord)),
    [definition.resource, apply],
  );

  useEffect(() => {
    if (!connection) return undefined;
    let previous = connection.getStatus();
    let seenConnected = previous === 'connected';
    return connection.subscribe(() => {
      const status = connection.getStatus();
      // Back after a drop (or after the session of the socket was renewed): events may have been missed.
      if (status === 'connected' && previous !== 'connected' && (previous === 'lost' || seenConnected)) {
        lastSeq.current = null;
        refetch();
      }
      if (status === 'connected') seenConnected = true;
      previous = status;
    });
  }, [connection, refetch]);

  const page = query.data?.page ?? query.previousData?.page;
  return {
    items: page?.items ?? [],
    total: page?.total ?? 0,
    loading: !page && query.loading,
    error: query.error,
    refetch,
  };
}
