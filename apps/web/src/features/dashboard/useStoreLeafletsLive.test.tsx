import type { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { LeafletChangeKind, LeafletsSummary_SummaryFragment } from '../../__generated__/graphql';
import { ShopLeafletsQuery } from './ShopLeaflets';
import { ShopsPanel, ShopsPanelQuery } from './ShopsPanel';
import { OPENED_STORES_KEY } from './dashboardStorage';
import { aLeaflet, aStore, renderWithProviders } from './test-utils';
import { planLeafletEvent } from './useStoreLeafletsLive';

describe('planLeafletEvent', () => {
  const updated = (seq: number, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') => ({
    seq,
    kind: 'UPDATED' as LeafletChangeKind,
    leaflet: { status },
  });

  it('applies a change to a listed leaflet without asking the server', () => {
    expect(planLeafletEvent({ lastSeq: 4, listedStatus: 'ACTIVE' }, updated(5))).toEqual({
      apply: true,
      insert: false,
      remove: false,
      refetch: false,
      lastSeq: 5,
    });
    expect(planLeafletEvent({ lastSeq: null, listedStatus: 'ACTIVE' }, updated(17)).refetch).toBe(false);
  });

  it('refetches when events were missed', () => {
    expect(planLeafletEvent({ lastSeq: 4, listedStatus: 'ACTIVE' }, updated(7))).toEqual({
      apply: true,
      insert: false,
      remove: false,
      refetch: true,
      lastSeq: 7,
    });
  });

  it('ignores a repeated event and refetches when the sequence restarted', () => {
    expect(planLeafletEvent({ lastSeq: 4, listedStatus: 'ACTIVE' }, updated(4))).toEqual({
      apply: false,
      insert: false,
      remove: false,
      refetch: false,
      lastSeq: 4,
    });
    expect(planLeafletEvent({ lastSeq: 9, listedStatus: 'ACTIVE' }, updated(1))).toEqual({
      apply: false,
      insert: false,
      remove: false,
      refetch: true,
      lastSeq: 1,
    });
  });

  it('refetches for a leaflet new to the list or with a new status (the counts move)', () => {
    expect(planLeafletEvent({ lastSeq: 1, listedStatus: null }, updated(2)).refetch).toBe(true);
    expect(planLeafletEvent({ lastSeq: 1, listedStatus: 'ACTIVE' }, updated(2, 'INACTIVE')).refetch).toBe(true);
  });

  it('removes a deleted leaflet and refetches the counts', () => {
    expect(
      planLeafletEvent({ lastSeq: 1, listedStatus: 'ACTIVE' }, { seq: 2, kind: 'DELETED', leaflet: { status: 'DELETED' } }),
    ).toEqual({ apply: false, insert: false, remove: true, refetch: true, lastSeq: 2 });
  });

  it('puts a created or restored leaflet into the list at once and refetches the counts', () => {
    for (const kind of ['CREATED', 'RESTORED'] as LeafletChangeKind[]) {
      expect(planLeafletEvent({ lastSeq: 1, listedStatus: null }, { seq: 2, kind, leaflet: { status: 'IMPORTED' } })).toEqual({
        apply: true,
        insert: true,
        remove: false,
        refetch: true,
        lastSeq: 2,
      });
    }
    expect(planLeafletEvent({ lastSeq: 1, listedStatus: 'INACTIVE' }, { seq: 2, kind: 'CREATED', leaflet: { status: 'INACTIVE' } }).insert).toBe(false);
  });
});

