import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArticlesDataPanel } from '../../features/articlesData/ArticlesDataPanel';
import { UnconfirmedMatchesBadge } from '../../features/articlesData/UnconfirmedMatchesBadge';
import { LeafletCuttingButton } from '../../features/cutting/LeafletCuttingButton';
import { ShopsPanel } from '../../features/dashboard/ShopsPanel';
import type { ShopsPanelSlots } from '../../features/dashboard/shopsPanelSlots';
import { PublicationPanel } from '../../features/publication/PublicationPanel';

/** What the other features add to the shops list: the article-data flag per shop, page cutting per leaflet. */
const SHOP_SLOTS: ShopsPanelSlots = {
  shopFlags: (store) => <UnconfirmedMatchesBadge unconfirmed={store.hasUnconfirmedArticleData} />,
  leafletActions: (leaflet) => <LeafletCuttingButton leafletId={leaflet.id} naturalId={leaflet.naturalId} />,
};

/**
 * The dashboard (/dashboard), composed here from its features: publishing of promotions, article
 * data (when switched on), then shops and their leaflets.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <StyledPage>
      <StyledTitle>{t('title')}</StyledTitle>
      <PublicationPanel />
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
