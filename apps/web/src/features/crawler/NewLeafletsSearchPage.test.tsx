import { formatDateTime } from '@flyerdesk/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJob, aJobResult, type JobData } from '../../test/jobData';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import NewLeafletsSearchPage from './NewLeafletsSearchPage';
import {
  CRAWLER_RUNS_LIMIT,
  CrawlerRunFindingsQuery,
  CrawlerRunsQuery,
  CrawlerSourcesQuery,
  RunAllCrawlersMutation,
  RunCrawlerMutation,
} from './operations';

function aRun(overrides: Parameters<typeof aJob>[0] & { sourceId: string; sourceName: string }): JobData {
  const { sourceId, sourceName, ...rest } = overrides;
  return aJob({ kind: 'CRAWL', ...rest, subject: { sourceId, sourceName } });
}

const lidlDone = aRun({
  id: 'run-1',
  sourceId: 'src-lidl',
  sourceName: 'Lidl leaflets',
  status: 'SUCCESS',
  running: false,
  startedBy: 'anna',
  startedAt: '2026-03-02T08:00:00.000Z',
  finishedAt: '2026-03-02T08:02:00.000Z',
  done: 4,
  total: 4,
  result: aJobResult({ found: 8, new: 2 }),
});
const aldiRunning = aRun({
  id: 'run-2',
  sourceId: 'src-aldi',
  sourceName: 'Aldi feed',
  status: 'PROCESSING',
  startedAt: '2026-03-02T09:00:00.000Z',
  done: 2,
  total: 5,
});
const obiRetrying = aRun({
  id: 'run-3',
  sourceId: 'src-obi',
  sourceName: 'OBI site',
  status: 'RETRYING',
  startedBy: null,
  attempt: 2,
  errorCode: 'FETCH_ERROR',
  nextAttemptAt: '2026-03-02T09:10:00.000Z',
});
const netoFailed = aRun({
  id: 'run-4',
  sourceId: 'src-neto',
  sourceName: 'Netto site',
  status: 'FAILED',
  running: false,
  errorCode: 'SOURCE_INVALID',
  finishedAt: '2026-03-02T07:00:00.000Z',
});

function aSource(overrides: {
  id: string;
  name: string;
  lastRun: JobData | null;
  storeName?: string | null;
  enabled?: boolean;
  findingsCount?: number;
}) {
  return {
    __typename: 'CrawlerSource' as const,
    storeId: overrides.storeName ? `store-${overrides.id}` : null,
    storeName: null,
    url: `https://${overrides.id}.example.com/leaflets`,
    enabled: true,
    findingsCount: 0,
    ...overrides,
  };
}

const lidlSource = aSource({ id: 'src-lidl', name: 'Lidl leaflets', storeName: 'Lidl', lastRun: lidlDone, findingsCount: 8 });
const aldiSource = aSource({ id: 'src-aldi', name: 'Aldi feed', storeName: 'Aldi', lastRun: aldiRunning, findingsCount: 3 });
const kauflandSource = aSource({ id: 'src-kaufland', name: 'Kaufland site', lastRun: null });

function sourcesMock(sources: ReturnType<typeof aSource>[], requests: jest.Mock = jest.fn()): Mock {
  return {
    request: { query: CrawlerSourcesQuery },
    result: () => {
      requests();
      return { data: { crawlerSources: sources } };
    },
  };
}

function runsMock(runs: JobData[], requests: jest.Mock = jest.fn()): Mock {
  return {
    request: { query: CrawlerRunsQuery, variables: { limit: CRAWLER_RUNS_LIMIT } },
    result: () => {
      requests();
      return { data: { crawlerRuns: runs } };
    },
  };
}

function renderPage(mocks: Mock[], roles: ('EDITOR' | 'ADMIN')[] = ['EDITOR']) {
  return renderFeature(<NewLeafletsSearchPage />, { roles, mocks });
}

afterEach(() => {
  clearToasts();
});

