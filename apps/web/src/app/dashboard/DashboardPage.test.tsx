import type { Role } from '@flyerdesk/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticlesDataImportQuery, ArticlesDataQuery } from '../../features/articlesData/operations';
import { ShopLeafletsQuery } from '../../features/dashboard/ShopLeaflets';
import { ShopsPanelQuery } from '../../features/dashboard/ShopsPanel';
import { aLeaflet, aStore, NO_RUNNING_CUTS } from '../../features/dashboard/test-utils';
import { aPendingLeaflet, FEED_MOCKS, pendingMock, publishMock } from '../../features/publication/test-utils';
import { aNotification, blockAnswer } from '../../features/notifications/test-utils';
import { CreateStoreMutation } from '../../features/shops/operations';
import { aShop, dialogMocks, DISCOUNTERS, EWA, recordAnswers } from '../../features/shops/test-utils';
import { answers, renderResourceScreen } from '../../shared/resource/test-utils';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import DashboardPage from './DashboardPage';

type Store = ReturnType<typeof aStore>;

function shopsMock(stores: Store[], requests: jest.Mock = jest.fn()): Mock {
  return {
    request: { query: ShopsPanelQuery, variables: { search: null } },
    result: () => {
      requests();
      return { data: { stores } };
    },
  };
}

function leafletsMock(store: Store, leaflets: ReturnType<typeof aLeaflet>[]): Mock {
  return {
    request: { query: ShopLeafletsQuery, variables: { storeId: store.id } },
    result: { data: { store: { __typename: 'Store', id: store.id, leafletsSummary: store.leafletsSummary, leaflets } } },
  };
}

const ARTICLES_DATA_MOCKS: Mock[] = [
  { request: { query: ArticlesDataImportQuery }, result: { data: { articlesDataImport: null } } },
  { request: { query: ArticlesDataQuery }, result: { data: { articlesData: [] } } },
];

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  clearToasts();
});

