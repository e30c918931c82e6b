import type { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ShopsPanel, ShopsPanelQuery } from './ShopsPanel';
import { aStore, renderWithProviders } from './test-utils';
import { matchesShopSearch, patchShops } from './useShopsLive';

type Store = ReturnType<typeof aStore>;

const aldi = aStore({ id: 's-aldi', name: 'Aldi' });
const lidl = aStore({ id: 's-lidl', name: 'Lidl' });
const netto = aStore({ id: 's-netto', name: 'Netto' });

describe('patchShops', () => {
  it('puts a shop the list should show in its place by name', () => {
    expect(patchShops([aldi, netto], lidl, true)?.map((store) => store.name)).toEqual(['Aldi', 'Lidl', 'Netto']);
    expect(patchShops([aldi, lidl], netto, true)?.map((store) => store.name)).toEqual(['Aldi', 'Lidl', 'Netto']);
    expect(patchShops([], lidl, true)).toEqual([lidl]);
  });

  it('replaces a listed shop and moves it when it was renamed', () => {
    const renamed = { ...aldi, name: 'Zabka' };
    expect(patchShops([aldi, lidl], renamed, true)).toEqual([lidl, renamed]);
  });

  it('takes out a shop the list should not show, and leaves the list alone when it was not there', () => {
    expect(patchShops([aldi, lidl], lidl, false)).toEqual([aldi]);
    expect(patchShops([aldi], lidl, false)).toBeNull();
  });

  it('searches names and web ids like the server', () => {
    expect(matchesShopSearch({ name: 'Lidl', storeWebId: 'lidl-pl' }, 'LID')).toBe(true);
    expect(matchesShopSearch({ name: 'Lidl', storeWebId: 'lidl-pl' }, '-pl')).toBe(true);
    expect(matchesShopSearch({ name: 'Lidl', storeWebId: 'lidl-pl' }, 'aldi')).toBe(false);
    expect(matchesShopSearch({ name: 'Lidl', storeWebId: 'lidl-pl' }, '  ')).toBe(true);
  });
});

describe('live dashboard shops list', () => {
  function storesAnswers(...lists: Store[][]) {
    const requests = jest.fn();
    const mocks: MockLink.MockedResponse[] = lists.map((stores) => ({
      request: { query: ShopsPanelQuery, variables: { search: null } },
      result: () => {
        requests();
        return { data: { stores } };
      },
    }));
    return { requests, mocks };
  }

  function push(link: MockSubscriptionLink, seq: number, store: Store, archivedAt: string | null = null, version = 2) {
    act(() => {
      link.simulateResult({
        result: { data: { change: { __typename: 'StoreChange', seq, record: { ...store, version, archivedAt } } } },
      });
    });
  }

  const names = () =>
    within(screen.getByTestId('shops-list'))
      .getAllByRole('button')
      .map((button) => button.textContent);

  beforeEach(() => {
    window.localStorage.clear();
  });

  it('shows a new or restored shop in its place and drops an archived one, without asking the server', async () => {
    const { requests, mocks } = storesAnswers([aldi, netto]);
    const { subscriptions } = renderWithProviders(<ShopsPanel />, { mocks });
    await screen.findByTestId('shop-row-s-aldi');

    push(subscriptions, 1, lidl);
    expect(await screen.findByTestId('shop-row-s-lidl')).toBeInTheDocument();
    expect(names()).toEqual([expect.stringContaining('Aldi'), expect.stringContaining('Lidl'), expect.stringContaining('Netto')]);
    expect(screen.getByText('3 shops')).toBeInTheDocument();

    push(subscriptions, 2, aldi, '2026-11-20T10:00:00.000Z');
    await waitFor(() => expect(screen.queryByTestId('shop-row-s-aldi')).not.toBeInTheDocument());
    expect(screen.getByText('2 shops')).toBeInTheDocument();

    // An older echo of the shop does not bring it back.
    push(subscriptions, 3, aldi, null, 1);
    expect(screen.queryByTestId('shop-row-s-aldi')).not.toBeInTheDocument();
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('updates a shown shop in place from its change', async () => {
    const { mocks } = storesAnswers([aldi, lidl]);
    const { subscriptions } = renderWithProviders(<ShopsPanel />, { mocks });
    await screen.findByTestId('shop-row-s-lidl');

    push(subscriptions, 1, { ...lidl, category: { __typename: 'Category', id: 'c-discount', name: 'Discounters' } });
    expect(await within(screen.getByTestId('shop-row-s-lidl')).findByText('Discounters')).toBeInTheDocument();
  });

  it('loads the list again when changes were missed', async () => {
    const { requests, mocks } = storesAnswers([aldi], [aldi, lidl, netto]);
    const { subscriptions } = renderWithProviders(<ShopsPanel />, { mocks });
    await screen.findByTestId('shop-row-s-aldi');

    push(subscriptions, 1, lidl);
    push(subscriptions, 3, netto);

    await waitFor(() => expect(requests).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('shop-row-s-netto')).toBeInTheDocument();
  });
});
