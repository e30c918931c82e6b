import { graphql } from '../../__generated__/gql';

/**
 * Operations of the order of promotions shared by the screen's components and its hooks (the hooks
 * read and write the same cached results the components show).
 */

export const OrderingQuery = graphql(`
  query XmlOffersOrdering($platform: String!) {
    ordering(platform: $platform) {
      platform
      version
      updatedAt
      updatedBy
      items {
        ...OrderingRow_item
      }
    }
  }
`);

/** The version of the ordering in the cache alone (read on every live event; never sent). */
export const OrderingVersionQuery = graphql(`
  query XmlOffersOrderingVersion($platform: String!) {
    ordering(platform: $platform) {
      version
    }
  }
`);

/** How many moves the activity line shows. */
export const ACTIVITY_LIMIT = 5;

export const OrderingMovesQuery = graphql(`
  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {
    orderingMoves(platform: $platform, limit: $limit) {
      id
      ...ActivityLine_move
    }
  }
`);

export const OrderingChangedSubscription = graphql(`
  subscription XmlOffersOrderingChanged($platform: String!) {
    orderingChanged(platform: $platform) {
      seq
      platform
      version
      source
      actor
      clientMutationId
      move {
        id
        ...ActivityLine_move
      }
      delta {
        ...OrderingCache_delta
      }
    }
  }
`);

/** What changed in an order (answers of moves and undos, and ordering events). */
export const OrderingDeltaFragment = graphql(`
  fragment OrderingCache_delta on OrderingDelta {
    platform
    baseVersion
    version
    updatedAt
    updatedBy
    total
    complete
    removed
    changed {
      ...OrderingRow_item
    }
  }
`);

export const SetLeafletPriorityMutation = graphql(`
  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {
    setLeafletPriority(input: $input) {
      ...OrderingCache_delta
    }
  }
`);

export const UndoOrderingMoveMutation = graphql(`
  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {
    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {
      ...OrderingCache_delta
    }
  }
`);

export const RefreshLeafletMutation = graphql(`
  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {
    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {
      id
      refreshedAt
      refreshedBy
      version
    }
  }
`);
