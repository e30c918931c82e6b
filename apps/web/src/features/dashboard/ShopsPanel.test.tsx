import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, ShopsPanel, ShopsPanelQuery } from './ShopsPanel';
import { ShopLeafletsQuery } from './ShopLeaflets';
import { OPENED_STORES_KEY, STORES_OPEN_KEY } from './dashboardStorage';
import { aLeaflet, aStore, renderWithProviders } from './test-utils';

const lidl = aStore({
  id: 's-lidl',
  name: 'Lidl',
  logoUrl: 'https://cdn.example.com/lidl.png',
  leafletsSummary: {
    __typename: 'LeafletsSummary',
    total: 3,
    active: 1,
    inactive: 0,
    readyForActivation: 2,
    readyForDeactivation: 0,
  },
});
const biedronka = aStore({
  id: 's-biedronka',
  name: 'Biedronka',
  category: { __typename: 'Category', id: 'c-discount', name: 'Discounters' },
  leafletsSummary: {
    __typename: 'LeafletsSummary',
    total: 5,
    active: 2,
    inactive: 1,
    readyForActivation: 1,
    readyForDeactivation: 1,
  },
});

function storesMock(search: string | null, stores: ReturnType<typeof aStore>[]): MockLink.MockedResponse {
  return { request: { query: ShopsPanelQuery, variables: { search } }, result: { data: { stores } } };
}

