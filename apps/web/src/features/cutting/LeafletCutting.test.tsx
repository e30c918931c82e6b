import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  aFinishedJob,
  aJob,
  aStep,
  renderWithJobProviders,
  type JobData,
  type Mock,
} from '../../shared/jobs/test-utils';
import { JobProgressQuery } from '../../shared/jobs/useJobProgress';
import { LeafletCuttingButton } from './LeafletCuttingButton';
import { LeafletCutting } from './LeafletCuttingDialog';
import { CutLeafletPagesMutation, LeafletPageCutQuery, RetryFailedPagesMutation } from './operations';

const LEAFLET = 'leaflet-1';

function cutMock(job: JobData | null): Mock {
  return {
    request: { query: LeafletPageCutQuery, variables: { leafletId: LEAFLET } },
    result: {
      data: {
        leafletPageCut: { __typename: 'LeafletPageCut', leafletId: LEAFLET, leafletNaturalId: 'lidl-48', storeId: 'store-1', job },
      },
    },
  };
}

function jobMock(job: JobData): Mock {
  return { request: { query: JobProgressQuery, variables: { id: job.id } }, result: { data: { job } } };
}

/** The leaflet's latest cut, answered by both the cut query and the job's own query. */
function withJob(job: JobData | null): Mock[] {
  return job ? [cutMock(job), jobMock(job)] : [cutMock(null)];
}

const mixed = aJob({
  id: 'job-1',
  done: 1,
  total: 4,
  steps: [
    aStep(1, { status: 'SUCCESS' }),
    aStep(2, { status: 'IN_PROGRESS' }),
    aStep(3),
    aStep(4, { status: 'FAILED', errorCode: 'RENDER_TIMEOUT', error: 'Rendering took longer than 30 s' }),
  ],
});

const partlyFailed = aFinishedJob({
  id: 'job-1',
  status: 'SUCCESS',
  done: 4,
  total: 4,
  failedSteps: 2,
  steps: [
    aStep(1, { status: 'SUCCESS' }),
    aStep(2, { status: 'SUCCESS' }),
    aStep(3, { status: 'FAILED', errorCode: 'RENDER_ERROR' }),
    aStep(4, { status: 'FAILED', errorCode: 'PAGE_TOO_LARGE' }),
  ],
});

