import { formatDate } from '@flyerdesk/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsertRecordFragment } from '../../__generated__/graphql';
import { answers, graphQLError, lockServer, pageVariables, renderResourceScreen, row, withinPanel } from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import InsertsPage from './InsertsPage';
import {
  ArchiveInsertMutation,
  CreateInsertMutation,
  InsertHistoryQuery,
  InsertQuery,
  InsertsPageQuery,
  RestoreInsertMutation,
} from './operations';

function anInsert(overrides: Partial<InsertRecordFragment> & { id: string; insertName: string }): InsertRecordFragment {
  return {
    __typename: 'Insert',
    description: null,
    imageUrl: null,
    redirectUrl: null,
    longUrl: null,
    validFrom: null,
    validTo: null,
    showOnIos: false,
    showOnAndroid: false,
    showOnAndroid2: false,
    showOnWeb: false,
    usedBy: 0,
    version: 1,
    archivedAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'anna',
    ...overrides,
  };
}

const coffee = anInsert({
  id: 'i-1',
  insertName: 'coffee_week-1',
  description: 'Coffee week advert',
  validFrom: '2026-11-23',
  validTo: '2026-11-29',
  showOnIos: true,
  showOnWeb: true,
  usedBy: 3,
  imageUrl: '/files/inserts/i-1.png',
});

function page(items: InsertRecordFragment[]) {
  return { data: { page: { __typename: 'InsertPage', items, total: items.length } } };
}

function recordMocks(record: InsertRecordFragment, ...later: InsertRecordFragment[]): Mock[] {
  return [
    answers(InsertQuery, { id: record.id }, ...[record, ...later].map((item) => ({ data: { record: item } }))).mock,
    answers(InsertHistoryQuery, { id: record.id, limit: 50, offset: 0 }, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } }).mock,
  ];
}

function renderInserts(mocks: Mock[]) {
  return renderResourceScreen(<InsertsPage />, { mocks: [...lockServer().mocks, ...mocks] });
}

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

describe('inserts', () => {
  it('lists each insert with its description, validity, platforms and use on leaflet pages', async () => {
    renderInserts([answers(InsertsPageQuery, pageVariables('inserts'), page([coffee])).mock]);

    const first = await screen.findByTestId('resource-row-i-1');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('coffee_week-1');
    expect(first).toHaveTextContent('Coffee week advert');
    expect(first).toHaveTextContent(formatDate('2026-11-23'));
    expect(first).toHaveTextContent(formatDate('2026-11-29'));
    expect(first).toHaveTextContent('IOS, Web');
    expect(first).toHaveTextContent('3');
  });

  it('says why an insert used on leaflet pages cannot be archived', async () => {
    const archive = answers(ArchiveInsertMutation, undefined, graphQLError('CONFLICT', { reason: 'INSERT_IN_USE', usedBy: 3 }));
    renderInserts([answers(InsertsPageQuery, pageVariables('inserts'), page([coffee])).mock, ...recordMocks(coffee), archive.mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-i-1'));

    await user.click(await withinPanel().findByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByTestId('archive-dialog')).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('The insert is used in leaflets and cannot be removed.')).toBeInTheDocument();
    expect(archive.calls.mock.calls[0]?.[0]).toMatchObject({ id: 'i-1', version: 1 });
    expect(row('i-1')).toBeInTheDocument();
  });

  it('restores an archived insert shown with the Archived filter', async () => {
    const archived = { ...coffee, usedBy: 0, archivedAt: '2026-11-19T09:00:00.000Z', version: 4 };
    const restore = answers(RestoreInsertMutation, undefined, { data: { record: { ...archived, archivedAt: null, version: 5 } } });
    renderInserts([
      answers(InsertsPageQuery, pageVariables('inserts'), page([])).mock,
      answers(InsertsPageQuery, pageVariables('inserts', { archived: 'ARCHIVED' }), page([archived])).mock,
      ...recordMocks(archived),
      restore.mock,
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('No inserts yet')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    await user.click(await screen.findByTestId('resource-row-i-1'));
    expect(await withinPanel().findByText(/Archived on/)).toBeInTheDocument();
    await user.click(withinPanel().getByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByTestId('archive-dialog')).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(restore.calls).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Restored: coffee_week-1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('resource-row-i-1')).not.toBeInTheDocument());
  });

  it('needs an image and a technical name of letters, digits, - and _; creates the insert, then uploads its image', async () => {
    const created = anInsert({ id: 'i-9', insertName: 'tea_time', showOnAndroid: true, updatedBy: 'tester', validFrom: '2026-12-01' });
    const withImage = { ...created, imageUrl: '/files/inserts/i-9.png', version: 2 };
    const create = answers(CreateInsertMutation, undefined, { data: { record: created } });
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(withImage), { status: 200 }));
    renderInserts([answers(InsertsPageQuery, pageVariables('inserts'), page([coffee])).mock, create.mock, ...recordMocks(withImage)]);
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-i-1');

    await user.click(screen.getByRole('button', { name: 'New insert' }));
    const name = await withinPanel().findByLabelText('Technical name');
    await user.type(name, 'tea time');
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("Only letters, digits, '-' and '_'"));
    expect(withinPanel().getByLabelText('Image')).toHaveAccessibleDescription('This field is required');
    expect(create.calls).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, 'tea_time');
    await user.upload(withinPanel().getByLabelText('Image'), new File(['png'], 'tea.png', { type: 'image/png' }));
    await user.type(withinPanel().getByLabelText('Valid from'), '2026-12-01');
    await user.click(withinPanel().getByRole('checkbox', { name: 'Show on Android' }));
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls.mock.calls[0]?.[0]).toMatchObject({
      input: {
        insertName: 'tea_time',
        description: null,
        redirectUrl: null,
        longUrl: null,
        validFrom: '2026-12-01',
        validTo: null,
        showOnIos: false,
        showOnAndroid: true,
        showOnAndroid2: false,
        showOnWeb: false,
      },
    });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/upload/inserts/i-9/image');
    expect(await screen.findByRole('dialog', { name: 'tea_time' })).toBeInTheDocument();
    expect(await withinPanel().findByRole('img', { name: 'Image of tea_time' })).toHaveAttribute('src', '/files/inserts/i-9.png');
    expect(await screen.findByTestId('resource-row-i-9')).toBeInTheDocument();
  });
});
