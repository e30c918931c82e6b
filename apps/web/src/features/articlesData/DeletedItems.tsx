import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { ArticleDataTable } from './ArticleDataTable';
import { ArticlesDataDeletedQuery, ArticlesDataRetailersQuery } from './operations';

/** Deleted items are listed per retailer: a retailer to choose (the first one at start), then its items. */
export function DeletedItems() {
  const { t } = useTranslation('articlesData');
  const selectId = useId();
  const retailers = useQuery(ArticlesDataRetailersQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = retailers.data?.articlesDataRetailers;
  const retailer = chosen !== null && list?.includes(chosen) ? chosen : (list?.[0] ?? null);
  const deleted = useQuery(
    ArticlesDataDeletedQuery,
    retailer !== null ? { variables: { retailer }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } : skipToken,
  );

  if (!list) {
    return retailers.error ? (
      <ErrorState
        message={t('list.retailersError')}
        onRetry={() => {
          retailers.refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState label={t('list.loading')} lines={2} />
    );
  }
  if (list.length === 0 || retailer === null) return <EmptyState message={t('empty.noRetailers')} />;

  const items = deleted.data?.articlesDataDeleted.filter((item) => item.status === 'DELETED');
  let body;
  if (!items) {
    body = deleted.error ? (
      <ErrorState
        message={t('list.error')}
        onRetry={() => {
          deleted.refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState label={t('list.loading')} lines={2} />
    );
  } else {
    body = (
      <ArticleDataTable
        tab="deleted"
        items={items}
        caption={t('table.caption.deleted', { retailer })}
        emptyMessage={t('empty.deleted')}
      />
    );
  }

  return (
    <>
      <StyledFilter>
        <label htmlFor={selectId}>{t('list.retailerLabel')}</label>
        <StyledSelect
          id={selectId}
          value={retailer}
          onChange={(event) => setChosen(event.target.value)}
          data-testid="articles-data-retailer"
        >
          {list.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </StyledSelect>
      </StyledFilter>
      {body}
    </>
  );
}

const StyledFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSelect = styled.select`
  min-width: 12rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;
`;