function leafletsMock(
  store: ReturnType<typeof aStore>,
  leaflets: ReturnType<typeof aLeaflet>[],
): MockLink.MockedResponse {
  return {
    request: { query: ShopLeafletsQuery, variables: { storeId: store.id } },
    result: {
      data: { store: { __typename: 'Store', id: store.id, leafletsSummary: store.leafletsSummary, leaflets } },
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('dashboard shops list', () => {
  it('lists every shop with its category and leaflet counts', async () => {
    renderWithProviders(<ShopsPanel />, { mocks: [storesMock(null, [lidl, biedronka])] });

    expect(screen.getByRole('status', { name: 'Loading shops' })).toBeInTheDocument();
    const list = await screen.findByTestId('shops-list');

    const lidlRow = within(list).getByTestId('shop-row-s-lidl');
    expect(within(lidlRow).getByRole('button', { name: 'Lidl' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(lidlRow).getByText('Supermarkets')).toBeInTheDocument();
    const lidlCounts = within(lidlRow).getByRole('list', { name: 'Leaflets of Lidl' });
    expect(within(lidlCounts).getByText('3 leaflets')).toBeInTheDocument();
    expect(within(lidlCounts).getByText('Active: 1')).toBeInTheDocument();
    expect(within(lidlCounts).getByText('Ready for activation: 2')).toBeInTheDocument();

    const biedronkaRow = within(list).getByTestId('shop-row-s-biedronka');
    expect(within(biedronkaRow).getByText('Discounters')).toBeInTheDocument();
    expect(within(biedronkaRow).getByText('Ready for deactivation: 1')).toBeInTheDocument();
    expect(screen.getByText('2 shops')).toBeInTheDocument();
  });

  it('counts leaflets with Polish plural forms', async () => {
    const one = aStore({ id: 's1', name: 'Jeden', leafletsSummary: { ...lidl.leafletsSummary, total: 1 } });
    const few = aStore({ id: 's3', name: 'Trzy', leafletsSummary: { ...lidl.leafletsSummary, total: 3 } });
    const many = aStore({ id: 's5', name: 'Pięć', leafletsSummary: { ...lidl.leafletsSummary, total: 5 } });
    const teen = aStore({ id: 's12', name: 'Dwanaście', leafletsSummary: { ...lidl.leafletsSummary, total: 12 } });
    renderWithProviders(<ShopsPanel />, { mocks: [storesMock(null, [one, few, many, teen])], language: 'pl' });

    expect(within(await screen.findByTestId('shop-row-s1')).getByText('1 gazetka')).toBeInTheDocument();
    expect(within(screen.getByTestId('shop-row-s3')).getByText('3 gazetki')).toBeInTheDocument();
    expect(within(screen.getByTestId('shop-row-s5')).getByText('5 gazetek')).toBeInTheDocument();
    expect(within(screen.getByTestId('shop-row-s12')).getByText('12 gazetek')).toBeInTheDocument();
    expect(screen.getByText('4 sklepy')).toBeInTheDocument();
  });

  it('searches shops by name once typing settles', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl, biedronka]), storesMock('bied', [biedronka]), storesMock('zabka', [])],
    });
    await screen.findByTestId('shop-row-s-lidl');

    await user.type(screen.getByRole('searchbox', { name: 'Search shops by name' }), 'bied');
    // The list stays in place until the search settles.
    expect(screen.getByTestId('shop-row-s-lidl')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });

    expect(await screen.findByText('1 shop')).toBeInTheDocument();
    expect(screen.queryByTestId('shop-row-s-lidl')).not.toBeInTheDocument();
    expect(screen.getByTestId('shop-row-s-biedronka')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search shops by name' });
    await user.clear(search);
    await user.type(search, 'zabka');
    act(() => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(await screen.findByText('No shops match “zabka”')).toBeInTheDocument();
  });

  it('says there are no shops when the user may see none', async () => {
    renderWithProviders(<ShopsPanel />, { mocks: [storesMock(null, [])] });
    expect(await screen.findByText('No shops')).toBeInTheDocument();
  });

  it('shows a load failure and loads again on retry', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShopsPanel />, {
      mocks: [
        { request: { query: ShopsPanelQuery, variables: { search: null } }, error: new Error('Network down') },
        storesMock(null, [lidl]),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the shops.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('shop-row-s-lidl')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('folds the whole shops section and remembers it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShopsPanel />, { mocks: [storesMock(null, [lidl])] });
    await screen.findByTestId('shop-row-s-lidl');

    const toggle = screen.getByRole('button', { name: 'Shops and leaflets' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('shop-row-s-lidl')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORES_OPEN_KEY)).toBe('0');
  });

  it('starts folded when the section was folded before, without loading shops', () => {
    window.localStorage.setItem(STORES_OPEN_KEY, '0');
    renderWithProviders(<ShopsPanel />, { mocks: [] });

    expect(screen.getByRole('button', { name: 'Shops and leaflets' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('status', { name: 'Loading shops' })).not.toBeInTheDocument();
  });
});

describe('dashboard opened shop', () => {
  const publishDate = new Date(2026, 10, 23, 8, 30).toISOString();
  const weekly = aLeaflet({
    id: 'l-1',
    naturalId: 'lidl-23-11-26-29-11-26-abcde',
    additionalInfo: 'Weekly offers',
    status: 'ACTIVE',
    validFrom: '2026-11-23',
    validTo: '2026-11-29',
    publishDate,
    pageCount: 24,
    priorities: { __typename: 'LeafletPriorities', android: 2, ios: null, web: null, wp: 1, android2: null },
    visibility: { __typename: 'LeafletVisibility', android: true, android2: false, ios: true, web: false, wp: true },
  });
  const christmas = aLeaflet({
    id: 'l-2',
    naturalId: 'lidl-christmas',
    additionalInfo: 'Christmas',
    status: 'READY_FOR_ACTIVATION',
    validFrom: '2026-12-01',
    validTo: null,
    untilEndOfSupply: true,
  });

  it('shows the leaflets of an opened shop and remembers it is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl]), leafletsMock(lidl, [weekly, christmas])],
    });

    const toggle = await screen.findByRole('button', { name: 'Lidl' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(window.localStorage.getItem(OPENED_STORES_KEY) ?? '[]')).toEqual(['s-lidl']);

    const table = await screen.findByRole('table', { name: 'Leaflets of Lidl' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Title',
      'Status',
      'Valid',
      'Publication',
      'Visibility',
      'Priorities',
      'Pages',
      'Actions',
    ]);

    const weeklyRow = within(table).getByRole('row', { name: /lidl-23-11-26-29-11-26-abcde/ });
    expect(within(weeklyRow).getByRole('rowheader')).toHaveTextContent('lidl-23-11-26-29-11-26-abcde');
    expect(weeklyRow).toHaveTextContent('Weekly offers');
    expect(weeklyRow).toHaveTextContent('Active');
    expect(weeklyRow).toHaveTextContent('23.11.2026 – 29.11.2026');
    expect(weeklyRow).toHaveTextContent('23.11.2026 08:30');
    const visibility = within(weeklyRow).getByRole('list', { name: 'Visibility on platforms' });
    expect(within(visibility).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '✓Android: visible',
      '✓IOS: visible',
      '✕Web: hidden',
      '✓WP: visible',
      '✕Android2: hidden',
    ]);
    const priorities = within(weeklyRow).getByRole('list', { name: 'Priorities per platform' });
    expect(within(priorities).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Android: 2',
      'WP: 1',
    ]);
    expect(weeklyRow).toHaveTextContent('24');

    const christmasRow = within(table).getByRole('row', { name: /lidl-christmas/ });
    expect(christmasRow).toHaveTextContent('Ready for activation');
    expect(christmasRow).toHaveTextContent('01.12.2026 – until end of supply');
    expect(christmasRow).toHaveTextContent('none');
  });

  it('reopens the shops opened before, in Polish', async () => {
    window.localStorage.setItem(OPENED_STORES_KEY, JSON.stringify(['s-lidl']));
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl, biedronka]), leafletsMock(lidl, [weekly, christmas])],
      language: 'pl',
    });

    const table = await screen.findByRole('table', { name: 'Gazetki sklepu Lidl' });
    expect(screen.getByRole('button', { name: 'Lidl' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Biedronka' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).getByRole('row', { name: /lidl-christmas/ })).toHaveTextContent(
      'Gotowa do aktywacji',
    );
    expect(within(table).getByRole('row', { name: /lidl-christmas/ })).toHaveTextContent('do wyczerpania zapasów');
    expect(screen.getByText('Wyświetlono 2 gazetki')).toBeInTheDocument();
  });

  it('filters the leaflets by status group', async () => {
    const user = userEvent.setup();
    const ending = aLeaflet({ id: 'l-3', naturalId: 'lidl-ending', status: 'READY_FOR_DISACTIVATION' });
    const paused = aLeaflet({ id: 'l-4', naturalId: 'lidl-paused', status: 'INACTIVE' });
    window.localStorage.setItem(OPENED_STORES_KEY, JSON.stringify(['s-lidl']));
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl]), leafletsMock(lidl, [weekly, christmas, ending, paused])],
    });
    const table = await screen.findByRole('table', { name: 'Leaflets of Lidl' });
    const shownIds = () =>
      within(table)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(shownIds()).toHaveLength(4);

    await user.click(screen.getByRole('radio', { name: 'Active' }));
    expect(shownIds()).toEqual(['lidl-23-11-26-29-11-26-abcde', 'lidl-ending']);
    expect(screen.getByText('2 leaflets shown')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(shownIds()).toEqual(['lidl-christmas', 'lidl-paused']);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(shownIds()).toHaveLength(4);
  });

  it('says when a shop has no leaflets, or none in the chosen group', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(OPENED_STORES_KEY, JSON.stringify(['s-lidl', 's-biedronka']));
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl, biedronka]), leafletsMock(lidl, []), leafletsMock(biedronka, [christmas])],
    });

    const lidlRow = await screen.findByTestId('shop-row-s-lidl');
    expect(await within(lidlRow).findByText('No leaflets')).toBeInTheDocument();
    const biedronkaRow = screen.getByTestId('shop-row-s-biedronka');
    await within(biedronkaRow).findByRole('table');
    await user.click(within(biedronkaRow).getByRole('radio', { name: 'Active' }));
    expect(within(biedronkaRow).getByText('No leaflets in this group')).toBeInTheDocument();
    expect(within(biedronkaRow).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a leaflets load failure and loads them again on retry', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(OPENED_STORES_KEY, JSON.stringify(['s-lidl']));
    renderWithProviders(<ShopsPanel />, {
      mocks: [
        storesMock(null, [lidl]),
        { request: { query: ShopLeafletsQuery, variables: { storeId: 's-lidl' } }, error: new Error('Timeout') },
        leafletsMock(lidl, [weekly]),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the leaflets.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Leaflets of Lidl' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens and closes shops from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl, biedronka]), leafletsMock(biedronka, [christmas])],
    });
    const lidlToggle = await screen.findByRole('button', { name: 'Lidl' });
    const biedronkaToggle = screen.getByRole('button', { name: 'Biedronka' });

    lidlToggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(biedronkaToggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(biedronkaToggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('table', { name: 'Leaflets of Biedronka' })).toBeInTheDocument();

    await user.keyboard(' ');
    expect(biedronkaToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Leaflets of Biedronka' })).not.toBeInTheDocument();
  });

  it('stops remembering shops that are gone', async () => {
    window.localStorage.setItem(OPENED_STORES_KEY, JSON.stringify(['s-closed-down', 's-lidl']));
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl]), leafletsMock(lidl, [weekly])],
    });

    await screen.findByRole('table', { name: 'Leaflets of Lidl' });
    expect(JSON.parse(window.localStorage.getItem(OPENED_STORES_KEY) ?? 'null')).toEqual(['s-lidl']);
  });

  it('forgets a shop once it is closed', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(OPENED_STORES_KEY, JSON.stringify(['s-lidl']));
    renderWithProviders(<ShopsPanel />, {
      mocks: [storesMock(null, [lidl]), leafletsMock(lidl, [weekly])],
    });
    await screen.findByRole('table', { name: 'Leaflets of Lidl' });

    await user.click(screen.getByRole('button', { name: 'Lidl' }));

    expect(screen.queryByRole('table', { name: 'Leaflets of Lidl' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(OPENED_STORES_KEY) ?? 'null')).toEqual([]);
  });
});
