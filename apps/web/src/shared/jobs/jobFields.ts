import { graphql } from '../../__generated__/gql';

/**
 * Everything every job screen shows of a job (its steps aside). Every job query and live event reads
 * these fields, so the cache (normalised by `Job:id`) keeps one up-to-date copy shown everywhere.
 */
export const JobFields = graphql(`
  fragment JobFields on Job {
    id
    kind
    status
    running
    subject {
      storeId
      storeName
      leafletId
      leafletNaturalId
      sourceId
      sourceName
      notificationId
      notificationTitle
      notificationChannel
    }
    done
    total
    failedSteps
    errorCode
    message
    attempt
    maxAttempts
    startedBy
    createdAt
    startedAt
    finishedAt
    nextAttemptAt
    version
    result {
      imported
      matched
      unmatched
      found
      new
      pages
      recipients
      sent
      failed
    }
  }
`);

/** One step of a job (a page of a cut, a listing page of a crawl). */
export const JobStepFields = graphql(`
  fragment JobStepFields on JobStep {
    key
    number
    status
    errorCode
    error
    attempts
    imageUrl
    thumbnailUrl
    width
    height
  }
`);
