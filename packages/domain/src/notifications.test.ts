import {
  canChangeNotification,
  canSendOnChannel,
  deliveryKey,
  distanceKm,
  isRetryableDelivery,
  notificationProgress,
  parseGeolocationLine,
  visibleNotificationChannels,
  withinGeolocations,
} from './notifications';

describe('geolocation lines', () => {
  it.each([
    ['52.2297, 21.0122, 5', { latitude: 52.2297, longitude: 21.0122, radius: 5 }],
    ['-90,180,0.5', { latitude: -90, longitude: 180, radius: 0.5 }],
    [' +45 , -73.5 , 12 ', { latitude: 45, longitude: -73.5, radius: 12 }],
  ])('accepts %s', (line, value) => {
    expect(parseGeolocationLine(line)).toEqual({ value });
  });

  it.each([
    ['52.2, 21.0', 'validation.geolocationFormat'],
    ['52.2, 21.0, 5, 1', 'validation.geolocationFormat'],
    ['north, 21.0, 5', 'validation.geolocationFormat'],
    ['90.5, 21, 5', 'validation.latitude'],
    ['-91, 21, 5', 'validation.latitude'],
    ['52, 180.01, 5', 'validation.longitude'],
    ['52, 21, 0', 'validation.radius'],
    ['52, 21, -3', 'validation.radius'],
  ])('refuses %s with %s', (line, problem) => {
    expect(parseGeolocationLine(line)).toEqual({ problem });
  });

  it('measures great-circle distances and reaches devices inside any circle', () => {
    const warsaw = { latitude: 52.2297, longitude: 21.0122 };
    const krakow = { latitude: 50.0647, longitude: 19.945 };
    expect(distanceKm(warsaw, krakow)).toBeGreaterThan(250);
    expect(distanceKm(warsaw, krakow)).toBeLessThan(256);
    expect(withinGeolocations(krakow, [{ ...warsaw, radius: 10 }])).toBe(false);
    expect(withinGeolocations(krakow, [{ ...warsaw, radius: 10 }, { ...krakow, radius: 1 }])).toBe(true);
    expect(withinGeolocations(null, [])).toBe(true);
    expect(withinGeolocations(null, [{ ...warsaw, radius: 10 }])).toBe(false);
  });
});

describe('who sends on which channel', () => {
  const notifier = { roles: ['EDITOR_NOTIFICATION'], notificationChannels: ['NEW_OFFERS_NOTIFICATION'] };
  it('lets the notification role use only its channels, administrators every channel', () => {
    expect(canSendOnChannel(notifier, 'NEW_OFFERS_NOTIFICATION')).toBe(true);
    expect(canSendOnChannel(notifier, 'PROMOTIONAL_NOTIFICATION_EXTENDED')).toBe(false);
    expect(canSendOnChannel({ roles: ['ADMIN'], notificationChannels: [] }, 'PROMOTIONAL_NOTIFICATION_EXTENDED')).toBe(true);
    expect(visibleNotificationChannels(notifier)).toEqual(['NEW_OFFERS_NOTIFICATION']);
    expect(visibleNotificationChannels({ roles: ['ROOT'], notificationChannels: [] })).toBeUndefined();
  });
});

describe('life cycle and deliveries', () => {
  it('changes only planned notifications', () => {
    expect(canChangeNotification('PLANNED')).toBe(true);
    for (const status of ['SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const) expect(canChangeNotification(status)).toBe(false);
  });

  it('tries again only passing failures', () => {
    expect(isRetryableDelivery(429)).toBe(true);
    expect(isRetryableDelivery(503)).toBe(true);
    expect(isRetryableDelivery(404)).toBe(false);
    expect(isRetryableDelivery(400)).toBe(false);
  });

  it('reports progress and keys deliveries per notification and device', () => {
    expect(notificationProgress({ recipients: 10, sent: 3, failed: 2 })).toBe(0.5);
    expect(notificationProgress({ recipients: 0, sent: 0, failed: 0 })).toBe(1);
    expect(deliveryKey('n1', 'd1')).toBe('n1:d1');
    expect(deliveryKey('n1', 'd1')).not.toBe(deliveryKey('n1', 'd2'));
  });
});
