import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { aFinishedJob, aJob, clearToasts, renderWithJobProviders, type JobData, type Mock } from '../../shared/jobs/test-utils';
import { JobCentreButton } from './JobCentreButton';
import { JobCentreNotifier } from './JobCentreNotifier';
import { CancelJobMutation, JobCentreQuery, RetryJobMutation } from './operations';

function listMock(jobs: JobData[], requests: jest.Mock = jest.fn()): Mock {
  return {
    request: { query: JobCentreQuery },
    result: () => {
      requests();
      return { data: { jobs } };
    },
  };
}

function changed(seq: number) {
  return { jobsChanged: { __typename: 'JobsChangedEvent', seq, version: seq } };
}

const cutting = aJob({ id: 'cut-1', done: 2, total: 8 });
const importing = aJob({ id: 'import-1', kind: 'ARTICLES_IMPORT', status: 'QUEUED', startedBy: 'piotr', subject: { leafletId: null, leafletNaturalId: null, storeId: null, storeName: null } });
const crawlFailed = aFinishedJob({
  id: 'crawl-1',
  kind: 'CRAWL',
  status: 'FAILED',
  errorCode: 'FETCH_ERROR',
  startedBy: null,
  subject: { sourceName: 'Gazetki.pl', leafletId: null, leafletNaturalId: null, storeId: null, storeName: null },
});
const cutDone = aFinishedJob({ id: 'cut-0', status: 'SUCCESS', result: { pages: 12 }, subject: { leafletNaturalId: 'aldi-47', storeName: 'Aldi' } });

function JobCentre({ canManage = true, username = 'tester' }: { canManage?: boolean; username?: string }) {
  return (
    <>
      <JobCentreNotifier username={username} />
      <JobCentreButton canManage={canManage} />
    </>
  );
}

afterEach(() => {
  clearToasts();
});

