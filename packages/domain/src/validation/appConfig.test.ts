import {
  APP_CONFIG_DEFAULTS,
  APP_CONFIG_SECTIONS,
  IMAGE_WITH_LINK_RECOMMENDATION,
  RECOMMENDATION_TYPES,
  type AppConfigSection,
} from '../appConfig';
import { NOTIFICATION_CHANNELS } from '../notificationChannels';
import { appConfigSchema, appConfigSchemas, imageWithLinkProblems } from './appConfig';
import { formatValidationMessage, validateWith } from './messages';

const SHOP = '3f2a1bc4-1d2e-4f5a-9b8c-7d6e5f4a3b2c';
const SHOP2 = '0b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const LEAFLET = '1b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const LINK = 'https://www.example.pl/promo?utm=1';
const PICTURE = 'https://cdn.example.pl/img/promo.png';

function check(section: AppConfigSection, value: unknown) {
  return validateWith(appConfigSchema(section), value);
}

/** The cast document of an accepted value (fails the test when refused). */
function accepted(section: AppConfigSection, value: unknown): unknown {
  const result = check(section, value);
  if (!result.ok) throw new Error(`expected ${section} to be accepted: ${JSON.stringify(result.invalidFields)}`);
  return result.value;
}

/** The refused rules of a document, as [path, key]. */
function keys(section: AppConfigSection, value: unknown): string[][] {
  const result = check(section, value);
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
}

describe('appConfigSchemas', () => {
  it('has one schema per section, in section order', () => {
    expect(Object.keys(appConfigSchemas)).toEqual([...APP_CONFIG_SECTIONS]);
    for (const section of APP_CONFIG_SECTIONS) expect(appConfigSchema(section)).toBe(appConfigSchemas[section]);
  });

  it.each(APP_CONFIG_SECTIONS.filter((s) => s !== 'webPopularStores'))('accepts the default document of %s as it is', (section) => {
    expect(check(section, APP_CONFIG_DEFAULTS[section])).toEqual({ ok: true, value: APP_CONFIG_DEFAULTS[section] });
  });

  it('refuses the default of webPopularStores until a shop is chosen (at least one shop is a rule)', () => {
    expect(keys('webPopularStores', APP_CONFIG_DEFAULTS.webPopularStores)).toEqual([['storeIds', 'validation.storeRequired']]);
  });

  it('drops keys a section does not know, also inside list entries', () => {
    expect(accepted('customTypeLink', { link: LINK, extra: 1 })).toEqual({ link: LINK });
    expect(accepted('webFooterLinks', { stores: [{ name: 'Lidl', url: LINK, color: 'red' }] })).toEqual({
      stores: [{ name: 'Lidl', url: LINK }],
      locations: [],
      articles: [],
    });
  });

  it('refuses a document that is not an object', () => {
    expect(keys('keywords', null)).toEqual([['', 'validation.required']]);
    expect(keys('keywords', ['a'])).toEqual([['', 'validation.invalid']]);
    expect(keys('keywords', 'a')).toEqual([['', 'validation.invalid']]);
  });
});

