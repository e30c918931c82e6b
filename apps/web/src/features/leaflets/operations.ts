import { graphql } from '../../__generated__/gql';

/** Every field of the leaflet add/edit dialog (spec §3), as the dialog reads and writes them. */
export const LeafletEditorFragment = graphql(`
  fragment LeafletEditor_leaflet on Leaflet {
    id
    naturalId
    seoId
    storeId
    status
    validFrom
    validTo
    untilEndOfSupply
    publishDate
    publishEndDate
    additionalInfo
    additionalInfo2
    pageCount
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
    groupId
    categoryId
    longUrl
    thumbnailTrackingUrl
    redirectUrl
    zipCodes
    socialMedia {
      platform
      url
    }
    replaceValidityText
    firstPageUrl
    createdAt
    createdBy
    version
    updatedAt
    updatedBy
  }
`);

/** The leaflet being edited (the conflict dialog reads it again from the server with this too). */
export const LeafletEditorQuery = graphql(`
  query LeafletEditor($id: ID!) {
    record: leaflet(id: $id) {
      ...LeafletEditor_leaflet
    }
  }
`);

/** Groups and categories offered by the dialog's selects. */
export const LeafletChoicesQuery = graphql(`
  query LeafletChoices($page: ListPageInput) {
    groups(page: $page) {
      items {
        id
        name
      }
    }
    categories(page: $page) {
      items {
        id
        name
      }
    }
  }
`);

export const UpdateLeafletMutation = graphql(`
  mutation UpdateLeaflet(
    $id: ID!
    $version: Int!
    $input: LeafletUpdateInput!
    $overwritePriority: Boolean
    $clientMutationId: String
  ) {
    record: updateLeaflet(
      id: $id
      version: $version
      input: $input
      overwritePriority: $overwritePriority
      clientMutationId: $clientMutationId
    ) {
      ...LeafletEditor_leaflet
    }
  }
`);

export const LeafletHistoryQuery = graphql(`
  query LeafletHistory($id: ID!, $limit: Int, $offset: Int) {
    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);
