import { graphql } from '../../__generated__/gql';

/** The shops the user sees (by name), for both tabs' shop pickers. */
export const ScraperStoresQuery = graphql(`
  query ScraperStores {
    stores {
      id
      name
      storeWebId
    }
  }
`);

/** A shop's leaflets (newest first), for the generate-PDF-link tab's leaflet picker. */
export const ScraperStoreLeafletsQuery = graphql(`
  query ScraperStoreLeaflets($storeId: ID!) {
    store(id: $storeId) {
      id
      leaflets(type: ALL) {
        id
        naturalId
        status
        validFrom
        validTo
        untilEndOfSupply
        pageCount
      }
    }
  }
`);

/**
 * What a finished LEAFLET_FROM_ZIP job reports: the page cut it queued (null when page cutting is off).
 * Read without the cache, so the job's shared copy (JobFields) keeps its own result fields.
 */
export const ScraperZipJobResultQuery = graphql(`
  query ScraperZipJobResult($id: ID!) {
    job(id: $id) {
      id
      result {
        pages
        cutJobId
      }
    }
  }
`);

export const GenerateLeafletPdfMutation = graphql(`
  mutation GenerateLeafletPdf($leafletId: ID!) {
    generateLeafletPdf(leafletId: $leafletId) {
      ...JobFields
    }
  }
`);

/** A PDF job's download link: its address while it works, when it stops working, whether it has. */
export const LeafletPdfLinkQuery = graphql(`
  query LeafletPdfLink($jobId: ID!) {
    leafletPdfLink(jobId: $jobId) {
      job {
        ...JobFields
      }
      url
      expiresAt
      expired
    }
  }
`);