describe('live leaflets of an opened shop', () => {
  const summary = (overrides: Partial<LeafletsSummary_SummaryFragment>) => ({
    __typename: 'LeafletsSummary' as const,
    total: 2,
    active: 2,
    inactive: 0,
    readyForActivation: 0,
    readyForDeactivation: 0,
    ...overrides,
  });
  const lidl = aStore({ id: 's-lidl', name: 'Lidl', leafletsSummary: summary({}) });
  const weekly = aLeaflet({ id: 'l-1', naturalId: 'lidl-weekly', additionalInfo: 'Weekly offers', status: 'ACTIVE' });
  const weekend = aLeaflet({ id: 'l-2', naturalId: 'lidl-weekend', additionalInfo: 'Weekend', status: 'ACTIVE' });

  const storesMock: MockLink.MockedResponse = {
    request: { query: ShopsPanelQuery, variables: { search: null } },
    result: { data: { stores: [lidl] } },
  };

  /** Answers the shop's leaflets query with each list in turn, counting the requests. */
  function leafletsResponses(...responses: { leaflets: ReturnType<typeof aLeaflet>[]; summary: LeafletsSummary_SummaryFragment }[]) {
    const requests = jest.fn();
    const mocks: MockLink.MockedResponse[] = responses.map((response) => ({
      request: { query: ShopLeafletsQuery, variables: { storeId: 's-lidl' } },
      result: () => {
        requests();
        return {
          data: {
            store: { __typename: 'Store', id: 's-lidl', leafletsSummary: response.summary, leaflets: response.leaflets },
          },
        };
      },
    }));
    return { requests, mocks };
  }

  function push(
    link: MockSubscriptionLink,
    seq: number,
    leaflet: ReturnType<typeof aLeaflet>,
    kind: LeafletChangeKind = 'UPDATED',
  ) {
    act(() => {
      link.simulateResult({
        result: {
          data: {
            storeLeafletsChanged: {
              __typename: 'LeafletChangeEvent',
              seq,
              kind,
              actor: 'anna',
              leaflet: { ...leaflet, storeId: 's-lidl' },
            },
          },
        },
      });
    });
  }

  async function openLidl(mocks: MockLink.MockedResponse[]) {
    window.localStorage.setItem(OPENED_STORES_KEY, JSON.stringify(['s-lidl']));
    const view = renderWithProviders(<ShopsPanel />, { mocks: [storesMock, ...mocks] });
    const table = await screen.findByRole('table', { name: 'Leaflets of Lidl' });
    await waitFor(() => expect(view.subscriptions.operation?.variables).toEqual({ storeId: 's-lidl' }));
    return { ...view, table };
  }

  beforeEach(() => {
    window.localStorage.clear();
  });

  it('updates a leaflet row from a change event', async () => {
    const { requests, mocks } = leafletsResponses({ leaflets: [weekly, weekend], summary: summary({}) });
    const { subscriptions, table } = await openLidl(mocks);

    push(subscriptions, 1, { ...weekly, additionalInfo: 'Weekly offers, extended', pageCount: 30, version: 2 });

    const row = within(table).getByRole('row', { name: /lidl-weekly/ });
    await waitFor(() => expect(row).toHaveTextContent('Weekly offers, extended'));
    expect(row).toHaveTextContent('30');
    expect(within(table).getByRole('row', { name: /lidl-weekend/ })).toHaveTextContent('Weekend');
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('loads the shop again when events were missed', async () => {
    const added = aLeaflet({ id: 'l-3', naturalId: 'lidl-new', additionalInfo: 'Fresh', status: 'INACTIVE' });
    const { requests, mocks } = leafletsResponses(
      { leaflets: [weekly, weekend], summary: summary({}) },
      { leaflets: [added, weekly, weekend], summary: summary({ total: 3, inactive: 1 }) },
    );
    const { subscriptions, table } = await openLidl(mocks);

    push(subscriptions, 1, weekly);
    push(subscriptions, 4, weekend);

    expect(await within(table).findByRole('row', { name: /lidl-new/ })).toHaveTextContent('Fresh');
    expect(requests).toHaveBeenCalledTimes(2);
    expect(within(screen.getByTestId('shop-row-s-lidl')).getByText('Inactive: 1')).toBeInTheDocument();
  });

  it('moves the shop counts when a leaflet changes status', async () => {
    const { mocks } = leafletsResponses(
      { leaflets: [weekly, weekend], summary: summary({}) },
      {
        leaflets: [weekly, { ...weekend, status: 'READY_FOR_DISACTIVATION' }],
        summary: summary({ active: 1, readyForDeactivation: 1 }),
      },
    );
    const { subscriptions, table } = await openLidl(mocks);
    expect(within(screen.getByTestId('shop-row-s-lidl')).getByText('Active: 2')).toBeInTheDocument();

    push(subscriptions, 1, { ...weekend, status: 'READY_FOR_DISACTIVATION', version: 2 });

    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /lidl-weekend/ })).toHaveTextContent('Ready for deactivation'),
    );
    const shopRow = screen.getByTestId('shop-row-s-lidl');
    expect(await within(shopRow).findByText('Ready for deactivation: 1')).toBeInTheDocument();
    expect(within(shopRow).getByText('Active: 1')).toBeInTheDocument();
  });

  it('takes a deleted leaflet off the list', async () => {
    const { mocks } = leafletsResponses(
      { leaflets: [weekly, weekend], summary: summary({}) },
      { leaflets: [weekly], summary: summary({ total: 1, active: 1 }) },
    );
    const { subscriptions, table } = await openLidl(mocks);

    push(subscriptions, 1, { ...weekend, status: 'DELETED' }, 'DELETED');

    await waitFor(() => expect(within(table).queryByRole('row', { name: /lidl-weekend/ })).not.toBeInTheDocument());
    expect(within(table).getByRole('row', { name: /lidl-weekly/ })).toBeInTheDocument();
    expect(await within(screen.getByTestId('shop-row-s-lidl')).findByText('1 leaflet')).toBeInTheDocument();
  });
});
