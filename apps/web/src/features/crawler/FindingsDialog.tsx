import { useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { Dialog } from '../../shared/ui/Dialog';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { StyledMuted, StyledNoWrap, StyledTable, StyledTableWrap } from './crawlerStyles';
import { CrawlerRunFindingsQuery } from './operations';

export interface FindingsDialogProps {
  run: JobFieldsFragment;
  onClose: () => void;
}

/** The leaflets one run found: title, validity, link, and whether this run was the first to see it. */
export function FindingsDialog({ run, onClose }: FindingsDialogProps) {
  const { t } = useTranslation('crawler');
  const { data, error, refetch } = useQuery(CrawlerRunFindingsQuery, { variables: { runId: run.id } });
  const findings = data?.crawlerRunFindings;
  const source = run.subject.sourceName ?? t('runs.unknownSource');

  let body;
  if (!findings) {
    body = error ? (
      <ErrorState
        message={t('findings.error')}
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState label={t('findings.loading')} />
    );
  } else if (findings.length === 0) {
    body = <EmptyState message={t('findings.empty')} />;
  } else {
    body = (
      <StyledTableWrap>
        <StyledTable data-testid="crawler-findings">
          <thead>
            <tr>
              <th scope="col">{t('findings.leaflet')}</th>
              <th scope="col">{t('findings.validity')}</th>
              <th scope="col">{t('findings.foundAt')}</th>
              <th scope="col">{t('findings.link')}</th>
            </tr>
          </thead>
          <tbody>
            {findings.map((finding) => (
              <tr key={finding.id} data-testid={`crawler-finding-${finding.id}`}>
                <th scope="row">
                  {finding.title}
                  {finding.isNew ? <StyledNew>{t('findings.isNew')}</StyledNew> : null}
                </th>
                <StyledNoWrap>
                  {finding.validFrom || finding.validTo ? (
                    `${formatDate(finding.validFrom)} – ${formatDate(finding.validTo)}`
                  ) : (
                    <StyledMuted>{t('findings.noValidity')}</StyledMuted>
                  )}
                </StyledNoWrap>
                <StyledNoWrap>
                  <time dateTime={finding.foundAt}>{formatDateTime(finding.foundAt)}</time>
                </StyledNoWrap>
                <td>
                  <a
                    href={finding.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('findings.openLabel', { title: finding.title })}
                  >
                    {t('findings.open')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrap>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('findings.title', { source })}
      closeLabel={t('findings.close')}
    >
      {body}
    </Dialog>
  );
}

const StyledNew = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
`;
