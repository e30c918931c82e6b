import { formatDateTime } from '@flyerdesk/domain/dates';
import type { Role } from '@flyerdesk/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, graphQLError, pageVariables, pushChange, renderResourceScreen, row } from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import ArchivedShopsPage from './ArchivedShopsPage';
import { RestoreStoreMutation, StoresPageQuery } from './operations';
import { aShop, dialogMocks, recordAnswers, type StoreData } from './test-utils';

const ARCHIVED_AT = '2026-11-19T15:30:00.000Z';
const lidl = aShop({ id: 'b0000000-0000-4000-8000-000000000001', name: 'Lidl', logoUrl: '/files/stores/lidl.png', archivedAt: ARCHIVED_AT, updatedBy: 'anna', version: 7 });
const aldi = aShop({ id: 'b0000000-0000-4000-8000-000000000002', name: 'Aldi', category: null, archivedAt: ARCHIVED_AT, updatedBy: null, version: 3 });

function page(items: StoreData[]) {
  return { data: { page: { __typename: 'StorePage', items, total: items.length } } };
}

const ARCHIVED = pageVariables('stores', { archived: 'ARCHIVED' });

function renderArchive(mocks: Mock[], roles: Role[] = ['ADMIN'], language: 'en' | 'pl' = 'en') {
  return renderResourceScreen(<ArchivedShopsPage />, { mocks: [...dialogMocks(), ...mocks], roles, language });
}

afterEach(() => {
  clearToasts();
});

describe('archived shops', () => {
  it('lists the archived shops: logo, name, web id, category, archived at and by', async () => {
    const list = answers(StoresPageQuery, ARCHIVED, page([aldi, lidl]));
    renderArchive([list.mock]);

    const first = await screen.findByTestId(`resource-row-${lidl.id}`);
    expect(screen.getByRole('heading', { name: 'Archived shops' })).toBeInTheDocument();
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Lidl');
    expect(within(first).getByRole('img', { name: 'Logo of Lidl' })).toHaveAttribute('src', '/files/stores/lidl.png');
    expect(first).toHaveTextContent('lidl');
    expect(first).toHaveTextContent('Supermarkets');
    expect(first).toHaveTextContent(`${formatDateTime(ARCHIVED_AT)}, anna`);
    expect(within(first).getByRole('button', { name: 'Restore shop Lidl' })).toBeInTheDocument();
    expect(row(aldi.id)).toHaveTextContent(`${formatDateTime(ARCHIVED_AT)}, system`);
    expect(screen.queryByRole('radio', { name: 'Archived' })).not.toBeInTheDocument();
    expect(list.calls).toHaveBeenCalledWith(ARCHIVED);
  });

  it('says when no shop is archived', async () => {
    renderArchive([answers(StoresPageQuery, ARCHIVED, page([])).mock]);
    expect(await screen.findByText('No shop is archived.')).toBeInTheDocument();
  });

  it('restores a shop from its row: restoreStore is sent and the row leaves', async () => {
    const restore = answers(RestoreStoreMutation, undefined, { data: { record: { ...lidl, archivedAt: null, version: 8, updatedBy: 'tester' } } });
    renderArchive([answers(StoresPageQuery, ARCHIVED, page([aldi, lidl])).mock, restore.mock]);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId(`restore-shop-${lidl.id}`));

    await waitFor(() => expect(restore.calls).toHaveBeenCalledTimes(1));
    expect(restore.calls.mock.calls[0]?.[0]).toEqual({ id: lidl.id, clientMutationId: expect.any(String) as unknown });
    expect(await screen.findByText('Restored: Lidl')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId(`resource-row-${lidl.id}`)).not.toBeInTheDocument());
    expect(row(aldi.id)).toBeInTheDocument();
    // The row's button did not open the shop.
    expect(screen.queryByTestId('record-panel')).not.toBeInTheDocument();
  });

  it('words a refused restore', async () => {
    const restore = answers(RestoreStoreMutation, undefined, graphQLError('CONFLICT', { reason: 'NOT_ARCHIVED' }));
    renderArchive([answers(StoresPageQuery, ARCHIVED, page([lidl])).mock, restore.mock]);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId(`restore-shop-${lidl.id}`));
    expect(await screen.findByText('This record is not archived; someone else may have restored it.')).toBeInTheDocument();
  });

  it('follows shops archived and restored elsewhere', async () => {
    const { subscriptions } = renderArchive([answers(StoresPageQuery, ARCHIVED, page([lidl])).mock]);
    await screen.findByTestId(`resource-row-${lidl.id}`);

    pushChange(subscriptions, 'StoresChanged', 'StoreChange', { seq: 1, action: 'ARCHIVED', record: aldi });
    expect(await screen.findByTestId(`resource-row-${aldi.id}`)).toHaveTextContent('Aldi');

    pushChange(subscriptions, 'StoresChanged', 'StoreChange', { seq: 2, action: 'RESTORED', record: { ...lidl, archivedAt: null, version: 8 } });
    await waitFor(() => expect(screen.queryByTestId(`resource-row-${lidl.id}`)).not.toBeInTheDocument());
    expect(await screen.findByText('anna restored Lidl')).toBeInTheDocument();
  });

  it('opens a shop read-only from its row', async () => {
    renderArchive([answers(StoresPageQuery, ARCHIVED, page([lidl])).mock, recordAnswers(lidl).mock]);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId(`resource-row-${lidl.id}`));
    expect(await screen.findByRole('dialog', { name: 'Lidl' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Restore shop' })).toBeInTheDocument();
  });

  it('offers no restore to an editor, in Polish', async () => {
    renderArchive([answers(StoresPageQuery, ARCHIVED, page([lidl])).mock], ['EDITOR'], 'pl');

    const first = await screen.findByTestId(`resource-row-${lidl.id}`);
    expect(screen.getByRole('heading', { name: 'Archiwalne sklepy' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Identyfikator web/ })).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Akcje' })).not.toBeInTheDocument();
  });
});