describe('articlesList', () => {
  const article = (changes: Record<string, unknown> = {}) => ({
    title: 'Promocje tygodnia',
    additionalInfo: 'Sprawdź',
    imageUrl: PICTURE,
    articleUrl: LINK,
    ...changes,
  });

  it('accepts articles, trims the texts and leaves an article not sponsored unless said', () => {
    expect(accepted('articlesList', { items: [article({ title: '  Abc ' }), article({ isSponsored: true })] })).toEqual({
      items: [
        { ...article({ title: 'Abc' }), isSponsored: false },
        { ...article(), isSponsored: true },
      ],
    });
    expect(accepted('articlesList', {})).toEqual({ items: [] });
  });

  it('requires a title of at least 3 characters, named by its path', () => {
    expect(keys('articlesList', { items: [article(), article({ title: '' })] })).toEqual([['items[1].title', 'validation.required']]);
    expect(keys('articlesList', { items: [article(), article({ title: ' ab ' })] })).toEqual([['items[1].title', 'validation.minLength']]);
    const result = check('articlesList', { items: [article({ title: 'ab' })] });
    expect(!result.ok && result.invalidFields[0]).toEqual({
      field: 'items[0].title',
      key: 'validation.minLength',
      message: 'Enter at least 3 characters',
      values: { min: 3 },
    });
  });

  it('requires the additional info', () => {
    expect(keys('articlesList', { items: [article({ additionalInfo: '  ' })] })).toEqual([['items[0].additionalInfo', 'validation.required']]);
  });

  it('requires the picture and article links, as valid links', () => {
    expect(keys('articlesList', { items: [article({ imageUrl: '' })] })).toEqual([['items[0].imageUrl', 'validation.required']]);
    expect(keys('articlesList', { items: [article({ imageUrl: 'not a link' })] })).toEqual([['items[0].imageUrl', 'validation.url']]);
    expect(keys('articlesList', { items: [article({ articleUrl: undefined })] })).toEqual([['items[0].articleUrl', 'validation.required']]);
    expect(keys('articlesList', { items: [article({ articleUrl: 'https://localhost' })] })).toEqual([['items[0].articleUrl', 'validation.url']]);
  });

  it('takes sponsored as yes or no', () => {
    expect(keys('articlesList', { items: [article({ isSponsored: 'maybe' })] })).toEqual([['items[0].isSponsored', 'validation.boolean']]);
    expect(keys('articlesList', { items: [article({ isSponsored: null })] })).toEqual([['items[0].isSponsored', 'validation.boolean']]);
  });

  it('refuses items that are not a list of articles', () => {
    expect(keys('articlesList', { items: 'x' })).toEqual([['items', 'validation.list']]);
    expect(keys('articlesList', { items: [null] })).toEqual([['items[0]', 'validation.invalid']]);
  });
});

describe('articlesSection', () => {
  const section = (changes: Record<string, unknown> = {}) => ({ title: 'Artykuły', iconUrl: PICTURE, useBigSize: true, position: 2, ...changes });

  it('accepts a section; big size is no when absent', () => {
    expect(accepted('articlesSection', section())).toEqual(section());
    expect(accepted('articlesSection', section({ useBigSize: undefined, position: '0' }))).toEqual(section({ useBigSize: false, position: 0 }));
  });

  it('requires a title of at least 3 characters', () => {
    expect(keys('articlesSection', section({ title: '' }))).toEqual([['title', 'validation.required']]);
    expect(keys('articlesSection', section({ title: 'Ar' }))).toEqual([['title', 'validation.minLength']]);
  });

  it('requires the icon as a valid link', () => {
    expect(keys('articlesSection', section({ iconUrl: '' }))).toEqual([['iconUrl', 'validation.required']]);
    expect(keys('articlesSection', section({ iconUrl: 'icon' }))).toEqual([['iconUrl', 'validation.url']]);
  });

  it('takes big size as yes or no', () => {
    expect(keys('articlesSection', section({ useBigSize: 'big' }))).toEqual([['useBigSize', 'validation.boolean']]);
  });

  it('requires the position as a whole number not below 0', () => {
    expect(keys('articlesSection', section({ position: undefined }))).toEqual([['position', 'validation.required']]);
    expect(keys('articlesSection', section({ position: '' }))).toEqual([['position', 'validation.required']]);
    expect(keys('articlesSection', section({ position: -1 }))).toEqual([['position', 'validation.nonNegative']]);
    expect(keys('articlesSection', section({ position: 1.5 }))).toEqual([['position', 'validation.invalid']]);
    expect(keys('articlesSection', section({ position: 'first' }))).toEqual([['position', 'validation.invalid']]);
  });
});

