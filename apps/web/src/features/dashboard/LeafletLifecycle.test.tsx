import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { answers, graphQLError } from '../../shared/resource/test-utils';
import { renderFeature } from '../../test/renderFeature';
import { aJob } from '../../test/jobData';
import { ArchivedLeafletsQuery, DeleteLeafletMutation, LeafletRowAfterCutQuery, RestoreLeafletMutation, RunningCutsQuery } from './leafletLifecycle';
import { ShopLeaflets, ShopLeafletsQuery } from './ShopLeaflets';
import { aLeaflet } from './test-utils';

const SUMMARY = {
  __typename: 'LeafletsSummary' as const,
  total: 1,
  active: 1,
  inactive: 0,
  readyForActivation: 0,
  readyForDeactivation: 0,
};

function shopAnswer(leaflets: ReturnType<typeof aLeaflet>[]) {
  return { data: { store: { __typename: 'Store', id: 's-lidl', leafletsSummary: { ...SUMMARY, total: leaflets.length }, leaflets } } };
}

function archivedLeaflet() {
  return {
    ...aLeaflet({ id: 'l-old', naturalId: 'lidl-old', status: 'DELETED', validTo: '2026-01-07' }),
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'anna',
  };
}

function render(
  extra: ReturnType<typeof answers>[] = [],
  runningJobs: ReturnType<typeof aJob>[] = [],
  later: ReturnType<typeof aLeaflet>[] = [aLeaflet({ id: 'l-1', naturalId: 'lidl-w48' })],
) {
  const shop = answers(
    ShopLeafletsQuery,
    { storeId: 's-lidl' },
    shopAnswer([aLeaflet({ id: 'l-1', naturalId: 'lidl-w48' })]),
    shopAnswer(later),
  );
  const cuts = answers(RunningCutsQuery, undefined, { data: { jobs: runningJobs } });
  const view = renderFeature(<ShopLeaflets storeId="s-lidl" shopName="Lidl" />, {
    mocks: [shop.mock, cuts.mock, ...extra.map((item) => item.mock)],
    roles: ['EDITOR'],
  });
  return { ...view, shop };
}

afterEach(() => {
  act(() => toast.remove());
});

describe('leaflet lifecycle on the dashboard', () => {
  it('lists the archived leaflets of the shop and words the refusal to restore an expired one', async () => {
    const archived = answers(ArchivedLeafletsQuery, { storeId: 's-lidl' }, {
      data: { archivedLeaflets: { __typename: 'LeafletConnection', items: [archivedLeaflet()], total: 1 } },
    });
    const restore = answers(RestoreLeafletMutation, undefined, graphQLError('CONFLICT', { reason: 'LEAFLET_EXPIRED' }, 'Leaflet expired'));
    const user = userEvent.setup();
    render([archived, restore]);
    await screen.findByTestId('leaflet-row-l-1');

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    const row = await screen.findByTestId('archived-leaflet-row-l-old');
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Restore leaflet lidl-old' }));

    expect(
      await screen.findByText('Leaflet lidl-old could not be restored: The leaflet is no longer valid, so it cannot be restored.'),
    ).toBeInTheDocument();
    expect(restore.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'l-old' }));
  });

  it('deletes a leaflet after a confirmation', async () => {
    const remove = answers(DeleteLeafletMutation, undefined, { data: { deleteLeaflet: true } });
    const user = userEvent.setup();
    const view = render([remove]);
    await screen.findByTestId('leaflet-row-l-1');
    await user.click(screen.getByTestId('delete-leaflet-l-1'));
    expect(remove.calls).not.toHaveBeenCalled();
    expect(screen.getByText(/Leaflet lidl-w48 goes to the archive/)).toBeInTheDocument();
    await user.click(screen.getByTestId('delete-leaflet-confirm-l-1'));
    expect(await screen.findByText('Leaflet lidl-w48 was deleted.')).toBeInTheDocument();
    expect(remove.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'l-1' }));
    await waitFor(() => expect(view.shop.calls).toHaveBeenCalledTimes(2));
  });

  it('shows a page cut running for a leaflet in its row', async () => {
    const job = aJob({ id: 'job-7', kind: 'PAGE_CUT', status: 'PROCESSING', done: 4, total: 12, subject: { storeId: 's-lidl', leafletId: 'l-1' } });
    render([], [job]);
    const cut = await screen.findByTestId('leaflet-cut-l-1');
    expect(cut).toHaveTextContent('Cutting pages: 4 / 12');
    expect(within(cut).getByRole('progressbar', { name: 'Page cutting of lidl-w48' })).toBeInTheDocument();
  });

  it('reads the leaflet again when its page cut ends, so the row shows the page count the cut wrote', async () => {
    const job = aJob({ id: 'job-7', kind: 'PAGE_CUT', status: 'PROCESSING', done: 2, total: 3, subject: { storeId: 's-lidl', leafletId: 'l-1' } });
    const shop = answers(ShopLeafletsQuery, { storeId: 's-lidl' }, shopAnswer([aLeaflet({ id: 'l-1', naturalId: 'lidl-w48', pageCount: 1 })]));
    const cuts = answers(RunningCutsQuery, undefined, { data: { jobs: [job] } }, { data: { jobs: [] } });
    const afterCut = answers(LeafletRowAfterCutQuery, { id: 'l-1' }, { data: { leaflet: aLeaflet({ id: 'l-1', naturalId: 'lidl-w48', pageCount: 3 }) } });
    const view = renderFeature(<ShopLeaflets storeId="s-lidl" shopName="Lidl" />, {
      mocks: [shop.mock, cuts.mock, afterCut.mock],
      roles: ['EDITOR'],
    });
    const cut = await screen.findByTestId('leaflet-cut-l-1');
    expect(cut).toHaveTextContent('2 / 3');
    expect(afterCut.calls).not.toHaveBeenCalled();

    // Some job changed: the running cuts are read again, this one has ended.
    await waitFor(() => expect(view.subscriptions.isOpen('JobsChanged')).toBe(true));
    view.subscriptions.push('JobsChanged', { jobsChanged: { __typename: 'JobsChangedEvent', seq: 1, version: 1 } });
    await waitFor(() => expect(screen.queryByTestId('leaflet-cut-l-1')).not.toBeInTheDocument());
    await waitFor(() => expect(afterCut.calls).toHaveBeenCalledTimes(1));
    const row = screen.getByTestId('leaflet-row-l-1');
    await waitFor(() => expect(within(row).getAllByRole('cell')[6]).toHaveTextContent(/^3$/));
  });

  it('shows a leaflet created elsewhere at once from its event', async () => {
    const created = aLeaflet({ id: 'l-2', naturalId: 'lidl-w49', status: 'ACTIVE' });
    const view = render([], [], [created, aLeaflet({ id: 'l-1', naturalId: 'lidl-w48' })]);
    await screen.findByTestId('leaflet-row-l-1');
    await waitFor(() => expect(view.subscriptions.isOpen('ShopLeafletsChanged')).toBe(true));
    view.subscriptions.push('ShopLeafletsChanged', {
      storeLeafletsChanged: {
        __typename: 'LeafletChangeEvent',
        seq: 1,
        kind: 'CREATED',
        actor: 'anna',
        leaflet: { ...created, storeId: 's-lidl' },
      },
    });
    expect(await screen.findByTestId('leaflet-row-l-2')).toHaveTextContent('lidl-w49');
    // The shop's counts are read again too.
    await waitFor(() => expect(view.shop.calls).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('leaflet-row-l-2')).toBeInTheDocument();
  });
});
