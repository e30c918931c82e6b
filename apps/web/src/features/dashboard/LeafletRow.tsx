import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { PLATFORM_KEYS, formatPlatformName } from '@flyerdesk/domain/platforms';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import type { JobFieldsFragment, LeafletRow_LeafletFragment } from '../../__generated__/graphql';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { LeafletLifecycleActions } from './LeafletLifecycleActions';
import { useShopsPanelSlots } from './shopsPanelSlots';

export const LeafletRow_leaflet = graphql(`
  fragment LeafletRow_leaflet on Leaflet {
    id
    naturalId
    status
    additionalInfo
    validFrom
    validTo
    untilEndOfSupply
    publishDate
    pageCount
    version
    priorities {
      android
      ios
      web
      wp
      android2
    }
    visibility {
      android
      android2
      ios
      web
      wp
    }
  }
`);

/** A page cut running for the leaflet: how far it got, live. */
function RunningCut({ job, naturalId }: { job: JobFieldsFragment; naturalId: string }) {
  const { t } = useTranslation('dashboard');
  const total = job.total ?? 0;
  const text = total > 0 ? t('leaflet.cutProgress', { done: job.done, total }) : t('leaflet.cutStarting');
  return (
    <StyledCut data-testid={`leaflet-cut-${job.subject.leafletId ?? ''}`} data-job-id={job.id} data-status={job.status}>
      <progress
        max={total > 0 ? total : undefined}
        value={total > 0 ? Math.min(job.done, total) : undefined}
        aria-label={t('leaflet.cutLabel', { naturalId })}
      />
      <span>{text}</span>
    </StyledCut>
  );
}

export interface LeafletRowProps {
  leaflet: LeafletRow_LeafletFragment;
  storeId: string;
  /** The page cut running for this leaflet now, if any. */
  runningCut?: JobFieldsFragment | undefined;
}

/** One leaflet of a shop in the dashboard table. */
export function LeafletRow({ leaflet, storeId, runningCut }: LeafletRowProps) {
  const { t } = useTranslation('dashboard');
  const { leafletActions } = useShopsPanelSlots();
  const notSet = t('leaflet.notSet');
  const from = leaflet.validFrom ? formatDate(leaflet.validFrom) : notSet;
  const to = leaflet.untilEndOfSupply
    ? t('leaflet.untilEndOfSupply')
    : leaflet.validTo
      ? formatDate(leaflet.validTo)
      : notSet;
  const priorities = PLATFORM_KEYS.flatMap((platform) => {
    const value = leaflet.priorities[platform];
    return value != null && value > 0 ? [{ platform, value }] : [];
  });

  return (
    <tr data-testid={`leaflet-row-${leaflet.id}`} data-status={leaflet.status}>
      <StyledIdCell scope="row">{leaflet.naturalId}</StyledIdCell>
      <td>{leaflet.additionalInfo?.trim() ? leaflet.additionalInfo : <StyledMuted>{t('leaflet.untitled')}</StyledMuted>}</td>
      <td>
        <StatusBadge status={leaflet.status} />
      </td>
      <StyledNoWrap>{t('leaflet.validRange', { from, to })}</StyledNoWrap>
      <StyledNoWrap>{leaflet.publishDate ? formatDateTime(leaflet.publishDate) : notSet}</StyledNoWrap>
      <td>
        <StyledChips aria-label={t('leaflet.visibilityLabel')}>
          {PLATFORM_KEYS.map((platform) => {
            const visible = leaflet.visibility[platform];
            return (
              <StyledChip key={platform} $visible={visible} data-platform={platform} data-visible={visible}>
                <span aria-hidden="true">{visible ? '✓' : '✕'}</span>
                {formatPlatformName(platform)}
                <VisuallyHidden>: {visible ? t('leaflet.visible') : t('leaflet.hidden')}</VisuallyHidden>
              </StyledChip>
            );
          })}
        </StyledChips>
      </td>
      <td>
        {priorities.length === 0 ? (
          <StyledMuted>{t('leaflet.noPriorities')}</StyledMuted>
        ) : (
          <StyledPriorities aria-label={t('leaflet.prioritiesLabel')}>
            {priorities.map(({ platform, value }) => (
              <li key={platform}>
                {formatPlatformName(platform)}: <strong>{value}</strong>
              </li>
            ))}
          </StyledPriorities>
        )}
      </td>
      <StyledNumber>
        {leaflet.pageCount}
        {runningCut ? <RunningCut job={runningCut} naturalId={leaflet.naturalId} /> : null}
      </StyledNumber>
      <td>
        <StyledRowActions>
          {leafletActions?.(leaflet, { storeId })}
          <LeafletLifecycleActions leafletId={leaflet.id} naturalId={leaflet.naturalId} storeId={storeId} />
        </StyledRowActions>
      </td>
    </tr>
  );
}

const StyledIdCell = styled.th`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
  text-align: left;
  white-space: nowrap;
`;

const StyledNoWrap = styled.td`
  white-space: nowrap;
`;

const StyledNumber = styled.td`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const StyledCut = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;

  progress {
    width: 6rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledRowActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChip = styled.li<{ $visible: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border: 1px ${({ $visible }) => ($visible ? 'solid' : 'dashed')}
    ${({ theme, $visible }) => ($visible ? theme.colors.success : theme.colors.border)};
  border-radius: 999px;
  color: ${({ theme, $visible }) => ($visible ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: ${({ $visible }) => ($visible ? 'none' : 'line-through')};
`;

const StyledPriorities = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;