describe('dashboard page', () => {
  it("shows the article-data flag in a shop's row and page cutting in its leaflets' rows", async () => {
    const user = userEvent.setup();
    const lidl = aStore({ id: 's-lidl', name: 'Lidl', hasUnconfirmedArticleData: true });
    const aldi = aStore({ id: 's-aldi', name: 'Aldi', hasUnconfirmedArticleData: false });
    const weekly = aLeaflet({ id: 'l-weekly', naturalId: 'lidl-weekly' });
    renderFeature(<DashboardPage />, {
      roles: ['EDITOR'],
      flags: { articlesData: true, leafletScrapper: false },
      mocks: [pendingMock([], []), ...FEED_MOCKS, ...ARTICLES_DATA_MOCKS, shopsMock([lidl, aldi]), leafletsMock(lidl, [weekly]), NO_RUNNING_CUTS, blockAnswer().mock],
    });

    const lidlRow = await screen.findByTestId('shop-row-s-lidl');
    expect(within(lidlRow).getByTestId('unconfirmed-matches-badge')).toHaveTextContent('Unconfirmed matches');
    expect(within(screen.getByTestId('shop-row-s-aldi')).queryByTestId('unconfirmed-matches-badge')).not.toBeInTheDocument();

    await user.click(within(lidlRow).getByRole('button', { name: 'Lidl' }));
    const row = await screen.findByTestId('leaflet-row-l-weekly');
    expect(within(row).getByTestId('cut-pages-l-weekly')).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('offers a new leaflet per shop and, per leaflet, its edit dialog and page details', async () => {
    const user = userEvent.setup();
    const lidl = aStore({ id: 's-lidl', name: 'Lidl' });
    const weekly = aLeaflet({ id: 'l-weekly', naturalId: 'lidl-weekly' });
    renderFeature(<DashboardPage />, {
      roles: ['EDITOR'],
      flags: { articlesData: false, leafletScrapper: false },
      mocks: [pendingMock([], []), ...FEED_MOCKS, shopsMock([lidl]), leafletsMock(lidl, [weekly]), NO_RUNNING_CUTS, blockAnswer().mock],
    });

    const lidlRow = await screen.findByTestId('shop-row-s-lidl');
    expect(within(lidlRow).getByTestId('new-leaflet-s-lidl')).toHaveAccessibleName('New leaflet of Lidl');
    await user.click(within(lidlRow).getByRole('button', { name: 'Lidl' }));
    const row = await screen.findByTestId('leaflet-row-l-weekly');
    expect(within(row).getByTestId('edit-leaflet-l-weekly')).toHaveAccessibleName('Edit leaflet lidl-weekly');
    expect(within(row).getByTestId('page-details-link-l-weekly')).toHaveAttribute(
      'href',
      '/shops/leaflets/s-lidl/pageDetails/l-weekly/lidl-weekly',
    );
  });

  it("puts the publication panel above the shops and refreshes the shops' counts after publishing", async () => {
    const user = userEvent.setup();
    const shopRequests = jest.fn();
    const spring = aPendingLeaflet({ id: 'l-1', naturalId: 'lidl-spring', additionalInfo: 'Spring offers' });
    const garden = aPendingLeaflet({ id: 'l-2', naturalId: 'obi-garden', additionalInfo: null });
    const lidl = (readyForActivation: number, active: number) =>
      aStore({
        id: 's-lidl',
        name: 'Lidl',
        leafletsSummary: {
          __typename: 'LeafletsSummary',
          total: 2,
          active,
          inactive: 0,
          readyForActivation,
          readyForDeactivation: 0,
        },
      });
    renderFeature(<DashboardPage />, {
      roles: ['ADMIN'],
      flags: { articlesData: false, leafletScrapper: false },
      mocks: [
        ...FEED_MOCKS,
        pendingMock([spring, garden], []),
        shopsMock([lidl(2, 0)], shopRequests),
        publishMock(2, 0),
        pendingMock([], []),
        shopsMock([lidl(0, 2)], shopRequests),
        blockAnswer({ planned: [aNotification({ id: 'n-1', title: 'Black Friday', status: 'PLANNED', plannedAt: '2030-11-28T05:00:00.000Z' })] }).mock,
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Publish promotions' });
    const shops = await screen.findByTestId('shops-panel');
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(panel.compareDocumentPosition(notifications) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notifications.compareDocumentPosition(shops) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(notifications).findByTestId('dashboard-notification-n-1')).toHaveTextContent('Black Friday');
    expect(await within(shops).findByText('Ready for activation: 2')).toBeInTheDocument();
    await within(panel).findByRole('table', { name: /Awaiting activation/ });

    await user.click(within(panel).getByRole('button', { name: 'Publish promotions' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published: 2 activated, 0 deactivated')).toBeInTheDocument();
    expect(await within(shops).findByText('Active: 2')).toBeInTheDocument();
    expect(within(shops).getByText('Ready for activation: 0')).toBeInTheDocument();
    expect(shopRequests).toHaveBeenCalledTimes(2);
  });
});

const shop = aShop({ id: 'b0000000-0000-4000-8000-000000000001', name: 'Lidl' });

/** The dashboard with the kit's session and live connection (the shop dialog's lock and presence need them). */
function renderDashboard(roles: Role[], mocks: Mock[] = []) {
  const page = [pendingMock([], []), ...FEED_MOCKS, ...ARTICLES_DATA_MOCKS, { ...shopsMock([aStore({ id: shop.id, name: 'Lidl' })]), maxUsageCount: Number.POSITIVE_INFINITY }];
  return renderResourceScreen(<DashboardPage />, { mocks: [...page, blockAnswer().mock, ...dialogMocks(), ...mocks], roles });
}

describe('shops on the dashboard', () => {
  it('creates a shop from "New shop"; the shop enters the list from its change event', async () => {
    const created = aShop({ id: 'b0000000-0000-4000-8000-000000000009', name: 'Kaufland', storeWebId: 'kaufland', categoryId: DISCOUNTERS.id, category: DISCOUNTERS, editorIds: [EWA.id], editors: ['ewa'] });
    const create = answers(CreateStoreMutation, undefined, { data: { record: created } });
    const { subscriptions } = renderDashboard(['ADMIN'], [create.mock, recordAnswers(created).mock]);
    const user = userEvent.setup();
    const list = await screen.findByTestId('shops-list');

    await user.click(screen.getByRole('button', { name: 'New shop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New shop' }));
    await user.type(dialog.getByLabelText('Name'), 'Kaufland');
    await user.type(dialog.getByLabelText('Web ID'), 'kaufland');
    await user.selectOptions(await dialog.findByLabelText('Category'), 'Discounters');
    await user.click(within(await dialog.findByTestId('shop-editors')).getByRole('checkbox', { name: 'ewa' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls.mock.calls[0]?.[0]).toMatchObject({
      input: { name: 'Kaufland', storeWebId: 'kaufland', categoryId: DISCOUNTERS.id, editorIds: [EWA.id] },
      clientMutationId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });

    // The gateway's event carries the shop as the dashboard shows it.
    subscriptions.push('ShopsPanelStoresChanged', {
      change: {
        __typename: 'StoreChange',
        seq: 1,
        record: { ...aStore({ id: created.id, name: 'Kaufland', category: DISCOUNTERS }), version: 1, archivedAt: null },
      },
    });
    const row = await within(list).findByTestId(`shop-row-${created.id}`);
    expect(row).toHaveTextContent('Discounters');
    expect(await screen.findByRole('dialog', { name: 'Kaufland' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Edit shop Kaufland' })).toBeInTheDocument();
    expect(within(list).getAllByTestId(/^shop-toggle-/).map((toggle) => toggle.textContent)).toEqual([
      expect.stringContaining('Kaufland'),
      expect.stringContaining('Lidl'),
    ]);
  });

  it('offers an editor "Edit shop" on their shops, but no "New shop" and no archiving', async () => {
    const user = userEvent.setup();
    renderDashboard(['EDITOR'], [recordAnswers(shop).mock]);

    const edit = await screen.findByRole('button', { name: 'Edit shop Lidl' });
    expect(screen.queryByRole('button', { name: 'New shop' })).not.toBeInTheDocument();
    await user.click(edit);
    const dialog = within(await screen.findByRole('dialog', { name: 'Lidl' }));
    expect(await dialog.findByLabelText('Name')).toHaveValue('Lidl');
    expect(dialog.queryByRole('button', { name: 'Archive shop' })).not.toBeInTheDocument();
    expect(dialog.getByTestId('shop-editors-read-only')).toBeInTheDocument();
  });
});
