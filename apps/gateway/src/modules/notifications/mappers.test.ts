import { GraphQLError } from 'graphql';
import { deliveriesQuery, notificationsQuery, toNotification, toNotificationTargets } from './mappers';

function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err instanceof GraphQLError ? err.extensions : err;
  }
  return undefined;
}

describe('notification mapping', () => {
  it('shows a planned notification the api answered with few fields: empty lists, zero counts, no job', () => {
    const notification = toNotification({
      id: 'n1',
      version: 1,
      channel: 'NEW_OFFERS_NOTIFICATION',
      status: 'PLANNED',
      plannedAt: '2026-03-02T10:00:00.000Z',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      updatedBy: 'notifications',
    });
    expect(notification).toMatchObject({
      title: null,
      geolocations: [],
      devices: [],
      storeIds: [],
      groupNames: [],
      jobId: null,
      recipients: 0,
      sent: 0,
      failed: 0,
      version: 1,
      updatedBy: 'notifications',
    });
    expect(notification).not.toHaveProperty('archivedAt');
  });

  it("leaves out channels the contract does not know from the sender's choices", () => {
    expect(toNotificationTargets({ stores: [], groups: [{ id: 'g1', name: 'Weekend' }], channels: ['NEW_OFFERS_NOTIFICATION', 'FAX'], provider: 'OUTBOX' })).toEqual({
      stores: [],
      groups: [{ id: 'g1', name: 'Weekend' }],
      channels: ['NEW_OFFERS_NOTIFICATION'],
      provider: 'OUTBOX',
    });
  });
});

describe('list arguments', () => {
  it('passes the page and the filter of the notification list on', () => {
    expect(notificationsQuery({ limit: 20, sort: 'plannedAt', descending: true }, { status: 'PLANNED', channel: null })).toMatchObject({
      limit: 20,
      sort: 'plannedAt',
      order: 'desc',
      status: 'PLANNED',
      channel: undefined,
    });
    expect(refusal(() => notificationsQuery({ sort: 'password' }, null))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('checks the page of the delivery archive before anything goes upstream', () => {
    expect(deliveriesQuery({ device: '  abc  ', delivered: false }, null, null)).toMatchObject({ device: 'abc', delivered: false, limit: 50, offset: 0 });
    expect(refusal(() => deliveriesQuery(null, 501, 0))).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'limit' })] });
    expect(refusal(() => deliveriesQuery(null, 10, -1))).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'offset' })] });
  });
});
