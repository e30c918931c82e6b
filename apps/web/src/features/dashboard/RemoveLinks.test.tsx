import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { answers, graphQLError } from '../../shared/resource/test-utils';
import { renderFeature } from '../../test/renderFeature';
import { ArchivedLeafletsQuery, DeleteLeafletUrlsMutation, RunningCutsQuery } from './leafletLifecycle';
import { ShopLeaflets, ShopLeafletsQuery } from './ShopLeaflets';
import { aLeaflet, createTestI18n } from './test-utils';

const LEAFLETS = [
  aLeaflet({ id: 'l-1', naturalId: 'lidl-w48', additionalInfo: 'Weekly offers' }),
  aLeaflet({ id: 'l-2', naturalId: 'lidl-w49', additionalInfo: 'Christmas', status: 'INACTIVE' }),
];

function shopAnswer(leaflets: ReturnType<typeof aLeaflet>[]) {
  return {
    data: {
      store: {
        __typename: 'Store',
        id: 's-lidl',
        leafletsSummary: {
          __typename: 'LeafletsSummary',
          total: leaflets.length,
          active: leaflets.length,
          inactive: 0,
          readyForActivation: 0,
          readyForDeactivation: 0,
        },
        leaflets,
      },
    },
  };
}

function render(extra: ReturnType<typeof answers>[] = [], leaflets = LEAFLETS) {
  const shop = answers(ShopLeafletsQuery, { storeId: 's-lidl' }, shopAnswer(leaflets));
  const cuts = answers(RunningCutsQuery, undefined, { data: { jobs: [] } });
  const view = renderFeature(<ShopLeaflets storeId="s-lidl" shopName="Lidl" />, {
    mocks: [shop.mock, cuts.mock, ...extra.map((item) => item.mock)],
    roles: ['EDITOR'],
  });
  return { ...view, shop };
}

/** Opens the dialog from the shop's toolbar; answers the opener and the dialog. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('leaflet-row-l-1');
  const opener = screen.getByRole('button', { name: 'Remove links from leaflets of Lidl' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Remove links from leaflets' });
  return { opener, dialog, confirm: within(dialog).getByRole('button', { name: 'Remove links' }) };
}

function sentVariables(removal: ReturnType<typeof answers>) {
  expect(removal.calls).toHaveBeenCalledTimes(1);
  return removal.calls.mock.calls[0]?.[0];
}

afterEach(() => {
  act(() => toast.remove());
});

describe('removing links from a shop\'s leaflets', () => {
  it('removes the redirect links of every leaflet of the shop, says how many changed and reads the shop again', async () => {
    const removal = answers(DeleteLeafletUrlsMutation, undefined, { data: { deleteLeafletUrls: 2 } });
    const user = userEvent.setup();
    const view = render([removal]);
    const { opener, dialog, confirm } = await openDialog(user);

    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('group', { name: 'Kind of link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'All leaflets of the shop' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'lidl-w48 Weekly offers' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Redirect link (redirectUrl)' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Links removed from 2 leaflets.')).toBeInTheDocument();
    const sent = sentVariables(removal);
    expect(sent).toMatchObject({ kind: 'REDIRECT_URL', storeId: 's-lidl' });
    expect(Object.keys(sent ?? {}).sort()).toEqual(['clientMutationId', 'kind', 'storeId']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() => expect(view.shop.calls).toHaveBeenCalledTimes(2));
  });

  it('removes links from the chosen leaflets only, and asks for one when none is chosen', async () => {
    const removal = answers(DeleteLeafletUrlsMutation, undefined, { data: { deleteLeafletUrls: 1 } });
    const user = userEvent.setup();
    render([removal]);
    const { dialog, confirm } = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Tracking link (longUrl)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'All leaflets of the shop' }));
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one leaflet.');
    expect(removal.calls).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'lidl-w49 Christmas' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Links removed from 1 leaflet.')).toBeInTheDocument();
    const sent = sentVariables(removal);
    expect(sent).toMatchObject({ kind: 'LONG_URL', leafletIds: ['l-2'] });
    expect(Object.keys(sent ?? {}).sort()).toEqual(['clientMutationId', 'kind', 'leafletIds']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says why when the removal fails', async () => {
    const removal = answers(DeleteLeafletUrlsMutation, undefined, graphQLError('FORBIDDEN'));
    const user = userEvent.setup();
    render([removal]);
    const { dialog, confirm } = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Thumbnail tracking link' }));
    await user.click(confirm);

    expect(await screen.findByText('Links could not be removed: You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.getAllByText(/You do not have permission/)).toHaveLength(1);
    expect(removal.calls).toHaveBeenCalledWith(expect.objectContaining({ kind: 'THUMBNAIL_TRACKING_URL', storeId: 's-lidl' }));
    expect(screen.getByRole('dialog', { name: 'Remove links from leaflets' })).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(within(dialog).getByRole('radio', { name: 'Thumbnail tracking link' })).toBeChecked();
  });

  it('opens and closes from the keyboard, giving the focus back to the opener', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByTestId('leaflet-row-l-1');
    const opener = screen.getByRole('button', { name: 'Remove links from leaflets of Lidl' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove links from leaflets' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is offered beside the shop\'s leaflets only, not in the archive nor for a shop without leaflets', async () => {
    const archived = answers(ArchivedLeafletsQuery, { storeId: 's-lidl' }, {
      data: { archivedLeaflets: { __typename: 'LeafletConnection', items: [], total: 0 } },
    });
    const user = userEvent.setup();
    const view = render([archived]);
    await screen.findByTestId('leaflet-row-l-1');
    expect(screen.getByRole('button', { name: 'Remove links from leaflets of Lidl' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(screen.queryByRole('button', { name: 'Remove links from leaflets of Lidl' })).not.toBeInTheDocument();
    view.unmount();

    render([], []);
    expect(await screen.findByText('No leaflets')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove links from leaflets of Lidl' })).not.toBeInTheDocument();
  });

  it('words the number of changed leaflets in every language, and says when none changed', () => {
    const done = (language: 'pl' | 'en' | 'ru') => (count: number) => createTestI18n(language).t('removeLinks.done', { count });
    expect([0, 1, 2, 5, 22, 25].map(done('pl'))).toEqual([
      'Żadna gazetka się nie zmieniła: żadna nie miała takich linków.',
      'Usunięto linki z 1 gazetki.',
      'Usunięto linki z 2 gazetek.',
      'Usunięto linki z 5 gazetek.',
      'Usunięto linki z 22 gazetek.',
      'Usunięto linki z 25 gazetek.',
    ]);
    expect([0, 1, 3].map(done('en'))).toEqual([
      'No leaflet changed: none had such links.',
      'Links removed from 1 leaflet.',
      'Links removed from 3 leaflets.',
    ]);
    expect([0, 1, 2, 5, 21].map(done('ru'))).toEqual([
      'Ни одна листовка не изменилась: таких ссылок не было.',
      'Ссылки удалены из 1 листовки.',
      'Ссылки удалены из 2 листовок.',
      'Ссылки удалены из 5 листовок.',
      'Ссылки удалены из 21 листовки.',
    ]);
  });
});
