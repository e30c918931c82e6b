import { useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { StyledLeafletTable, StyledTableScroll } from './dashboardStyles';
import { ArchivedLeafletsQuery } from './leafletLifecycle';
import { RestoreLeafletButton } from './LeafletLifecycleActions';

/** The shop's archived (deleted) leaflets, most recently deleted first, each with Restore. */
export function ArchivedLeaflets({ storeId, shopName }: { storeId: string; shopName: string }) {
  const { t } = useTranslation('dashboard');
  const { data, error, loading, refetch } = useQuery(ArchivedLeafletsQuery, {
    variables: { storeId },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.archivedLeaflets;
  if (!page) {
    if (error) {
      return (
        <ErrorState
          message={t('archived.error')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      );
    }
    if (loading) return <LoadingState label={t('archived.loading')} lines={2} />;
  }
  const items = page?.items ?? [];
  if (items.length === 0) return <EmptyState message={t('archived.empty')} />;
  const notSet = t('leaflet.notSet');
  return (
    <StyledTableScroll>
      <StyledLeafletTable data-testid={`archived-leaflets-${storeId}`}>
        <caption>
          <VisuallyHidden>{t('archived.caption', { name: shopName })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.naturalId')}</th>
            <th scope="col">{t('columns.title')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.validity')}</th>
            <th scope="col">{t('columns.deleted')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((leaflet) => {
            const to = leaflet.untilEndOfSupply ? t('leaflet.untilEndOfSupply') : leaflet.validTo ? formatDate(leaflet.validTo) : notSet;
            return (
              <tr key={leaflet.id} data-testid={`archived-leaflet-row-${leaflet.id}`}>
                <StyledId scope="row">{leaflet.naturalId}</StyledId>
                <td>{leaflet.additionalInfo?.trim() ? leaflet.additionalInfo : t('leaflet.untitled')}</td>
                <td>
                  <StatusBadge status={leaflet.status} />
                </td>
                <td>{t('leaflet.validRange', { from: leaflet.validFrom ? formatDate(leaflet.validFrom) : notSet, to })}</td>
                <td>
                  {leaflet.updatedBy
                    ? t('archived.deletedBy', { at: formatDateTime(leaflet.updatedAt), who: leaflet.updatedBy })
                    : formatDateTime(leaflet.updatedAt)}
                </td>
                <td>
                  <RestoreLeafletButton leafletId={leaflet.id} naturalId={leaflet.naturalId} storeId={storeId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledLeafletTable>
      {page && page.total > items.length ? <StyledMore>{t('archived.more', { shown: items.length, total: page.total })}</StyledMore> : null}
    </StyledTableScroll>
  );
}

const StyledId = styled.th`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
  text-align: left;
  white-space: nowrap;
`;

const StyledMore = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
