import { graphql } from '../../__generated__/gql';

/** A notification as every document of the screens reads it (list rows, the record, events, answers, the dashboard). */
export const NotificationRecordFragment = graphql(`
  fragment NotificationRecord on Notification {
    id
    channel
    title
    text
    bigIcon
    bigPicture
    deepLink
    webpageLink
    showTrackingLink
    openTrackingLink
    geolocations
    devices
    storeIds
    groupIds
    storeNames
    groupNames
    plannedAt
    status
    jobId
    recipients
    sent
    failed
    startedAt
    finishedAt
    createdAt
    createdBy
    version
    updatedAt
    updatedBy
  }
`);

export const NotificationsPageQuery = graphql(`
  query NotificationsPage($page: ListPageInput, $filter: NotificationFilter) {
    page: notifications(page: $page, filter: $filter) {
      items {
        ...NotificationRecord
      }
      total
    }
  }
`);

export const NotificationQuery = graphql(`
  query NotificationRecordById($id: ID!) {
    record: notification(id: $id) {
      ...NotificationRecord
    }
  }
`);

export const NotificationHistoryQuery = graphql(`
  query NotificationHistory($id: ID!, $limit: Int, $offset: Int) {
    history: notificationHistory(id: $id, limit: $limit, offset: $offset) {
      items {
        ...HistoryPanel_entry
      }
      total
    }
  }
`);

export const NotificationsChangedSubscription = graphql(`
  subscription NotificationsChanged {
    change: notificationsChanged {
      seq
      position
      action
      actor
      at
      clientMutationId
      record {
        ...NotificationRecord
      }
    }
  }
`);

export const SendNotificationMutation = graphql(`
  mutation SendNotification($input: NotificationInput!, $clientMutationId: String) {
    record: sendNotification(input: $input, clientMutationId: $clientMutationId) {
      ...NotificationRecord
    }
  }
`);

export const UpdateNotificationMutation = graphql(`
  mutation UpdateNotification($id: ID!, $version: Int!, $input: NotificationInput!, $clientMutationId: String) {
    record: updateNotification(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {
      ...NotificationRecord
    }
  }
`);

export const CancelNotificationMutation = graphql(`
  mutation CancelNotification($id: ID!, $version: Int, $clientMutationId: String) {
    record: cancelNotification(id: $id, version: $version, clientMutationId: $clientMutationId) {
      ...NotificationRecord
    }
  }
`);

/** The shops, groups and channels the sender may choose, and the provider in use. */
export const NotificationTargetsQuery = graphql(`
  query NotificationTargets {
    notificationTargets {
      stores {
        id
        name
      }
      groups {
        id
        name
      }
      channels
      provider
    }
  }
`);

/** How many devices the form's notification would reach now. */
export const NotificationReachQuery = graphql(`
  query NotificationReach($input: NotificationInput!) {
    notificationReach(input: $input)
  }
`);

/** The dashboard's block: sends in progress, the planned ones (soonest first) and the last sent and failed ones. */
export const DashboardNotificationsQuery = graphql(`
  query DashboardNotifications($sendingPage: ListPageInput, $plannedPage: ListPageInput, $sentPage: ListPageInput, $failedPage: ListPageInput) {
    sending: notifications(page: $sendingPage, filter: { status: SENDING }) {
      items {
        ...NotificationRecord
      }
      total
    }
    planned: notifications(page: $plannedPage, filter: { status: PLANNED }) {
      items {
        ...NotificationRecord
      }
      total
    }
    sent: notifications(page: $sentPage, filter: { status: SENT }) {
      items {
        ...NotificationRecord
      }
      total
    }
    failed: notifications(page: $failedPage, filter: { status: FAILED }) {
      items {
        ...NotificationRecord
      }
      total
    }
  }
`);

/** One row of the delivery archive. */
export const DeliveryRowFragment = graphql(`
  fragment DeliveryRow on NotificationDelivery {
    id
    notificationId
    notificationTitle
    channel
    device
    platform
    responseCode
    errorCode
    sentAt
    storeIds
    storeNames
  }
`);

/** A page of the delivery archive, newest first. */
export const NotificationDeliveriesQuery = graphql(`
  query NotificationDeliveries($filter: NotificationDeliveryFilter, $limit: Int, $offset: Int) {
    notificationDeliveries(filter: $filter, limit: $limit, offset: $offset) {
      items {
        ...DeliveryRow
      }
      total
    }
  }
`);

/** The shops the archive's shop filter offers (the user's shops). */
export const DeliveryStoresQuery = graphql(`
  query DeliveryStores {
    stores {
      id
      name
    }
  }
`);
