import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ArticleDataFieldsFragment } from '../../__generated__/graphql';
import { JobProgressQuery } from '../../shared/jobs/useJobProgress';
import { aJob, aJobResult, withSteps, type JobData } from '../../test/jobData';
import { clearToasts, renderFeature, type FeatureRender, type Mock } from '../../test/renderFeature';
import { ArticlesDataPanel } from './ArticlesDataPanel';
import {
  ArticlesDataArticlesQuery,
  ArticlesDataDeletedQuery,
  ArticlesDataImportQuery,
  ArticlesDataQuery,
  ArticlesDataRetailersQuery,
  ConfirmArticleDataMatchMutation,
  DeleteArticleDataMutation,
  MatchArticleDataToLeafletMutation,
  RemoveArticleDataMatchMutation,
  StartArticlesDataImportMutation,
  UndeleteArticleDataMutation,
} from './operations';

type Item = ArticleDataFieldsFragment & { __typename: 'ArticleData' };

function anItem(overrides: Partial<Item> & { id: string; title: string }): Item {
  return {
    __typename: 'ArticleData',
    retailer: 'lidl',
    storeId: 's-lidl',
    storeName: 'Lidl',
    validFrom: '2026-03-02',
    validTo: '2026-03-08',
    status: 'NOT_MATCHED',
    leafletReference: null,
    articlesCount: 12,
    updatedAt: '2026-03-01T08:00:00.000Z',
    updatedBy: null,
    version: 1,
    ...overrides,
  };
}

const reference = (naturalId: string) => ({
  __typename: 'LeafletReference' as const,
  leafletId: `leaflet-${naturalId}`,
  leafletNaturalId: naturalId,
  leafletStoreId: 's-lidl',
});

const spring = anItem({
  id: 'ad-1',
  title: 'Spring offers',
  status: 'MATCHED',
  leafletReference: reference('lidl-spring'),
  version: 3,
});
const garden = anItem({ id: 'ad-2', title: 'Garden week', status: 'NOT_MATCHED', version: 5 });
const easter = anItem({
  id: 'ad-3',
  title: 'Easter deals',
  status: 'CONFIRMED',
  leafletReference: reference('lidl-easter'),
  version: 2,
});
const winter = anItem({ id: 'ad-4', title: 'Winter sale', status: 'DELETED', version: 7 });

function importMock(job: JobData | null): Mock {
  return { request: { query: ArticlesDataImportQuery }, result: { data: { articlesDataImport: job } } };
}

function itemsMock(items: Item[], requests: jest.Mock = jest.fn()): Mock {
  return {
    request: { query: ArticlesDataQuery },
    result: () => {
      requests();
      return { data: { articlesData: items } };
    },
  };
}

function mutationMock(
  query: Mock['request']['query'],
  variables: Record<string, unknown>,
  field: string,
  item: Item,
  calls: jest.Mock = jest.fn(),
): Mock {
  return {
    request: { query, variables },
    result: () => {
      calls(variables);
      return { data: { [field]: item } };
    },
  };
}

function renderPanel(mocks: Mock[], options: { articlesData?: boolean; roles?: ('EDITOR' | 'EDITOR_RECIPE')[] } = {}) {
  return renderFeature(<ArticlesDataPanel />, {
    roles: options.roles ?? ['EDITOR'],
    flags: { articlesData: options.articlesData ?? true, leafletScrapper: false },
    mocks,
  });
}

async function findTable(name: RegExp) {
  return screen.findByRole('table', { name });
}

/** The items have loaded (the tabs show their counts). */
async function itemsLoaded() {
  await screen.findByRole('tab', { name: /^To confirm \(\d+\)$/ });
}

function row(title: string) {
  return screen.getByRole('row', { name: new RegExp(title) });
}

async function waitForSubscription(view: FeatureRender, name: string) {
  await waitFor(() => expect(view.subscriptions.isOpen(name)).toBe(true));
}

afterEach(() => {
  clearToasts();
});

