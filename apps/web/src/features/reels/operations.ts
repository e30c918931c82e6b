import { graphql } from '../../__generated__/gql';

/** A reel channel as every document of the screen reads it (list rows, the record, events, answers). */
export const ReelChannelRecordFragment = graphql(`
  fragment ReelChannelRecord on ReelChannel {
    id
    naturalId
    name
    description
    logoUrl
    autoCreateReels
    editorIds
    editors
    version
    archivedAt
    createdAt
    createdBy
    updatedAt
    updatedBy
  }
`);

export const ReelChannelsPageQuery = graphql(`
  query ReelChannelsPage($page: ListPageInput) {
    page: reelChannels(page: $page) {
      items {
        ...ReelChannelRecord
      }
      total
    }
  }
`);

export const ReelChannelQuery = graphql(`
  query ReelChannelRecordById($id: ID!) {
    record: reelChannel(id: $id) {
      ...ReelChannelRecord
    }
  }
`);

export const ReelChannelHistoryQuery = graphql(`
  query ReelChannelHistory($id: ID!, $limit: Int, $offset: Int) {
    history: reelChannelHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const ReelChannelsChangedSubscription = graphql(`
  subscription ReelChannelsChanged {
    change: reelChannelsChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...ReelChannelRecord
      }
    }
  }
`);

export const CreateReelChannelMutation = graphql(`
  mutation CreateReelChannel($input: ReelChannelInput!, $clientMutationId: String) {
    record: createReelChannel(input: $input, clientMutationId: $clientMutationId) {
      ...ReelChannelRecord
    }
  }
`);

export const UpdateReelChannelMutation = graphql(`
  mutation UpdateReelChannel($id: ID!, $version: Int!, $input: ReelChannelInput!, $clientMutationId: String) {
    record: updateReelChannel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...ReelChannelRecord
    }
  }
`);

export const ArchiveReelChannelMutation = graphql(`
  mutation ArchiveReelChannel($id: ID!, $version: Int, $clientMutationId: String) {
    record: archiveReelChannel(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...ReelChannelRecord
    }
  }
`);

export const RestoreReelChannelMutation = graphql(`
  mutation RestoreReelChannel($id: ID!, $clientMutationId: String) {
    record: restoreReelChannel(id: $id, clientMutationId: $clientMutationId) {
      ...ReelChannelRecord
    }
  }
`);

/** A reel as every document of the screen reads it. */
export const ReelRecordFragment = graphql(`
  fragment ReelRecord on Reel {
    id
    channelId
    channelName
    naturalId
    mediaURL
    mediaType
    description
    ctaButtonText
    visibilityTime
    status
    visibilityStartDate
    visibilityEndDate
    publishDate
    internalNote
    showOn
    actionType
    leafletId
    insertNumber
    standardPageNumber
    url
    productName
    impressions
    clicks
    expiry
    version
    archivedAt
    createdAt
    createdBy
    updatedAt
    updatedBy
  }
`);

export const ReelsPageQuery = graphql(`
  query ReelsPage($page: ListPageInput, $filter: ReelFilter) {
    page: reels(page: $page, filter: $filter) {
      items {
        ...ReelRecord
      }
      total
    }
  }
`);

export const ReelQuery = graphql(`
  query ReelRecordById($id: ID!) {
    record: reel(id: $id) {
      ...ReelRecord
    }
  }
`);

export const ReelHistoryQuery = graphql(`
  query ReelHistory($id: ID!, $limit: Int, $offset: Int) {
    history: reelHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const ReelsChangedSubscription = graphql(`
  subscription ReelsChanged {
    change: reelsChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...ReelRecord
      }
    }
  }
`);

export const CreateReelMutation = graphql(`
  mutation CreateReel($input: ReelInput!, $clientMutationId: String) {
    record: createReel(input: $input, clientMutationId: $clientMutationId) {
      ...ReelRecord
    }
  }
`);

export const UpdateReelMutation = graphql(`
  mutation UpdateReel($id: ID!, $version: Int!, $input: ReelInput!, $clientMutationId: String) {
    record: updateReel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...ReelRecord
    }
  }
`);

export const RemoveReelMutation = graphql(`
  mutation RemoveReel($id: ID!, $version: Int, $clientMutationId: String) {
    record: removeReel(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...ReelRecord
    }
  }
`);

export const RestoreReelMutation = graphql(`
  mutation RestoreReel($id: ID!, $clientMutationId: String) {
    record: restoreReel(id: $id, clientMutationId: $clientMutationId) {
      ...ReelRecord
    }
  }
`);

export const PublishReelMutation = graphql(`
  mutation PublishReel($id: ID!, $version: Int, $clientMutationId: String) {
    record: publishReel(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...ReelRecord
    }
  }
`);

export const DeactivateReelMutation = graphql(`
  mutation DeactivateReel($id: ID!, $version: Int, $clientMutationId: String) {
    record: deactivateReel(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...ReelRecord
    }
  }
`);

/** The channels a reel may go to and the list filters by (the user's channels, archived ones too, by name). */
export const ReelChannelChoicesQuery = graphql(`
  query ReelChannelChoices($page: ListPageInput) {
    reelChannels(page: $page) {
      items {
        id
        name
        archivedAt
      }
    }
  }
`);

/** The accounts a channel can be assigned to (administrators only: the users list is theirs). */
export const ReelEditorChoicesQuery = graphql(`
  query ReelEditorChoices($page: ListPageInput) {
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
