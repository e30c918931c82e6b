import { skipToken, useQuery } from '@apollo/client/react';
import { isJobRunning } from '@flyerdesk/domain/jobs';
import { PAGE_DETAILS_ROUTE, buildPath } from '@flyerdesk/domain/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { LoadingState } from '../../shared/ui/States';
import { ScraperZipJobResultQuery } from './operations';
import { StyledJobStage } from './scraperStyles';
import type { ScraperZipCreated } from './uploadScraperZip';

/**
 * After a ZIP was taken: the LEAFLET_FROM_ZIP job making the leaflet's PDF, live; once it succeeded,
 * the page cut it queued (its result's cutJobId), live; and, when all is over, the way to the new
 * leaflet's page details.
 */
export function ZipCreated({ created, onAnother }: { created: ScraperZipCreated; onAnother: () => void }) {
  const { t } = useTranslation('scraper');
  const headingId = useId();
  const { leaflet } = created;
  const naturalId = leaflet.naturalId;

  const zip = useJobProgress(created.job.id);
  const zipJob = zip.job ?? created.job;
  const pdfMade = zipJob.status === 'SUCCESS';

  const result = useQuery(ScraperZipJobResultQuery, pdfMade ? { variables: { id: zipJob.id }, fetchPolicy: 'no-cache' } : skipToken);
  const resultKnown = pdfMade && result.data !== undefined;
  const cutJobId = result.data?.job?.result?.cutJobId ?? null;

  const cut = useJobProgress(cutJobId);
  const cutJob = cut.job;
  const finished = resultKnown && (cutJobId === null || (cutJob !== null && !isJobRunning(cutJob.status)));
  const connectionLost = zip.live === 'UPSTREAM_UNAVAILABLE' || cut.live === 'UPSTREAM_UNAVAILABLE';

  return (
    <StyledCreated data-testid="scraper-zip-created">
      <Alert tone="success">{t('zip.created', { naturalId, count: leaflet.pageCount })}</Alert>
      {connectionLost ? <Alert tone="warning">{t('connectionLost')}</Alert> : null}

      <StyledJobStage data-testid="scraper-zip-progress" aria-labelledby={`${headingId}-pdf`}>
        <h3 id={`${headingId}-pdf`}>{t('zip.pdfHeading')}</h3>
        <JobProgressBar job={zipJob} label={t('zip.pdfLabel', { naturalId })} />
        {zipJob.status === 'FAILED' || zipJob.status === 'CANCELLED' ? (
          <StyledNote>{t('zip.pdfFailed', { naturalId })}</StyledNote>
        ) : null}
      </StyledJobStage>

      {pdfMade ? (
        <StyledJobStage data-testid="scraper-cut-progress" aria-labelledby={`${headingId}-cut`}>
          <h3 id={`${headingId}-cut`}>{t('zip.cutHeading')}</h3>
          {!resultKnown || (cutJobId !== null && !cutJob) ? (
            <LoadingState label={t('zip.cutChecking')} lines={1} />
          ) : cutJob ? (
            <JobProgressBar job={cutJob} label={t('zip.cutLabel', { naturalId })} />
          ) : (
            <StyledNote>{t('zip.cutOff')}</StyledNote>
          )}
        </StyledJobStage>
      ) : null}

      {finished ? (
        <StyledDone>
          <span>{t('zip.done')}</span>
          <Link
            to={buildPath(PAGE_DETAILS_ROUTE, { storeId: leaflet.storeId, leafletId: leaflet.id, leafletNaturalId: naturalId })}
            data-testid="scraper-zip-details-link"
          >
            {t('zip.openDetails', { naturalId })}
          </Link>
        </StyledDone>
      ) : null}

      <StyledActions>
        <StyledButton type="button" onClick={onAnother} data-testid="scraper-zip-another">
          {t('zip.another')}
        </StyledButton>
      </StyledActions>
    </StyledCreated>
  );
}

const StyledCreated = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledDone = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.info};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
