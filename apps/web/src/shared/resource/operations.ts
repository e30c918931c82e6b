import { graphql } from '../../__generated__/gql';

/** Operations every kit resource shares: a record's edit lock (presence is in shared/presence). */

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
