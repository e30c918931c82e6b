import { graphql } from '../../__generated__/gql';

/** The group as every document of the screen reads it (list rows, the record, events, answers). */
export const GroupRecordFragment = graphql(`
  fragment GroupRecord on Group {
    id
    name
    storeIds
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const GroupsPageQuery = graphql(`
  query GroupsPage($page: ListPageInput) {
    page: groups(page: $page) {
      items {
        ...GroupRecord
      }
      total
    }
  }
`);

export const GroupQuery = graphql(`
  query GroupRecordById($id: ID!) {
    record: group(id: $id) {
      ...GroupRecord
    }
  }
`);

export const GroupHistoryQuery = graphql(`
  query GroupHistory($id: ID!, $limit: Int, $offset: Int) {
    history: groupHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const GroupsChangedSubscription = graphql(`
  subscription GroupsChanged {
    change: groupsChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...GroupRecord
      }
    }
  }
`);

export const CreateGroupMutation = graphql(`
  mutation CreateGroup($input: GroupInput!, $clientMutationId: String) {
    record: createGroup(input: $input, clientMutationId: $clientMutationId) {
      ...GroupRecord
    }
  }
`);

export const UpdateGroupMutation = graphql(`
  mutation UpdateGroup($id: ID!, $version: Int!, $input: GroupInput!, $clientMutationId: String) {
    record: updateGroup(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...GroupRecord
    }
  }
`);

export const ArchiveGroupMutation = graphql(`
  mutation ArchiveGroup($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveGroup(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...GroupRecord
    }
  }
`);

export const RestoreGroupMutation = graphql(`
  mutation RestoreGroup($id: ID!, $clientMutationId: String) {
    record: restoreGroup(id: $id, clientMutationId: $clientMutationId) {
      ...GroupRecord
    }
  }
`);

/** The shops a group can hold (administrators see every shop, others their assigned ones). */
export const GroupStoresQuery = graphql(`
  query GroupStores {
    stores {
      id
      name
    }
  }
`);
