import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { graphql } from '../../__generated__/gql';
import type { ShopRow_StoreFragment, ShopsPanelLive_StoreFragment } from '../../__generated__/graphql';
import { planSequence } from '../../shared/resource/listPatch';
import { onLocalChange } from '../../shared/resource/localChanges';

/** A shop as a change reaches the dashboard: its row's fields, its version and whether it is archived. */
export const ShopsPanelLive_store = graphql(`
  fragment ShopsPanelLive_store on Store {
    id
    version
    archivedAt
    ...ShopRow_store
  }
`);

export const ShopsPanelStoresChangedSubscription = graphql(`
  subscription ShopsPanelStoresChanged {
    change: storesChanged {
      seq
      position
      record {
        ...ShopsPanelLive_store
      }
    }
  }
`);

type ShopEntry = { id: string } & ShopRow_StoreFragment;

/** Whether the dashboard's search (in names and web ids, as the server searches) finds the shop. */
export function matchesShopSearch(store: Pick<ShopEntry, 'name' | 'storeWebId'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || [store.name, store.storeWebId].some((text) => text.toLocaleLowerCase().includes(needle));
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * The shops list after one shop changed: a shop the list should show takes its place by name (new,
 * restored, renamed, newly assigned); one it should not show (archived, no longer found by the
 * search) leaves. Null when nothing changes.
 */
export function patchShops<T extends ShopEntry>(stores: readonly T[], store: T, shown: boolean): T[] | null {
  const listed = stores.some((item) => item.id === store.id);
  if (!shown) return listed ? stores.filter((item) => item.id !== store.id) : null;
  const others = stores.filter((item) => item.id !== store.id);
  const at = others.findIndex((item) => byName(store, item) < 0);
  return [...others.slice(0, at < 0 ? others.length : at), store, ...others.slice(at < 0 ? others.length : at)];
}

interface ShopsList {
  stores: ShopEntry[];
}

export interface ShopsLiveOptions<TData extends ShopsList> {
  /** The dashboard's list query and the variables it shows (its search). */
  query: TypedDocumentNode<TData, { search?: string | null }>;
  variables: { search?: string | null };
  /** Nothing to keep live (the list is folded). */
  skip: boolean;
  /** Loads the list again (events were missed). */
  refetch: () => void;
}

/**
 * Keeps the dashboard's shops list live for everybody: each shop change (storesChanged) carries the
 * shop, which is written to the cache and enters, moves or leaves the shown list (an archived shop
 * leaves, a new or restored one appears); this tab's own writes show at once. A gap in the sequence
 * loads the list again.
 */
export function useShopsLive<TData extends ShopsList>({ query, variables, skip, refetch }: ShopsLiveOptions<TData>): void {
  const client = useApolloClient();
  const current = useRef({ query, variables, refetch });
  useLayoutEffect(() => {
    current.current = { query, variables, refetch };
  });
  const lastSeq = useRef<number | null>(null);
  /** Newest version of each shop taken, so an older or repeated change is never taken again. */
  const applied = useRef(new Map<string, number>());

  const apply = useCallback(
    (record: ShopsPanelLive_StoreFragment) => {
      const { cache } = client;
      const id = cache.identify({ __typename: 'Store', id: record.id });
      const cached = cache.readFragment({ fragment: ShopsPanelLive_store, fragmentName: 'ShopsPanelLive_store', id });
      const taken = applied.current.get(record.id);
      if ((taken !== undefined && record.version <= taken) || (cached && cached.version > record.version)) return;
      applied.current.set(record.id, record.version);
      cache.writeFragment({ fragment: ShopsPanelLive_store, fragmentName: 'ShopsPanelLive_store', id, data: { ...record, __typename: 'Store' } });
      const { archivedAt: _archivedAt, version: _version, ...entry } = record;
      const { query: shown, variables: shownVariables } = current.current;
      const visible = record.archivedAt == null && matchesShopSearch(record, shownVariables.search ?? '');
      cache.updateQuery({ query: shown, variables: shownVariables }, (data) => {
        if (!data) return undefined;
        const next = patchShops(data.stores, { ...entry, __typename: 'Store' as const }, visible);
        return next ? { ...data, stores: next } : undefined;
      });
    },
    [client],
  );

  useSubscription(ShopsPanelStoresChangedSubscription, {
    skip,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.change;
      if (!change) return;
      const plan = planSequence(lastSeq.current, change.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) apply(change.record);
      if (plan.refetch) current.current.refetch();
    },
  });

  // This tab's own writes: the answer is in the cache already (a new shop waits for its event, which carries its counts).
  useEffect(() => {
    if (skip) return undefined;
    return onLocalChange('stores', (_action, changed) => {
      const id = client.cache.identify({ __typename: 'Store', id: changed.id });
      const record = client.cache.readFragment({ fragment: ShopsPanelLive_store, fragmentName: 'ShopsPanelLive_store', id });
      if (record) apply(record);
    });
  }, [client, skip, apply]);
}
