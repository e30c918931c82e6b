import { graphql } from '../../__generated__/gql';

/** A loyalty card as every document of the screen reads it (list rows, the record, events, answers). */
export const LoyaltyCardRecordFragment = graphql(`
  fragment LoyaltyCardRecord on LoyaltyCard {
    id
    cardId
    cardName
    storeId
    storeName
    legacyId
    color
    images
    isPopular
    country
    createdAt
    version
    archivedAt
    updatedAt
    updatedBy
  }
`);

export const LoyaltyCardsPageQuery = graphql(`
  query LoyaltyCardsPage($page: ListPageInput, $filter: LoyaltyCardFilter) {
    page: loyaltyCards(page: $page, filter: $filter) {
      items {
        ...LoyaltyCardRecord
      }
      total
    }
  }
`);

export const LoyaltyCardQuery = graphql(`
  query LoyaltyCardRecordById($id: ID!) {
    record: loyaltyCard(id: $id) {
      ...LoyaltyCardRecord
    }
  }
`);

export const LoyaltyCardHistoryQuery = graphql(`
  query LoyaltyCardHistory($id: ID!, $limit: Int, $offset: Int) {
    history: loyaltyCardHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const LoyaltyCardsChangedSubscription = graphql(`
  subscription LoyaltyCardsChanged {
    change: loyaltyCardsChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...LoyaltyCardRecord
      }
    }
  }
`);

export const CreateLoyaltyCardMutation = graphql(`
  mutation CreateLoyaltyCard($input: LoyaltyCardInput!, $clientMutationId: String) {
    record: createLoyaltyCard(input: $input, clientMutationId: $clientMutationId) {
      ...LoyaltyCardRecord
    }
  }
`);

export const UpdateLoyaltyCardMutation = graphql(`
  mutation UpdateLoyaltyCard($id: ID!, $version: Int!, $input: LoyaltyCardInput!, $clientMutationId: String) {
    record: updateLoyaltyCard(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...LoyaltyCardRecord
    }
  }
`);

export const ArchiveLoyaltyCardMutation = graphql(`
  mutation ArchiveLoyaltyCard($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveLoyaltyCard(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...LoyaltyCardRecord
    }
  }
`);

export const RestoreLoyaltyCardMutation = graphql(`
  mutation RestoreLoyaltyCard($id: ID!, $clientMutationId: String) {
    record: restoreLoyaltyCard(id: $id, clientMutationId: $clientMutationId) {
      ...LoyaltyCardRecord
    }
  }
`);

/** The shops a card can belong to (every shop in use; administrators see them all). */
export const LoyaltyCardShopsQuery = graphql(`
  query LoyaltyCardShops {
    stores {
      id
      name
    }
  }
`);
