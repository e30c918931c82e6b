import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { answers, AT, graphQLError } from '../../shared/resource/test-utils';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import ArchivedLeafletDetailsPage from './ArchivedLeafletDetailsPage';
import ArchivedLeafletsPage from './ArchivedLeafletsPage';
import { ArchiveLeafletHistoryQuery, ArchiveLeafletPagesQuery, ArchiveLeafletQuery, ArchiveRestoreLeafletMutation } from './operations';
import { anArchivedLeaflet, archivedLeafletDetails, archivePage, listAnswers, listVariables, shopsAnswer } from './test-utils';

const weekly = anArchivedLeaflet({ id: 'l-week', naturalId: 'lidl-w48', additionalInfo: 'Week 48 offers' });
const expired = anArchivedLeaflet({ id: 'l-old', naturalId: 'lidl-old', additionalInfo: null, validFrom: '2020-01-01', validTo: '2020-01-07' });
const biedronka = anArchivedLeaflet({ id: 'l-bdr', naturalId: 'biedronka-w48', storeId: 's-biedronka', updatedBy: null, untilEndOfSupply: true, validTo: null });

function renderList(mocks: Mock[], language: 'en' | 'pl' = 'en') {
  return renderFeature(<ArchivedLeafletsPage />, { mocks: [shopsAnswer().mock, ...mocks], roles: ['EDITOR'], language });
}

function restored(row: typeof weekly) {
  return { data: { restoreLeaflet: { ...row, status: 'IMPORTED', version: row.version + 1 } } };
}

afterEach(() => {
  clearToasts();
});

