import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, formatPlatformName, isPlatformKey } from './platforms';

describe('platforms', () => {
  it.each([
    ['android', 'Android'],
    ['ios', 'IOS'],
    ['wp', 'WP'],
    ['android2', 'Android2'],
    ['web', 'Web'],
    ['android2-cz', 'Android2-cz'],
  ])('shows %s as %s', (key, name) => {
    expect(formatPlatformName(key)).toBe(name);
  });

  it('knows the five leaflet platforms', () => {
    expect(PLATFORM_KEYS).toEqual(['android', 'ios', 'web', 'wp', 'android2']);
    expect(isPlatformKey('wp')).toBe(true);
    expect(isPlatformKey('WP')).toBe(false);
  });

  it('maps each platform to the API priority and visibility fields', () => {
    expect(PRIORITY_FIELD).toEqual({
      android: 'androidPriority',
      ios: 'iosPriority',
      web: 'webPriority',
      wp: 'wpPriority',
      android2: 'android2Priority',
    });
    expect(VISIBILITY_FIELD).toEqual({
      android: 'showOnAndroid',
      ios: 'showOnIOS',
      web: 'showOnWeb',
      wp: 'showOnWP',
      android2: 'showOnAndroid2',
    });
  });
});