describe('new leaflets search', () => {
  it('lists the sources with their last run and the runs with their statuses', async () => {
    renderPage([
      sourcesMock([lidlSource, aldiSource, kauflandSource]),
      runsMock([aldiRunning, obiRetrying, lidlDone, netoFailed]),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'New leaflets search' })).toBeInTheDocument();
    const sources = await screen.findByTestId('crawler-sources');
    const lidl = within(sources).getByRole('row', { name: /Lidl leaflets/ });
    expect(within(lidl).getByTestId('job-status')).toHaveTextContent('Success');
    expect(lidl).toHaveTextContent(formatDateTime('2026-03-02T08:02:00.000Z'));
    expect(lidl).toHaveTextContent('8');
    expect(within(lidl).getByRole('link', { name: /src-lidl\.example\.com/ })).toHaveAttribute('target', '_blank');
    expect(within(lidl).getByRole('button', { name: 'Run again: Lidl leaflets' })).toBeEnabled();
    const aldi = within(sources).getByRole('row', { name: /Aldi feed/ });
    expect(within(aldi).getByTestId('job-status')).toHaveTextContent('Processing');
    expect(within(aldi).getByRole('button', { name: 'Running…: Aldi feed' })).toBeDisabled();
    expect(within(sources).getByRole('row', { name: /Kaufland site/ })).toHaveTextContent('never run');

    const runs = await screen.findByTestId('crawler-runs');
    const running = within(runs).getByRole('row', { name: 'Aldi feed: Processing' });
    expect(within(running).getByRole('progressbar', { name: 'Crawler run — Aldi feed' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(running).toHaveTextContent('2 / 5');
    const retrying = within(runs).getByRole('row', { name: 'OBI site: Retrying' });
    expect(retrying).toHaveTextContent(`next try at ${formatDateTime('2026-03-02T09:10:00.000Z')}`);
    expect(retrying).toHaveTextContent('scheduled');
    const failed = within(runs).getByRole('row', { name: 'Netto site: Failed' });
    expect(failed).toHaveTextContent('The source returned data in an unexpected format.');
    const done = within(runs).getByRole('row', { name: 'Lidl leaflets: Success' });
    expect(done).toHaveTextContent('8 / 2');
    expect(done).toHaveTextContent('anna');
  });

  it('runs one source again and loads the lists again', async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    const sourceRequests = jest.fn();
    const rerun = aRun({ id: 'run-5', sourceId: 'src-lidl', sourceName: 'Lidl leaflets', status: 'QUEUED' });
    renderPage([
      sourcesMock([lidlSource], sourceRequests),
      runsMock([lidlDone]),
      {
        request: { query: RunCrawlerMutation, variables: { sourceId: 'src-lidl' } },
        result: () => {
          calls();
          return { data: { runCrawler: rerun } };
        },
      },
      sourcesMock([{ ...lidlSource, lastRun: rerun }], sourceRequests),
      runsMock([rerun, lidlDone]),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Run again: Lidl leaflets' }));

    expect(await screen.findByText('Run of Lidl leaflets started')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('row', { name: 'Lidl leaflets: Queued' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Running…: Lidl leaflets' })).toBeDisabled();
    expect(sourceRequests).toHaveBeenCalledTimes(2);
  });

  it('runs every source', async () => {
    const user = userEvent.setup();
    const calls = jest.fn();
    const first = aRun({ id: 'run-6', sourceId: 'src-lidl', sourceName: 'Lidl leaflets' });
    const second = aRun({ id: 'run-7', sourceId: 'src-kaufland', sourceName: 'Kaufland site' });
    renderPage(
      [
        sourcesMock([lidlSource, kauflandSource]),
        runsMock([]),
        {
          request: { query: RunAllCrawlersMutation },
          result: () => {
            calls();
            return { data: { runAllCrawlers: [first, second] } };
          },
        },
        sourcesMock([
          { ...lidlSource, lastRun: first },
          { ...kauflandSource, lastRun: second },
        ]),
        runsMock([second, first]),
      ],
      ['ADMIN'],
    );
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run all' }));

    expect(await screen.findByText('2 runs started')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('row', { name: 'Kaufland site: Queued' })).toBeInTheDocument();
  });

  it('loads the sources and runs again when a job changed', async () => {
    const sourceRequests = jest.fn();
    const runRequests = jest.fn();
    const finished = { ...aldiRunning, status: 'SUCCESS' as const, running: false, done: 5, result: aJobResult({ found: 3, new: 1 }) };
    const view = renderPage([
      sourcesMock([aldiSource], sourceRequests),
      runsMock([aldiRunning], runRequests),
      sourcesMock([{ ...aldiSource, lastRun: finished }], sourceRequests),
      runsMock([finished], runRequests),
    ]);
    await screen.findByRole('row', { name: 'Aldi feed: Processing' });
    await waitFor(() => expect(view.subscriptions.isOpen('JobsChanged')).toBe(true));

    view.subscriptions.push('JobsChanged', { jobsChanged: { __typename: 'JobsChangedEvent', seq: 1, version: 12 } });

    expect(await screen.findByRole('row', { name: 'Aldi feed: Success' })).toHaveTextContent('3 / 1');
    expect(screen.getByRole('button', { name: 'Run again: Aldi feed' })).toBeEnabled();
    expect(sourceRequests).toHaveBeenCalledTimes(2);
    expect(runRequests).toHaveBeenCalledTimes(2);
  });

  it("shows a run's findings, marking the new ones", async () => {
    const user = userEvent.setup();
    renderPage([
      sourcesMock([lidlSource]),
      runsMock([lidlDone]),
      {
        request: { query: CrawlerRunFindingsQuery, variables: { runId: 'run-1' } },
        result: {
          data: {
            crawlerRunFindings: [
              {
                __typename: 'CrawlerFinding',
                id: 'f-1',
                sourceId: 'src-lidl',
                url: 'https://src-lidl.example.com/leaflets/spring',
                title: 'Spring offers',
                validFrom: '2026-03-02',
                validTo: '2026-03-08',
                foundAt: '2026-03-02T08:01:00.000Z',
                isNew: true,
              },
              {
                __typename: 'CrawlerFinding',
                id: 'f-2',
                sourceId: 'src-lidl',
                url: 'https://src-lidl.example.com/leaflets/garden',
                title: 'Garden week',
                validFrom: null,
                validTo: null,
                foundAt: '2026-03-02T08:01:30.000Z',
                isNew: false,
              },
            ],
          },
        },
      },
    ]);

    const opener = await screen.findByRole('button', { name: /^Findings of the run of Lidl leaflets/ });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Leaflets found — Lidl leaflets' });
    const spring = await within(dialog).findByRole('row', { name: /Spring offers/ });
    expect(spring).toHaveTextContent('New');
    expect(spring).toHaveTextContent('02.03.2026 – 08.03.2026');
    expect(within(spring).getByRole('link', { name: 'Open Spring offers (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://src-lidl.example.com/leaflets/spring',
    );
    const garden = within(dialog).getByRole('row', { name: /Garden week/ });
    expect(garden).not.toHaveTextContent('New');
    expect(garden).toHaveTextContent('not set');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
