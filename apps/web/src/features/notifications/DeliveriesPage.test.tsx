import { formatDateTime } from '@flyerdesk/domain/dates';
import type { Role } from '@flyerdesk/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryRowFragment } from '../../__generated__/graphql';
import { answers } from '../../shared/resource/test-utils';
import { clearToasts, renderFeature, type Mock } from '../../test/renderFeature';
import DeliveriesPage from './DeliveriesPage';
import { NotificationDeliveriesQuery } from './operations';
import { aDelivery, BIEDRONKA, LIDL, someTargets, targetsAnswer } from './test-utils';

const delivered = aDelivery({ id: 'd-1', device: 'fcm-token-delivered', sentAt: '2026-11-20T09:01:00.000Z' });
const unregistered = aDelivery({
  id: 'd-2',
  device: 'fcm-token-gone',
  platform: 'ios',
  responseCode: 404,
  errorCode: 'UNREGISTERED',
  storeIds: [LIDL, BIEDRONKA],
  storeNames: ['Lidl Mokotów', 'Biedronka Wola'],
});

function pageOf(items: DeliveryRowFragment[], total = items.length) {
  return { data: { notificationDeliveries: { __typename: 'NotificationDeliveryPage', items, total } } };
}

function renderArchive(mocks: Mock[], { roles = ['EDITOR_NOTIFICATION'], path = '/archives/notifications' }: { roles?: Role[]; path?: string } = {}) {
  return renderFeature(<DeliveriesPage />, { mocks, roles, language: 'en', path });
}

afterEach(() => {
  clearToasts();
});

describe('the notification archive', () => {
  it('lists deliveries newest first with their response codes, delivered and failed told apart in words', async () => {
    const list = answers(NotificationDeliveriesQuery, undefined, pageOf([delivered, unregistered], 120));
    renderArchive([targetsAnswer().mock, list.mock]);

    const ok = await screen.findByTestId('delivery-row-d-1');
    expect(list.calls).toHaveBeenCalledWith({ filter: {}, limit: 50, offset: 0 });
    expect(within(ok).getByRole('rowheader')).toHaveTextContent('fcm-token-delivered');
    expect(ok).toHaveTextContent('Weekend sale');
    expect(ok).toHaveTextContent('id n-1');
    expect(within(ok).getByTestId('delivery-response')).toHaveTextContent('Delivered');
    expect(within(ok).getByTestId('delivery-response')).toHaveTextContent('code 200');
    expect(ok).toHaveTextContent(formatDateTime(delivered.sentAt));
    expect(ok).toHaveAttribute('data-delivered', 'true');

    const gone = screen.getByTestId('delivery-row-d-2');
    expect(within(gone).getByTestId('delivery-response')).toHaveTextContent('Failed');
    expect(within(gone).getByTestId('delivery-response')).toHaveTextContent('code 404 · UNREGISTERED');
    expect(gone).toHaveTextContent('Lidl Mokotów, Biedronka Wola');
    expect(gone).toHaveAttribute('data-delivered', 'false');
    expect(screen.getByTestId('deliveries-range')).toHaveTextContent('1–2 of 120');
  });

  it("opens on one notification's deliveries from its link and passes every filter as variables", async () => {
    const list = answers(NotificationDeliveriesQuery, undefined, pageOf([unregistered], 1));
    renderArchive([targetsAnswer(someTargets()).mock, list.mock], { path: '/archives/notifications?notificationId=n-1' });
    const user = userEvent.setup();

    await screen.findByTestId('delivery-row-d-2');
    expect(list.calls).toHaveBeenCalledWith({ filter: { notificationId: 'n-1' }, limit: 50, offset: 0 });
    expect(screen.getByLabelText('Notification id')).toHaveValue('n-1');

    await user.selectOptions(screen.getByLabelText('Result'), 'failed');
    await waitFor(() => expect(list.calls).toHaveBeenLastCalledWith({ filter: { notificationId: 'n-1', delivered: false }, limit: 50, offset: 0 }));
    await user.selectOptions(screen.getByLabelText('Channel'), 'PROMOTIONAL_NOTIFICATION_EXTENDED');
    await user.selectOptions(await screen.findByLabelText('Shop'), LIDL);
    await user.type(screen.getByLabelText('Device token'), 'gone');
    await waitFor(() =>
      expect(list.calls).toHaveBeenLastCalledWith({
        filter: { notificationId: 'n-1', device: 'gone', channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED', delivered: false, storeId: LIDL },
        limit: 50,
        offset: 0,
      }),
    );

    const from = within(screen.getByTestId('deliveries-from')).getAllByRole('spinbutton')[0];
    if (!from) throw new Error('No day segment');
    await user.click(from);
    await user.keyboard('01112026');
    await waitFor(() =>
      expect(list.calls).toHaveBeenLastCalledWith({
        filter: expect.objectContaining({ from: new Date(2026, 10, 1).toISOString() }) as unknown,
        limit: 50,
        offset: 0,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(list.calls).toHaveBeenLastCalledWith({ filter: {}, limit: 50, offset: 0 }));
  });

  it('pages on the server', async () => {
    const list = answers(NotificationDeliveriesQuery, undefined, pageOf([delivered], 80), pageOf([unregistered], 80));
    renderArchive([targetsAnswer().mock, list.mock], { roles: ['ADMIN'] });
    const user = userEvent.setup();
    await screen.findByTestId('delivery-row-d-1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('delivery-row-d-2');
    expect(list.calls).toHaveBeenLastCalledWith({ filter: {}, limit: 50, offset: 50 });
    expect(screen.getByTestId('deliveries-range')).toHaveTextContent('51–51 of 80');
  });
});
