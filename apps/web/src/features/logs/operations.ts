import { graphql } from '../../__generated__/gql';

/** What a row of the activity log shows (and what the client-side filter of the live tail reads). */
export const ActivityEntryRowFragment = graphql(`
  fragment ActivityEntryRow on ActivityEntry {
    seq
    at
    actor
    kind
    resource
    recordId
    action
    summary
    details
  }
`);

/** A page of the activity log, newest first (ADMIN, ROOT). */
export const ActivityLogQuery = graphql(`
  query ActivityLog($filter: ActivityFilter, $limit: Int, $offset: Int) {
    activityLog(filter: $filter, limit: $limit, offset: $offset) {
      items {
        ...ActivityEntryRow
      }
      total
      limit
      offset
    }
  }
`);

/** Every new entry of the log as it is written; the screen filters them itself. */
export const ActivityLoggedSubscription = graphql(`
  subscription ActivityLogged {
    activityLogged {
      seq
      entry {
        ...ActivityEntryRow
      }
    }
  }
`);
