import { useApolloClient, useQuery } from '@apollo/client/react';
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ArticleDataStatus } from '../../__generated__/graphql';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { ArticleDataTable, type MatchingTab } from './ArticleDataTable';
import { DeletedItems } from './DeletedItems';
import { ImportSection } from './ImportSection';
import { ArticlesDataQuery } from './operations';
import { refetchArticleData } from './refetchArticleData';
import { useArticlesDataAccess } from './useArticlesDataAccess';
import { useArticlesDataLive } from './useArticlesDataLive';

/** The status of the items each table (but the deleted one) lists. */
const TAB_STATUS: Record<Exclude<MatchingTab, 'deleted'>, ArticleDataStatus> = {
  toConfirm: 'MATCHED',
  unmatched: 'NOT_MATCHED',
  confirmed: 'CONFIRMED',
};

const TABS: readonly MatchingTab[] = ['toConfirm', 'unmatched', 'confirmed', 'deleted'];

/**
 * Article data on the dashboard (spec §3): the import from the external retailer data source and the
 * matching of its items to our leaflets. Shown only while the 'articles-data' switch is on and to
 * users allowed to manage article data.
 */
export function ArticlesDataPanel() {
  const { enabled, canManage } = useArticlesDataAccess();
  if (!enabled || !canManage) return null;
  return <ArticlesDataPanelContent />;
}

function ArticlesDataPanelContent() {
  const { t } = useTranslation('articlesData');
  const client = useApolloClient();
  const headingId = useId();
  const [tab, setTab] = useState<MatchingTab>('toConfirm');
  useArticlesDataLive();
  const { data, error, refetch } = useQuery(ArticlesDataQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const onImportFinished = useCallback(() => refetchArticleData(client), [client]);
  const items = data?.articlesData;
  const itemsOf = (status: ArticleDataStatus) => items?.filter((item) => item.status === status) ?? [];

  const tableOf = (key: Exclude<MatchingTab, 'deleted'>) => {
    if (!items) {
      return error ? (
        <ErrorState
          message={t('list.error')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      ) : (
        <LoadingState label={t('list.loading')} lines={3} />
      );
    }
    return (
      <ArticleDataTable
        tab={key}
        items={itemsOf(TAB_STATUS[key])}
        caption={t(`table.caption.${key}`)}
        emptyMessage={t(`empty.${key}`)}
      />
    );
  };

  return (
    <StyledPanel aria-labelledby={headingId} data-testid="articles-data-panel">
      <div>
        <StyledHeading id={headingId}>{t('heading')}</StyledHeading>
        <StyledIntro>{t('intro')}</StyledIntro>
      </div>
      <ImportSection onFinished={onImportFinished} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as MatchingTab)}>
        <StyledTabList aria-label={t('tabs.label')}>
          {TABS.map((key) => (
            <StyledTab key={key} value={key} data-testid={`articles-data-tab-${key}`}>
              {key === 'deleted' || !items
                ? t(`tabs.${key}`)
                : t('tabs.count', { label: t(`tabs.${key}`), count: itemsOf(TAB_STATUS[key]).length })}
            </StyledTab>
          ))}
        </StyledTabList>
        <Tabs.Content value="toConfirm">{tableOf('toConfirm')}</Tabs.Content>
        <Tabs.Content value="unmatched">{tableOf('unmatched')}</Tabs.Content>
        <Tabs.Content value="confirmed">{tableOf('confirmed')}</Tabs.Content>
        <Tabs.Content value="deleted">{tab === 'deleted' ? <DeletedItems /> : null}</Tabs.Content>
      </Tabs.Root>
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const StyledHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledIntro = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTabList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled(Tabs.Trigger)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;
