import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ArticleDataStatus } from '../../__generated__/graphql';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { Tab, TabList, TabPanel, TabsRoot } from '../../shared/ui/Tabs';
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
      <TabsRoot value={tab} onValueChange={(value) => setTab(value as MatchingTab)}>
        <TabList aria-label={t('tabs.label')}>
          {TABS.map((key) => (
            <Tab key={key} value={key} data-testid={`articles-data-tab-${key}`}>
              {key === 'deleted' || !items
                ? t(`tabs.${key}`)
                : t('tabs.count', { label: t(`tabs.${key}`), count: itemsOf(TAB_STATUS[key]).length })}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="toConfirm">{tableOf('toConfirm')}</TabPanel>
        <TabPanel value="unmatched">{tableOf('unmatched')}</TabPanel>
        <TabPanel value="confirmed">{tableOf('confirmed')}</TabPanel>
        <TabPanel value="deleted">{tab === 'deleted' ? <DeletedItems /> : null}</TabPanel>
      </TabsRoot>
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