describe('mobileWhatsNewBanner', () => {
  const banner = { id: 'xmas', title: 'Święta', message: 'Nowe gazetki', deeplink: 'app://leaflets', badge: 'NEW' };

  it('accepts a banner of texts of 3 characters or more', () => {
    expect(accepted('mobileWhatsNewBanner', { ...banner, id: ' abc ' })).toEqual({ ...banner, id: 'abc' });
  });

  it.each(['id', 'title', 'message', 'deeplink', 'badge'])('requires %s with at least 3 characters', (field) => {
    expect(keys('mobileWhatsNewBanner', { ...banner, [field]: '' })).toEqual([[field, 'validation.required']]);
    expect(keys('mobileWhatsNewBanner', { ...banner, [field]: undefined })).toEqual([[field, 'validation.required']]);
    expect(keys('mobileWhatsNewBanner', { ...banner, [field]: 'ab' })).toEqual([[field, 'validation.minLength']]);
  });
});

describe('searchSettings', () => {
  const settings = (changes: Record<string, unknown> = {}) => ({
    includeAdBanner: true,
    searchTip: 'Szukaj',
    popularWords: ['mleko', 'masło'],
    popularStoreIds: [SHOP, SHOP2],
    popularLeafletIds: [LEAFLET],
    ...changes,
  });

  it('accepts settings; ids are stored in lowercase, absent lists are empty', () => {
    expect(accepted('searchSettings', settings({ popularStoreIds: [SHOP.toUpperCase()] }))).toEqual(settings({ popularStoreIds: [SHOP] }));
    expect(accepted('searchSettings', { searchTip: 'Szukaj' })).toEqual({
      includeAdBanner: false,
      searchTip: 'Szukaj',
      popularWords: [],
      popularStoreIds: [],
      popularLeafletIds: [],
    });
  });

  it('takes the ad banner as yes or no', () => {
    expect(keys('searchSettings', settings({ includeAdBanner: 'x' }))).toEqual([['includeAdBanner', 'validation.boolean']]);
  });

  it('requires a search tip that is not blank', () => {
    expect(keys('searchSettings', settings({ searchTip: '   ' }))).toEqual([['searchTip', 'validation.required']]);
    expect(keys('searchSettings', settings({ searchTip: undefined }))).toEqual([['searchTip', 'validation.required']]);
  });

  it('requires each popular word to have a character', () => {
    expect(keys('searchSettings', settings({ popularWords: ['mleko', ' '] }))).toEqual([['popularWords[1]', 'validation.required']]);
  });

  it.each(['popularStoreIds', 'popularLeafletIds'])('takes %s as ids, none repeated', (field) => {
    expect(keys('searchSettings', settings({ [field]: [SHOP, 'biedronka'] }))).toEqual([[`${field}[1]`, 'validation.uuid']]);
    expect(keys('searchSettings', settings({ [field]: [SHOP, SHOP2, SHOP.toUpperCase()] }))).toEqual([[`${field}[2]`, 'validation.duplicateEntry']]);
    expect(keys('searchSettings', settings({ [field]: SHOP }))).toEqual([[field, 'validation.list']]);
  });
});

describe('keywords', () => {
  it('accepts distinct keywords, trimmed', () => {
    expect(accepted('keywords', { keywords: [' mleko ', 'masło', 'a'] })).toEqual({ keywords: ['mleko', 'masło', 'a'] });
    expect(accepted('keywords', { keywords: [] })).toEqual({ keywords: [] });
  });

  it('requires each keyword to have a character', () => {
    expect(keys('keywords', { keywords: ['mleko', ''] })).toEqual([['keywords[1]', 'validation.required']]);
  });

  it('refuses a keyword repeated, ignoring case, at the repeat', () => {
    expect(keys('keywords', { keywords: ['Mleko', 'masło', 'mleko ', 'MLEKO'] })).toEqual([
      ['keywords[2]', 'validation.duplicateEntry'],
      ['keywords[3]', 'validation.duplicateEntry'],
    ]);
  });
});

