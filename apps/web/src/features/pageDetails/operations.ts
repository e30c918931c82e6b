import { graphql } from '../../__generated__/gql';

/** The page details of a leaflet as the screen shows it (the query, every answer and every event carry it). */
export const PageDetailsFragment = graphql(`
  fragment PageDetailsAggregate on LeafletPageDetails {
    leafletId
    storeId
    naturalId
    pageCount
    version
    pages {
      pageNumber
      imageUrl
      thumbnailUrl
      width
      height
    }
    inserts {
      id
      position
      insertId
      insertName
      imageUrl
      createdAt
      createdBy
    }
    redirects {
      id
      positions
      positionsText
      description
      longUrl
      redirectUrl
      thumbnailTrackingUrl
      platformLinks {
        platform
        url
      }
      version
      updatedAt
      updatedBy
    }
    linkSwaps {
      id
      redirectId
      at
      newLink
      platforms
      status
      appliedAt
      createdBy
    }
    areas {
      id
      pageNumber
      x
      y
      width
      height
      link
      color
      affiliation
      urlParams
      source
      version
    }
    articles {
      id
      pageNumber
      name
      brand
      packaging
      x
      y
      width
      height
      price
      currency
      pricePerUnit
      unit
      crossedPrice
      mapPrice
      discount
      categories
      validFrom
      validTo
      version
    }
  }
`);

export const PageDetailsQuery = graphql(`
  query LeafletPageDetails($leafletId: ID!) {
    details: leafletPageDetails(leafletId: $leafletId) {
      ...PageDetailsAggregate
    }
  }
`);

export const PageDetailsChangedSubscription = graphql(`
  subscription LeafletPageDetailsChanged($leafletId: ID!, $sinceVersion: Int) {
    change: leafletPageDetailsChanged(leafletId: $leafletId, sinceVersion: $sinceVersion) {
      seq
      part
      action
      actor
      at
      clientMutationId
      details {
        ...PageDetailsAggregate
      }
    }
  }
`);

/** The inserts to choose from (active ones, searched by technical name). */
export const InsertChoicesQuery = graphql(`
  query PageInsertChoices($page: ListPageInput) {
    page: inserts(page: $page) {
      items {
        id
        insertName
        imageUrl
      }
      total
    }
  }
`);

export const RedirectHistoryQuery = graphql(`
  query LeafletRedirectHistory($id: ID!, $limit: Int, $offset: Int) {
    history: leafletRedirectHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const AddPageInsertsMutation = graphql(`
  mutation AddPageInserts($leafletId: ID!, $input: PageInsertInput!, $clientMutationId: String) {
    details: addPageInserts(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const RemovePageInsertMutation = graphql(`
  mutation RemovePageInsert($leafletId: ID!, $id: ID!, $clientMutationId: String) {
    details: removePageInsert(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const AddPageRedirectMutation = graphql(`
  mutation AddPageRedirect($leafletId: ID!, $input: PageRedirectInput!, $clientMutationId: String) {
    details: addPageRedirect(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const UpdatePageRedirectMutation = graphql(`
  mutation UpdatePageRedirect($leafletId: ID!, $id: ID!, $version: Int!, $input: PageRedirectInput!, $clientMutationId: String) {
    details: updatePageRedirect(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const RemovePageRedirectMutation = graphql(`
  mutation RemovePageRedirect($leafletId: ID!, $id: ID!, $clientMutationId: String) {
    details: removePageRedirect(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const ApplyBulkLinkMutation = graphql(`
  mutation ApplyBulkLink($leafletId: ID!, $input: BulkLinkInput!, $clientMutationId: String) {
    details: applyBulkLink(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const ScheduleLinkSwapMutation = graphql(`
  mutation ScheduleLinkSwap($leafletId: ID!, $input: LinkSwapInput!, $clientMutationId: String) {
    details: scheduleLinkSwap(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const CancelLinkSwapMutation = graphql(`
  mutation CancelLinkSwap($leafletId: ID!, $id: ID!, $clientMutationId: String) {
    details: cancelLinkSwap(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const AddPageAreaMutation = graphql(`
  mutation AddPageArea($leafletId: ID!, $input: PageAreaInput!, $clientMutationId: String) {
    details: addPageArea(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const UpdatePageAreaMutation = graphql(`
  mutation UpdatePageArea($leafletId: ID!, $id: ID!, $version: Int!, $input: PageAreaInput!, $clientMutationId: String) {
    details: updatePageArea(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const RemovePageAreaMutation = graphql(`
  mutation RemovePageArea($leafletId: ID!, $id: ID!, $clientMutationId: String) {
    details: removePageArea(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const LoadPageAreasFromPdfMutation = graphql(`
  mutation LoadPageAreasFromPdf($leafletId: ID!, $clientMutationId: String) {
    loaded: loadPageAreasFromPdf(leafletId: $leafletId, clientMutationId: $clientMutationId) {
      loaded
      details {
        ...PageDetailsAggregate
      }
    }
  }
`);

export const AddProductArticleMutation = graphql(`
  mutation AddProductArticle($leafletId: ID!, $input: ProductArticleInput!, $clientMutationId: String) {
    details: addProductArticle(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const UpdateProductArticleMutation = graphql(`
  mutation UpdateProductArticle($leafletId: ID!, $id: ID!, $version: Int!, $input: ProductArticleInput!, $clientMutationId: String) {
    details: updateProductArticle(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);

export const RemoveProductArticleMutation = graphql(`
  mutation RemoveProductArticle($leafletId: ID!, $id: ID!, $clientMutationId: String) {
    details: removeProductArticle(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {
      ...PageDetailsAggregate
    }
  }
`);
