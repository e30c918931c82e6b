import { graphql } from '../../__generated__/gql';

/** The job centre's list: the 30 newest jobs (running and finished) the user may see. */
export const JobCentreQuery = graphql(`
  query JobCentre {
    jobs(state: ALL, limit: 30) {
      ...JobFields
    }
  }
`);

export const CancelJobMutation = graphql(`
  mutation CancelJob($id: ID!) {
    cancelJob(id: $id) {
      ...JobFields
    }
  }
`);

export const RetryJobMutation = graphql(`
  mutation RetryJob($id: ID!) {
    retryJob(id: $id) {
      ...JobFields
    }
  }
`);
