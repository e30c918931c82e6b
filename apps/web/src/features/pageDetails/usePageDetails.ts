import type { ErrorLike } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { PageDetailsAggregateFragment } from '../../__generated__/graphql';
import { ConnectionContext } from '../../shared/apollo/ConnectionContext';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { isOwnMutation, newClientMutationId } from '../../shared/resource/clientMutationId';
import { planSequence } from '../../shared/resource/listPatch';
import { PageDetailsChangedSubscription, PageDetailsQuery } from './operations';

export type PageDetails = PageDetailsAggregateFragment;

export interface PageDetailsChangeNote {
  part: string;
  actor: string | null | undefined;
  own: boolean;
}

export interface LivePageDetails {
  details: PageDetails | undefined;
  /** Nothing to show yet. */
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => void;
  /** Puts page details in the cache (an answer of a write), unless a newer version is shown already. */
  replace: (details: PageDetails) => void;
}

/**
 * A leaflet's page details, live: the query, then every `leafletPageDetailsChanged` event replaces
 * the aggregate in the cache with the one it carries (nothing is fetched). The subscription starts
 * once the first answer is in, from its version (`sinceVersion`): a change made between the read and
 * the subscription comes as its first event. An event or answer not newer than what is shown changes
 * nothing. The page details are loaded again only when events were missed: a gap in the sequence
 * numbers, or after the live connection came back.
 */
export function usePageDetails(leafletId: string, onChange?: (note: PageDetailsChangeNote) => void): LivePageDetails {
  const client = useApolloClient();
  const connection = useContext(ConnectionContext);
  const query = useQuery(PageDetailsQuery, {
    variables: { leafletId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const lastSeq = useRef<number | null>(null);
  const notify = useRef(onChange);
  useEffect(() => {
    notify.current = onChange;
  });
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => {
    refetchQuery().catch(() => undefined);
  }, [refetchQuery]);

  const replace = useCallback(
    (details: PageDetails) => {
      if (details.leafletId !== leafletId) return;
      client.cache.updateQuery({ query: PageDetailsQuery, variables: { leafletId } }, (data) =>
        data && data.details.version >= details.version ? undefined : { details },
      );
    },
    [client, leafletId],
  );

  // The version the first answer showed, kept for the life of the subscription (a new value would subscribe again).
  const shownVersion = query.data?.details.leafletId === leafletId ? query.data.details.version : undefined;
  const [since, setSince] = useState<{ leafletId: string; version: number } | null>(null);
  if (shownVersion !== undefined && since?.leafletId !== leafletId) setSince({ leafletId, version: shownVersion });
  const sinceVersion = since?.leafletId === leafletId ? since.version : undefined;

  useSubscription(PageDetailsChangedSubscription, {
    skip: sinceVersion === undefined,
    variables: { leafletId, sinceVersion },
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.change;
      if (!change) return;
      const plan = planSequence(lastSeq.current, change.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) replace(change.details);
      if (plan.refetch) refetch();
      notify.current?.({ part: change.part, actor: change.actor, own: isOwnMutation(change.clientMutationId) });
    },
  });

  useEffect(() => {
    if (!connection) return undefined;
    let previous = connection.getStatus();
    let seenConnected = previous === 'connected';
    return connection.subscribe(() => {
      const status = connection.getStatus();
      // Back after a drop: events may have been missed.
      if (status === 'connected' && previous !== 'connected' && (previous === 'lost' || seenConnected)) {
        lastSeq.current = null;
        refetch();
      }
      if (status === 'connected') seenConnected = true;
      previous = status;
    });
  }, [connection, refetch]);

  const details = query.data?.details ?? query.previousData?.details;
  return { details, loading: !details && query.loading, error: query.error, refetch, replace };
}

/** Write failures are shown by the screen itself (under the field, or in its own toast). */
const SHOWN_HERE: ErrorToastContext = { skipErrorToast: true };

type WriteVariables = { leafletId: string; clientMutationId?: string | null };

/**
 * A write of the page details: sends a fresh clientMutationId (its echo is recognised), puts the
 * answered aggregate on screen at once and resolves with the answer; a refusal rejects with the error.
 */
export function usePageDetailsWrite<TData, TVariables extends WriteVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => PageDetails,
  replace: (details: PageDetails) => void,
): [(variables: Omit<TVariables, 'clientMutationId'>) => Promise<TData>, boolean] {
  const [run, { loading }] = useMutation(mutation, { context: SHOWN_HERE });
  const write = useCallback(
    async (variables: Omit<TVariables, 'clientMutationId'>) => {
      const result = await run({ variables: { ...variables, clientMutationId: newClientMutationId() } as unknown as TVariables });
      const data = result.data as TData;
      replace(pick(data));
      return data;
    },
    [run, pick, replace],
  );
  return [write, loading];
}