describe('recommendationType', () => {
  it.each(RECOMMENDATION_TYPES)('accepts type %i', (type) => {
    expect(accepted('recommendationType', { type })).toEqual({ type });
  });

  it('must be chosen', () => {
    expect(keys('recommendationType', { type: null })).toEqual([['type', 'validation.recommendationTypeRequired']]);
    expect(keys('recommendationType', {})).toEqual([['type', 'validation.recommendationTypeRequired']]);
  });

  it('takes one of the recommendation types only', () => {
    for (const type of [8, -1, 1.5, 'seven']) expect(keys('recommendationType', { type })).toEqual([['type', 'validation.recommendationType']]);
  });
});

describe('highlightedLeafletId', () => {
  it('accepts none or a leaflet id (stored in lowercase)', () => {
    expect(accepted('highlightedLeafletId', { leafletId: '' })).toEqual({ leafletId: '' });
    expect(accepted('highlightedLeafletId', { leafletId: null })).toEqual({ leafletId: '' });
    expect(accepted('highlightedLeafletId', { leafletId: ` ${LEAFLET.toUpperCase()} ` })).toEqual({ leafletId: LEAFLET });
  });

  it('refuses anything but an id', () => {
    expect(keys('highlightedLeafletId', { leafletId: 'biedronka-23-11-26' })).toEqual([['leafletId', 'validation.uuid']]);
  });
});

describe.each([
  ['customTypeLink', 'link'],
  ['customTypePictureUrl', 'pictureUrl'],
] as const)('%s', (section, field) => {
  it('accepts none or a valid link', () => {
    expect(accepted(section, { [field]: '' })).toEqual({ [field]: '' });
    expect(accepted(section, {})).toEqual({ [field]: '' });
    expect(accepted(section, { [field]: ` ${LINK} ` })).toEqual({ [field]: LINK });
  });

  it('refuses an invalid link', () => {
    expect(keys(section, { [field]: 'example' })).toEqual([[field, 'validation.url']]);
    expect(keys(section, { [field]: 'https://example.com/a b' })).toEqual([[field, 'validation.url']]);
  });
});

describe.each([
  ['mobileOnboardingStores', 'storeIds'],
  ['webRecipes', 'recipeIds'],
] as const)('%s', (section, field) => {
  it('accepts ids, or none', () => {
    expect(accepted(section, { [field]: [SHOP, SHOP2] })).toEqual({ [field]: [SHOP, SHOP2] });
    expect(accepted(section, { [field]: [] })).toEqual({ [field]: [] });
  });

  it('refuses what is not an id', () => {
    expect(keys(section, { [field]: [SHOP, ''] })).toEqual([[`${field}[1]`, 'validation.uuid']]);
    expect(keys(section, { [field]: ['123'] })).toEqual([[`${field}[0]`, 'validation.uuid']]);
  });

  it('refuses an id repeated', () => {
    expect(keys(section, { [field]: [SHOP, SHOP2, SHOP] })).toEqual([[`${field}[2]`, 'validation.duplicateEntry']]);
  });
});

describe('webPopularCities', () => {
  it('accepts distinct cities', () => {
    expect(accepted('webPopularCities', { cities: ['Warszawa', 'Łódź'] })).toEqual({ cities: ['Warszawa', 'Łódź'] });
  });

  it('requires each city to have a character', () => {
    expect(keys('webPopularCities', { cities: [''] })).toEqual([['cities[0]', 'validation.required']]);
  });

  it('refuses a city repeated, ignoring case', () => {
    expect(keys('webPopularCities', { cities: ['Łódź', 'ŁÓDŹ'] })).toEqual([['cities[1]', 'validation.duplicateEntry']]);
  });
});

