import { graphql } from '../../__generated__/gql';

/** A shop's archived (DELETED) leaflets, most recently changed first. */
export const ArchivedLeafletsQuery = graphql(`
  query ArchivedShopLeaflets($storeId: ID!, $limit: Int) {
    archivedLeaflets(filter: { storeId: $storeId }, limit: $limit) {
      items {
        id
        ...LeafletRow_leaflet
        updatedAt
        updatedBy
      }
      total
    }
  }
`);

export const DeleteLeafletMutation = graphql(`
  mutation DeleteShopLeaflet($id: ID!, $clientMutationId: String) {
    deleteLeaflet(id: $id, clientMutationId: $clientMutationId)
  }
`);

export const RestoreLeafletMutation = graphql(`
  mutation RestoreShopLeaflet($id: ID!, $clientMutationId: String) {
    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {
      id
      storeId
      ...LeafletRow_leaflet
    }
  }
`);

export const RefreshLeafletMutation = graphql(`
  mutation RefreshShopLeaflet($id: ID!, $clientMutationId: String) {
    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {
      id
      refreshedAt
      refreshedBy
      ...LeafletRow_leaflet
    }
  }
`);

/** Page cuts running now (every opened shop reads the same list and picks its leaflets). */
export const RunningCutsQuery = graphql(`
  query RunningLeafletCuts {
    jobs(state: RUNNING, kind: PAGE_CUT) {
      ...JobFields
    }
  }
`);

/** One leaflet's row as it is now (read when a page cut of it ends: the cut sets its page count). */
export const LeafletRowAfterCutQuery = graphql(`
  query LeafletRowAfterCut($id: ID!) {
    leaflet(id: $id) {
      id
      ...LeafletRow_leaflet
    }
  }
`);

/**
 * Removes links of one kind from the chosen leaflets, or from every leaflet of the shop when `storeId`
 * is sent instead; answers how many leaflets changed.
 */
export const DeleteLeafletUrlsMutation = graphql(`
  mutation DeleteShopLeafletUrls($kind: LeafletUrlKind!, $leafletIds: [ID!], $storeId: ID, $clientMutationId: String) {
    deleteLeafletUrls(kind: $kind, leafletIds: $leafletIds, storeId: $storeId, clientMutationId: $clientMutationId)
  }
`);
