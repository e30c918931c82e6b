import { useQuery } from '@apollo/client/react';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useJobsChanged } from '../../shared/jobs/useJobsChanged';
import { StyledButton } from '../../shared/ui/Button';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { RunsTable } from './RunsTable';
import { SourcesTable } from './SourcesTable';
import { StyledHeading, StyledSection, StyledSectionHeader } from './crawlerStyles';
import { CRAWLER_RUNS_LIMIT, CrawlerRunsQuery, CrawlerSourcesQuery } from './operations';
import { useRunAllCrawlers } from './useRunAllCrawlers';

const LIVE_LIST = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const;

/**
 * The new-leaflets search (/scrapper/new-leaflets-search): the crawler's sources with a way to run
 * each (or all) again, and the latest runs with their progress and findings, kept live: any job
 * change loads both lists again.
 */
export default function NewLeafletsSearchPage() {
  const { t } = useTranslation('crawler');
  const sourcesHeadingId = useId();
  const runsHeadingId = useId();
  const sources = useQuery(CrawlerSourcesQuery, LIVE_LIST);
  const runs = useQuery(CrawlerRunsQuery, { ...LIVE_LIST, variables: { limit: CRAWLER_RUNS_LIMIT } });
  const { runAll, running } = useRunAllCrawlers();
  const refetchSources = sources.refetch;
  const refetchRuns = runs.refetch;

  useJobsChanged(
    useCallback(() => {
      refetchSources().catch(() => undefined);
      refetchRuns().catch(() => undefined);
    }, [refetchSources, refetchRuns]),
  );

  const sourceList = sources.data?.crawlerSources;
  const runList = runs.data?.crawlerRuns;

  return (
    <StyledPage>
      <div>
        <StyledTitle>{t('title')}</StyledTitle>
        <StyledIntro>{t('intro')}</StyledIntro>
      </div>
      <StyledSection aria-labelledby={sourcesHeadingId} data-testid="crawler-sources-panel">
        <StyledSectionHeader>
          <StyledHeading id={sourcesHeadingId}>{t('sources.heading')}</StyledHeading>
          <StyledButton
            type="button"
            $variant="primary"
            disabled={running || sourceList?.length === 0}
            aria-busy={running}
            onClick={() => {
              void runAll();
            }}
          >
            {running ? t('sources.runningAll') : t('sources.runAll')}
          </StyledButton>
        </StyledSectionHeader>
        {sourceList ? (
          <SourcesTable sources={sourceList} />
        ) : sources.error ? (
          <ErrorState
            message={t('sources.error')}
            onRetry={() => {
              refetchSources().catch(() => undefined);
            }}
          />
        ) : (
          <LoadingState label={t('sources.loading')} lines={3} />
        )}
      </StyledSection>
      <StyledSection aria-labelledby={runsHeadingId} data-testid="crawler-runs-panel">
        <StyledHeading id={runsHeadingId}>{t('runs.heading')}</StyledHeading>
        {runList ? (
          <RunsTable runs={runList} />
        ) : runs.error ? (
          <ErrorState
            message={t('runs.error')}
            onRetry={() => {
              refetchRuns().catch(() => undefined);
            }}
          />
        ) : (
          <LoadingState label={t('runs.loading')} lines={4} />
        )}
      </StyledSection>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const StyledIntro = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