describe('webLeafletView', () => {
  it('accepts ads-per-page options', () => {
    expect(accepted('webLeafletView', { adsPerPage: [4, 8, '12'] })).toEqual({ adsPerPage: [4, 8, 12] });
  });

  it('requires at least one option', () => {
    expect(keys('webLeafletView', { adsPerPage: [] })).toEqual([['adsPerPage', 'validation.optionRequired']]);
    expect(keys('webLeafletView', {})).toEqual([['adsPerPage', 'validation.optionRequired']]);
  });

  it('takes whole numbers above 0 only', () => {
    for (const option of [0, -4, 2.5, 'four', null]) expect(keys('webLeafletView', { adsPerPage: [4, option] })).toEqual([['adsPerPage[1]', 'validation.naturalNumber']]);
  });

  it('refuses an option repeated', () => {
    expect(keys('webLeafletView', { adsPerPage: [4, 8, 4] })).toEqual([['adsPerPage[2]', 'validation.duplicateEntry']]);
  });
});

describe('webPopularStores', () => {
  it('accepts shops', () => {
    expect(accepted('webPopularStores', { storeIds: [SHOP] })).toEqual({ storeIds: [SHOP] });
  });

  it('requires at least one shop', () => {
    expect(keys('webPopularStores', { storeIds: [] })).toEqual([['storeIds', 'validation.storeRequired']]);
    expect(keys('webPopularStores', {})).toEqual([['storeIds', 'validation.storeRequired']]);
  });

  it('takes ids, none repeated', () => {
    expect(keys('webPopularStores', { storeIds: ['lidl'] })).toEqual([['storeIds[0]', 'validation.uuid']]);
    expect(keys('webPopularStores', { storeIds: [SHOP, SHOP] })).toEqual([['storeIds[1]', 'validation.duplicateEntry']]);
  });
});

describe('webMegaMenu', () => {
  const menu = (changes: Record<string, unknown> = {}) => ({
    categories: [
      { name: 'Supermarkety', storeIds: [SHOP, SHOP2] },
      { name: 'Drogerie', storeIds: [SHOP2] },
    ],
    cookIds: [LEAFLET],
    ...changes,
  });

  it('accepts categories with shops, and cooks', () => {
    expect(accepted('webMegaMenu', menu())).toEqual(menu());
    expect(accepted('webMegaMenu', {})).toEqual({ categories: [], cookIds: [] });
  });

  it('requires a category name, not repeated (ignoring case)', () => {
    expect(keys('webMegaMenu', menu({ categories: [{ name: ' ', storeIds: [SHOP] }] }))).toEqual([['categories[0].name', 'validation.required']]);
    expect(
      keys('webMegaMenu', menu({ categories: [{ name: 'Drogerie', storeIds: [SHOP] }, { name: 'drogerie ', storeIds: [SHOP2] }] })),
    ).toEqual([['categories[1].name', 'validation.duplicateName']]);
  });

  it('requires at least one shop per category, as ids', () => {
    expect(keys('webMegaMenu', menu({ categories: [{ name: 'Drogerie', storeIds: [] }] }))).toEqual([['categories[0].storeIds', 'validation.storeRequired']]);
    expect(keys('webMegaMenu', menu({ categories: [{ name: 'Drogerie' }] }))).toEqual([['categories[0].storeIds', 'validation.storeRequired']]);
    expect(keys('webMegaMenu', menu({ categories: [{ name: 'Drogerie', storeIds: ['rossmann'] }] }))).toEqual([
      ['categories[0].storeIds[0]', 'validation.uuid'],
    ]);
    expect(keys('webMegaMenu', menu({ categories: [{ name: 'Drogerie', storeIds: [SHOP, SHOP] }] }))).toEqual([
      ['categories[0].storeIds[1]', 'validation.duplicateEntry'],
    ]);
  });

  it('takes cooks as ids, none repeated', () => {
    expect(keys('webMegaMenu', menu({ cookIds: [''] }))).toEqual([['cookIds[0]', 'validation.uuid']]);
    expect(keys('webMegaMenu', menu({ cookIds: ['anna'] }))).toEqual([['cookIds[0]', 'validation.uuid']]);
    expect(keys('webMegaMenu', menu({ cookIds: [LEAFLET, LEAFLET] }))).toEqual([['cookIds[1]', 'validation.duplicateEntry']]);
  });
});

