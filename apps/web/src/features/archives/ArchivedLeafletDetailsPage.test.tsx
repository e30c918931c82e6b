import { formatDate } from '@flyerdesk/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { answers, AT } from '../../shared/resource/test-utils';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import ArchivedLeafletDetailsPage from './ArchivedLeafletDetailsPage';
import { ArchiveLeafletHistoryQuery, ArchiveLeafletPagesQuery, ArchiveLeafletQuery, ArchiveRestoreLeafletMutation } from './operations';
import { archivedLeafletDetails, shopsAnswer } from './test-utils';

const leaflet = archivedLeafletDetails({ id: 'l-old', naturalId: 'lidl-w48', additionalInfo: 'Week 48 offers', updatedBy: 'anna' });

const pages = {
  __typename: 'LeafletPageDetails',
  leafletId: 'l-old',
  version: 4,
  pages: [2, 1].map((pageNumber) => ({
    __typename: 'PageDetailsPage',
    pageNumber,
    imageUrl: `/files/pages/${pageNumber}.png`,
    thumbnailUrl: `/files/pages/${pageNumber}-thumb.png`,
  })),
  inserts: [{ __typename: 'PageInsert', id: 'pi-1', position: 2, insertName: 'coffee_week' }],
  redirects: [{ __typename: 'PageRedirect', id: 'r-1', positionsText: '1-2', description: 'Coffee', redirectUrl: 'https://shop.example.com/coffee' }],
  areas: [],
  articles: [{ __typename: 'ProductArticle', id: 'a-1', pageNumber: 1, name: 'Ground coffee', brand: 'Jacobs', price: 19.99, currency: 'PLN' }],
};

const history = {
  __typename: 'HistoryPage',
  total: 1,
  items: [
    {
      __typename: 'HistoryEntry',
      id: 'h-1',
      at: AT,
      actor: 'anna',
      action: 'UPDATED',
      version: 3,
      changes: [
        { __typename: 'HistoryFieldChange', field: 'status', before: '"ACTIVE"', after: '"DELETED"' },
        { __typename: 'HistoryFieldChange', field: 'validTo', before: '"2099-11-28"', after: '"2099-11-29"' },
      ],
    },
  ],
};

function detailsMocks(): Mock[] {
  return [
    shopsAnswer().mock,
    answers(ArchiveLeafletQuery, { id: 'l-old' }, { data: { leaflet } }).mock,
    answers(ArchiveLeafletPagesQuery, { leafletId: 'l-old' }, { data: { details: pages } }).mock,
    answers(ArchiveLeafletHistoryQuery, { id: 'l-old', limit: 50, offset: 0 }, { data: { history } }).mock,
  ];
}

/** The details page opened at `url` (the harness's router starts at /). */
function renderAt(url: string, mocks: Mock[]) {
  return renderFeature(
    <Routes>
      <Route path="/" element={<Navigate to={url} replace />} />
      <Route path="/archives/leaflet-details" element={<ArchivedLeafletDetailsPage />} />
      <Route path="/archives/leaflets" element={<h1>Archived leaflets list</h1>} />
    </Routes>,
    { mocks, roles: ['EDITOR'] },
  );
}

afterEach(() => {
  clearToasts();
});

describe('archived leaflet details', () => {
  it('shows the fields, pages and edit history of the leaflet given by ?id=', async () => {
    renderAt('/archives/leaflet-details?id=l-old', detailsMocks());

    expect(await screen.findByRole('heading', { level: 1, name: 'Archived leaflet lidl-w48' })).toBeInTheDocument();
    const fields = screen.getByTestId('archive-leaflet-fields');
    expect(within(fields).getByText('Week 48 offers')).toBeInTheDocument();
    await waitFor(() => expect(within(fields).getByText('Lidl')).toBeInTheDocument());
    expect(fields).toHaveTextContent(`${formatDate('2099-11-23')} – ${formatDate('2099-11-29')}`);
    expect(fields).toHaveTextContent('Android, IOS');
    expect(fields).toHaveTextContent('Android: 2');
    expect(fields).toHaveTextContent('Online badge');
    expect(fields).toHaveTextContent('https://track.example.com/lidl');
    expect(screen.getByText('An archived leaflet is read-only. Restore it to edit it again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore leaflet lidl-w48' })).toBeInTheDocument();

    const shown = await screen.findByTestId('archive-leaflet-pages');
    const thumbnails = within(shown).getAllByRole('img');
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual(['Page 1', 'Page 2']);
    expect(within(shown).getByRole('link', { name: 'Page 1 in full size (opens in a new tab)' })).toHaveAttribute('href', '/files/pages/1.png');
    expect(within(shown).getByTestId('archive-page-inserts')).toHaveTextContent('Before page 2: coffee_week');
    expect(within(shown).getByTestId('archive-page-redirects')).toHaveTextContent('Pages 1-2');
    expect(within(shown).getByTestId('archive-page-areas')).toHaveTextContent('None');
    expect(within(shown).getByTestId('archive-page-articles')).toHaveTextContent('Ground coffee · Jacobs');

    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveTextContent('Updated');
    expect(entry).toHaveTextContent('anna');
    expect(entry).toHaveTextContent('Status');
    expect(entry).toHaveTextContent('Active → Deleted');
    expect(entry).toHaveTextContent(`Valid to${formatDate('2099-11-28')} → ${formatDate('2099-11-29')}`);
  });

  it('restores the leaflet from its details: the status becomes Imported and Restore goes away', async () => {
    const restore = answers(ArchiveRestoreLeafletMutation, undefined, {
      data: { restoreLeaflet: { ...leaflet, status: 'IMPORTED', version: 4 } },
    });
    renderAt('/archives/leaflet-details?id=l-old', [...detailsMocks(), restore.mock]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Restore leaflet lidl-w48' }));

    expect(await screen.findByText('Leaflet lidl-w48 was restored as imported.')).toBeInTheDocument();
    expect(restore.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'l-old' }));
    expect(await screen.findByText('This leaflet is no longer in the archive; edit it on the dashboard.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore leaflet lidl-w48' })).not.toBeInTheDocument();
    expect(screen.getByTestId('archive-leaflet-fields')).toHaveTextContent('Last change');
  });

  it('says there is no such leaflet when the id finds none', async () => {
    renderAt('/archives/leaflet-details?id=missing', [shopsAnswer().mock, answers(ArchiveLeafletQuery, { id: 'missing' }, { data: { leaflet: null } }).mock]);
    expect(await screen.findByText('There is no leaflet with this id, or it belongs to a shop you cannot see.')).toBeInTheDocument();
  });

  it('without an id explains where to choose a leaflet and links to the list', async () => {
    renderAt('/archives/leaflet-details', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Archived leaflet details' })).toBeInTheDocument();
    expect(screen.getByText(/No leaflet is chosen/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Go to archived leaflets' }));
    expect(await screen.findByRole('heading', { name: 'Archived leaflets list' })).toBeInTheDocument();
  });
});