describe('article data panel', () => {
  it('is hidden while the articles-data switch is off', async () => {
    const requests = jest.fn();
    renderPanel([importMock(null), itemsMock([spring], requests)], { articlesData: false });
    await act(() => Promise.resolve());

    expect(screen.queryByRole('region', { name: 'Article data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import article data' })).not.toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('is hidden from users who may not manage article data', async () => {
    const requests = jest.fn();
    renderPanel([importMock(null), itemsMock([spring], requests)], { roles: ['EDITOR_RECIPE'] });
    await act(() => Promise.resolve());

    expect(screen.queryByTestId('articles-data-panel')).not.toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('lists the items by status, each with its status and the matched leaflet', async () => {
    const user = userEvent.setup();
    renderPanel([importMock(null), itemsMock([spring, garden, easter])]);

    const toConfirm = await findTable(/Matches to confirm/);
    expect(screen.getByRole('region', { name: 'Article data' })).toBeInTheDocument();
    expect(screen.getByText('No import has been run yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To confirm (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Unmatched (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Confirmed (1)' })).toBeInTheDocument();

    const springRow = within(toConfirm).getByRole('row', { name: /Spring offers/ });
    expect(springRow).toHaveAccessibleName('Spring offers (lidl): Matched');
    expect(springRow).toHaveTextContent('lidl-spring');
    expect(springRow).toHaveTextContent('02.03.2026 – 08.03.2026');
    expect(springRow).toHaveTextContent('12 articles');
    expect(within(springRow).getByTestId('article-data-status')).toHaveTextContent('Matched');
    expect(within(toConfirm).queryByRole('row', { name: /Garden week/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Confirmed (1)' }));
    const confirmed = await findTable(/Confirmed matches/);
    expect(within(confirmed).getByRole('row', { name: /Easter deals/ })).toHaveTextContent('Confirmed');
    expect(within(confirmed).getByRole('button', { name: 'Remove match: Easter deals' })).toBeInTheDocument();
  });

  it('starts an import and follows its progress live to its result', async () => {
    const user = userEvent.setup();
    const queued = aJob({ id: 'job-1', status: 'QUEUED', total: null });
    const processing = aJob({
      id: 'job-1',
      status: 'PROCESSING',
      done: 12,
      total: 60,
      startedAt: '2026-03-02T09:00:05.000Z',
      version: 3,
    });
    const done = aJob({
      id: 'job-1',
      status: 'SUCCESS',
      running: false,
      done: 60,
      total: 60,
      startedAt: '2026-03-02T09:00:05.000Z',
      finishedAt: '2026-03-02T09:01:00.000Z',
      result: aJobResult({ imported: 60, matched: 31, unmatched: 29 }),
      version: 9,
    });
    const itemRequests = jest.fn();
    const view = renderPanel([
      importMock(null),
      itemsMock([], itemRequests),
      { request: { query: StartArticlesDataImportMutation }, result: { data: { startArticlesDataImport: queued } } },
      { request: { query: JobProgressQuery, variables: { id: 'job-1' } }, result: { data: { job: withSteps(queued) } } },
      itemsMock([spring, garden], itemRequests),
    ]);
    await screen.findByText('No import has been run yet.');

    await user.click(screen.getByRole('button', { name: 'Import article data' }));

    expect(await screen.findByText('Import of article data started')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Import in progress' });
    expect(button).toBeDisabled();
    await waitForSubscription(view, 'JobProgressChanged');

    view.subscriptions.push('JobProgressChanged', {
      jobProgress: { __typename: 'JobProgressEvent', seq: 1, state: 'LIVE', retryInMs: null, job: withSteps(processing) },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Import of article data' });
    expect(screen.getByText('12 / 60')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '60');
    expect(screen.getByRole('button', { name: 'Import in progress' })).toBeDisabled();

    view.subscriptions.push('JobProgressChanged', {
      jobProgress: { __typename: 'JobProgressEvent', seq: 2, state: 'LIVE', retryInMs: null, job: withSteps(done) },
    });
    expect(await screen.findByText('60 imported, 31 matched, 29 unmatched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import article data' })).toBeEnabled();
    // The finished import's items are loaded.
    expect(await screen.findByRole('row', { name: /Spring offers/ })).toBeInTheDocument();
    expect(itemRequests).toHaveBeenCalledTimes(2);
  });

  it('shows an import a colleague started', async () => {
    const theirs = aJob({ id: 'job-5', status: 'PROCESSING', done: 3, total: 30, startedBy: 'anna' });
    const view = renderPanel([
      importMock(null),
      itemsMock([]),
      importMock(theirs),
      { request: { query: JobProgressQuery, variables: { id: 'job-5' } }, result: { data: { job: withSteps(theirs) } } },
    ]);
    await screen.findByText('No import has been run yet.');
    await waitForSubscription(view, 'JobsChanged');

    view.subscriptions.push('JobsChanged', { jobsChanged: { __typename: 'JobsChangedEvent', seq: 1, version: 4 } });

    expect(await screen.findByRole('button', { name: 'Import in progress' })).toBeDisabled();
    expect(screen.getByText('3 / 30')).toBeInTheDocument();
    expect(screen.getByText('Started by anna')).toBeInTheDocument();
  });

  it('says the source could not be fetched when the import failed so', async () => {
    const failed = aJob({
      id: 'job-2',
      status: 'FAILED',
      running: false,
      errorCode: 'FETCH_ERROR',
      message: 'GET https://source.example.com failed: 503',
      attempt: 3,
      finishedAt: '2026-03-02T09:05:00.000Z',
    });
    renderPanel([importMock(failed), itemsMock([])]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fetching error. Please try again later.');
    expect(screen.getByTestId('job-status')).toHaveTextContent('Failed');
    expect(screen.getByRole('button', { name: 'Import article data' })).toBeEnabled();
  });

  it('shows a running import as running after a reload, in Polish', async () => {
    const running = aJob({ id: 'job-3', status: 'PROCESSING', done: 5, total: 40 });
    renderFeature(<ArticlesDataPanel />, {
      roles: ['ADMIN'],
      language: 'pl',
      mocks: [
        importMock(running),
        itemsMock([]),
        { request: { query: JobProgressQuery, variables: { id: 'job-3' } }, result: { data: { job: withSteps(running) } } },
      ],
    });

    expect(await screen.findByRole('button', { name: 'Import w toku' })).toBeDisabled();
    expect(screen.getByText('5 / 40')).toBeInTheDocument();
    expect(await screen.findByText('Brak dopasowań oczekujących na potwierdzenie')).toBeInTheDocument();
  });

  it('confirms a match with the version on screen and moves it to the confirmed table', async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    renderPanel([
      importMock(null),
      itemsMock([spring, garden]),
      mutationMock(
        ConfirmArticleDataMatchMutation,
        { id: 'ad-1', leafletId: 'leaflet-lidl-spring', version: 3 },
        'confirmArticleDataMatch',
        { ...spring, status: 'CONFIRMED', version: 4 },
        calls,
      ),
    ]);
    await findTable(/Matches to confirm/);

    await user.click(within(row('Spring offers')).getByRole('button', { name: 'Confirm the match of Spring offers' }));

    expect(await screen.findByText('“Spring offers” confirmed')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ id: 'ad-1', leafletId: 'leaflet-lidl-spring', version: 3 });
    expect(await screen.findByRole('tab', { name: 'Confirmed (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To confirm (0)' })).toBeInTheDocument();
    expect(screen.getByText('No matches waiting for confirmation')).toBeInTheDocument();
  });

  it('rejects a match with the version on screen', async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    renderPanel([
      importMock(null),
      itemsMock([spring]),
      mutationMock(
        RemoveArticleDataMatchMutation,
        { id: 'ad-1', version: 3 },
        'removeArticleDataMatch',
        { ...spring, status: 'NOT_MATCHED', leafletReference: null, version: 4 },
        calls,
      ),
    ]);
    await findTable(/Matches to confirm/);

    await user.click(screen.getByRole('button', { name: 'Reject the match of Spring offers' }));

    expect(await screen.findByText('Match of “Spring offers” rejected')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ id: 'ad-1', version: 3 });
    expect(await screen.findByRole('tab', { name: 'Unmatched (1)' })).toBeInTheDocument();
  });

  it('removes a confirmed match with the version on screen', async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    renderPanel([
      importMock(null),
      itemsMock([easter]),
      mutationMock(
        RemoveArticleDataMatchMutation,
        { id: 'ad-3', version: 2 },
        'removeArticleDataMatch',
        { ...easter, status: 'NOT_MATCHED', leafletReference: null, version: 3 },
        calls,
      ),
    ]);
    await itemsLoaded();
    await user.click(screen.getByRole('tab', { name: 'Confirmed (1)' }));

    await user.click(await screen.findByRole('button', { name: 'Remove match: Easter deals' }));

    expect(await screen.findByText('Match of “Easter deals” removed')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ id: 'ad-3', version: 2 });
    expect(await screen.findByText('No confirmed matches')).toBeInTheDocument();
  });

  it('assigns an unmatched item to a leaflet, showing what is wrong with the id under the field', async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    renderPanel([
      importMock(null),
      itemsMock([garden]),
      {
        request: {
          query: MatchArticleDataToLeafletMutation,
          variables: { id: 'ad-2', leafletNaturalId: 'lidl-nope', version: 5 },
        },
        result: {
          errors: [
            new GraphQLError('Validation failed', {
              extensions: {
                code: 'BAD_USER_INPUT',
                invalidFields: [
                  { field: 'leafletNaturalId', key: 'validation.leafletNotFound', message: 'No leaflet with this id was found' },
                ],
              },
            }),
          ],
        },
      },
      mutationMock(
        MatchArticleDataToLeafletMutation,
        { id: 'ad-2', leafletNaturalId: 'lidl-garden', version: 5 },
        'matchArticleDataToLeaflet',
        { ...garden, status: 'CONFIRMED', leafletReference: reference('lidl-garden'), version: 6 },
        calls,
      ),
    ]);
    await itemsLoaded();
    await user.click(screen.getByRole('tab', { name: 'Unmatched (1)' }));

    await user.click(await screen.findByRole('button', { name: 'Assign Garden week to a leaflet' }));
    const form = screen.getByRole('form', { name: 'Assign Garden week to a leaflet' });
    const field = within(form).getByLabelText('Leaflet ID');
    expect(field).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();

    await user.type(field, ' lidl-nope ');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('No leaflet with this id was found')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'lidl-garden');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('“Garden week” assigned to lidl-garden')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ id: 'ad-2', leafletNaturalId: 'lidl-garden', version: 5 });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Confirmed (1)' })).toBeInTheDocument();
  });

  it('deletes an unmatched item with the version on screen', async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    renderPanel([
      importMock(null),
      itemsMock([garden]),
      mutationMock(
        DeleteArticleDataMutation,
        { id: 'ad-2', version: 5 },
        'deleteArticleData',
        { ...garden, status: 'DELETED', version: 6 },
        calls,
      ),
      itemsMock([]),
    ]);
    await itemsLoaded();
    await user.click(screen.getByRole('tab', { name: 'Unmatched (1)' }));

    await user.click(await screen.findByRole('button', { name: 'Delete Garden week' }));

    expect(await screen.findByText('“Garden week” deleted')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ id: 'ad-2', version: 5 });
    expect(await screen.findByText('No unmatched items')).toBeInTheDocument();
  });

  it("lists a retailer's deleted items and undeletes one with the version on screen", async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    const biedronkaItem = anItem({ id: 'ad-9', title: 'Biedronka weekend', retailer: 'biedronka', status: 'DELETED' });
    renderPanel([
      importMock(null),
      itemsMock([]),
      {
        request: { query: ArticlesDataRetailersQuery },
        result: { data: { articlesDataRetailers: ['biedronka', 'lidl'] } },
      },
      {
        request: { query: ArticlesDataDeletedQuery, variables: { retailer: 'biedronka' } },
        result: { data: { articlesDataDeleted: [biedronkaItem] } },
      },
      {
        request: { query: ArticlesDataDeletedQuery, variables: { retailer: 'lidl' } },
        result: { data: { articlesDataDeleted: [winter] } },
      },
      mutationMock(
        UndeleteArticleDataMutation,
        { id: 'ad-4', version: 7 },
        'undeleteArticleData',
        { ...winter, status: 'NOT_MATCHED', version: 8 },
        calls,
      ),
      itemsMock([{ ...winter, status: 'NOT_MATCHED', version: 8 }]),
      { request: { query: ArticlesDataRetailersQuery }, result: { data: { articlesDataRetailers: ['biedronka', 'lidl'] } } },
      {
        request: { query: ArticlesDataDeletedQuery, variables: { retailer: 'lidl' } },
        result: { data: { articlesDataDeleted: [] } },
      },
    ]);
    await itemsLoaded();
    await user.click(screen.getByRole('tab', { name: 'Deleted' }));

    expect(await screen.findByRole('row', { name: /Biedronka weekend/ })).toHaveTextContent('Deleted');
    await user.selectOptions(screen.getByLabelText('Retailer'), 'lidl');
    const table = await findTable(/Deleted items of lidl/);
    expect(within(table).getByRole('row', { name: /Winter sale/ })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Undelete Winter sale' }));

    expect(await screen.findByText('“Winter sale” restored')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ id: 'ad-4', version: 7 });
    expect(await screen.findByText('No deleted items of this retailer')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Unmatched (1)' })).toBeInTheDocument();
  });

  it('reloads the list and says why when someone else changed the item first', async () => {
    const user = userEvent.setup();
    const itemRequests = jest.fn();
    renderPanel([
      importMock(null),
      itemsMock([spring], itemRequests),
      {
        request: {
          query: ConfirmArticleDataMatchMutation,
          variables: { id: 'ad-1', leafletId: 'leaflet-lidl-spring', version: 3 },
        },
        result: {
          errors: [
            new GraphQLError('The item was changed', { extensions: { code: 'CONFLICT', reason: 'VERSION_MISMATCH' } }),
          ],
        },
      },
      itemsMock([{ ...spring, status: 'CONFIRMED', version: 4, updatedBy: 'anna' }], itemRequests),
    ]);
    await findTable(/Matches to confirm/);

    await user.click(screen.getByRole('button', { name: 'Confirm the match of Spring offers' }));

    expect(await screen.findByText('Changed by someone else — the list was refreshed')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Confirmed (1)' })).toBeInTheDocument();
    expect(itemRequests).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it('loads the lists again when article data changed elsewhere, once per burst of changes', async () => {
    const itemRequests = jest.fn();
    const view = renderPanel([
      importMock(null),
      itemsMock([spring], itemRequests),
      itemsMock([{ ...spring, status: 'CONFIRMED', version: 4 }, garden], itemRequests),
      importMock(null),
    ]);
    await findTable(/Matches to confirm/);
    await waitForSubscription(view, 'ArticlesDataChanged');

    const event = (seq: number) => ({ articlesDataChanged: { __typename: 'ArticlesDataChangedEvent', seq, version: seq } });
    view.subscriptions.push('ArticlesDataChanged', event(1));
    view.subscriptions.push('ArticlesDataChanged', event(2));
    view.subscriptions.push('ArticlesDataChanged', event(3));
    expect(itemRequests).toHaveBeenCalledTimes(1);

    expect(await screen.findByRole('tab', { name: 'Confirmed (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unmatched (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To confirm (0)' })).toBeInTheDocument();
    expect(itemRequests).toHaveBeenCalledTimes(2);
  });

  it("lists an item's articles in a dialog", async () => {
    const user = userEvent.setup();
    renderPanel([
      importMock(null),
      itemsMock([spring]),
      {
        request: { query: ArticlesDataArticlesQuery, variables: { id: 'ad-1' } },
        result: {
          data: {
            articlesDataArticles: [
              {
                __typename: 'Article',
                id: 'a-1',
                name: 'Butter',
                brand: 'Pilos',
                packaging: '200 g',
                price: 5.99,
                currency: 'PLN',
                pricePerUnit: 29.95,
                unit: 'kg',
                crossedPrice: 7.49,
                discount: '-20%',
                pageNumber: 3,
              },
            ],
          },
        },
      },
    ]);
    await findTable(/Matches to confirm/);

    await user.click(screen.getByRole('button', { name: '12 articles of Spring offers' }));

    const dialog = await screen.findByRole('dialog', { name: 'Articles of “Spring offers”' });
    const butter = await within(dialog).findByRole('row', { name: /Butter/ });
    expect(butter).toHaveTextContent('Pilos');
    expect(butter).toHaveTextContent('5.99 PLN');
    expect(butter).toHaveTextContent('29.95 PLN / kg');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '12 articles of Spring offers' })).toHaveFocus());
  });
});
