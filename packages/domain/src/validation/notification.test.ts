import { notificationSchema, geolocationsOf } from './notification';
import { validateWith } from './messages';

const NOW = new Date('2026-11-25T10:00:00Z');
const SHOP = '0b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const GROUP = '1b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

const valid = {
  channel: 'PROMOTIONAL_NOTIFICATION_EXTENDED',
  title: 'Weekend deals',
  text: 'New leaflets are waiting',
  storeIds: [SHOP],
  groupIds: [],
};

function check(values: Record<string, unknown>) {
  return validateWith(notificationSchema, values, { now: NOW });
}

function refusal(values: Record<string, unknown>) {
  const result = check(values);
  if (result.ok) throw new Error('expected a refusal');
  return result.invalidFields.map((f) => ({ field: f.field, key: f.key, values: f.values }));
}

describe('notification form (spec §5)', () => {
  it('accepts a complete notification', () => {
    expect(check(valid).ok).toBe(true);
  });

  it('requires a title except on NEW_OFFERS_NOTIFICATION, where it must be empty', () => {
    expect(refusal({ ...valid, title: '' })).toEqual([{ field: 'title', key: 'validation.required', values: undefined }]);
    expect(check({ ...valid, channel: 'NEW_OFFERS_NOTIFICATION', title: '' }).ok).toBe(true);
    expect(refusal({ ...valid, channel: 'NEW_OFFERS_NOTIFICATION' })).toEqual([
      { field: 'title', key: 'validation.notificationTitleMustBeEmpty', values: undefined },
    ]);
  });

  it('requires a text on the custom-text channel', () => {
    expect(refusal({ ...valid, channel: 'NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT', text: '' })).toEqual([
      { field: 'text', key: 'validation.required', values: undefined },
    ]);
  });

  it('reads geolocation lines from text or a list and names the refused line', () => {
    const ok = check({ ...valid, geolocations: '52.23, 21.01, 5\n\n50.06, 19.94, 2.5' });
    expect(ok.ok && ok.value.geolocations).toEqual(['52.23, 21.01, 5', '50.06, 19.94, 2.5']);
    expect(geolocationsOf(['52.23, 21.01, 5'])).toEqual([{ latitude: 52.23, longitude: 21.01, radius: 5 }]);
    expect(refusal({ ...valid, geolocations: ['52.23, 21.01, 5', '91, 21, 5'] })).toEqual([
      { field: 'geolocations', key: 'validation.latitude', values: { line: 2 } },
    ]);
    expect(refusal({ ...valid, geolocations: '52, 181, 5' })).toEqual([{ field: 'geolocations', key: 'validation.longitude', values: { line: 1 } }]);
    expect(refusal({ ...valid, geolocations: '52, 21, 0' })).toEqual([{ field: 'geolocations', key: 'validation.radius', values: { line: 1 } }]);
    expect(refusal({ ...valid, geolocations: '52, 21' })).toEqual([{ field: 'geolocations', key: 'validation.geolocationFormat', values: { line: 1 } }]);
  });

  it('requires valid links', () => {
    expect(check({ ...valid, webpageLink: 'https://www.example.com/sale', deepLink: 'app://leaflet/123', bigPicture: 'example.com/p.png' }).ok).toBe(true);
    expect(refusal({ ...valid, webpageLink: 'not a link' })).toEqual([{ field: 'webpageLink', key: 'validation.url', values: undefined }]);
    expect(refusal({ ...valid, deepLink: 'leaflet 123' })).toEqual([{ field: 'deepLink', key: 'validation.deepLink', values: undefined }]);
    expect(check({ ...valid, bigIcon: '/files/notifications/icon-1.png' }).ok).toBe(true);
    expect(refusal({ ...valid, bigIcon: '/etc/passwd' })).toEqual([{ field: 'bigIcon', key: 'validation.url', values: undefined }]);
    expect(refusal({ ...valid, openTrackingLink: 'x' })).toEqual([{ field: 'openTrackingLink', key: 'validation.url', values: undefined }]);
  });

  it('requires at least one shop or group', () => {
    expect(check({ ...valid, storeIds: [], groupIds: [GROUP] }).ok).toBe(true);
    expect(refusal({ ...valid, storeIds: [], groupIds: [] })).toEqual([{ field: 'groupIds', key: 'validation.notificationTarget', values: undefined }]);
  });

  it('plans for a day and hour that is not past', () => {
    expect(check({ ...valid, plannedAt: '2026-11-25T10:00:30Z' }).ok).toBe(true);
    expect(check({ ...valid, plannedAt: null }).ok).toBe(true);
    expect(refusal({ ...valid, plannedAt: '2026-11-25T09:59:00Z' })).toEqual([{ field: 'plannedAt', key: 'validation.momentPast', values: undefined }]);
  });

  it('takes device tokens from text or a list, each once', () => {
    const result = check({ ...valid, devices: 'tok-a, tok-b\ntok-a' });
    expect(result.ok && result.value.devices).toEqual(['tok-a', 'tok-b']);
  });
});
