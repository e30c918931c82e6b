import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArticlesDataPanel } from '../../features/articlesData/ArticlesDataPanel';
import { UnconfirmedMatchesBadge } from '../../features/articlesData/UnconfirmedMatchesBadge';
import { LeafletCuttingButton } from '../../features/cutting/LeafletCuttingButton';
import { ShopsPanel } from '../../features/dashboard/ShopsPanel';
import { EditLeafletButton, NewLeafletButton } from '../../features/leaflets/LeafletDialogButtons';
import { NotificationsPanel } from '../../features/notifications/NotificationsPanel';
import { PageDetailsLink } from '../../features/pageDetails/PageDetailsLink';
import type { ShopsPanelSlots } from '../../features/dashboard/shopsPanelSlots';
import { PublicationPanel } from '../../features/publication/PublicationPanel';
import { EditShopButton, NewShopButton } from '../../features/shops/ShopButtons';

/**
 * What the other features add to the shops list: "New shop"; per shop the article-data flag, its
 * edit dialog and "New leaflet"; per leaflet its edit dialog, its page details and its page cutting.
 */
const SHOP_SLOTS: ShopsPanelSlots = {
  panelActions: () => <NewShopButton />,
  shopFlags: (store) => <UnconfirmedMatchesBadge unconfirmed={store.hasUnconfirmedArticleData} />,
  shopActions: (store) => (
    <>
      <EditShopButton storeId={store.id} name={store.name} />
      <NewLeafletButton storeId={store.id} storeName={store.name} storeWebId={store.storeWebId} />
    </>
  ),
  leafletActions: (leaflet, { storeId }) => (
    <>
      <EditLeafletButton leafletId={leaflet.id} naturalId={leaflet.naturalId} />
      <PageDetailsLink storeId={storeId} leafletId={leaflet.id} naturalId={leaflet.naturalId} />
      <LeafletCuttingButton leafletId={leaflet.id} naturalId={leaflet.naturalId} storeId={storeId} />
    </>
  ),
};

/**
 * The dashboard (/dashboard), composed here from its features: publishing of promotions, push
 * notifications (sends in progress, planned and recent), article data (when switched on), then shops
 * and their leaflets.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <StyledPage>
      <StyledTitle>{t('title')}</StyledTitle>
      <PublicationPanel />
      <NotificationsPanel />
      <ArticlesDataPanel />
      <ShopsPanel slots={SHOP_SLOTS} />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};
`;
