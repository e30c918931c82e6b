import { formatDateTime } from '@flyerdesk/domain/dates';
import type { Role } from '@flyerdesk/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import type { NotificationRecordFragment } from '../../__generated__/graphql';
import { pushChange } from '../../shared/resource/test-utils';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import { NotificationsPanel } from './NotificationsPanel';
import { aNotification, aSendJob, blockAnswer, jobAnswer, pushJob } from './test-utils';

const sending = aNotification({ id: 'n-1', title: 'Flash sale', status: 'SENDING', jobId: 'job-1', recipients: 10 });
const planned = aNotification({ id: 'n-2', title: 'Black Friday', status: 'PLANNED', plannedAt: '2030-11-28T05:00:00.000Z', version: 2 });
const sent = aNotification({
  id: 'n-3',
  channel: 'NEW_OFFERS_NOTIFICATION',
  title: null,
  status: 'SENT',
  recipients: 120,
  sent: 118,
  failed: 2,
  finishedAt: '2026-11-20T09:05:00.000Z',
});
const failed = aNotification({ id: 'n-4', title: 'Broken send', status: 'FAILED', recipients: 4, sent: 1, failed: 0, updatedAt: '2026-11-20T10:00:00.000Z' });

function everyPart({ sendingItems = [sending] }: { sendingItems?: NotificationRecordFragment[] } = {}) {
  return blockAnswer({ sending: sendingItems, planned: [planned], sent: [sent], failed: [failed] });
}

function renderPanel(mocks: Mock[], { roles = ['ADMIN'], language = 'en' }: { roles?: Role[]; language?: 'en' | 'pl' } = {}) {
  return renderFeature(<NotificationsPanel />, { mocks, roles, language });
}

afterEach(() => {
  clearToasts();
});

describe("the dashboard's notifications block", () => {
  it('shows sends in progress with a live progress bar and counts, the planned ones and the last sent', async () => {
    const job = aSendJob('job-1', sending, { done: 3, total: 10, failedSteps: 1 });
    const { subscriptions } = renderPanel([everyPart().mock, jobAnswer(job).mock]);

    const block = await screen.findByTestId('dashboard-notifications');
    const row = await within(block).findByTestId('dashboard-notification-n-1');
    const bar = await within(row).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(row).toHaveTextContent('sent 2 · failed 1 of 10');

    pushJob(subscriptions, { ...job, done: 9, failedSteps: 1 }, 1);
    await waitFor(() => expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '9'));
    expect(row).toHaveTextContent('sent 8 · failed 1 of 10');

    expect(within(block).getByTestId('dashboard-notification-n-2')).toHaveTextContent(`planned for ${formatDateTime(planned.plannedAt)}`);
    const recent = within(block).getByTestId('dashboard-notifications-sent');
    expect(within(recent).getByTestId('dashboard-notification-n-3')).toHaveTextContent('New offers');
    expect(within(recent).getByTestId('dashboard-notification-n-3')).toHaveTextContent('sent 118 · failed 2 of 120');
    expect(within(recent).getByTestId('dashboard-notification-n-4')).toHaveTextContent('Failed');
    // Newest first: the failed send finished later.
    expect(within(recent).getAllByTestId(/^dashboard-notification-/).map((item) => item.dataset.testid)).toEqual([
      'dashboard-notification-n-4',
      'dashboard-notification-n-3',
    ]);
    expect(within(block).getByRole('link', { name: 'Selective notifications' })).toHaveAttribute('href', '/selective-notifications');
    expect(within(block).getByRole('link', { name: 'Black Friday' })).toHaveAttribute('href', '/selective-notifications?record=n-2');
  });

  it('moves notifications between its parts from notificationsChanged events', async () => {
    const job = aSendJob('job-2', planned, { done: 0, total: 5 });
    const { subscriptions } = renderPanel([everyPart({ sendingItems: [] }).mock, jobAnswer(job).mock]);
    const block = await screen.findByTestId('dashboard-notifications');
    await within(block).findByTestId('dashboard-notification-n-2');
    expect(within(block).getByTestId('dashboard-notifications-sending')).toHaveTextContent('Nothing is being sent');

    pushChange(subscriptions, 'NotificationsChanged', 'NotificationChange', {
      seq: 1,
      action: 'UPDATED',
      actor: null,
      record: { ...planned, status: 'SENDING', jobId: 'job-2', recipients: 5, version: 3 },
    });
    const moved = await within(within(block).getByTestId('dashboard-notifications-sending')).findByTestId('dashboard-notification-n-2');
    expect(await within(moved).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(block).getByTestId('dashboard-notifications-planned')).toHaveTextContent('Nothing is planned');

    pushChange(subscriptions, 'NotificationsChanged', 'NotificationChange', {
      seq: 2,
      action: 'UPDATED',
      actor: null,
      record: { ...planned, status: 'SENT', jobId: 'job-2', recipients: 5, sent: 5, version: 4, updatedAt: '2026-11-21T08:00:00.000Z' },
    });
    await waitFor(() =>
      expect(within(within(block).getByTestId('dashboard-notifications-sent')).getByTestId('dashboard-notification-n-2')).toHaveTextContent(
        'sent 5 · failed 0 of 5',
      ),
    );
    expect(within(block).getByTestId('dashboard-notifications-sending')).toHaveTextContent('Nothing is being sent');
  });

  it('is read-only for an editor: no way to the sending screen', async () => {
    renderPanel([everyPart().mock, jobAnswer(aSendJob('job-1', sending, { done: 1, total: 10 })).mock], { roles: ['EDITOR'] });
    const block = await screen.findByTestId('dashboard-notifications');
    await within(block).findByTestId('dashboard-notification-n-2');
    expect(within(block).queryByRole('link', { name: 'Selective notifications' })).not.toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: 'Black Friday' })).not.toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Delivery archive' })).toHaveAttribute('href', '/archives/notifications');
  });

  it('is not shown to a role that may not read notifications', () => {
    renderPanel([], { roles: ['EDITOR_RECIPE'] });
    expect(screen.queryByTestId('dashboard-notifications')).not.toBeInTheDocument();
  });

  it('counts in Polish', async () => {
    renderPanel([everyPart().mock, jobAnswer(aSendJob('job-1', sending, { done: 3, total: 10, failedSteps: 1 })).mock], { language: 'pl' });
    const row = await screen.findByTestId('dashboard-notification-n-1');
    await within(row).findByRole('progressbar');
    expect(row).toHaveTextContent('wysłano 2 · nieudane 1 z 10');
    expect(screen.getByRole('heading', { name: 'Powiadomienia' })).toBeInTheDocument();
  });
});
