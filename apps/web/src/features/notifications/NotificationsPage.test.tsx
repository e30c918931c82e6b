import { formatDateTime } from '@flyerdesk/domain/dates';
import type { Role } from '@flyerdesk/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationRecordFragment } from '../../__generated__/graphql';
import { answers, lockServer, pageVariables, pushChange, renderResourceScreen, row, withinPanel } from '../../shared/resource/test-utils';
import { clearToasts, type Mock } from '../../test/renderFeature';
import { pinCalendar } from '../../test/calendar';
import NotificationsPage from './NotificationsPage';
import {
  CancelNotificationMutation,
  NotificationHistoryQuery,
  NotificationQuery,
  NotificationsPageQuery,
  SendNotificationMutation,
  UpdateNotificationMutation,
} from './operations';
import { aNotification, aSendJob, BIEDRONKA, jobAnswer, LIDL, pushJob, reachAnswer, someTargets, targetsAnswer, WEEKEND } from './test-utils';

const sending = aNotification({
  id: 'n-1',
  channel: 'NEW_OFFERS_NOTIFICATION',
  title: null,
  text: null,
  status: 'SENDING',
  jobId: 'job-1',
  recipients: 10,
  storeNames: ['Lidl Mokotów'],
  groupNames: ['Weekend deals'],
  groupIds: [WEEKEND],
  createdAt: '2026-11-20T10:00:00.000Z',
});
const planned = aNotification({
  id: 'n-2',
  title: 'Black Friday',
  text: 'Doors open at 6',
  status: 'PLANNED',
  plannedAt: '2030-11-28T05:00:00.000Z',
  version: 4,
  createdAt: '2026-11-20T09:30:00.000Z',
});
const sent = aNotification({
  id: 'n-3',
  title: 'Weekend sale',
  status: 'SENT',
  recipients: 120,
  sent: 118,
  failed: 2,
  finishedAt: '2026-11-20T09:05:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
});

const NEWEST_FIRST = pageVariables('notifications', { descending: true });

function page(items: NotificationRecordFragment[], total = items.length) {
  return { data: { page: { __typename: 'NotificationPage', items, total } } };
}

/** The listed notifications, each as the server has it, an empty history, the targets and the estimate. */
function server(listed: NotificationRecordFragment[], { targets = someTargets() } = {}) {
  const list = answers(NotificationsPageQuery, undefined, page(listed));
  const records = listed.map((notification) => answers(NotificationQuery, { id: notification.id }, { data: { record: notification } }).mock);
  const history = answers(NotificationHistoryQuery, undefined, { data: { history: { __typename: 'HistoryPage', items: [], total: 0 } } });
  const reach = reachAnswer(42);
  return { list, reach, mocks: [targetsAnswer(targets).mock, list.mock, ...records, history.mock, reach.mock, ...lockServer().mocks] };
}

function renderNotifications(mocks: Mock[], { roles = ['EDITOR_NOTIFICATION'], language = 'en' }: { roles?: Role[]; language?: 'en' | 'pl' } = {}) {
  return renderResourceScreen(<NotificationsPage />, { mocks, roles, language });
}

async function openNew(label = 'New notification') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: label }));
  await screen.findByTestId('record-form');
  return user;
}

async function openFromList(id: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId(`resource-row-${id}`));
  await screen.findByTestId('record-form');
  return user;
}

/** Types the planned day and hour into the date-time field, segment by segment. */
async function typePlannedAt(user: ReturnType<typeof userEvent.setup>, digits: string) {
  const field = withinPanel().getByTestId('notification-planned-at');
  const [first] = within(field).getAllByRole('spinbutton');
  if (!first) throw new Error('No date segment');
  await user.click(first);
  await user.keyboard(digits);
}

// The dates these tests type and send are fixed (in 2030): the test's calendar keeps them ahead of today.
beforeEach(() => pinCalendar());

afterEach(() => {
  clearToasts();
  jest.useRealTimers();
});

