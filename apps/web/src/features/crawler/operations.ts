import { graphql } from '../../__generated__/gql';

/** How many runs the runs table shows (newest first). */
export const CRAWLER_RUNS_LIMIT = 30;

export const CrawlerSourcesQuery = graphql(`
  query CrawlerSources {
    crawlerSources {
      id
      name
      storeId
      storeName
      url
      enabled
      findingsCount
      lastRun {
        ...JobFields
      }
    }
  }
`);

export const CrawlerRunsQuery = graphql(`
  query CrawlerRuns($limit: Int) {
    crawlerRuns(limit: $limit) {
      ...JobFields
    }
  }
`);

export const CrawlerRunFindingsQuery = graphql(`
  query CrawlerRunFindings($runId: ID!) {
    crawlerRunFindings(runId: $runId) {
      id
      sourceId
      url
      title
      validFrom
      validTo
      foundAt
      isNew
    }
  }
`);

export const RunCrawlerMutation = graphql(`
  mutation RunCrawler($sourceId: ID!) {
    runCrawler(sourceId: $sourceId) {
      ...JobFields
    }
  }
`);

export const RunAllCrawlersMutation = graphql(`
  mutation RunAllCrawlers {
    runAllCrawlers {
      ...JobFields
    }
  }
`);
