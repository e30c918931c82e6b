import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { OperationTypeNode } from 'graphql';
import { graphql } from '../../__generated__/gql';
import { createConnectionMonitor, type ConnectionMonitor } from './connectionMonitor';
import { createErrorLink, type ErrorHandlers, type ErrorToastContext } from './errorLink';
import { withReauthentication } from './reauthentication';
import { withResumption } from './resumption';
import { createTraceLink } from './traceLink';
import { resourceTypePolicies } from '../resource/typePolicies';

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      accessExpiresAt
    }
  }
`);

/**
 * Refreshes the session over HTTP (the gateway rotates the session cookies): true when refreshed,
 * false when the session is gone (the error link then leads to sign-in); throws when the server
 * could not be reached.
 */
export async function refreshSession(client: ApolloClient): Promise<boolean> {
  const context: ErrorToastContext = { skipErrorToast: true };
  try {
    await client.mutate({ mutation: RefreshSessionDocument, context });
    return true;
  } catch (error) {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')) return false;
    throw error;
  }
}

export interface ApolloSetup {
  client: ApolloClient;
  connection: ConnectionMonitor;
  wsClient: Client;
}

export interface ApolloSetupOptions extends ErrorHandlers {
  /** Origin of the page, e.g. https://admin.example.com (the gateway serves /graphql on the same host). */
  origin: string;
}

/** Waits 1 s, 2 s, 4 s … up to 30 s, with some jitter, between reconnection attempts. */
export function reconnectDelay(retries: number): number {
  const base = Math.min(30_000, 1000 * 2 ** retries);
  return base + Math.floor(Math.random() * 500);
}

export function graphqlWsUrl(origin: string): string {
  const url = new URL('/graphql', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The one Apollo Client of the app: queries and mutations over HTTP (session cookies sent on the same
 * origin), subscriptions over a lazy WebSocket that reconnects forever. Each subscription comes back
 * where it left off (the gateway replays the events it missed, resumption.ts); after a dropped
 * connection comes back every active query is refetched all the same (more may have been missed than
 * the gateway keeps). A socket closed because its session expired (4401) refreshes the session over
 * HTTP and subscribes again unnoticed.
 */
export function createApolloSetup(options: ApolloSetupOptions): ApolloSetup {
  const connection = createConnectionMonitor(() => {
    void client.refetchQueries({ include: 'active' });
  });

  const wait = (retries: number) => new Promise<void>((resolve) => setTimeout(resolve, reconnectDelay(retries)));
  const wsClient = withResumption(
    withReauthentication(
      createClient({
        url: graphqlWsUrl(options.origin),
        lazy: true,
        retryAttempts: Infinity,
        shouldRetry: () => true,
        retryWait: wait,
        keepAlive: 15_000,
        on: { connected: connection.connected, closed: connection.closed },
      }),
      { refresh: () => refreshSession(client), retryWait: wait },
    ),
  );

  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const wsLink = new GraphQLWsLink(wsClient);
  // Over HTTP each operation carries its own trace id; over the WebSocket the gateway gives each one an id.
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    ApolloLink.from([createTraceLink(), httpLink]),
  );

  const client = new ApolloClient({
    link: ApolloLink.from([createErrorLink(options), transport]),
    cache: new InMemoryCache({ typePolicies: resourceTypePolicies }),
  });
  return { client, connection, wsClient };
}
