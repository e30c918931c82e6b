import { graphql } from '../../__generated__/gql';

/** What a row of the archived leaflets list shows (and what every answer about the leaflet refreshes). */
export const ArchiveLeafletRowFragment = graphql(`
  fragment ArchiveLeafletRow on Leaflet {
    id
    naturalId
    storeId
    status
    additionalInfo
    validFrom
    validTo
    untilEndOfSupply
    pageCount
    version
    updatedAt
    updatedBy
  }
`);

/** Every field the read-only details of an archived leaflet show. */
export const ArchiveLeafletDetailsFragment = graphql(`
  fragment ArchiveLeafletDetails on Leaflet {
    ...ArchiveLeafletRow
    seoId
    additionalInfo2
    publishDate
    publishEndDate
    createdAt
    createdBy
    refreshedAt
    refreshedBy
    priorities {
      android
      ios
      web
      wp
      android2
    }
    visibility {
      android
      android2
      ios
      web
      wp
    }
    notShowAdInserts
    notAllowShoppingList
    showOnlineBadge
    showPopularBadge
    hasRecipe
    watermark
    forceLast
    longUrl
    thumbnailTrackingUrl
    redirectUrl
    zipCodes
    socialMedia {
      platform
      url
    }
    replaceValidityText
  }
`);

/** One page of the archive (DELETED leaflets of every shop the user sees), most recently deleted first. */
export const ArchivedLeafletsListQuery = graphql(`
  query ArchivedLeafletsList($filter: LeafletFilter, $offset: Int, $limit: Int) {
    archivedLeaflets(filter: $filter, offset: $offset, limit: $limit) {
      items {
        ...ArchiveLeafletRow
      }
      total
    }
  }
`);

/** The shops the user sees (administrators every shop, others their assigned ones): the shop filter and shop names. */
export const ArchiveShopsQuery = graphql(`
  query ArchiveShops {
    stores {
      id
      name
    }
  }
`);

/** Brings an archived leaflet back as IMPORTED; refused with CONFLICT (LEAFLET_EXPIRED) once its validity has ended. */
export const ArchiveRestoreLeafletMutation = graphql(`
  mutation ArchiveRestoreLeaflet($id: ID!, $clientMutationId: String) {
    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {
      ...ArchiveLeafletRow
    }
  }
`);

/** What the archive reads of a leaflet event: its place in the topic, who made it, and the leaflet as it is now. */
export const ArchiveLeafletEventFragment = graphql(`
  fragment ArchiveLeafletEvent on LeafletChangeEvent {
    seq
    kind
    actor
    clientMutationId
    leaflet {
      ...ArchiveLeafletRow
    }
  }
`);

/** Changes to the leaflets of one shop: deletions enter the archive, restores leave it. */
export const ArchiveShopLeafletsChangedSubscription = graphql(`
  subscription ArchiveShopLeafletsChanged($storeId: ID!) {
    storeLeafletsChanged(storeId: $storeId) {
      ...ArchiveLeafletEvent
    }
  }
`);

/** One leaflet, read-only. */
export const ArchiveLeafletQuery = graphql(`
  query ArchiveLeaflet($id: ID!) {
    leaflet(id: $id) {
      ...ArchiveLeafletDetails
    }
  }
`);

/** Changes to the one leaflet the details show (someone restores or edits it). */
export const ArchiveLeafletChangedSubscription = graphql(`
  subscription ArchiveLeafletChanged($id: ID!) {
    leafletChanged(id: $id) {
      ...ArchiveLeafletEvent
      leaflet {
        ...ArchiveLeafletDetails
      }
    }
  }
`);

/** The leaflet's page images and what its pages hold (inserts, redirects, clickable areas, product articles). */
export const ArchiveLeafletPagesQuery = graphql(`
  query ArchiveLeafletPages($leafletId: ID!) {
    details: leafletPageDetails(leafletId: $leafletId) {
      leafletId
      version
      pages {
        pageNumber
        imageUrl
        thumbnailUrl
      }
      inserts {
        id
        position
        insertName
      }
      redirects {
        id
        positionsText
        description
        redirectUrl
      }
      areas {
        id
        pageNumber
        link
      }
      articles {
        id
        pageNumber
        name
        brand
        price
        currency
      }
    }
  }
`);

/** The leaflet's edit history, in the shape the kit's HistoryPanel reads. */
export const ArchiveLeafletHistoryQuery = graphql(`
  query ArchiveLeafletHistory($id: ID!, $limit: Int, $offset: Int) {
    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);
