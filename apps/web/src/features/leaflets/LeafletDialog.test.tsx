import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { JobProgressQuery } from '../../shared/jobs/useJobProgress';
import { answers, lockServer, pushLock, renderResourceScreen, settle, versionMismatch } from '../../shared/resource/test-utils';
import { aJob, withSteps } from '../../test/jobData';
import { pinCalendar } from '../../test/calendar';
import LeafletDialog from './LeafletDialog';
import { LeafletEditorQuery, LeafletHistoryQuery, UpdateLeafletMutation } from './operations';
import { aLeafletRecord, choicesMock, fakeUploads } from './test-utils';

const SHOP = { kind: 'create' as const, storeId: 's-lidl', storeName: 'Lidl', storeWebId: 'lidl' };
const PDF_NAME = 'lidl-01-12-30-07-12-30.pdf';

function aPdf(name = PDF_NAME): File {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}

function segmentsOf(testId: string): HTMLElement[] {
  return within(screen.getByTestId(testId)).getAllByRole('spinbutton');
}

/** Types a date (or date and time) into a picker, segment by segment. */
async function typeDate(user: UserEvent, testId: string, digits: string) {
  await user.click(segmentsOf(testId)[0]!);
  await user.keyboard(digits);
}

/** Fills the new leaflet's required fields by keyboard. */
async function fillLeaflet(user: UserEvent, naturalId = 'lidl-2030-w49') {
  await user.type(screen.getByTestId('leaflet-natural-id'), naturalId);
  await typeDate(user, 'leaflet-valid-from', '01122030');
  await typeDate(user, 'leaflet-valid-to', '07122030');
  await typeDate(user, 'leaflet-publish-date', '301120300800');
}

function cutJob(done: number) {
  return aJob({
    id: 'job-cut-1',
    kind: 'PAGE_CUT',
    status: 'PROCESSING',
    version: done + 1,
    done,
    total: 12,
    subject: { storeId: 's-lidl', storeName: 'Lidl', leafletId: 'l-new', leafletNaturalId: 'lidl-2030-w49' },
  });
}

function created(status = 'READY_FOR_ACTIVATION') {
  return { status: 201, body: { leaflet: aLeafletRecord({ id: 'l-new', naturalId: 'lidl-2030-w49', status: status as 'READY_FOR_ACTIVATION' }), cutJob: cutJob(0) } };
}

function renderCreate(roles: ('ADMIN' | 'EDITOR')[] = ['ADMIN'], language: 'en' | 'pl' = 'en', onOpenChange = jest.fn()) {
  const job = answers(JobProgressQuery, { id: 'job-cut-1' }, { data: { job: withSteps(cutJob(2)) } });
  const view = renderResourceScreen(<LeafletDialog target={SHOP} open onOpenChange={onOpenChange} />, {
    mocks: [choicesMock(), job.mock],
    roles,
    language,
  });
  return view;
}

let uploads: ReturnType<typeof fakeUploads> | null = null;

// The dates these tests type and send are fixed (in 2030): the test's calendar keeps them ahead of today.
beforeEach(() => pinCalendar());