describe('webFooterLinks', () => {
  const links = { stores: [{ name: 'Lidl', url: LINK }], locations: [{ name: 'Warszawa', url: 'example.pl/warszawa' }], articles: [] };

  it('accepts named links', () => {
    expect(accepted('webFooterLinks', links)).toEqual(links);
  });

  it.each(['stores', 'locations', 'articles'])('requires a name and a valid link in %s', (list) => {
    expect(keys('webFooterLinks', { ...links, [list]: [{ name: '', url: LINK }] })).toEqual([[`${list}[0].name`, 'validation.required']]);
    expect(keys('webFooterLinks', { ...links, [list]: [{ name: 'Lidl', url: '' }] })).toEqual([[`${list}[0].url`, 'validation.required']]);
    expect(keys('webFooterLinks', { ...links, [list]: [{ name: 'Lidl', url: LINK }, { name: 'Aldi', url: 'aldi' }] })).toEqual([
      [`${list}[1].url`, 'validation.url'],
    ]);
  });
});

describe('notifications', () => {
  it('accepts channels (or none) and a daily limit from 1 to 50', () => {
    expect(accepted('notifications', { defaultChannels: [...NOTIFICATION_CHANNELS], dailyLimit: 50 })).toEqual({
      defaultChannels: [...NOTIFICATION_CHANNELS],
      dailyLimit: 50,
    });
    expect(accepted('notifications', { defaultChannels: [], dailyLimit: '1' })).toEqual({ defaultChannels: [], dailyLimit: 1 });
  });

  it('takes notification channels only, none repeated', () => {
    expect(keys('notifications', { defaultChannels: ['NEW_OFFERS_NOTIFICATION', 'SMS'], dailyLimit: 3 })).toEqual([
      ['defaultChannels[1]', 'validation.notificationChannel'],
    ]);
    expect(keys('notifications', { defaultChannels: ['NEW_OFFERS_NOTIFICATION', 'NEW_OFFERS_NOTIFICATION'], dailyLimit: 3 })).toEqual([
      ['defaultChannels[1]', 'validation.duplicateEntry'],
    ]);
  });

  it('requires the daily limit as a whole number from 1 to 50', () => {
    expect(keys('notifications', { defaultChannels: [] })).toEqual([['dailyLimit', 'validation.required']]);
    expect(keys('notifications', { defaultChannels: [], dailyLimit: '' })).toEqual([['dailyLimit', 'validation.required']]);
    for (const dailyLimit of [0, -1, 2.5, 'three']) expect(keys('notifications', { defaultChannels: [], dailyLimit })).toEqual([['dailyLimit', 'validation.naturalNumber']]);
    const result = check('notifications', { defaultChannels: [], dailyLimit: 51 });
    expect(!result.ok && result.invalidFields).toEqual([
      { field: 'dailyLimit', key: 'validation.numberMax', message: 'Enter a number not greater than 50', values: { max: 50 } },
    ]);
  });
});

describe('appearance', () => {
  const look = { primaryColor: '#00aa55', theme: 'DARK', logoUrl: PICTURE };

  it('accepts a look, storing the colour in lowercase', () => {
    expect(accepted('appearance', { ...look, primaryColor: ' #00AA55 ' })).toEqual(look);
    expect(accepted('appearance', { ...look, logoUrl: '' })).toEqual({ ...look, logoUrl: '' });
  });

  it('requires the colour as #rrggbb', () => {
    expect(keys('appearance', { ...look, primaryColor: '' })).toEqual([['primaryColor', 'validation.required']]);
    for (const primaryColor of ['red', '#abc', '00aa55', '#00aa5g']) expect(keys('appearance', { ...look, primaryColor })).toEqual([['primaryColor', 'validation.color']]);
  });

  it('takes one of the themes', () => {
    expect(keys('appearance', { ...look, theme: 'dark' })).toEqual([['theme', 'validation.theme']]);
    expect(keys('appearance', { ...look, theme: undefined })).toEqual([['theme', 'validation.required']]);
  });

  it('takes the logo as none or a valid link', () => {
    expect(keys('appearance', { ...look, logoUrl: 'logo' })).toEqual([['logoUrl', 'validation.url']]);
  });
});