describe('archived leaflets', () => {
  it('lists the archived leaflets of every shop: id, title, shop, validity, deleted at and by', async () => {
    renderList([listAnswers(listVariables(), archivePage([weekly, expired, biedronka])).mock]);

    const row = await screen.findByTestId('archive-row-l-week');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('lidl-w48');
    expect(row).toHaveTextContent('Week 48 offers');
    expect(row).toHaveTextContent(`${formatDate('2099-11-23')} – ${formatDate('2099-11-29')}`);
    expect(row).toHaveTextContent(`${formatDateTime(AT)}, anna`);
    await waitFor(() => expect(row).toHaveTextContent('Lidl'));
    expect(within(row).getByRole('link', { name: 'Details of archived leaflet lidl-w48' })).toHaveAttribute(
      'href',
      '/archives/leaflet-details?id=l-week',
    );

    const old = screen.getByTestId('archive-row-l-old');
    expect(old).toHaveTextContent('Untitled');
    expect(old).toHaveTextContent('expired');
    const other = screen.getByTestId('archive-row-l-bdr');
    expect(other).toHaveTextContent('until end of supply');
    expect(other).toHaveTextContent('Biedronka');
    expect(screen.getByTestId('archive-range')).toHaveTextContent('1–3 of 3');
    expect(screen.getByRole('region', { name: /Archived leaflets table/ })).toHaveAttribute('tabindex', '0');
  });

  it('sends the chosen shop as storeId, and the search once typing pauses', async () => {
    const all = listAnswers(listVariables(), archivePage([weekly, biedronka]));
    const lidl = listAnswers(listVariables({ storeId: 's-lidl' }), archivePage([weekly]));
    const searched = listAnswers(listVariables({ storeId: 's-lidl', search: 'w48' }), archivePage([weekly]));
    renderList([all.mock, lidl.mock, searched.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('archive-row-l-bdr');

    const shop = screen.getByLabelText('Shop');
    await waitFor(() => expect(within(shop).getByRole('option', { name: 'Lidl' })).toBeInTheDocument());
    // Shops are offered by name.
    expect(within(shop).getAllByRole('option').map((option) => option.textContent)).toEqual(['All shops', 'Biedronka', 'Lidl']);
    await user.selectOptions(shop, 'Lidl');

    await waitFor(() => expect(lidl.calls).toHaveBeenCalledWith({ filter: { storeId: 's-lidl' }, offset: 0, limit: 50 }));
    await waitFor(() => expect(screen.queryByTestId('archive-row-l-bdr')).not.toBeInTheDocument());
    expect(screen.getByTestId('archive-row-l-week')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by leaflet id or title'), 'w48');
    expect(searched.calls).not.toHaveBeenCalled();
    await waitFor(() => expect(searched.calls).toHaveBeenCalledTimes(1));
  });

  it('pages with previous and next, telling which rows of how many are shown', async () => {
    const first = listAnswers(listVariables(), archivePage([weekly, expired], 52));
    const second = listAnswers(listVariables({}, 50), archivePage([biedronka], 52));
    renderList([first.mock, second.mock]);
    const user = userEvent.setup();
    await screen.findByTestId('archive-row-l-week');
    expect(screen.getByTestId('archive-range')).toHaveTextContent('1–2 of 52');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('archive-row-l-bdr')).toBeInTheDocument();
    expect(screen.getByTestId('archive-range')).toHaveTextContent('51–51 of 52');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(second.calls).toHaveBeenCalledWith({ filter: {}, offset: 50, limit: 50 });
  });

  it('restores a leaflet: restoreLeaflet is sent, the row leaves and a toast says so', async () => {
    const list = listAnswers(listVariables(), archivePage([weekly, expired]), archivePage([expired]));
    const restore = answers(ArchiveRestoreLeafletMutation, undefined, restored(weekly));
    renderList([list.mock, restore.mock]);
    const user = userEvent.setup();
    const row = await screen.findByTestId('archive-row-l-week');

    await user.click(within(row).getByRole('button', { name: 'Restore leaflet lidl-w48' }));

    expect(await screen.findByText('Leaflet lidl-w48 was restored as imported.')).toBeInTheDocument();
    expect(restore.calls).toHaveBeenCalledWith({ id: 'l-week', clientMutationId: expect.any(String) as unknown });
    await waitFor(() => expect(screen.queryByTestId('archive-row-l-week')).not.toBeInTheDocument());
    expect(screen.getByTestId('archive-row-l-old')).toBeInTheDocument();
    await waitFor(() => expect(list.calls).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('archive-range')).toHaveTextContent('1–1 of 1');
    // Keyboard focus does not fall out of the page with the button that left.
    await waitFor(() => expect(screen.getByTestId('archive-table-scroll')).toHaveFocus());
  });

  it('words the refusal to restore an expired leaflet in Polish, and keeps the row', async () => {
    const restore = answers(ArchiveRestoreLeafletMutation, undefined, graphQLError('CONFLICT', { reason: 'LEAFLET_EXPIRED' }, 'Leaflet expired'));
    renderList([listAnswers(listVariables(), archivePage([expired])).mock, restore.mock], 'pl');
    const user = userEvent.setup();
    const row = await screen.findByTestId('archive-row-l-old');
    expect(row).toHaveTextContent('wygasła');

    await user.click(within(row).getByRole('button', { name: 'Przywróć gazetkę lidl-old' }));

    expect(
      await screen.findByText('Nie udało się przywrócić gazetki lidl-old: Gazetka nie jest już ważna, więc nie można jej przywrócić.'),
    ).toBeInTheDocument();
    expect(restore.calls).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('archive-row-l-old')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Przywróć gazetkę lidl-old' })).toBeEnabled();
  });

  it('drops a leaflet someone else restored, from the shop events, and says who did it', async () => {
    const list = listAnswers(listVariables(), archivePage([weekly, expired]), archivePage([expired]));
    const view = renderList([list.mock]);
    await screen.findByTestId('archive-row-l-week');
    await waitFor(() => expect(view.subscriptions.isOpen('ArchiveShopLeafletsChanged')).toBe(true));

    view.subscriptions.push('ArchiveShopLeafletsChanged', {
      storeLeafletsChanged: {
        __typename: 'LeafletChangeEvent',
        seq: 7,
        kind: 'RESTORED',
        actor: 'anna',
        clientMutationId: null,
        leaflet: { ...weekly, status: 'IMPORTED', version: 4 },
      },
    });

    await waitFor(() => expect(screen.queryByTestId('archive-row-l-week')).not.toBeInTheDocument());
    expect(await screen.findByText('anna took leaflet lidl-w48 out of the archive.')).toBeInTheDocument();
    await waitFor(() => expect(list.calls).toHaveBeenCalledTimes(2));
  });

  it('reads the list again when a leaflet of a watched shop is deleted, and when the window comes back', async () => {
    const list = listAnswers(listVariables(), archivePage([weekly]), archivePage([expired, weekly]));
    const view = renderList([list.mock]);
    await screen.findByTestId('archive-row-l-week');
    await waitFor(() => expect(view.subscriptions.isOpen('ArchiveShopLeafletsChanged')).toBe(true));

    view.subscriptions.push('ArchiveShopLeafletsChanged', {
      storeLeafletsChanged: { __typename: 'LeafletChangeEvent', seq: 1, kind: 'DELETED', actor: 'anna', clientMutationId: null, leaflet: expired },
    });
    expect(await screen.findByTestId('archive-row-l-old')).toBeInTheDocument();
    expect(list.calls).toHaveBeenCalledTimes(2);

    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(list.calls).toHaveBeenCalledTimes(3));
  });

  it('opens the read-only details of a row', async () => {
    const details = archivedLeafletDetails({ ...weekly });
    renderFeature(
      <Routes>
        <Route path="/" element={<ArchivedLeafletsPage />} />
        <Route path="/archives/leaflet-details" element={<ArchivedLeafletDetailsPage />} />
      </Routes>,
      {
        mocks: [
          shopsAnswer().mock,
          listAnswers(listVariables(), archivePage([weekly])).mock,
          answers(ArchiveLeafletQuery, { id: 'l-week' }, { data: { leaflet: details } }).mock,
          answers(ArchiveLeafletPagesQuery, { leafletId: 'l-week' }, graphQLError('NOT_FOUND')).mock,
          answers(ArchiveLeafletHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } }).mock,
        ],
        roles: ['EDITOR'],
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Details of archived leaflet lidl-w48' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archived leaflet lidl-w48' })).toBeInTheDocument();
  });
});