describe('job centre', () => {
  it('counts the running jobs on its button', async () => {
    renderWithJobProviders(<JobCentre />, { mocks: [listMock([cutting, importing, crawlFailed, cutDone])], roles: ['EDITOR'] });
    const button = await screen.findByRole('button', { name: 'Jobs (running: 2)' });
    expect(within(button).getByTestId('job-centre-badge')).toHaveTextContent('2');
  });

  it('shows no count without running jobs', async () => {
    renderWithJobProviders(<JobCentre />, { mocks: [listMock([cutDone])], roles: ['EDITOR'], language: 'pl' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zadania' })).toBeInTheDocument());
    expect(screen.queryByTestId('job-centre-badge')).not.toBeInTheDocument();
  });

  it("counts the pages of the scraper's finished PDFs", async () => {
    const user = userEvent.setup();
    const fromZip = aFinishedJob({ id: 'zip-1', kind: 'LEAFLET_FROM_ZIP', status: 'SUCCESS', result: { pages: 3 }, subject: { leafletNaturalId: 'lidl-zip', storeName: 'Lidl' } });
    const pdf = aFinishedJob({ id: 'pdf-1', kind: 'LEAFLET_PDF', status: 'SUCCESS', result: { pages: 3 }, subject: { leafletNaturalId: 'lidl-zip', storeName: 'Lidl' } });
    renderWithJobProviders(<JobCentre />, { mocks: [listMock([fromZip, pdf])], roles: ['ADMIN'] });
    await user.click(await screen.findByRole('button', { name: 'Jobs' }));
    const finished = within(await screen.findByRole('dialog', { name: 'Jobs' })).getByTestId('job-centre-finished');
    expect(within(finished).getByRole('listitem', { name: 'Leaflet from a ZIP archive — lidl-zip (Lidl)' })).toHaveTextContent('Pages: 3');
    expect(within(finished).getByRole('listitem', { name: /^PDF of a leaflet/ })).toHaveTextContent('Pages: 3');
  });

  it('lists running and finished jobs and cancels one', async () => {
    const user = userEvent.setup();
    const cancelled = aFinishedJob({ id: 'cut-1', status: 'CANCELLED', done: 2, total: 8, version: 2 });
    const cancel: Mock = {
      request: { query: CancelJobMutation, variables: { id: 'cut-1' } },
      result: jest.fn(() => ({ data: { cancelJob: cancelled } })),
    };
    renderWithJobProviders(<JobCentre />, {
      mocks: [listMock([cutting, importing, crawlFailed, cutDone]), cancel, listMock([cancelled, importing, crawlFailed, cutDone])],
      roles: ['EDITOR'],
    });
    await user.click(await screen.findByRole('button', { name: 'Jobs (running: 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jobs' });

    const running = within(dialog).getByTestId('job-centre-running');
    const cutItem = within(running).getByRole('listitem', { name: 'Page cutting — lidl-48 (Lidl)' });
    expect(within(cutItem).getByRole('progressbar', { name: 'Page cutting — lidl-48 (Lidl)' })).toHaveAttribute('aria-valuenow', '2');
    expect(cutItem).toHaveTextContent('2 / 8');
    expect(cutItem).toHaveTextContent('Started by tester');
    expect(within(running).getByRole('listitem', { name: 'Import of article data' })).toHaveTextContent('Queued');

    const finished = within(dialog).getByTestId('job-centre-finished');
    const crawlItem = within(finished).getByRole('listitem', { name: 'Crawler run — Gazetki.pl' });
    expect(crawlItem).toHaveTextContent('Failed');
    expect(crawlItem).toHaveTextContent('Fetching error. Please try again later.');
    expect(within(crawlItem).getByRole('button', { name: 'Retry: Crawler run — Gazetki.pl' })).toBeInTheDocument();
    const doneItem = within(finished).getByRole('listitem', { name: 'Page cutting — aldi-47 (Aldi)' });
    expect(doneItem).toHaveTextContent('Pages: 12');
    expect(within(doneItem).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(cutItem).getByRole('button', { name: 'Cancel: Page cutting — lidl-48 (Lidl)' }));
    await waitFor(() => expect(cancel.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(within(dialog).getByTestId('job-centre-finished')).getByRole('listitem', { name: 'Page cutting — lidl-48 (Lidl)' })).toHaveTextContent('Cancelled'),
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Jobs (running: 1)' })).toBeInTheDocument();
  });

  it('tells when the job had already finished', async () => {
    const user = userEvent.setup();
    const retry: Mock = {
      request: { query: RetryJobMutation, variables: { id: 'crawl-1' } },
      result: { errors: [new GraphQLError('Job not retryable', { extensions: { code: 'CONFLICT', reason: 'JOB_NOT_RETRYABLE' } })] },
    };
    renderWithJobProviders(<JobCentre />, { mocks: [listMock([crawlFailed]), retry, listMock([crawlFailed])], roles: ['EDITOR'] });
    await user.click(await screen.findByRole('button', { name: 'Jobs' }));
    await user.click(await screen.findByRole('button', { name: 'Retry: Crawler run — Gazetki.pl' }));
    expect(await screen.findByText('This job cannot be run again.')).toBeInTheDocument();
  });

  it('offers no cancel or retry without the right to manage jobs', async () => {
    const user = userEvent.setup();
    renderWithJobProviders(<JobCentre canManage={false} />, { mocks: [listMock([cutting, crawlFailed])], roles: ['EDITOR'] });
    await user.click(await screen.findByRole('button', { name: 'Jobs (running: 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jobs' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /Cancel|Retry/ })).not.toBeInTheDocument();
  });

  it('names a notification send by its title, or by its channel without one, and tells its counts', async () => {
    const user = userEvent.setup();
    const noSubject = { storeId: null, storeName: null, leafletId: null, leafletNaturalId: null };
    const sendingNow = aJob({
      id: 'send-1',
      kind: 'NOTIFICATION_SEND',
      done: 3,
      total: 10,
      subject: { ...noSubject, notificationId: 'n-1', notificationTitle: 'Weekend sale', notificationChannel: 'PROMOTIONAL_NOTIFICATION_EXTENDED' },
    });
    const sentOffers = aFinishedJob({
      id: 'send-2',
      kind: 'NOTIFICATION_SEND',
      status: 'SUCCESS',
      result: { recipients: 120, sent: 118, failed: 2 },
      subject: { ...noSubject, notificationId: 'n-2', notificationTitle: null, notificationChannel: 'NEW_OFFERS_NOTIFICATION' },
    });
    renderWithJobProviders(<JobCentre />, { mocks: [listMock([sendingNow, sentOffers])], roles: ['ADMIN'], language: 'pl' });
    await user.click(await screen.findByRole('button', { name: 'Zadania (w toku: 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zadania' });
    expect(within(dialog).getByRole('listitem', { name: 'Wysyłka powiadomienia — Weekend sale' })).toHaveTextContent('3 / 10');
    expect(within(dialog).getByRole('listitem', { name: 'Wysyłka powiadomienia — Nowe oferty' })).toHaveTextContent(
      'Wysłano: 118 · nieudane: 2 z 120',
    );
  });

  it('says so when there are no jobs', async () => {
    const user = userEvent.setup();
    renderWithJobProviders(<JobCentre />, { mocks: [listMock([])], roles: ['EDITOR'] });
    await user.click(await screen.findByRole('button', { name: 'Jobs' }));
    expect(await screen.findByText('No running jobs')).toBeInTheDocument();
    expect(screen.getByText('No finished jobs')).toBeInTheDocument();
  });
});

describe('job finished toasts', () => {
  const mine = aJob({ id: 'cut-1', done: 7, total: 8 });
  const theirs = aJob({ id: 'cut-2', startedBy: 'piotr', subject: { leafletNaturalId: 'aldi-47', storeName: 'Aldi' } });

  async function run(finishedMine: JobData, finishedTheirs: JobData, language: 'en' | 'pl' = 'en') {
    const requests = jest.fn();
    const view = renderWithJobProviders(<JobCentre />, {
      mocks: [
        listMock([mine, theirs, cutDone], requests),
        listMock([finishedMine, finishedTheirs, cutDone], requests),
        listMock([finishedMine, finishedTheirs, cutDone], requests),
      ],
      roles: ['EDITOR'],
      language,
    });
    await waitFor(() => expect(requests).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('JobsChanged'));
    view.push(changed(1));
    await waitFor(() => expect(requests).toHaveBeenCalledTimes(2));
    return { view, requests };
  }

  it('appears once when my job succeeds, never for someone else’s or for jobs finished before', async () => {
    const { view, requests } = await run(
      aFinishedJob({ id: 'cut-1', status: 'SUCCESS', done: 8, total: 8 }),
      aFinishedJob({ id: 'cut-2', status: 'SUCCESS', startedBy: 'piotr', subject: { leafletNaturalId: 'aldi-47', storeName: 'Aldi' } }),
    );
    expect(await screen.findByText('Page cutting — lidl-48 (Lidl) — finished')).toBeInTheDocument();
    expect(screen.queryByText(/aldi-47/)).not.toBeInTheDocument();

    // Another change: the list is loaded again (at the end of the throttle window) with the same finished job.
    view.push(changed(2));
    await waitFor(() => expect(requests).toHaveBeenCalledTimes(3));
    expect(screen.getAllByText('Page cutting — lidl-48 (Lidl) — finished')).toHaveLength(1);
  });

  it('gives the reason when my job failed', async () => {
    await run(
      aFinishedJob({ id: 'cut-1', status: 'FAILED', errorCode: 'PDF_INVALID' }),
      aFinishedJob({ id: 'cut-2', status: 'FAILED', startedBy: 'piotr', errorCode: 'INTERNAL' }),
      'pl',
    );
    expect(
      await screen.findByText('Cięcie stron — lidl-48 (Lidl) — niepowodzenie: Plik nie jest poprawnym plikiem PDF.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/aldi-47/)).not.toBeInTheDocument();
  });

  it('tells when my job was cancelled', async () => {
    await run(aFinishedJob({ id: 'cut-1', status: 'CANCELLED' }), theirs);
    expect(await screen.findByText('Page cutting — lidl-48 (Lidl) — cancelled')).toBeInTheDocument();
  });
});
