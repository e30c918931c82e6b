import { graphql } from '../../__generated__/gql';

/** The insert as every document of the screen reads it (list rows, the record, events, answers). */
export const InsertRecordFragment = graphql(`
  fragment InsertRecord on Insert {
    id
    insertName
    description
    imageUrl
    redirectUrl
    longUrl
    validFrom
    validTo
    showOnIos
    showOnAndroid
    showOnAndroid2
    showOnWeb
    usedBy
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const InsertsPageQuery = graphql(`
  query InsertsPage($page: ListPageInput) {
    page: inserts(page: $page) {
      items {
        ...InsertRecord
      }
      total
    }
  }
`);

export const InsertQuery = graphql(`
  query InsertRecordById($id: ID!) {
    record: insert(id: $id) {
      ...InsertRecord
    }
  }
`);

export const InsertHistoryQuery = graphql(`
  query InsertHistory($id: ID!, $limit: Int, $offset: Int) {
    history: insertHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const InsertsChangedSubscription = graphql(`
  subscription InsertsChanged {
    change: insertsChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...InsertRecord
      }
    }
  }
`);

export const CreateInsertMutation = graphql(`
  mutation CreateInsert($input: InsertInput!, $clientMutationId: String) {
    record: createInsert(input: $input, clientMutationId: $clientMutationId) {
      ...InsertRecord
    }
  }
`);

export const UpdateInsertMutation = graphql(`
  mutation UpdateInsert($id: ID!, $version: Int!, $input: InsertInput!, $clientMutationId: String) {
    record: updateInsert(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...InsertRecord
    }
  }
`);

export const ArchiveInsertMutation = graphql(`
  mutation ArchiveInsert($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveInsert(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...InsertRecord
    }
  }
`);

export const RestoreInsertMutation = graphql(`
  mutation RestoreInsert($id: ID!, $clientMutationId: String) {
    record: restoreInsert(id: $id, clientMutationId: $clientMutationId) {
      ...InsertRecord
    }
  }
`);
