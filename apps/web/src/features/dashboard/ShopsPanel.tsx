import { skipToken, useQuery } from '@apollo/client/react';
import * as Accordion from '@radix-ui/react-accordion';
import * as Collapsible from '@radix-ui/react-collapsible';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { ShopRow } from './ShopRow';
import { ShopsPanelSlotsContext, type ShopsPanelSlots } from './shopsPanelSlots';
import { useOpenedStores, useStoresOpen } from './dashboardStorage';
import { StyledChevron, focusRingStyles } from './dashboardStyles';
import { useDebouncedValue } from './useDebouncedValue';
import { useShopsLive } from './useShopsLive';

export const ShopsPanelQuery = graphql(`
  query ShopsPanel($search: String) {
    stores(search: $search) {
      id
      ...ShopRow_store
    }
  }
`);

/** Typing settles for this long before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const NO_SLOTS: ShopsPanelSlots = {};

/**
 * The dashboard's shops and leaflets: every shop the user may see, searchable, each unfoldable, kept
 * live (a new or restored shop appears, an archived one leaves, for everybody at once). `slots` adds
 * pieces owned by other parts of the app to the list's toolbar and to the shop and leaflet rows.
 */
export function ShopsPanel({ slots = NO_SLOTS }: { slots?: ShopsPanelSlots }) {
  const { t } = useTranslation('dashboard');
  const [panelOpen, setPanelOpen] = useStoresOpen();
  const [openedStores, setOpenedStores] = useOpenedStores();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchId = useId();
  const headingId = useId();

  const variables = useMemo(() => ({ search: term === '' ? null : term }), [term]);
  const { data, previousData, loading, error, refetch } = useQuery(
    ShopsPanelQuery,
    panelOpen
      ? {
          variables,
          // Shown at once from the cache when coming back, then brought up to date.
          fetchPolicy: 'cache-and-network',
          nextFetchPolicy: 'cache-first',
        }
      : skipToken,
  );
  const stores = (data ?? previousData)?.stores;

  // Shops that no longer exist (or are no longer assigned to the user) are not kept as opened.
  const allStores = term === '' ? data?.stores : undefined;
  useEffect(() => {
    if (!allStores) return;
    const known = new Set(allStores.map((store) => store.id));
    if (openedStores.some((id) => !known.has(id))) setOpenedStores(openedStores.filter((id) => known.has(id)));
  }, [allStores, openedStores, setOpenedStores]);
  const retry = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  useShopsLive({ query: ShopsPanelQuery, variables, skip: !panelOpen, refetch: retry });

  let body;
  if (!stores) {
    body = error ? (
      <ErrorState message={t('shops.error')} onRetry={retry} />
    ) : (
      <LoadingState label={t('shops.loading')} />
    );
  } else if (stores.length === 0) {
    body = <EmptyState message={term ? t('shops.noMatch', { search: term }) : t('shops.empty')} />;
  } else {
    body = (
      <>
        {error && <ErrorState message={t('shops.error')} onRetry={retry} />}
        <StyledShops
          type="multiple"
          value={openedStores}
          onValueChange={setOpenedStores}
          aria-label={t('shops.listLabel')}
          aria-busy={loading}
          data-testid="shops-list"
        >
          {stores.map((store) => (
            <ShopRow key={store.id} store={store} />
          ))}
        </StyledShops>
      </>
    );
  }

  return (
    <ShopsPanelSlotsContext.Provider value={slots}>
      <StyledPanel aria-labelledby={headingId} data-testid="shops-panel">
        <Collapsible.Root open={panelOpen} onOpenChange={setPanelOpen}>
          <StyledPanelHeading id={headingId}>
            <StyledPanelTrigger data-testid="shops-panel-toggle">
              <StyledChevron aria-hidden="true">▸</StyledChevron>
              {t('shops.heading')}
            </StyledPanelTrigger>
          </StyledPanelHeading>
          <Collapsible.Content>
            <StyledToolbar>
              <VisuallyHidden asChild>
                <label htmlFor={searchId}>{t('shops.searchLabel')}</label>
              </VisuallyHidden>
              <StyledSearch
                id={searchId}
                type="search"
                value={search}
                placeholder={t('shops.searchPlaceholder')}
                autoComplete="off"
                onChange={(e) => setSearch(e.target.value)}
              />
              {stores && <StyledCount role="status">{t('shops.count', { count: stores.length })}</StyledCount>}
              {slots.panelActions ? <StyledPanelActions>{slots.panelActions()}</StyledPanelActions> : null}
            </StyledToolbar>
            {body}
          </Collapsible.Content>
        </Collapsible.Root>
      </StyledPanel>
    </ShopsPanelSlotsContext.Provider>
  );
}

const StyledPanel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const StyledPanelHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledPanelTrigger = styled(Collapsible.Trigger)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  ${focusRingStyles}
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(3)}`};
`;

const StyledSearch = styled.input`
  flex: 0 1 22rem;
  min-width: 12rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: auto;
`;

const StyledShops = styled(Accordion.Root)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
