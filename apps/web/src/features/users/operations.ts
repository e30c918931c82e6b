import { graphql } from '../../__generated__/gql';

/** The account as every document of the screen reads it (list rows, the record, events, answers). */
export const UserRecordFragment = graphql(`
  fragment UserRecord on User {
    id
    username
    role
    enabled
    storeIds
    notificationChannels
    mustChangePassword
    passwordChangedAt
    createdAt
    version
    updatedAt
    updatedBy
  }
`);

export const UsersPageQuery = graphql(`
  query UsersPage($page: ListPageInput) {
    page: users(page: $page) {
      items {
        ...UserRecord
      }
      total
    }
  }
`);

export const UserQuery = graphql(`
  query UserRecordById($id: ID!) {
    record: user(id: $id) {
      ...UserRecord
    }
  }
`);

export const UserHistoryQuery = graphql(`
  query UserHistory($id: ID!, $limit: Int, $offset: Int) {
    history: userHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const UsersChangedSubscription = graphql(`
  subscription UsersChanged {
    change: usersChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...UserRecord
      }
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: NewUserInput!, $clientMutationId: String) {
    record: createUser(input: $input, clientMutationId: $clientMutationId) {
      ...UserRecord
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!, $clientMutationId: String) {
    record: updateUser(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...UserRecord
    }
  }
`);

export const EnableUserMutation = graphql(`
  mutation EnableUser($id: ID!, $version: Int, $clientMutationId: String) {
    record: enableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...UserRecord
    }
  }
`);

export const DisableUserMutation = graphql(`
  mutation DisableUser($id: ID!, $version: Int, $clientMutationId: String) {
    record: disableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...UserRecord
    }
  }
`);

export const SetUserPasswordMutation = graphql(`
  mutation SetUserPassword($id: ID!, $temporaryPassword: String!, $version: Int, $clientMutationId: String) {
    record: setUserPassword(id: $id, temporaryPassword: $temporaryPassword, version: $version, clientMutationId: $clientMutationId) {
      ...UserRecord
    }
  }
`);

/** The shops an editor can be given (administrators see every shop in use). */
export const UserStoresQuery = graphql(`
  query UserStores {
    stores {
      id
      name
    }
  }
`);
