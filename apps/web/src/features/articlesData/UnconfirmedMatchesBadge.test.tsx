import { screen, within } from '@testing-library/react';
import { ShopsPanel, ShopsPanelQuery } from '../dashboard/ShopsPanel';
import { aStore } from '../dashboard/test-utils';
import { renderFeature, type Mock } from '../../test/renderFeature';

const lidl = aStore({ id: 's-lidl', name: 'Lidl', hasUnconfirmedArticleData: true });
const aldi = aStore({ id: 's-aldi', name: 'Aldi', hasUnconfirmedArticleData: false });

const storesMock: Mock = {
  request: { query: ShopsPanelQuery, variables: { search: null } },
  result: { data: { stores: [lidl, aldi] } },
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('unconfirmed matches badge of a shop', () => {
  it('flags the shops whose article data waits for confirmation', async () => {
    renderFeature(<ShopsPanel />, { roles: ['EDITOR'], mocks: [storesMock] });

    const lidlRow = await screen.findByTestId('shop-row-s-lidl');
    expect(within(lidlRow).getByText('Unconfirmed matches')).toBeInTheDocument();
    expect(within(screen.getByTestId('shop-row-s-aldi')).queryByText('Unconfirmed matches')).not.toBeInTheDocument();
  });

  it('is not shown while the articles-data switch is off', async () => {
    renderFeature(<ShopsPanel />, {
      roles: ['EDITOR'],
      flags: { articlesData: false, leafletScrapper: false },
      mocks: [storesMock],
    });

    await screen.findByTestId('shop-row-s-lidl');
    expect(screen.queryByText('Unconfirmed matches')).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    renderFeature(<ShopsPanel />, { roles: ['ADMIN'], language: 'pl', mocks: [storesMock] });

    expect(await screen.findByText('Niepotwierdzone dopasowania')).toBeInTheDocument();
  });
});