function pdf(name = 'leaflet.pdf') {
  return new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
}

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('page cutting', () => {
  it('shows each page with its status', async () => {
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: withJob(mixed), roles: ['EDITOR'] });

    expect(await screen.findByTestId('cut-overall')).toHaveTextContent('2 pages in progress');
    const grid = screen.getByTestId('cut-pages');
    const first = within(grid).getByRole('button', { name: 'Page 1: Done' });
    expect(within(first).getByAltText('Page 1')).toHaveAttribute('src', '/files/pages/1.thumb.png');
    expect(within(grid).getByRole('button', { name: 'Page 2: In progress' })).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getByRole('button', { name: 'Page 3: Waiting' })).toHaveAttribute('aria-disabled', 'true');
    const failed = within(grid).getByRole('button', { name: 'Page 4: Failed' });
    expect(failed).toHaveAccessibleDescription('Rendering the page took too long.');
    expect(screen.getByRole('progressbar', { name: 'Progress: Page cutting — lidl-48 (Lidl)' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByRole('button', { name: 'Retry failed pages' })).not.toBeInTheDocument();
  });

  it.each([
    [1, '1 strona w trakcie'],
    [3, '3 strony w trakcie'],
    [5, '5 stron w trakcie'],
    // Spec §9's rule: only 2, 3 and 4 themselves take form 2.
    [22, '22 stron w trakcie'],
  ])('counts %i pages in progress in Polish', async (count, text) => {
    const job = aJob({ id: 'job-1', total: count, steps: Array.from({ length: count }, (_, i) => aStep(i + 1)) });
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: withJob(job), roles: ['EDITOR'], language: 'pl' });
    expect(await screen.findByTestId('cut-overall')).toHaveTextContent(text);
  });

  it('says "Checking…" until the pages are known and "Complete" when all are rendered', async () => {
    const checking = aJob({ id: 'job-1', status: 'STARTED', steps: [] });
    const { unmount } = renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: withJob(checking), roles: ['EDITOR'] });
    expect(await screen.findByTestId('cut-overall')).toHaveTextContent('Checking…');
    unmount();

    const complete = aFinishedJob({ id: 'job-1', status: 'SUCCESS', done: 2, total: 2, steps: [aStep(1, { status: 'SUCCESS' }), aStep(2, { status: 'SUCCESS' })] });
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: withJob(complete), roles: ['EDITOR'] });
    expect(await screen.findByTestId('cut-overall')).toHaveTextContent('Complete');
    expect(screen.getByRole('button', { name: 'Cut again' })).toBeInTheDocument();
  });

  it('retries the failed pages', async () => {
    const user = userEvent.setup();
    const requeued = aJob({
      id: 'job-1',
      status: 'QUEUED',
      done: 2,
      total: 4,
      version: 5,
      steps: [aStep(1, { status: 'SUCCESS' }), aStep(2, { status: 'SUCCESS' }), aStep(3), aStep(4)],
    });
    const retry: Mock = {
      request: { query: RetryFailedPagesMutation, variables: { leafletId: LEAFLET } },
      result: jest.fn(() => ({ data: { retryFailedPages: requeued } })),
    };
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, {
      mocks: [...withJob(partlyFailed), retry, cutMock(requeued), jobMock(requeued)],
      roles: ['EDITOR'],
    });

    expect(await screen.findByTestId('cut-overall')).toHaveTextContent('Failed — 2 pages');
    expect(screen.getByRole('button', { name: 'Page 3: Failed' })).toHaveAccessibleDescription('The page could not be rendered.');
    expect(screen.getByRole('button', { name: 'Page 4: Failed' })).toHaveAccessibleDescription('The page is too large to render.');
    await user.click(screen.getByRole('button', { name: 'Retry failed pages' }));

    await waitFor(() => expect(retry.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('cut-overall')).toHaveTextContent('2 pages in progress');
    expect(screen.getByRole('button', { name: 'Page 3: Waiting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry failed pages' })).not.toBeInTheDocument();
  });

  it('tells when there is no stored PDF to cut again', async () => {
    const user = userEvent.setup();
    const cut: Mock = {
      request: { query: CutLeafletPagesMutation, variables: { leafletId: LEAFLET } },
      result: { errors: [new GraphQLError('No PDF', { extensions: { code: 'CONFLICT', reason: 'NO_PDF' } })] },
    };
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: [...withJob(partlyFailed), cut], roles: ['EDITOR'] });
    await user.click(await screen.findByRole('button', { name: 'Cut again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No PDF is stored for this leaflet — upload one.');
  });

  it('opens a rendered page in full size and moves to the next one', async () => {
    const user = userEvent.setup();
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: withJob(partlyFailed), roles: ['EDITOR'] });
    await user.click(await screen.findByRole('button', { name: 'Page 1: Done' }));

    const viewer = await screen.findByRole('dialog', { name: 'Page 1 of 4' });
    expect(within(viewer).getByAltText('Page 1')).toHaveAttribute('src', '/files/pages/1.png');
    expect(within(viewer).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
    expect(within(viewer).getByRole('button', { name: /Previous page/ })).toBeDisabled();
    await user.click(within(viewer).getByRole('button', { name: /Next page/ }));
    expect(await screen.findByRole('dialog', { name: 'Page 2 of 4' })).toBeInTheDocument();
    // Pages 3 and 4 failed: page 2 is the last one to show.
    expect(screen.getByRole('button', { name: /Next page/ })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Page 1 of 4' })).toBeInTheDocument();
  });

  it('warns while the server cannot be reached and keeps the pages', async () => {
    const view = renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: withJob(mixed), roles: ['EDITOR'] });
    await screen.findByRole('button', { name: 'Page 1: Done' });
    await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('JobProgressChanged'));
    view.push({ jobProgress: { __typename: 'JobProgressEvent', seq: 1, state: 'UPSTREAM_UNAVAILABLE', retryInMs: 5000, job: null } });
    expect(await screen.findByText('Connection to the server lost — progress will resume')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1: Done' })).toBeInTheDocument();
  });
});

