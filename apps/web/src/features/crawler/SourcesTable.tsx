import { formatDateTime } from '@flyerdesk/domain/dates';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from 'react-i18next';
import type { CrawlerSourcesQuery } from '../../__generated__/graphql';
import { JobStatusBadge } from '../../shared/jobs/JobStatusBadge';
import { StyledButton } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/States';
import { StyledMuted, StyledNoWrap, StyledSmall, StyledTable, StyledTableWrap, StyledUrl } from './crawlerStyles';
import { useRunCrawler } from './useRunCrawler';

export type CrawlerSource = CrawlerSourcesQuery['crawlerSources'][number];

/** The crawler's sources: where each reads, how its last run went, and a button to run it again. */
export function SourcesTable({ sources }: { sources: readonly CrawlerSource[] }) {
  const { t } = useTranslation('crawler');
  if (sources.length === 0) return <EmptyState message={t('sources.empty')} />;
  return (
    <StyledTableWrap>
      <StyledTable data-testid="crawler-sources">
        <thead>
          <tr>
            <th scope="col">{t('sources.name')}</th>
            <th scope="col">{t('sources.shop')}</th>
            <th scope="col">{t('sources.url')}</th>
            <th scope="col">{t('sources.lastRun')}</th>
            <th scope="col">{t('sources.findings')}</th>
            <th scope="col">{t('sources.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <SourceRow key={source.id} source={source} />
          ))}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}

function SourceRow({ source }: { source: CrawlerSource }) {
  const { t } = useTranslation('crawler');
  const { run, running } = useRunCrawler();
  const last = source.lastRun;
  const when = last ? (last.finishedAt ?? last.startedAt ?? last.createdAt) : null;
  const underWay = last?.running === true;
  const action = running || underWay ? t('sources.running') : t('sources.runAgain');

  return (
    <tr data-testid={`crawler-source-${source.id}`}>
      <th scope="row">
        {source.name}
        {!source.enabled ? <StyledSmall>{t('sources.disabled')}</StyledSmall> : null}
      </th>
      <td>{source.storeName ?? <StyledMuted>{t('sources.noShop')}</StyledMuted>}</td>
      <td>
        <StyledUrl href={source.url} target="_blank" rel="noopener noreferrer">
          {source.url}
          <VisuallyHidden> {t('sources.newTab')}</VisuallyHidden>
        </StyledUrl>
      </td>
      <StyledNoWrap>
        {last ? (
          <>
            <JobStatusBadge status={last.status} />
            {when ? (
              <StyledSmall>
                <time dateTime={when}>{formatDateTime(when)}</time>
              </StyledSmall>
            ) : null}
          </>
        ) : (
          <StyledMuted>{t('sources.never')}</StyledMuted>
        )}
      </StyledNoWrap>
      <StyledNoWrap>{source.findingsCount}</StyledNoWrap>
      <td>
        <StyledButton
          type="button"
          aria-label={t('sources.actionLabel', { action, name: source.name })}
          disabled={running || underWay || !source.enabled}
          aria-busy={running || underWay}
          onClick={() => {
            void run(source);
          }}
        >
          {action}
        </StyledButton>
      </td>
    </tr>
  );
}
