import * as Accordion from '@radix-ui/react-accordion';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import type { ShopRow_StoreFragment } from '../../__generated__/graphql';
import { LeafletsSummary } from './LeafletsSummary';
import { ShopLeaflets } from './ShopLeaflets';
import { StyledChevron, focusRingStyles } from './dashboardStyles';
import { useShopsPanelSlots } from './shopsPanelSlots';

export const ShopRow_store = graphql(`
  fragment ShopRow_store on Store {
    id
    name
    storeWebId
    logoUrl
    category {
      id
      name
    }
    leafletsSummary {
      ...LeafletsSummary_summary
    }
    hasUnconfirmedArticleData
  }
`);

/**
 * One shop of the dashboard list: logo, name, category and leaflet counts; unfolding it shows the
 * shop's leaflets. Must be rendered inside an Accordion.Root (keyboard: Enter/Space toggle, arrows move).
 */
export function ShopRow({ store }: { store: ShopRow_StoreFragment }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const nameId = `${id}-name`;
  const categoryId = `${id}-category`;
  const { shopFlags, shopActions } = useShopsPanelSlots();

  return (
    <StyledItem value={store.id} data-testid={`shop-row-${store.id}`}>
      <StyledRowHeader>
        <StyledHeading>
          <StyledTrigger data-testid={`shop-toggle-${store.id}`} aria-labelledby={nameId} aria-describedby={categoryId}>
            <StyledChevron aria-hidden="true">▸</StyledChevron>
            {store.logoUrl ? (
              <StyledLogo src={store.logoUrl} alt="" width={32} height={32} loading="lazy" />
            ) : (
              <StyledLogoPlaceholder aria-hidden="true">{store.name.slice(0, 1).toUpperCase()}</StyledLogoPlaceholder>
            )}
            <StyledName id={nameId}>{store.name}</StyledName>
            <StyledCategory id={categoryId}>{store.category?.name ?? t('shops.noCategory')}</StyledCategory>
          </StyledTrigger>
        </StyledHeading>
        {shopFlags?.(store)}
        <LeafletsSummary summary={store.leafletsSummary} shopName={store.name} />
        {shopActions?.(store)}
      </StyledRowHeader>
      <Accordion.Content>
        <ShopLeaflets storeId={store.id} shopName={store.name} />
      </Accordion.Content>
    </StyledItem>
  );
}

const StyledItem = styled(Accordion.Item)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const StyledRowHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

const StyledHeading = styled(Accordion.Header)`
  flex: 1 1 16rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 600;
`;

const StyledTrigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  ${focusRingStyles}
`;

const StyledLogo = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLogoPlaceholder = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledName = styled.span`
  overflow-wrap: anywhere;
`;

const StyledCategory = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 400;
`;
