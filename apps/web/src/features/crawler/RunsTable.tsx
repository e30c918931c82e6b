import { formatDateTime } from '@flyerdesk/domain/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { JobStatusBadge } from '../../shared/jobs/JobStatusBadge';
import { useJobTexts } from '../../shared/jobs/useJobTexts';
import { StyledButton } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/States';
import { useReturnFocus } from '../../shared/ui/useReturnFocus';
import { FindingsDialog } from './FindingsDialog';
import { StyledDanger, StyledMuted, StyledNoWrap, StyledTable, StyledTableWrap } from './crawlerStyles';
import { CRAWLER_RUNS_LIMIT } from './operations';

function DateTimeCell({ value }: { value: string | null | undefined }) {
  return <StyledNoWrap>{value ? <time dateTime={value}>{formatDateTime(value)}</time> : <StyledMuted>—</StyledMuted>}</StyledNoWrap>;
}

/**
 * The latest crawler runs, newest first: source, status (a progress bar while running, the reason
 * when failed), who started it, when, and how many leaflets it found; each run opens its findings.
 */
export function RunsTable({ runs }: { runs: readonly JobFieldsFragment[] }) {
  const { t } = useTranslation('crawler');
  const [findingsOf, setFindingsOf] = useState<JobFieldsFragment | null>(null);
  const focus = useReturnFocus();
  if (runs.length === 0) return <EmptyState message={t('runs.empty')} />;

  return (
    <>
      <StyledTableWrap>
        <StyledTable data-testid="crawler-runs">
          <caption>{t('runs.caption', { count: CRAWLER_RUNS_LIMIT })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('runs.source')}</th>
              <th scope="col">{t('runs.status')}</th>
              <th scope="col">{t('runs.startedBy')}</th>
              <th scope="col">{t('runs.started')}</th>
              <th scope="col">{t('runs.finished')}</th>
              <th scope="col">{t('runs.counts')}</th>
              <th scope="col">{t('runs.findings')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <RunRow
                key={run.id}
                run={run}
                onShowFindings={() => {
                  focus.remember();
                  setFindingsOf(run);
                }}
              />
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrap>
      {findingsOf ? (
        <FindingsDialog
          run={findingsOf}
          onClose={() => {
            setFindingsOf(null);
            focus.restore();
          }}
        />
      ) : null}
    </>
  );
}

function RunRow({ run, onShowFindings }: { run: JobFieldsFragment; onShowFindings: () => void }) {
  const { t } = useTranslation('crawler');
  const texts = useJobTexts();
  const source = run.subject.sourceName ?? t('runs.unknownSource');
  const started = run.startedAt ?? run.createdAt;
  const result = run.result;

  return (
    <tr
      aria-label={t('runs.rowLabel', { source, status: texts.status(run.status) })}
      data-testid={`crawler-run-${run.id}`}
      data-status={run.status}
    >
      <th scope="row">{source}</th>
      <StyledStatusCell>
        {run.running ? (
          <JobProgressBar job={run} label={texts.title(run)} />
        ) : (
          <>
            <JobStatusBadge status={run.status} />
            {run.status === 'FAILED' && run.errorCode ? <StyledDanger>{texts.error(run.errorCode)}</StyledDanger> : null}
          </>
        )}
      </StyledStatusCell>
      <td>{run.startedBy ?? <StyledMuted>{t('runs.system')}</StyledMuted>}</td>
      <DateTimeCell value={started} />
      <DateTimeCell value={run.finishedAt} />
      <StyledNoWrap>
        {result && (result.found !== null || result.new !== null) ? (
          t('runs.countsValue', { found: result.found ?? 0, new: result.new ?? 0 })
        ) : (
          <StyledMuted>—</StyledMuted>
        )}
      </StyledNoWrap>
      <td>
        <StyledButton
          type="button"
          $variant="ghost"
          aria-label={t('runs.findingsLabel', { source, at: formatDateTime(started) })}
          onClick={onShowFindings}
        >
          {t('runs.findings')}
        </StyledButton>
      </td>
    </tr>
  );
}

const StyledStatusCell = styled.td`
  min-width: 14rem;
`;
