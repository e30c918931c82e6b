import { formatDateTime } from '@flyerdesk/domain/dates';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { JobProgressQuery } from '../../shared/jobs/useJobProgress';
import { aJobResult, type JobData } from '../../test/jobData';
import { pinCalendar, TEST_TODAY } from '../../test/calendar';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import { GenerateLeafletPdfMutation, LeafletPdfLinkQuery, ScraperZipJobResultQuery } from './operations';
import ScraperPdfPage from './ScraperPdfPage';
import { LIDL_ID, aLeafletJob, fakeUploads, lidlLeafletsMock, progressEvent, storesMock } from './test-utils';

function jobMock(job: JobData): Mock {
  return {
    request: { query: JobProgressQuery, variables: { id: job.id } },
    result: { data: { job: { ...job, steps: [] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderPage(mocks: Mock[], language: 'en' | 'pl' = 'en', path = '/scrapper/pdf') {
  return renderFeature(<ScraperPdfPage />, {
    roles: ['ADMIN'],
    flags: { articlesData: false, leafletScrapper: true },
    mocks: [storesMock(), ...mocks],
    language,
    path,
  });
}

function zipPanel(name = 'ZIP file'): HTMLElement {
  return screen.getByRole('tabpanel', { name });
}

function aZip(name = 'lidl-w49.zip', bytes = 'PK\u0003\u0004'): File {
  return new File([bytes], name, { type: 'application/zip' });
}

/** Types a date (or date and time) into a picker, segment by segment. */
async function typeDate(user: UserEvent, testId: string, digits: string) {
  await user.click(within(screen.getByTestId(testId)).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

/** Fills the ZIP tab's leaflet fields and shop by keyboard. */
async function fillZipForm(user: UserEvent) {
  const panel = zipPanel();
  await waitFor(() => expect(within(panel).getByRole('option', { name: 'Lidl' })).toBeInTheDocument());
  await user.selectOptions(within(panel).getByLabelText('Shop'), 'Lidl');
  await user.type(within(panel).getByLabelText('Leaflet id'), 'lidl-2030-w49');
  await typeDate(user, 'scraper-zip-valid-from', '01122030');
  await typeDate(user, 'scraper-zip-valid-to', '07122030');
  await typeDate(user, 'scraper-zip-publish-date', '301120300800');
}

/** The message shown under a labelled field (its aria-describedby). */
function messageUnder(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

let uploads: ReturnType<typeof fakeUploads> | null = null;

// The dates these tests type and send are fixed (in 2030): the test's calendar keeps them ahead of today.
beforeEach(() => pinCalendar());

afterEach(() => {
  uploads?.restore();
  uploads = null;
  clearToasts();
  jest.useRealTimers();
});

describe('scraper screen', () => {
  it('offers the two tabs by their Polish names and keeps the chosen one in view', async () => {
    const user = userEvent.setup();
    renderPage([], 'pl');
    expect(screen.getByRole('heading', { level: 1, name: 'Scrapper PDF' })).toBeInTheDocument();
    const zipTab = screen.getByRole('tab', { name: 'Plik ZIP' });
    const pdfTab = screen.getByRole('tab', { name: 'Generuj link PDF' });
    expect(zipTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Plik ZIP' })).toBeVisible();

    await user.click(pdfTab);
    expect(pdfTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Generuj link PDF' });
    expect(within(panel).getByLabelText('Sklep')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Gazetka')).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Generuj PDF' })).toBeDisabled();
    expect(screen.queryByRole('tabpanel', { name: 'Plik ZIP' })).not.toBeInTheDocument();
  });
});

describe('ZIP tab', () => {
  it('shows every refused field and the missing archive in the interface language without sending', async () => {
    uploads = fakeUploads({ status: 500, body: {} });
    const user = userEvent.setup();
    renderPage([], 'pl');
    const panel = zipPanel('Plik ZIP');
    await user.click(within(panel).getByRole('button', { name: 'Utwórz gazetkę z ZIP' }));

    expect(await within(panel).findByText('Wybierz archiwum ZIP z obrazami stron')).toBeInTheDocument();
    expect(messageUnder(within(panel).getByLabelText('Archiwum ZIP'))).toContain('Wybierz archiwum ZIP z obrazami stron');
    expect(messageUnder(within(panel).getByLabelText('Id gazetki'))).toBe('To pole jest wymagane');
    expect(messageUnder(within(panel).getByLabelText('Sklep'))).toBe('To pole jest wymagane');
    expect(within(screen.getByTestId('scraper-zip-valid-from')).getByText('To pole jest wymagane')).toBeInTheDocument();
    expect(within(screen.getByTestId('scraper-zip-valid-to')).getByText('To pole jest wymagane')).toBeInTheDocument();
    expect(within(screen.getByTestId('scraper-zip-publish-date')).getByText('To pole jest wymagane')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it('asks for the archive even when every field is valid, and refuses a file that is not a ZIP', async () => {
    uploads = fakeUploads({ status: 500, body: {} });
    const user = userEvent.setup({ applyAccept: false });
    renderPage([]);
    await fillZipForm(user);
    const panel = zipPanel();
    await user.click(within(panel).getByRole('button', { name: 'Create leaflet from ZIP' }));
    expect(await within(panel).findByText('Choose a ZIP archive of page images')).toBeInTheDocument();

    await user.upload(within(panel).getByLabelText('ZIP archive'), new File(['%PDF'], 'lidl.pdf', { type: 'application/pdf' }));
    await user.click(within(panel).getByRole('button', { name: 'Create leaflet from ZIP' }));
    expect(within(panel).getByText('Choose a ZIP archive of page images')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it('sends the archive with the shop and the leaflet, then follows the PDF job and the page cut live', async () => {
    const zipJob = aLeafletJob({ id: 'job-zip-1', kind: 'LEAFLET_FROM_ZIP', status: 'PROCESSING', startedAt: '2026-11-23T08:00:01.000Z', done: 1, total: 3 });
    const cutJob = aLeafletJob({ id: 'job-cut-1', kind: 'PAGE_CUT', status: 'PROCESSING', startedAt: '2026-11-23T08:00:05.000Z', done: 0, total: 3 });
    uploads = fakeUploads({
      status: 201,
      body: {
        leaflet: { __typename: 'Leaflet', id: 'l-new', naturalId: 'lidl-2030-w49', storeId: LIDL_ID, status: 'READY_FOR_ACTIVATION', pageCount: 3 },
        job: { ...zipJob, status: 'QUEUED', done: 0 },
      },
    });
    const zipResult: Mock = {
      request: { query: ScraperZipJobResultQuery, variables: { id: 'job-zip-1' } },
      result: { data: { job: { __typename: 'Job', id: 'job-zip-1', result: { __typename: 'JobResult', pages: 3, cutJobId: 'job-cut-1' } } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const user = userEvent.setup();
    const view = renderPage([jobMock(zipJob), jobMock(cutJob), zipResult]);
    await fillZipForm(user);
    const panel = zipPanel();
    await user.upload(within(panel).getByLabelText('ZIP archive'), aZip());
    await user.click(within(panel).getByRole('button', { name: 'Create leaflet from ZIP' }));

    await waitFor(() => expect(uploads?.sent).toHaveLength(1));
    const request = uploads.sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/upload/scraper/zip');
    expect(request.headers['X-Flyerdesk-Upload']).toBe('1');
    expect(request.body.get('storeId')).toBe(LIDL_ID);
    expect(JSON.parse(request.body.get('leaflet') as string)).toEqual({
      naturalId: 'lidl-2030-w49',
      status: 'READY_FOR_ACTIVATION',
      validFrom: '2030-12-01',
      untilEndOfSupply: false,
      validTo: '2030-12-07',
      publishDate: new Date(2030, 10, 30, 8, 0).toISOString(),
    });
    expect((request.body.get('file') as File).name).toBe('lidl-w49.zip');

    expect(await screen.findByText('Leaflet lidl-2030-w49 was created with 3 pages.')).toBeInTheDocument();
    const zipProgress = screen.getByTestId('scraper-zip-progress');
    expect(within(zipProgress).getByRole('progressbar', { name: 'Making the PDF of lidl-2030-w49' })).toBeInTheDocument();
    await waitFor(() => expect(within(zipProgress).getByText('1 / 3')).toBeInTheDocument());
    expect(screen.queryByTestId('scraper-cut-progress')).not.toBeInTheDocument();

    view.subscriptions.push('JobProgressChanged', progressEvent(1, { ...zipJob, done: 2, version: 2 }));
    expect(await within(zipProgress).findByText('2 / 3')).toBeInTheDocument();
    view.subscriptions.push(
      'JobProgressChanged',
      progressEvent(2, { ...zipJob, status: 'SUCCESS', running: false, done: 3, version: 3, result: aJobResult({ pages: 3 }) }),
    );
    await waitFor(() => expect(within(zipProgress).getByTestId('job-progress')).toHaveAttribute('data-status', 'SUCCESS'));

    const cut = await screen.findByTestId('scraper-cut-progress');
    expect(await within(cut).findByRole('progressbar', { name: 'Cutting the pages of lidl-2030-w49' })).toBeInTheDocument();
    expect(within(cut).getByText('0 / 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /page details/ })).not.toBeInTheDocument();

    // Every open progress subscription hears the event: the next number of the PDF job's stream, the cut's first.
    view.subscriptions.push('JobProgressChanged', progressEvent(3, { ...cutJob, status: 'SUCCESS', running: false, done: 3, version: 4 }));
    expect(await within(cut).findByText('3 / 3')).toBeInTheDocument();
    const details = await screen.findByRole('link', { name: 'Open the page details of lidl-2030-w49' });
    expect(details).toHaveAttribute('href', `/shops/leaflets/${LIDL_ID}/pageDetails/l-new/lidl-2030-w49`);
  });

  it('says when page cutting is off, and leads to the page details once the PDF is made', async () => {
    const zipJob = aLeafletJob({ id: 'job-zip-3', kind: 'LEAFLET_FROM_ZIP', status: 'QUEUED' });
    uploads = fakeUploads({
      status: 201,
      body: { leaflet: { id: 'l-new', naturalId: 'lidl-2030-w49', storeId: LIDL_ID, pageCount: 2 }, job: zipJob },
    });
    const zipResult: Mock = {
      request: { query: ScraperZipJobResultQuery, variables: { id: 'job-zip-3' } },
      result: { data: { job: { __typename: 'Job', id: 'job-zip-3', result: { __typename: 'JobResult', pages: 2, cutJobId: null } } } },
    };
    const user = userEvent.setup();
    const view = renderPage([jobMock(zipJob), zipResult]);
    await fillZipForm(user);
    await user.upload(within(zipPanel()).getByLabelText('ZIP archive'), aZip());
    await user.click(within(zipPanel()).getByRole('button', { name: 'Create leaflet from ZIP' }));
    await screen.findByTestId('scraper-zip-progress');
    expect(screen.queryByRole('link', { name: /page details/ })).not.toBeInTheDocument();
    await waitFor(() => expect(view.subscriptions.isOpen('JobProgressChanged')).toBe(true));
    view.subscriptions.push('JobProgressChanged', progressEvent(1, { ...zipJob, status: 'SUCCESS', running: false, done: 2, total: 2, version: 2 }));

    const cut = await screen.findByTestId('scraper-cut-progress');
    expect(await within(cut).findByText('Page cutting is switched off: the PDF is kept as the leaflet’s source file.')).toBeInTheDocument();
    expect(within(cut).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the page details of lidl-2030-w49' })).toBeInTheDocument();
  });

  it('words the failure of the PDF job and starts over with another archive', async () => {
    const zipJob = aLeafletJob({ id: 'job-zip-2', kind: 'LEAFLET_FROM_ZIP', status: 'QUEUED' });
    uploads = fakeUploads({
      status: 201,
      body: { leaflet: { id: 'l-new', naturalId: 'lidl-2030-w49', storeId: LIDL_ID, pageCount: 1 }, job: zipJob },
    });
    const user = userEvent.setup();
    const view = renderPage([jobMock(zipJob)]);
    await fillZipForm(user);
    await user.upload(within(zipPanel()).getByLabelText('ZIP archive'), aZip());
    await user.click(within(zipPanel()).getByRole('button', { name: 'Create leaflet from ZIP' }));
    const zipProgress = await screen.findByTestId('scraper-zip-progress');
    await waitFor(() => expect(view.subscriptions.isOpen('JobProgressChanged')).toBe(true));
    view.subscriptions.push(
      'JobProgressChanged',
      progressEvent(1, { ...zipJob, status: 'FAILED', running: false, errorCode: 'SOURCE_INVALID', failedSteps: 1, done: 0, total: 1, version: 2 }),
    );
    expect(await within(zipProgress).findByText('Failed: The source returned data in an unexpected format.')).toBeInTheDocument();
    expect(within(zipProgress).getByText(/has no pages/)).toBeInTheDocument();
    expect(screen.queryByTestId('scraper-cut-progress')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another ZIP' }));
    expect(within(zipPanel()).getByLabelText('Leaflet id')).toHaveValue('');
  });

  it('shows the refused fields of the answer under their fields, and the file refusal under the archive', async () => {
    uploads = fakeUploads({
      status: 400,
      body: {
        code: 'INVALID_REQUEST',
        message: 'Invalid request',
        invalidFields: [
          { field: 'file', key: 'validation.zipTooManyPages', message: 'too many pages', values: { max: 300 } },
          { field: 'validFrom', key: 'validation.date', message: 'invalid date' },
          { field: 'storeId', key: 'validation.uuid', message: 'invalid shop' },
        ],
      },
    });
    const user = userEvent.setup();
    renderPage([]);
    await fillZipForm(user);
    const panel = zipPanel();
    await user.upload(within(panel).getByLabelText('ZIP archive'), aZip());
    await user.click(within(panel).getByRole('button', { name: 'Create leaflet from ZIP' }));

    expect(await within(panel).findByText('The archive holds more than 300 page images')).toBeInTheDocument();
    expect(messageUnder(within(panel).getByLabelText('ZIP archive'))).toContain('The archive holds more than 300 page images');
    expect(within(screen.getByTestId('scraper-zip-valid-from')).getByText('Enter a valid date')).toBeInTheDocument();
    expect(messageUnder(within(panel).getByLabelText('Shop'))).toBe('Must be a valid identifier');
    expect(screen.queryByTestId('scraper-zip-created')).not.toBeInTheDocument();

    // A refusal stays until its field changes: another archive clears the file's.
    await user.upload(within(panel).getByLabelText('ZIP archive'), aZip('other.zip'));
    expect(within(panel).queryByText('The archive holds more than 300 page images')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('scraper-zip-valid-from')).getByText('Enter a valid date')).toBeInTheDocument();
  });

  it('words a refusal that belongs to no field: the switched-off feature', async () => {
    uploads = fakeUploads({ status: 404, body: { code: 'FEATURE_DISABLED', message: 'Feature disabled' } });
    const user = userEvent.setup();
    renderPage([]);
    await fillZipForm(user);
    await user.upload(within(zipPanel()).getByLabelText('ZIP archive'), aZip());
    await user.click(within(zipPanel()).getByRole('button', { name: 'Create leaflet from ZIP' }));
    expect(await screen.findByTestId('scraper-zip-error')).toHaveTextContent('The leaflet was not created: This feature is disabled.');
  });
});

describe('generate-PDF-link tab', () => {
  const queued = aLeafletJob({ id: 'job-pdf-1', kind: 'LEAFLET_PDF', status: 'QUEUED', leafletId: 'l-48', naturalId: 'lidl-48' });
  const succeeded = { ...queued, status: 'SUCCESS' as const, running: false, done: 12, total: 12, version: 3 };
  const expiresAt = '2099-01-01T10:00:00.000Z';

  function generateMock(job: JobData, calls: jest.Mock = jest.fn()): Mock {
    return {
      request: { query: GenerateLeafletPdfMutation, variables: { leafletId: 'l-48' } },
      result: () => {
        calls();
        return { data: { generateLeafletPdf: job } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
  }

  function linkMock(answer: { url: string | null; expiresAt: string | null; expired: boolean }, jobId = 'job-pdf-1'): Mock {
    return {
      request: { query: LeafletPdfLinkQuery, variables: { jobId } },
      result: { data: { leafletPdfLink: { __typename: 'LeafletPdfLink', job: { ...succeeded, id: jobId }, ...answer } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
  }

  async function openAndGenerate(user: UserEvent, language: 'en' | 'pl') {
    const names =
      language === 'pl'
        ? { tab: 'Generuj link PDF', shop: 'Sklep', leaflet: 'Gazetka', generate: 'Generuj PDF' }
        : { tab: 'Generate PDF link', shop: 'Shop', leaflet: 'Leaflet', generate: 'Generate PDF' };
    await user.click(screen.getByRole('tab', { name: names.tab }));
    const panel = screen.getByRole('tabpanel', { name: names.tab });
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Lidl' })).toBeInTheDocument());
    await user.selectOptions(within(panel).getByLabelText(names.shop), 'Lidl');
    await waitFor(() => expect(within(panel).getByLabelText(names.leaflet)).toBeEnabled());
    await user.selectOptions(within(panel).getByLabelText(names.leaflet), 'l-48');
    await user.click(within(panel).getByRole('button', { name: names.generate }));
    return panel;
  }

  it('follows the PDF job and gives the download link with its expiry and a copy button', async () => {
    const user = userEvent.setup();
    const view = renderPage(
      [lidlLeafletsMock(), generateMock(queued), jobMock(queued), linkMock({ url: '/files/pdf-links/token-1', expiresAt, expired: false })],
      'pl',
    );
    const panel = await openAndGenerate(user, 'pl');
    expect(within(panel).getByRole('option', { name: 'lidl-48 — Aktywna, 01.12.2030 – 07.12.2030' })).toBeInTheDocument();
    expect(within(panel).getByRole('option', { name: 'lidl-49 — Nieaktywna, 08.12.2030 – Do wyczerpania zapasów' })).toBeInTheDocument();

    const progress = await within(panel).findByTestId('scraper-pdf-progress');
    expect(within(progress).getByRole('progressbar', { name: 'Tworzenie PDF gazetki lidl-48' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Pobierz PDF/ })).not.toBeInTheDocument();
    await waitFor(() => expect(view.subscriptions.isOpen('JobProgressChanged')).toBe(true));
    view.subscriptions.push('JobProgressChanged', progressEvent(1, succeeded));

    const link = await within(panel).findByRole('link', { name: /Pobierz PDF/ });
    expect(link).toHaveAccessibleName('Pobierz PDF (lidl-48)');
    expect(link).toHaveAttribute('href', '/files/pdf-links/token-1');
    expect(link).toHaveAttribute('download');
    expect(within(panel).getByText(`Link działa do ${formatDateTime(expiresAt)}.`)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Kopiuj link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/files/pdf-links/token-1`);
    expect(await screen.findByText('Skopiowano link')).toBeInTheDocument();
  });

  it('turns a working link into an expired one when its time passes', async () => {
    // The test's clock: it runs on by itself (the screen's requests and timers go on) and jumps past the expiry when told.
    jest.useFakeTimers({ now: TEST_TODAY, advanceTimers: true });
    try {
      const expiry = new Date(Date.now() + 60 * 60_000).toISOString();
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderPage([lidlLeafletsMock(), generateMock(queued), jobMock(succeeded), linkMock({ url: '/files/pdf-links/token-2', expiresAt: expiry, expired: false })]);
      const panel = await openAndGenerate(user, 'en');
      expect(await within(panel).findByRole('link', { name: 'Download PDF (lidl-48)' })).toBeInTheDocument();
      expect(within(panel).queryByTestId('scraper-pdf-expired')).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(60 * 60_000));
      expect(await within(panel).findByTestId('scraper-pdf-expired')).toHaveTextContent(`The link expired at ${formatDateTime(expiry)}.`);
      expect(within(panel).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the link has expired and generates the PDF again', async () => {
    const second = { ...queued, id: 'job-pdf-2' };
    const generated = jest.fn();
    const user = userEvent.setup();
    const mocks: Mock[] = [
      lidlLeafletsMock(),
      {
        request: { query: GenerateLeafletPdfMutation, variables: { leafletId: 'l-48' } },
        result: () => {
          generated();
          return { data: { generateLeafletPdf: generated.mock.calls.length === 1 ? queued : second } };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      jobMock(succeeded),
      jobMock({ ...second }),
      linkMock({ url: null, expiresAt: '2026-01-01T10:00:00.000Z', expired: true }),
    ];
    renderPage(mocks);
    const panel = await openAndGenerate(user, 'en');

    const expired = await within(panel).findByTestId('scraper-pdf-expired');
    expect(expired).toHaveTextContent(`The link expired at ${formatDateTime('2026-01-01T10:00:00.000Z')}. Generate the PDF again to get a new one.`);
    expect(within(panel).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();

    await user.click(within(expired).getByRole('button', { name: 'Generate again' }));
    await waitFor(() => expect(generated).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(panel).queryByTestId('scraper-pdf-expired')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('scraper-pdf-progress')).getByTestId('job-progress')).toHaveAttribute('data-job-id', 'job-pdf-2');
  });

  it('words a leaflet without pages (NO_PAGES)', async () => {
    const user = userEvent.setup();
    const noPages: Mock = {
      request: { query: GenerateLeafletPdfMutation, variables: { leafletId: 'l-48' } },
      result: { errors: [new GraphQLError('No pages', { extensions: { code: 'CONFLICT', reason: 'NO_PAGES' } })] },
    };
    renderPage([lidlLeafletsMock(), noPages]);
    const panel = await openAndGenerate(user, 'en');
    expect(await within(panel).findByTestId('scraper-pdf-error')).toHaveTextContent(
      'The leaflet has no page images yet: cut its PDF or upload its pages first.',
    );
    expect(within(panel).queryByTestId('scraper-pdf-progress')).not.toBeInTheDocument();
  });
});