describe('custom', () => {
  it('accepts keys with values, empty values too', () => {
    const entries = [
      { key: 'feature.reels_v2-enabled', value: 'true' },
      { key: 'A1', value: '' },
      { key: 'k'.repeat(64), value: 'v'.repeat(1000) },
    ];
    expect(accepted('custom', { entries })).toEqual({ entries });
    expect(accepted('custom', { entries: [{ key: ' x ', value: null }] })).toEqual({ entries: [{ key: 'x', value: '' }] });
  });

  it('requires a key of at most 64 letters, digits, ".", "_" and "-"', () => {
    expect(keys('custom', { entries: [{ key: '', value: 'x' }] })).toEqual([['entries[0].key', 'validation.required']]);
    expect(keys('custom', { entries: [{ key: 'k'.repeat(65), value: 'x' }] })).toEqual([['entries[0].key', 'validation.maxLength']]);
    for (const key of ['a b', 'zażółć', 'a/b', 'a:b']) expect(keys('custom', { entries: [{ key, value: 'x' }] })).toEqual([['entries[0].key', 'validation.configKey']]);
  });

  it('refuses a key used twice', () => {
    expect(keys('custom', { entries: [{ key: 'a', value: '1' }, { key: 'b', value: '2' }, { key: 'a', value: '3' }] })).toEqual([
      ['entries[2].key', 'validation.duplicateKey'],
    ]);
  });

  it('takes values of at most 1000 characters', () => {
    expect(keys('custom', { entries: [{ key: 'a', value: 'v'.repeat(1001) }] })).toEqual([['entries[0].value', 'validation.maxLength']]);
  });
});

describe('imageWithLinkProblems (recommendation type 7)', () => {
  it('finds nothing for the other types, whatever the link and picture', () => {
    for (const type of [null, ...RECOMMENDATION_TYPES.filter((t) => t !== IMAGE_WITH_LINK_RECOMMENDATION)]) {
      expect(imageWithLinkProblems(type, '', '')).toEqual([]);
    }
  });

  it('finds nothing when type 7 has its link and picture', () => {
    expect(imageWithLinkProblems(7, LINK, PICTURE)).toEqual([]);
  });

  it('refuses type 7 until both are set, and names the empty ones', () => {
    expect(imageWithLinkProblems(7, '', PICTURE)).toEqual([
      { section: 'recommendationType', field: 'type', message: { key: 'validation.imageWithLinkSetup' } },
      { section: 'customTypeLink', field: 'link', message: { key: 'validation.imageWithLinkRequired' } },
    ]);
    expect(imageWithLinkProblems(7, LINK, '  ')).toEqual([
      { section: 'recommendationType', field: 'type', message: { key: 'validation.imageWithLinkSetup' } },
      { section: 'customTypePictureUrl', field: 'pictureUrl', message: { key: 'validation.imageWithLinkRequired' } },
    ]);
    expect(imageWithLinkProblems(7, '', '').map((p) => `${p.section}.${p.field}`)).toEqual([
      'recommendationType.type',
      'customTypeLink.link',
      'customTypePictureUrl.pictureUrl',
    ]);
  });

  it('lets the saving side report the problems of its own section', () => {
    // Saving the link section with '' while the current type is 7.
    const saving = imageWithLinkProblems(7, '', PICTURE).filter((p) => p.section === 'customTypeLink');
    expect(saving.map((p) => [p.field, formatValidationMessage(p.message)])).toEqual([['link', 'Required while the recommendation type is image with link']]);
  });
});
