import { graphql } from '../../__generated__/gql';

/** A leaflet's latest page cutting with one step per page. */
export const LeafletPageCutQuery = graphql(`
  query LeafletPageCut($leafletId: ID!) {
    leafletPageCut(leafletId: $leafletId) {
      leafletId
      leafletNaturalId
      storeId
      job {
        ...JobFields
        steps {
          ...JobStepFields
        }
      }
    }
  }
`);

export const CutLeafletPagesMutation = graphql(`
  mutation CutLeafletPages($leafletId: ID!) {
    cutLeafletPages(leafletId: $leafletId) {
      ...JobFields
      steps {
        ...JobStepFields
      }
    }
  }
`);

export const RetryFailedPagesMutation = graphql(`
  mutation RetryFailedPages($leafletId: ID!) {
    retryFailedPages(leafletId: $leafletId) {
      ...JobFields
      steps {
        ...JobStepFields
      }
    }
  }
`);
