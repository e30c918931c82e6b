import type { ApolloCache, ApolloClient } from '@apollo/client';
import type { XmlOffersOrderingQuery } from '../../__generated__/graphql';
import { OrderingMovesQuery, OrderingQuery } from './operations';

export type CachedOrdering = XmlOffersOrderingQuery['ordering'];

/** The platform's ordering as shown (optimistic changes included unless asked otherwise). */
export function readOrdering(client: ApolloClient, platform: string, optimistic = true): CachedOrdering | undefined {
  return client.readQuery({ query: OrderingQuery, variables: { platform }, optimistic })?.ordering;
}

export function writeOrdering(cache: ApolloCache, platform: string, ordering: CachedOrdering): void {
  cache.writeQuery({ query: OrderingQuery, variables: { platform }, data: { ordering } });
}

/** Asks the server again for the shown ordering and its latest moves. */
export function refetchOrdering(client: ApolloClient): void {
  client.refetchQueries({ include: [OrderingQuery, OrderingMovesQuery] }).catch(() => undefined);
}
