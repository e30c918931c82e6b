import { graphql } from '../../__generated__/gql';

/**
 * The shop as every document of the shop dialog and the archived shops list reads it (rows, the
 * record, events, answers). It also carries what the dashboard's shop rows show (category name,
 * logo), so a save here updates those rows through the normalised cache.
 */
export const StoreRecordFragment = graphql(`
  fragment StoreRecord on Store {
    id
    name
    storeWebId
    categoryId
    category {
      id
      name
    }
    groupIds
    editorIds
    editors
    logoUrl
    forceFavorites
    showAnyway
    storeAtFirst
    addAsReelsChannel
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const StoresPageQuery = graphql(`
  query StoresPage($page: ListPageInput) {
    page: storesPage(page: $page) {
      items {
        ...StoreRecord
      }
      total
    }
  }
`);

/** One shop, archived ones too; `record` is null when there is none. */
export const StoreQuery = graphql(`
  query StoreRecordById($id: ID!) {
    record: store(id: $id) {
      ...StoreRecord
    }
  }
`);

export const StoreHistoryQuery = graphql(`
  query StoreHistory($id: ID!, $limit: Int, $offset: Int) {
    history: storeHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const StoresChangedSubscription = graphql(`
  subscription StoresChanged {
    change: storesChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...StoreRecord
      }
    }
  }
`);

export const CreateStoreMutation = graphql(`
  mutation CreateStore($input: StoreInput!, $clientMutationId: String) {
    record: createStore(input: $input, clientMutationId: $clientMutationId) {
      ...StoreRecord
    }
  }
`);

export const UpdateStoreMutation = graphql(`
  mutation UpdateStore($id: ID!, $version: Int!, $input: StoreInput!, $clientMutationId: String) {
    record: updateStore(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...StoreRecord
    }
  }
`);

export const ArchiveStoreMutation = graphql(`
  mutation ArchiveStore($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveStore(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...StoreRecord
    }
  }
`);

export const RestoreStoreMutation = graphql(`
  mutation RestoreStore($id: ID!, $clientMutationId: String) {
    record: restoreStore(id: $id, clientMutationId: $clientMutationId) {
      ...StoreRecord
    }
  }
`);

/** What the shop form offers: the categories in use and the groups (the largest page of each). */
export const ShopFormChoicesQuery = graphql(`
  query ShopFormChoices($categoriesPage: ListPageInput, $groupsPage: ListPageInput) {
    categoryChoices: categories(page: $categoriesPage) {
      items {
        id
        name
      }
    }
    groupChoices: groups(page: $groupsPage) {
      items {
        id
        name
      }
    }
  }
`);

/** The accounts a shop can be assigned to (administrators only: the users list is theirs). */
export const ShopEditorChoicesQuery = graphql(`
  query ShopEditorChoices($page: ListPageInput) {
    users(page: $page) {
      items {
        id
        username
        role
        enabled
      }
    }
  }
`);
