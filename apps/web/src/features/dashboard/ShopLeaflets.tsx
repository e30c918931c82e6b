import { ACTIVE_GROUP, INACTIVE_GROUP } from '@flyerdesk/domain/leafletStatus';
import { useQuery } from '@apollo/client/react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import type { LeafletStatus } from '../../__generated__/graphql';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { ArchivedLeaflets } from './ArchivedLeaflets';
import { LeafletRow } from './LeafletRow';
import { RemoveLinksButton } from './RemoveLinksDialog';
import { StyledLeafletTable as StyledTable, StyledTableScroll as StyledScroll } from './dashboardStyles';
import { useRunningCuts } from './useRunningCuts';
import { useStoreLeafletsLive } from './useStoreLeafletsLive';

export const ShopLeafletsQuery = graphql(`
  query ShopLeaflets($storeId: ID!) {
    store(id: $storeId) {
      id
      leafletsSummary {
        ...LeafletsSummary_summary
      }
      leaflets(type: ALL) {
        id
        ...LeafletRow_leaflet
      }
    }
  }
`);

export type StatusFilter = 'all' | 'active' | 'inactive' | 'archived';
const FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive', 'archived'];

function inFilter(status: LeafletStatus, filter: StatusFilter): boolean {
  if (filter === 'active') return (ACTIVE_GROUP as readonly string[]).includes(status);
  if (filter === 'inactive') return (INACTIVE_GROUP as readonly string[]).includes(status);
  return true;
}

/** The leaflets of one opened shop, kept up to date live while shown. */
export function ShopLeaflets({ storeId, shopName }: { storeId: string; shopName: string }) {
  const { t } = useTranslation('dashboard');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const filterName = useId();
  const { data, error, loading, refetch } = useQuery(ShopLeafletsQuery, {
    variables: { storeId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const runningCuts = useRunningCuts(storeId);
  useStoreLeafletsLive(storeId);

  const leaflets = data?.store?.leaflets;
  const shown = useMemo(() => (leaflets ?? []).filter((l) => inFilter(l.status, filter)), [leaflets, filter]);

  if (!leaflets && filter !== 'archived') {
    if (error) {
      return (
        <ErrorState
          message={t('leaflets.error')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      );
    }
    if (loading) return <LoadingState label={t('leaflets.loading')} lines={2} />;
  }
  return (
    <StyledLeaflets>
      <StyledToolbar>
        <StyledToolbarStart>
          <StyledFilter>
            <legend>{t('filter.legend')}</legend>
            {FILTERS.map((value) => (
              <StyledFilterOption key={value}>
                <input
                  type="radio"
                  name={filterName}
                  value={value}
                  checked={filter === value}
                  onChange={() => setFilter(value)}
                />
                <span>{t(`filter.${value}`)}</span>
              </StyledFilterOption>
            ))}
          </StyledFilter>
          {filter !== 'archived' && leaflets && leaflets.some((leaflet) => leaflet.status !== 'DELETED') ? (
            <RemoveLinksButton storeId={storeId} shopName={shopName} leaflets={leaflets} />
          ) : null}
        </StyledToolbarStart>
        {filter === 'archived' ? null : (
          <StyledShownCount role="status">{t('leaflets.shown', { count: shown.length })}</StyledShownCount>
        )}
      </StyledToolbar>
      {error && (
        <ErrorState
          message={t('leaflets.error')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      )}
      {filter === 'archived' ? (
        <ArchivedLeaflets storeId={storeId} shopName={shopName} />
      ) : !leaflets || leaflets.length === 0 ? (
        <EmptyState message={t('leaflets.empty')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('leaflets.emptyInGroup')} />
      ) : (
        <StyledScroll>
          <StyledTable data-testid={`leaflets-table-${storeId}`}>
            <caption>
              <VisuallyHidden>{t('leaflets.caption', { name: shopName })}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.naturalId')}</th>
                <th scope="col">{t('columns.title')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.validity')}</th>
                <th scope="col">{t('columns.publishDate')}</th>
                <th scope="col">{t('columns.visibility')}</th>
                <th scope="col">{t('columns.priorities')}</th>
                <StyledNumberHeader scope="col">{t('columns.pageCount')}</StyledNumberHeader>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((leaflet) => (
                <LeafletRow key={leaflet.id} leaflet={leaflet} storeId={storeId} runningCut={runningCuts.get(leaflet.id)} />
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
      )}
    </StyledLeaflets>
  );
}

const StyledLeaflets = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledToolbarStart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledFilter = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  align-items: center;
  gap: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    float: left;
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledFilterOption = styled.label`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  &:first-of-type span {
    border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
  }

  &:last-of-type span {
    border-radius: ${({ theme }) => `0 ${theme.radius} ${theme.radius} 0`};
  }

  & + & span {
    border-left: 0;
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledShownCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNumberHeader = styled.th`
  && {
    text-align: right;
  }
`;
