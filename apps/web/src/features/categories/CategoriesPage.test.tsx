import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryRecordFragment } from '../../__generated__/graphql';
import {
  answers,
  graphQLError,
  lockServer,
  pageVariables,
  pushLock,
  renderResourceScreen,
  row,
  withinPanel,
} from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import CategoriesPage from './CategoriesPage';
import {
  ArchiveCategoryMutation,
  CategoriesPageQuery,
  CategoryHistoryQuery,
  CategoryQuery,
  CreateCategoryMutation,
} from './operations';

function aCategory(overrides: Partial<CategoryRecordFragment> & { id: string; name: string }): CategoryRecordFragment {
  return {
    __typename: 'Category',
    categoryWebId: overrides.name.toLowerCase(),
    logoUrl: null,
    version: 1,
    archivedAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'anna',
    ...overrides,
  };
}

const drogerie = aCategory({ id: 'c-1', name: 'Drogerie', logoUrl: '/files/categories/c-1.png', version: 2 });
const markety = aCategory({ id: 'c-2', name: 'Markety' });

function page(items: CategoryRecordFragment[]) {
  return { data: { page: { __typename: 'CategoryPage', items, total: items.length } } };
}

function recordOf(record: CategoryRecordFragment, ...later: CategoryRecordFragment[]) {
  return answers(CategoryQuery, { id: record.id }, ...[record, ...later].map((item) => ({ data: { record: item } })));
}

function noHistory(id: string) {
  return answers(CategoryHistoryQuery, { id, limit: 50, offset: 0 }, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
}

function renderCategories(mocks: Mock[]) {
  return renderResourceScreen(<CategoriesPage />, { mocks: [...lockServer().mocks, ...mocks] });
}

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

describe('categories', () => {
  it('lists each category with its name, web id and logo', async () => {
    renderCategories([answers(CategoriesPageQuery, pageVariables('categories'), page([drogerie, markety])).mock]);

    const first = await screen.findByTestId('resource-row-c-1');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Drogerie');
    expect(first).toHaveTextContent('drogerie');
    expect(within(first).getByRole('img', { name: 'Logo of Drogerie' })).toHaveAttribute('src', '/files/categories/c-1.png');
    expect(within(row('c-2')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('checks the form with the domain rules, creates the category and shows it at once', async () => {
    const list = answers(CategoriesPageQuery, pageVariables('categories'), page([drogerie, markety]));
    const created = aCategory({ id: 'c-3', name: 'Apteki', categoryWebId: 'apteki', updatedBy: 'tester' });
    const create = answers(CreateCategoryMutation, undefined, { data: { record: created } });
    renderCategories([list.mock, create.mock, recordOf(created).mock, noHistory('c-3').mock]);
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-c-1');

    await user.click(screen.getByRole('button', { name: 'New category' }));
    expect(await screen.findByRole('dialog', { name: 'New category' })).toBeInTheDocument();
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));
    expect(await withinPanel().findByLabelText('Name')).toHaveAccessibleDescription('This field is required');
    expect(create.calls).not.toHaveBeenCalled();

    await user.type(withinPanel().getByLabelText('Name'), 'Apteki');
    await user.type(withinPanel().getByLabelText('Web ID'), 'apteki');
    await user.click(withinPanel().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(create.calls.mock.calls[0]?.[0]).toEqual({
      input: { name: 'Apteki', categoryWebId: 'apteki' },
      clientMutationId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(await screen.findByTestId('resource-row-c-3')).toHaveTextContent('Apteki');
    expect(await screen.findByRole('dialog', { name: 'Apteki' })).toBeInTheDocument();
    expect(await screen.findByText('Created: Apteki')).toBeInTheDocument();
    expect(list.calls).toHaveBeenCalledTimes(1);
  });

  it('uploads a logo through the gateway and shows the new one', async () => {
    const withLogo = { ...markety, logoUrl: '/files/categories/c-2.png', version: 2 };
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(withLogo), { status: 200 }));
    renderCategories([
      answers(CategoriesPageQuery, pageVariables('categories'), page([drogerie, markety])).mock,
      recordOf(markety, withLogo).mock,
      noHistory('c-2').mock,
    ]);
    // The file picker offers JPG and PNG; a person may still choose "all files".
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByTestId('resource-row-c-2'));
    const input = await withinPanel().findByLabelText('Logo');

    await user.upload(input, new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await withinPanel().findByText('Choose a JPG or PNG image')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [path, init] = fetchSpy.mock.calls[0] ?? [];
    expect(path).toBe('/upload/categories/c-2/logo');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'X-Flyerdesk-Upload': '1' });
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await withinPanel().findByRole('img', { name: 'Logo of Markety' })).toHaveAttribute('src', '/files/categories/c-2.png');
  });

  it('words a refused upload from its code', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ code: 'LOCKED', message: 'Locked', lock: { holder: 'anna', since: '2026-11-20T09:00:00.000Z', expiresAt: '2026-11-20T09:00:30.000Z' } }), { status: 423 }));
    renderCategories([
      answers(CategoriesPageQuery, pageVariables('categories'), page([markety])).mock,
      recordOf(markety).mock,
      noHistory('c-2').mock,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-c-2'));

    await user.upload(await withinPanel().findByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await withinPanel().findByRole('alert')).toHaveTextContent('anna is editing this record.');
  });

  it('archives a category after a confirmation; it leaves the active list', async () => {
    const archived = { ...drogerie, version: 3, archivedAt: '2026-11-20T10:00:00.000Z' };
    const archive = answers(ArchiveCategoryMutation, undefined, { data: { record: archived } });
    renderCategories([
      answers(CategoriesPageQuery, pageVariables('categories'), page([drogerie, markety])).mock,
      recordOf(drogerie).mock,
      noHistory('c-1').mock,
      archive.mock,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-c-1'));

    await user.click(await withinPanel().findByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByTestId('archive-dialog');
    expect(confirm).toHaveTextContent('Drogerie will be archived. You can restore it later.');
    expect(archive.calls).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(archive.calls).toHaveBeenCalledTimes(1));
    expect(archive.calls.mock.calls[0]?.[0]).toMatchObject({ id: 'c-1', version: 2 });
    expect(await screen.findByText('Archived: Drogerie')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('resource-row-c-1')).not.toBeInTheDocument());
    expect(await withinPanel().findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(withinPanel().getByLabelText('Name')).toHaveAttribute('readonly');
  });

  it('shows a refused archive in words', async () => {
    const archive = answers(ArchiveCategoryMutation, undefined, graphQLError('CONFLICT', { reason: 'IN_USE' }));
    const { subscriptions } = renderCategories([
      answers(CategoriesPageQuery, pageVariables('categories'), page([drogerie])).mock,
      recordOf(drogerie).mock,
      noHistory('c-1').mock,
      archive.mock,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('resource-row-c-1'));
    pushLock(subscriptions, 'categories', 'c-1', { holder: null });

    await user.click(await withinPanel().findByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByTestId('archive-dialog')).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('The record is in use and cannot be removed.')).toBeInTheDocument();
    expect(row('c-1')).toBeInTheDocument();
  });

  it('is translated', async () => {
    renderResourceScreen(<CategoriesPage />, {
      mocks: [answers(CategoriesPageQuery, pageVariables('categories'), page([drogerie])).mock],
      language: 'pl',
    });
    await screen.findByTestId('resource-row-c-1');
    expect(screen.getByRole('heading', { name: 'Kategorie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nowa kategoria' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Identyfikator web/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zarchiwizowane' })).toBeInTheDocument();
  });
});