describe('notifications list', () => {
  it('lists notifications newest first: the channel names one without a title, and a send in progress moves with its job', async () => {
    const job = aSendJob('job-1', sending, { done: 3, total: 10, failedSteps: 1 });
    const { list, mocks } = server([sending, planned, sent]);
    const { subscriptions } = renderNotifications([...mocks, jobAnswer(job).mock]);

    const first = await screen.findByTestId('resource-row-n-1');
    expect(list.calls).toHaveBeenCalledWith(NEWEST_FIRST);
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('New offers');
    expect(first).toHaveTextContent('Sending');
    expect(first).toHaveTextContent('Shops: Lidl Mokotów');
    expect(first).toHaveTextContent('Groups: Weekend deals');
    expect(first).toHaveTextContent('at once');

    const bar = await within(first).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(first).toHaveTextContent('sent 2 · failed 1 of 10');

    pushJob(subscriptions, { ...job, done: 7, failedSteps: 2 }, 1);
    await waitFor(() => expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7'));
    expect(first).toHaveTextContent('sent 5 · failed 2 of 10');

    expect(row('n-2')).toHaveTextContent('Black Friday');
    expect(row('n-2')).toHaveTextContent('Planned');
    expect(row('n-2')).toHaveTextContent(formatDateTime(planned.plannedAt));
    expect(row('n-3')).toHaveTextContent('Sent');
    expect(within(row('n-3')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reads a send again as soon as its job ends, so it shows as sent without waiting for a change event', async () => {
    const job = aSendJob('job-1', sending, { done: 9, total: 10 });
    const list = answers(NotificationsPageQuery, undefined, page([sending]));
    const finished = { ...sending, status: 'SENT' as const, sent: 10, failed: 0, version: sending.version + 2, finishedAt: '2026-11-20T10:01:00.000Z' };
    const record = answers(NotificationQuery, { id: 'n-1' }, { data: { record: finished } });
    const { subscriptions } = renderNotifications([targetsAnswer(someTargets()).mock, list.mock, record.mock, jobAnswer(job).mock, ...lockServer().mocks]);
    const first = await screen.findByTestId('resource-row-n-1');
    expect(await within(first).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '9');
    expect(record.calls).not.toHaveBeenCalled();

    pushJob(subscriptions, { ...job, status: 'SUCCESS', running: false, done: 10 }, 1);
    await waitFor(() => expect(row('n-1')).toHaveTextContent('Sent'));
    expect(record.calls).toHaveBeenCalledTimes(1);
    expect(within(row('n-1')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(list.calls).toHaveBeenCalledTimes(1);
  });

  it('moves a notification along its life from change events (planned, then sending)', async () => {
    const { list, mocks } = server([planned, sent]);
    const { subscriptions } = renderNotifications([...mocks, jobAnswer(aSendJob('job-2', planned, { done: 0, total: 5 })).mock]);
    await screen.findByTestId('resource-row-n-2');

    pushChange(subscriptions, 'NotificationsChanged', 'NotificationChange', {
      seq: 1,
      action: 'UPDATED',
      actor: null,
      record: { ...planned, status: 'SENDING', jobId: 'job-2', recipients: 5, version: 5 },
    });
    await waitFor(() => expect(row('n-2')).toHaveTextContent('Sending'));
    expect(await within(row('n-2')).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(list.calls).toHaveBeenCalledTimes(1);
  });

  it('filters by status and channel: the list query carries the filter', async () => {
    const { list, mocks } = server([sending, planned, sent]);
    renderNotifications([...mocks, jobAnswer(aSendJob('job-1', sending, { done: 0, total: 10 })).mock]);
    const user = userEvent.setup();
    await screen.findByTestId('resource-row-n-1');

    await user.selectOptions(screen.getByTestId('resource-filter-status'), 'PLANNED');
    await waitFor(() => expect(list.calls).toHaveBeenLastCalledWith({ ...NEWEST_FIRST, filter: { status: 'PLANNED' } }));
    await user.selectOptions(screen.getByTestId('resource-filter-channel'), 'NEW_OFFERS_NOTIFICATION');
    await waitFor(() =>
      expect(list.calls).toHaveBeenLastCalledWith({ ...NEWEST_FIRST, filter: { status: 'PLANNED', channel: 'NEW_OFFERS_NOTIFICATION' } }),
    );
  });

  it('says when messages only go to the built-in outbox', async () => {
    renderNotifications(server([sent], { targets: someTargets({ provider: 'OUTBOX' }) }).mocks);
    expect(await screen.findByTestId('notifications-outbox-note')).toHaveTextContent(
      'Push delivery is not configured: messages are recorded by the built-in outbox and are not delivered to phones.',
    );
  });
});

describe('a new notification', () => {
  it('refuses per field: a title on new offers, a bad geolocation line by its number, no shop or group', async () => {
    const send = answers(SendNotificationMutation, undefined, { data: { record: sent } });
    renderNotifications([...server([sent]).mocks, send.mock]);
    const user = await openNew();

    const title = withinPanel().getByLabelText('Title');
    await user.type(title, 'Hello');
    await user.selectOptions(withinPanel().getByLabelText('Channel'), 'NEW_OFFERS_NOTIFICATION');
    expect(title).toBeDisabled();
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('Notifications about new offers have no title of their own: leave it empty') as string,
    );
    const geolocations = withinPanel().getByLabelText('Geolocations');
    expect(geolocations).toHaveAccessibleDescription(expect.stringContaining('Example: 52.2297, 21.0122, 5') as string);
    await user.type(geolocations, '52.2297, 21.0122, 5{Enter}95, 21, 5');
    await user.click(withinPanel().getByRole('button', { name: 'Send now' }));

    expect(geolocations).toHaveAccessibleDescription(expect.stringContaining('Line 2: the latitude must be from -90 to 90') as string);
    expect(withinPanel().getByTestId('notification-groups').closest('fieldset')).toHaveTextContent('Choose at least one shop or group');
    expect(send.calls).not.toHaveBeenCalled();

    await user.click(withinPanel().getByRole('button', { name: 'Clear the title' }));
    await waitFor(() => expect(title).not.toHaveAccessibleDescription(expect.stringContaining('leave it empty') as string));
    expect(title).toHaveValue('');
  });

  it('sends now with the input typed, shows the estimate, then opens the notification being sent', async () => {
    const created = aNotification({ id: 'n-9', title: 'Flash sale', text: 'Two hours only', status: 'SENDING', recipients: 3, storeIds: [LIDL], groupIds: [WEEKEND] });
    const send = answers(SendNotificationMutation, undefined, { data: { record: created } });
    const { mocks, reach } = server([sent]);
    renderNotifications([...mocks, send.mock, answers(NotificationQuery, { id: 'n-9' }, { data: { record: created } }).mock]);
    const user = await openNew();

    expect(withinPanel().getByTestId('notification-reach')).toHaveTextContent('Complete the form to see how many devices it reaches.');
    await user.selectOptions(withinPanel().getByLabelText('Channel'), 'PROMOTIONAL_NOTIFICATION_EXTENDED');
    await user.type(withinPanel().getByLabelText('Title'), ' Flash sale ');
    await user.type(withinPanel().getByLabelText('Text'), 'Two hours only');
    await user.type(withinPanel().getByLabelText('Deep link'), 'app://leaflet/123');
    await user.type(withinPanel().getByLabelText('Geolocations'), '52.2297, 21.0122, 5');
    await user.type(withinPanel().getByLabelText('Device tokens'), 'tok-1{Enter}tok-2, tok-1');
    await user.click(withinPanel().getByRole('checkbox', { name: 'Lidl Mokotów' }));
    await user.click(withinPanel().getByRole('checkbox', { name: 'Weekend deals' }));

    await waitFor(() => expect(withinPanel().getByTestId('notification-reach')).toHaveTextContent('42 devices'));
    expect(reach.calls).toHaveBeenLastCalledWith({ input: expect.objectContaining({ channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', storeIds: [LIDL] }) as unknown });

    expect(withinPanel().getByRole('button', { name: 'Send now' })).toBeInTheDocument();
    await user.click(withinPanel().getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(send.calls).toHaveBeenCalledTimes(1));
    expect(send.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        input: {
          channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
          title: 'Flash sale',
          text: 'Two hours only',
          bigIcon: null,
          bigPicture: null,
          deepLink: 'app://leaflet/123',
          webpageLink: null,
          showTrackingLink: null,
          openTrackingLink: null,
          geolocations: ['52.2297, 21.0122, 5'],
          devices: ['tok-1', 'tok-2'],
          storeIds: [LIDL],
          groupIds: [WEEKEND],
          plannedAt: null,
        },
      }),
    );
    expect(await screen.findByText('Created: Flash sale')).toBeInTheDocument();
    expect(await screen.findByTestId('record-read-only')).toHaveTextContent('This notification is being sent; it can no longer be changed.');
  });

  it('plans a send for the day and hour typed', async () => {
    const created = aNotification({ id: 'n-8', channel: 'NEW_OFFERS_NOTIFICATION', title: null, status: 'PLANNED', plannedAt: new Date(2030, 11, 24, 9, 30).toISOString() });
    const send = answers(SendNotificationMutation, undefined, { data: { record: created } });
    renderNotifications([...server([sent]).mocks, send.mock, answers(NotificationQuery, { id: 'n-8' }, { data: { record: created } }).mock]);
    const user = await openNew();

    await user.selectOptions(withinPanel().getByLabelText('Channel'), 'NEW_OFFERS_NOTIFICATION');
    await user.click(withinPanel().getByRole('checkbox', { name: 'Biedronka Wola' }));
    await user.click(withinPanel().getByLabelText('On a planned day and hour'));
    await user.click(withinPanel().getByRole('button', { name: 'Plan' }));
    expect(send.calls).not.toHaveBeenCalled();
    expect(withinPanel().getByTestId('notification-planned-at')).toHaveTextContent('This field is required');

    await typePlannedAt(user, '241220300930');
    await user.click(withinPanel().getByRole('button', { name: 'Plan' }));
    await waitFor(() => expect(send.calls).toHaveBeenCalledTimes(1));
    expect(send.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({
          channel: 'NEW_OFFERS_NOTIFICATION',
          title: null,
          storeIds: [BIEDRONKA],
          groupIds: [],
          plannedAt: new Date(2030, 11, 24, 9, 30).toISOString(),
        }) as unknown,
      }),
    );
  });

  it('previews the notification on a phone as it is typed', async () => {
    renderNotifications(server([sent]).mocks);
    const user = await openNew();
    const preview = withinPanel().getByTestId('phone-preview');

    expect(within(preview).getByTestId('preview-title')).toHaveTextContent('Title of the notification');
    await user.selectOptions(withinPanel().getByLabelText('Channel'), 'PROMOTIONAL_NOTIFICATION_EXTENDED');
    await user.type(withinPanel().getByLabelText('Title'), 'Fresh bread');
    await user.type(withinPanel().getByLabelText('Text'), 'Baked at 6 every morning');
    await user.type(withinPanel().getByLabelText('Big picture (URL)'), 'https://cdn.example.com/bread.png');
    expect(within(preview).getByTestId('preview-title')).toHaveTextContent('Fresh bread');
    expect(within(preview).getByTestId('preview-text')).toHaveTextContent('Baked at 6 every morning');
    expect(within(preview).getByRole('img', { name: 'Big picture' })).toHaveAttribute('src', 'https://cdn.example.com/bread.png');
    expect(preview).toHaveTextContent('Flyerdesk');

    // New offers: the app's own title with the first shop chosen.
    await user.selectOptions(withinPanel().getByLabelText('Channel'), 'NEW_OFFERS_NOTIFICATION');
    await user.click(withinPanel().getByRole('button', { name: 'Clear the title' }));
    expect(within(preview).getByTestId('preview-title')).toHaveTextContent('New leaflets in …');
    await user.click(withinPanel().getByRole('checkbox', { name: 'Lidl Mokotów' }));
    expect(within(preview).getByTestId('preview-title')).toHaveTextContent('New leaflets in Lidl Mokotów');
  });

  it('speaks Polish: labels, the app title of new offers and the buttons', async () => {
    renderNotifications(server([sent]).mocks, { language: 'pl' });
    const user = await openNew('Nowe powiadomienie');

    await user.selectOptions(withinPanel().getByLabelText('Kanał'), 'NEW_OFFERS_NOTIFICATION');
    await user.click(withinPanel().getByRole('checkbox', { name: 'Lidl Mokotów' }));
    expect(withinPanel().getByTestId('preview-title')).toHaveTextContent('Nowe gazetki w Lidl Mokotów');
    expect(withinPanel().getByLabelText('Tytuł')).toHaveAccessibleDescription(
      'Powiadomienia o nowych ofertach nie mają własnego tytułu: aplikacja pokazuje „Nowe gazetki w Lidl Mokotów”.',
    );
    expect(withinPanel().getByRole('button', { name: 'Wyślij teraz' })).toBeInTheDocument();
    await user.click(withinPanel().getByLabelText('W zaplanowanym dniu i godzinie'));
    expect(withinPanel().getByRole('button', { name: 'Zaplanuj' })).toBeInTheDocument();
  });
});

describe('a notification in the record panel', () => {
  it('edits a planned notification under the edit lock with updateNotification', async () => {
    const update = answers(UpdateNotificationMutation, undefined, { data: { record: { ...planned, title: 'Black Friday deals', version: 5 } } });
    const locks = lockServer();
    renderNotifications([...locks.mocks, ...server([planned]).mocks, update.mock]);
    const user = await openFromList('n-2');

    expect(withinPanel().getByLabelText('On a planned day and hour')).toBeChecked();
    const title = withinPanel().getByLabelText('Title');
    await user.type(title, ' deals');
    await waitFor(() => expect(locks.acquired).toHaveBeenCalledWith({ resource: 'notifications', id: 'n-2', takeOver: false }));
    await user.click(withinPanel().getByRole('button', { name: 'Plan' }));

    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(update.calls).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'n-2',
        version: 4,
        input: expect.objectContaining({ title: 'Black Friday deals', plannedAt: planned.plannedAt, storeIds: [LIDL] }) as unknown,
      }),
    );
  });

  it('asks before cancelling a planned send, then calls cancelNotification', async () => {
    const cancel = answers(CancelNotificationMutation, undefined, { data: { record: { ...planned, status: 'CANCELLED', version: 5 } } });
    renderNotifications([...server([planned]).mocks, cancel.mock]);
    const user = await openFromList('n-2');

    await user.click(withinPanel().getByRole('button', { name: 'Cancel sending' }));
    const dialog = await screen.findByTestId('notification-cancel-dialog');
    expect(dialog).toHaveTextContent(`“Black Friday” planned for ${formatDateTime(planned.plannedAt)} will not be sent.`);
    expect(cancel.calls).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the sending' }));

    await waitFor(() => expect(cancel.calls).toHaveBeenCalledWith(expect.objectContaining({ id: 'n-2', version: 4 })));
    expect(await screen.findByText('Sending cancelled: Black Friday')).toBeInTheDocument();
    await waitFor(() => expect(row('n-2')).toHaveTextContent('Cancelled'));
    expect(await screen.findByTestId('record-read-only')).toHaveTextContent('This notification was cancelled; nothing was sent.');
    expect(withinPanel().queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument();
  });

  it('shows a sent notification read-only with its result and a link to its deliveries', async () => {
    renderNotifications(server([sent]).mocks);
    await openFromList('n-3');

    expect(withinPanel().getByTestId('record-read-only')).toHaveTextContent('This notification was sent; it can no longer be changed.');
    expect(withinPanel().getByLabelText('Title')).toHaveAttribute('readonly');
    expect(withinPanel().getByLabelText('Channel')).toBeDisabled();
    expect(withinPanel().getByRole('checkbox', { name: 'Lidl Mokotów' })).toBeDisabled();
    expect(withinPanel().getByRole('button', { name: 'Send now' })).toBeDisabled();
    expect(withinPanel().getByTestId('notification-result')).toHaveTextContent('Result: sent 118 · failed 2 of 120');
    expect(withinPanel().getByRole('link', { name: 'Show deliveries' })).toHaveAttribute('href', '/archives/notifications?notificationId=n-3');
    expect(withinPanel().queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument();
    expect(withinPanel().queryByTestId('notification-reach')).not.toBeInTheDocument();
  });
});