afterEach(() => {
  uploads?.restore();
  uploads = null;
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('leaflet add dialog', () => {
  it('creates a leaflet from a PDF filled in by keyboard and shows its page cutting live', async () => {
    uploads = fakeUploads(created());
    const user = userEvent.setup();
    const view = renderCreate();
    expect(screen.getByTestId('leaflet-dialog')).toHaveAttribute('data-mode', 'create');

    await user.upload(screen.getByTestId('leaflet-files-input'), aPdf());
    await fillLeaflet(user);
    await user.type(screen.getByTestId('leaflet-priority-android'), '7');
    await user.click(screen.getByTestId('leaflet-visibility-wp'));
    await user.click(screen.getByTestId('leaflet-save'));

    await waitFor(() => expect(uploads?.sent).toHaveLength(1));
    const request = uploads.sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/upload/stores/s-lidl/leaflets');
    expect(request.headers['X-Flyerdesk-Upload']).toBe('1');
    const leaflet = JSON.parse(request.body.get('leaflet') as string) as Record<string, unknown>;
    expect(leaflet).toMatchObject({
      naturalId: 'lidl-2030-w49',
      status: 'READY_FOR_ACTIVATION',
      validFrom: '2030-12-01',
      validTo: '2030-12-07',
      untilEndOfSupply: false,
      publishDate: new Date(2030, 10, 30, 8, 0).toISOString(),
      priorities: { android: 7, ios: null, web: null, wp: null, android2: null },
      visibility: { android: true, ios: true, web: true, wp: false, android2: true },
      socialMedia: [],
      replaceValidityText: 'NO_CHANGES',
    });
    expect((request.body.getAll('files') as File[]).map((file) => file.name)).toEqual([PDF_NAME]);

    const cut = await screen.findByTestId('leaflet-cut-progress');
    expect(await screen.findByText('Leaflet is ready for activation (lidl-2030-w49).')).toBeInTheDocument();
    await waitFor(() => expect(within(cut).getByText('2 / 12')).toBeInTheDocument());
    view.subscriptions.push('JobProgressChanged', {
      jobProgress: { __typename: 'JobProgressEvent', seq: 1, state: 'LIVE', retryInMs: null, job: withSteps(cutJob(9)) },
    });
    expect(await within(cut).findByText('9 / 12')).toBeInTheDocument();
  });

  it('drops the end of validity while the leaflet runs until the end of supply', async () => {
    uploads = fakeUploads(created('INACTIVE'));
    const user = userEvent.setup();
    renderCreate();
    await user.upload(screen.getByTestId('leaflet-files-input'), aPdf());
    await fillLeaflet(user);
    await user.click(screen.getByLabelText('Until end of supply'));
    expect(screen.queryByTestId('leaflet-valid-to')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('leaflet-status'), 'INACTIVE');
    await user.click(screen.getByTestId('leaflet-save'));
    await waitFor(() => expect(uploads?.sent).toHaveLength(1));
    const leaflet = JSON.parse(uploads.sent[0]!.body.get('leaflet') as string) as Record<string, unknown>;
    expect(leaflet).toMatchObject({ untilEndOfSupply: true, validTo: null, status: 'INACTIVE' });
    expect(await screen.findByText('Leaflet lidl-2030-w49 was created.')).toBeInTheDocument();
  });

  it('shows the domain rules under their fields in the interface language, and the file rule', async () => {
    uploads = fakeUploads(created());
    const user = userEvent.setup();
    renderCreate(['EDITOR'], 'pl');
    await user.upload(screen.getByTestId('leaflet-files-input'), [
      aPdf(),
      new File(['x'], 'page-2.png', { type: 'image/png' }),
    ]);
    await user.type(screen.getByTestId('leaflet-priority-android'), '5');
    expect(screen.getByTestId('leaflet-priority-android')).toHaveAttribute('readonly');
    await user.click(screen.getByTestId('leaflet-save'));

    const naturalId = screen.getByLabelText('Id gazetki');
    await waitFor(() => expect(naturalId).toHaveAccessibleDescription('To pole jest wymagane'));
    expect(within(screen.getByTestId('leaflet-valid-from')).getByText('To pole jest wymagane')).toBeInTheDocument();
    expect(within(screen.getByTestId('leaflet-publish-date')).getByText('To pole jest wymagane')).toBeInTheDocument();

    await fillLeaflet(user);
    await user.click(screen.getByTestId('leaflet-save'));
    expect(await screen.findByTestId('leaflet-files-error')).toHaveTextContent(
      'Nie udało się przetworzyć pliku: wyślij jeden plik .pdf albo jeden lub więcej obrazów .jpg/.png.',
    );
    expect(uploads.sent).toHaveLength(0);
  });

  it('lists each refused field on its own line after the natural id (spec §8 handler 4)', async () => {
    uploads = fakeUploads({
      status: 400,
      body: {
        code: 'INVALID_REQUEST',
        message: 'Invalid request',
        invalidFields: [
          { field: 'validFrom', key: 'validation.date', message: 'invalid date' },
          { field: 'groupId', key: 'validation.uuid', message: 'invalid group' },
        ],
      },
    });
    const user = userEvent.setup();
    renderCreate();
    await user.upload(screen.getByTestId('leaflet-files-input'), aPdf());
    await fillLeaflet(user);
    await user.click(screen.getByTestId('leaflet-save'));

    const shown = await screen.findByTestId('invalid-fields-toast');
    const lines = (shown.querySelector('div')?.innerHTML ?? '').split('<br>');
    expect(lines).toEqual(['<strong>lidl-2030-w49</strong>', 'Valid from: Enter a valid date', 'Group: Must be a valid identifier']);
    // The refusal also stands under its field until the field changes.
    expect(within(screen.getByTestId('leaflet-valid-from')).getByText('Enter a valid date')).toBeInTheDocument();
  });

  it('offers to overwrite a taken priority and sends again with overwritePriority (spec §8 handler 2)', async () => {
    uploads = fakeUploads(
      {
        status: 409,
        body: { code: 'CONFLICT', reason: 'PRIORITY_TAKEN', naturalId: 'lidl-other', priority: 7, platform: 'android', message: 'There is already leaflet' },
      },
      created(),
    );
    const user = userEvent.setup();
    renderCreate();
    await user.upload(screen.getByTestId('leaflet-files-input'), aPdf());
    await fillLeaflet(user);
    await user.type(screen.getByTestId('leaflet-priority-android'), '7');
    await user.click(screen.getByTestId('leaflet-save'));

    const shown = await screen.findByTestId('priority-taken-toast');
    expect(shown).toHaveTextContent('There is already leaflet lidl-other with priority 7 on platform Android.');
    await user.click(within(shown).getByTestId('priority-overwrite'));

    await waitFor(() => expect(uploads?.sent).toHaveLength(2));
    expect(uploads.sent[0]!.url).toBe('/upload/stores/s-lidl/leaflets');
    expect(uploads.sent[1]!.url).toBe('/upload/stores/s-lidl/leaflets?overwritePriority=true');
    expect(JSON.parse(uploads.sent[1]!.body.get('leaflet') as string)).toMatchObject({ naturalId: 'lidl-2030-w49', priorities: { android: 7 } });
    expect(await screen.findByTestId('leaflet-created')).toBeInTheDocument();
  });

  it('asks before sending a PDF named for another shop, and warns about past dates in its name', async () => {
    uploads = fakeUploads(created());
    const user = userEvent.setup();
    renderCreate();
    await user.upload(screen.getByTestId('leaflet-files-input'), aPdf('aldi-01-01-20-07-01-20.pdf'));
    expect(screen.getByTestId('leaflet-files-warning')).toHaveTextContent('The dates in the PDF name have already passed.');
    await fillLeaflet(user);
    await user.click(screen.getByTestId('leaflet-save'));
    expect(await screen.findByText(/The PDF is named for "aldi", but this shop is "lidl"/)).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
    await user.click(screen.getByTestId('leaflet-other-shop-confirm'));
    await waitFor(() => expect(uploads?.sent).toHaveLength(1));
  });
});

describe('leaflet add dialog with page images', () => {
  it('says when some of the images sent did not become pages', async () => {
    uploads = fakeUploads({
      status: 201,
      body: { leaflet: aLeafletRecord({ id: 'l-new', naturalId: 'lidl-2030-w49', status: 'INACTIVE', pageCount: 2 }), cutJob: null },
    });
    const user = userEvent.setup();
    renderCreate();
    const images = ['page-1.jpg', 'page-2.png', 'page-3.png'].map((name) => new File(['x'], name, { type: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png' }));
    await user.upload(screen.getByTestId('leaflet-files-input'), images);
    await fillLeaflet(user);
    await user.click(screen.getByTestId('leaflet-save'));
    await waitFor(() => expect(uploads?.sent).toHaveLength(1));
    expect((uploads.sent[0]!.body.getAll('files') as File[]).map((file) => file.name)).toEqual(['page-1.jpg', 'page-2.png', 'page-3.png']);
    expect(await screen.findByTestId('leaflet-partial-toast')).toHaveTextContent(
      'Leaflet lidl-2030-w49 was created, but some of its files could not be processed.',
    );
    expect(screen.queryByTestId('leaflet-cut-progress')).not.toBeInTheDocument();
  });

  it('words a refused upload as a failed creation', async () => {
    uploads = fakeUploads({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'Too large' } });
    const user = userEvent.setup();
    renderCreate();
    await user.upload(screen.getByTestId('leaflet-files-input'), aPdf());
    await fillLeaflet(user);
    await user.click(screen.getByTestId('leaflet-save'));
    expect(await screen.findByTestId('leaflet-write-failed-toast')).toHaveTextContent(/^Leaflet creation failed \(lidl-2030-w49\): /);
    expect(screen.getByTestId('leaflet-form')).toBeInTheDocument();
  });
});

describe('closing the leaflet dialog', () => {
  it('asks before losing what was typed', async () => {
    const onOpenChange = jest.fn();
    const user = userEvent.setup();
    renderCreate(['ADMIN'], 'en', onOpenChange);
    await user.type(screen.getByTestId('leaflet-natural-id'), 'lidl-2030-w49');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('leaflet-discard-confirm'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('leaflet edit dialog', () => {
  const record = aLeafletRecord({ id: 'l-1', naturalId: 'lidl-w48', status: 'INACTIVE', version: 3 });

  function renderEdit(extra: ReturnType<typeof answers>[] = [], current: ReturnType<typeof aLeafletRecord>[] = [record]) {
    const server = lockServer();
    const view = renderResourceScreen(
      <LeafletDialog target={{ kind: 'edit', leafletId: 'l-1', naturalId: 'lidl-w48' }} open onOpenChange={jest.fn()} />,
      {
        mocks: [
          choicesMock(),
          answers(LeafletEditorQuery, { id: 'l-1' }, ...current.map((item) => ({ data: { record: item } }))).mock,
          answers(LeafletHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } }).mock,
          ...server.mocks,
          ...extra.map((item) => item.mock),
        ],
        roles: ['ADMIN'],
      },
    );
    return { ...view, server };
  }

  it('is read-only while someone else edits the leaflet', async () => {
    const view = renderEdit();
    const naturalId = await screen.findByLabelText('Leaflet id');
    await settle();
    pushLock(view.subscriptions, 'leaflets', 'l-1', { holder: 'anna' });
    expect(await screen.findByTestId('lock-banner')).toHaveTextContent('anna');
    expect(naturalId).toHaveAttribute('readonly');
    expect(screen.getByTestId('leaflet-form')).toHaveAttribute('data-read-only', 'true');
    expect(screen.getByTestId('leaflet-save')).toBeDisabled();
    expect(screen.getByTestId('leaflet-visibility-android')).toBeDisabled();
  });

  it('saves the edit with its version and says when the leaflet became ready for activation', async () => {
    const update = answers(UpdateLeafletMutation, undefined, {
      data: { record: { ...record, status: 'READY_FOR_ACTIVATION', version: 4 } },
    });
    const view = renderEdit([update]);
    const user = userEvent.setup();
    await screen.findByLabelText('Leaflet id');
    await user.selectOptions(screen.getByTestId('leaflet-status'), 'READY_FOR_ACTIVATION');
    await waitFor(() => expect(view.server.acquired).toHaveBeenCalled());
    await user.click(screen.getByTestId('leaflet-save'));
    expect(await screen.findByText('Leaflet is ready for activation (lidl-w48).')).toBeInTheDocument();
    expect(update.calls.mock.calls[0]?.[0]).toMatchObject({
      id: 'l-1',
      version: 3,
      overwritePriority: false,
      input: { status: 'READY_FOR_ACTIVATION', naturalId: 'lidl-w48' },
    });
  });

  it('shows what someone else saved meanwhile and saves the chosen values with the current version', async () => {
    const theirs = { ...record, additionalInfo: 'Their title', version: 4, updatedBy: 'anna' };
    const update = answers(UpdateLeafletMutation, undefined, versionMismatch(4), {
      data: { record: { ...theirs, additionalInfo: 'My title', version: 5 } },
    });
    const user = userEvent.setup();
    renderEdit([update], [record, theirs]);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(screen.getByTestId('leaflet-save'));

    const conflict = await screen.findByTestId('conflict-dialog');
    expect(await within(conflict).findByTestId('conflict-field-additionalInfo')).toHaveTextContent('Their title');
    await user.click(within(conflict).getByTestId('conflict-save'));
    expect(await screen.findByText('Leaflet lidl-w48 was saved.')).toBeInTheDocument();
    expect(update.calls.mock.calls.map((call) => call[0].version)).toEqual([3, 4]);
    expect(update.calls.mock.calls[1]?.[0]).toMatchObject({ input: { additionalInfo: 'My title' } });
  });
});
