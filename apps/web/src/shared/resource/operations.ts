import { graphql } from '../../__generated__/gql';

/** Operations every kit resource shares: edit locks and presence in a record's room. */

export const RecordLockSubscription = graphql(`
  subscription ResourceRecordLock($resource: ResourceName!, $id: ID!) {
    recordLock(resource: $resource, id: $id) {
      resource
      id
      lock {
        holder
        since
        expiresAt
      }
      takenOverFrom
      seq
    }
  }
`);

export const AcquireRecordLockMutation = graphql(`
  mutation ResourceAcquireRecordLock($resource: ResourceName!, $id: ID!, $takeOver: Boolean) {
    acquireRecordLock(resource: $resource, id: $id, takeOver: $takeOver) {
      holder
      since
      expiresAt
    }
  }
`);

export const ReleaseRecordLockMutation = graphql(`
  mutation ResourceReleaseRecordLock($resource: ResourceName!, $id: ID!) {
    releaseRecordLock(resource: $resource, id: $id)
  }
`);

export const RecordPresenceSubscription = graphql(`
  subscription ResourceRecordPresence($room: String!) {
    presence(room: $room) {
      room
      members {
        username
        activity
        subject
        since
      }
    }
  }
`);

export const UpdateRecordPresenceMutation = graphql(`
  mutation ResourceUpdateRecordPresence($room: String!, $activity: String, $subject: String) {
    updatePresence(room: $room, activity: $activity, subject: $subject)
  }
`);
