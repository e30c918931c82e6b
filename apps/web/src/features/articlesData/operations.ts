import { graphql } from '../../__generated__/gql';

/** What the matching tables show of an article-data item. */
export const ArticleDataFields = graphql(`
  fragment ArticleDataFields on ArticleData {
    id
    retailer
    storeId
    storeName
    title
    validFrom
    validTo
    status
    leafletReference {
      leafletId
      leafletNaturalId
      leafletStoreId
    }
    articlesCount
    updatedAt
    updatedBy
    version
  }
`);

/** The latest import (null before the first one). */
export const ArticlesDataImportQuery = graphql(`
  query ArticlesDataImport {
    articlesDataImport {
      ...JobFields
    }
  }
`);

/** Every item that is not deleted; the tables split them by status. */
export const ArticlesDataQuery = graphql(`
  query ArticlesData {
    articlesData {
      ...ArticleDataFields
    }
  }
`);

export const ArticlesDataRetailersQuery = graphql(`
  query ArticlesDataRetailers {
    articlesDataRetailers
  }
`);

export const ArticlesDataDeletedQuery = graphql(`
  query ArticlesDataDeleted($retailer: String!) {
    articlesDataDeleted(retailer: $retailer) {
      ...ArticleDataFields
    }
  }
`);

export const ArticlesDataArticlesQuery = graphql(`
  query ArticlesDataArticles($id: ID!) {
    articlesDataArticles(id: $id) {
      id
      name
      brand
      packaging
      price
      currency
      pricePerUnit
      unit
      crossedPrice
      discount
      pageNumber
    }
  }
`);

export const StartArticlesDataImportMutation = graphql(`
  mutation StartArticlesDataImport {
    startArticlesDataImport {
      ...JobFields
    }
  }
`);

export const ConfirmArticleDataMatchMutation = graphql(`
  mutation ConfirmArticleDataMatch($id: ID!, $leafletId: ID!, $version: Int) {
    confirmArticleDataMatch(id: $id, leafletId: $leafletId, version: $version) {
      ...ArticleDataFields
    }
  }
`);

export const MatchArticleDataToLeafletMutation = graphql(`
  mutation MatchArticleDataToLeaflet($id: ID!, $leafletNaturalId: String!, $version: Int) {
    matchArticleDataToLeaflet(id: $id, leafletNaturalId: $leafletNaturalId, version: $version) {
      ...ArticleDataFields
    }
  }
`);

export const RemoveArticleDataMatchMutation = graphql(`
  mutation RemoveArticleDataMatch($id: ID!, $version: Int) {
    removeArticleDataMatch(id: $id, version: $version) {
      ...ArticleDataFields
    }
  }
`);

export const DeleteArticleDataMutation = graphql(`
  mutation DeleteArticleData($id: ID!, $version: Int) {
    deleteArticleData(id: $id, version: $version) {
      ...ArticleDataFields
    }
  }
`);

export const UndeleteArticleDataMutation = graphql(`
  mutation UndeleteArticleData($id: ID!, $version: Int) {
    undeleteArticleData(id: $id, version: $version) {
      ...ArticleDataFields
    }
  }
`);

export const ArticlesDataChangedSubscription = graphql(`
  subscription ArticlesDataChanged {
    articlesDataChanged {
      seq
      version
    }
  }
`);
