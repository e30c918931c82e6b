import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import type { LeafletsSummary_SummaryFragment } from '../../__generated__/graphql';
import type { FlyerdeskTheme } from '../../shared/theme/theme';

export const LeafletsSummary_summary = graphql(`
  fragment LeafletsSummary_summary on LeafletsSummary {
    total
    active
    inactive
    readyForActivation
    readyForDeactivation
  }
`);

type CountKey = 'active' | 'inactive' | 'readyForActivation' | 'readyForDeactivation';

const ITEMS: readonly { key: CountKey; status: keyof FlyerdeskTheme['status'] }[] = [
  { key: 'active', status: 'ACTIVE' },
  { key: 'inactive', status: 'INACTIVE' },
  { key: 'readyForActivation', status: 'READY_FOR_ACTIVATION' },
  { key: 'readyForDeactivation', status: 'READY_FOR_DISACTIVATION' },
];

/** A shop's leaflet counts per status, each in its status colour. */
export function LeafletsSummary({ summary, shopName }: { summary: LeafletsSummary_SummaryFragment; shopName: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <StyledSummary aria-label={t('summary.label', { name: shopName })}>
      <StyledTotal>{t('summary.total', { count: summary.total })}</StyledTotal>
      {ITEMS.map(({ key, status }) => (
        <StyledCount key={key} $status={status} $empty={summary[key] === 0} data-testid={`summary-${key}`}>
          <StyledDot $status={status} aria-hidden="true" />
          {t(`summary.${key}`, { value: summary[key] })}
        </StyledCount>
      ))}
    </StyledSummary>
  );
}

const StyledSummary = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTotal = styled.li`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCount = styled.li<{ $status: keyof FlyerdeskTheme['status']; $empty: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme, $status }) => theme.status[$status]};
  border-radius: 999px;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  white-space: nowrap;
`;

const StyledDot = styled.span<{ $status: keyof FlyerdeskTheme['status'] }>`
  width: 0.6em;
  height: 0.6em;
  border-radius: 50%;
  background: ${({ theme, $status }) => theme.status[$status]};
`;