describe('uploading a PDF', () => {
  async function upload(status: number, body: unknown, mocks: Mock[] = withJob(null)) {
    const user = userEvent.setup();
    const fetchMock = jest.spyOn(window, 'fetch').mockImplementation(() => answer(status, body));
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks, roles: ['EDITOR'] });
    expect(await screen.findByTestId('cut-overall')).toHaveTextContent('Not cut into pages yet');
    await user.upload(screen.getByLabelText('Upload a PDF to cut into pages'), pdf());
    return fetchMock;
  }

  it('sends the file and follows the new cut', async () => {
    const started = aJob({ id: 'job-2', status: 'QUEUED', steps: [] });
    const fetchMock = await upload(202, { job: { id: 'job-2', status: 'QUEUED' } }, [cutMock(null), cutMock(started), jobMock(started)]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/upload/leaflets/leaflet-1/cut');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'X-Flyerdesk-Upload': '1' } });
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByTestId('cut-overall')).toHaveTextContent('Checking…');
    expect(screen.queryByTestId('cut-upload-error')).not.toBeInTheDocument();
  });

  it('shows a refused field through the validation texts', async () => {
    await upload(400, {
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'Validation failed',
      invalidFields: [{ field: 'file', key: 'validation.invalid', message: 'This value is not valid' }],
    });
    expect(await screen.findByTestId('cut-upload-error')).toHaveTextContent('This value is not valid');
    expect(screen.getByLabelText('Upload a PDF to cut into pages')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the server’s text for a field message it does not know', async () => {
    await upload(400, {
      code: 'INVALID_REQUEST',
      invalidFields: [{ field: 'file', key: 'validation.somethingNew', message: 'The file must be a PDF' }],
    });
    expect(await screen.findByTestId('cut-upload-error')).toHaveTextContent('The file must be a PDF');
  });

  it('says when the file is too large', async () => {
    await upload(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Too large' });
    expect(await screen.findByTestId('cut-upload-error')).toHaveTextContent('The file is too large (max 50 MB)');
  });

  it('says when offers recognition is switched off', async () => {
    await upload(409, { code: 'OFFERS_RECOGNITION_DISABLED', message: 'Offers recognition feature is disabled' });
    expect(await screen.findByTestId('cut-upload-error')).toHaveTextContent('Offers recognition feature is disabled');
  });

  it('says the cut request failed otherwise', async () => {
    await upload(500, { code: 'INTERNAL', message: 'boom' });
    expect(await screen.findByTestId('cut-upload-error')).toHaveTextContent(
      'The PDF could not be sent for cutting. Please try again.',
    );
  });

  it('says the cut request failed when the server cannot be reached', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithJobProviders(<LeafletCutting leafletId={LEAFLET} />, { mocks: withJob(null), roles: ['EDITOR'], language: 'pl' });
    await user.upload(await screen.findByLabelText('Wgraj plik PDF, aby podzielić go na strony'), pdf());
    expect(await screen.findByTestId('cut-upload-error')).toHaveTextContent(
      'Nie udało się wysłać pliku PDF do podziału na strony. Spróbuj ponownie.',
    );
  });
});

describe('pages button', () => {
  it('opens the page cutting of the leaflet for users allowed to cut', async () => {
    const user = userEvent.setup();
    renderWithJobProviders(<LeafletCuttingButton leafletId={LEAFLET} naturalId="lidl-48" />, { mocks: withJob(mixed), roles: ['EDITOR'] });
    await user.click(screen.getByRole('button', { name: 'Pages of lidl-48' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pages — lidl-48' });
    expect(await within(dialog).findByRole('button', { name: 'Page 1: Done' })).toBeInTheDocument();
  });

  it('is not offered to others', () => {
    renderWithJobProviders(<LeafletCuttingButton leafletId={LEAFLET} naturalId="lidl-48" />, { roles: ['EDITOR_RECIPE'] });
    expect(screen.queryByRole('button', { name: 'Pages of lidl-48' })).not.toBeInTheDocument();
  });
});
