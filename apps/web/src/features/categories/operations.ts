import { graphql } from '../../__generated__/gql';

/** The category as every document of the screen reads it (list rows, the record, events, answers). */
export const CategoryRecordFragment = graphql(`
  fragment CategoryRecord on Category {
    id
    name
    categoryWebId
    logoUrl
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const CategoriesPageQuery = graphql(`
  query CategoriesPage($page: ListPageInput) {
    page: categories(page: $page) {
      items {
        ...CategoryRecord
      }
      total
    }
  }
`);

export const CategoryQuery = graphql(`
  query CategoryRecordById($id: ID!) {
    record: category(id: $id) {
      ...CategoryRecord
    }
  }
`);

export const CategoryHistoryQuery = graphql(`
  query CategoryHistory($id: ID!, $limit: Int, $offset: Int) {
    history: categoryHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const CategoriesChangedSubscription = graphql(`
  subscription CategoriesChanged {
    change: categoriesChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...CategoryRecord
      }
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!, $clientMutationId: String) {
    record: createCategory(input: $input, clientMutationId: $clientMutationId) {
      ...CategoryRecord
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $version: Int!, $input: CategoryInput!, $clientMutationId: String) {
    record: updateCategory(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...CategoryRecord
    }
  }
`);

export const ArchiveCategoryMutation = graphql(`
  mutation ArchiveCategory($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveCategory(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...CategoryRecord
    }
  }
`);

export const RestoreCategoryMutation = graphql(`
  mutation RestoreCategory($id: ID!, $clientMutationId: String) {
    record: restoreCategory(id: $id, clientMutationId: $clientMutationId) {
      ...CategoryRecord
    }
  }
`);
