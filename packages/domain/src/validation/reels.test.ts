import { validateWith } from './messages';
import { reelChannelSchema, reelEditContext, reelFormSchema, reelSchema } from './reels';

/** A moment of local time (the validation counts past days in the local calendar). */
function local(month: number, day: number, hour: number, minute = 0): Date {
  return new Date(2026, month - 1, day, hour, minute);
}

const NOW = local(11, 25, 10);
const CHANNEL = '0b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

const valid = {
  channelId: CHANNEL,
  naturalId: 'weekend-deals-1',
  mediaURL: '/files/reels/0b5e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b-a1b2c3.png',
  mediaType: 'IMAGE',
  visibilityTime: 15,
  status: 'DRAFT',
  visibilityStartDate: '2026-11-26T08:00:00.000Z',
  visibilityEndDate: '2026-12-03T20:00:00.000Z',
  publishDate: '2026-11-26T06:00:00.000Z',
  showOn: ['android', 'ios'],
  actionType: 'LEAFLET_PAGE',
  leafletId: 'biedronka-23-11-26-29-11-26-ab1cd',
  standardPageNumber: 3,
};

function check(values: Record<string, unknown>, context?: Record<string, unknown>) {
  return validateWith(reelSchema, values, { now: NOW, ...(context ? { context } : {}) });
}

function refusal(values: Record<string, unknown>, context?: Record<string, unknown>) {
  const result = check(values, context);
  if (result.ok) throw new Error('expected a refusal');
  return result.invalidFields.map((f) => [f.field, f.key]);
}

describe('reel channel form (spec §5)', () => {
  it('requires natural id and name; the natural id takes lowercase letters, digits and -', () => {
    expect(validateWith(reelChannelSchema, { naturalId: 'promo-tv', name: 'Promo TV' }).ok).toBe(true);
    const refused = validateWith(reelChannelSchema, { naturalId: 'Promo TV', name: '' });
    expect(!refused.ok && refused.invalidFields.map((f) => [f.field, f.key])).toEqual([
      ['naturalId', 'validation.storeWebId'],
      ['name', 'validation.required'],
    ]);
  });
});

describe('reel form (spec §5)', () => {
  it('accepts a complete reel and leaves out the fields of the actions not chosen', () => {
    const result = check({ ...valid, url: 'https://example.com', productName: 'Mleko' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('url');
    expect(result.value).not.toHaveProperty('productName');
    expect(result.value.standardPageNumber).toBe(3);
  });

  it('requires natural id, media, visibility time, status, dates, media type and a platform', () => {
    expect(
      refusal({ channelId: CHANNEL, actionType: 'URL', url: 'https://example.com', showOn: [] }).sort(),
    ).toEqual(
      [
        ['naturalId', 'validation.required'],
        ['mediaURL', 'validation.reelMediaRequired'],
        ['mediaType', 'validation.required'],
        ['visibilityTime', 'validation.required'],
        ['status', 'validation.required'],
        ['visibilityStartDate', 'validation.required'],
        ['visibilityEndDate', 'validation.required'],
        ['publishDate', 'validation.required'],
        ['showOn', 'validation.platformRequired'],
      ].sort(),
    );
  });

  it('takes a visibility time in whole seconds greater than 0', () => {
    expect(refusal({ ...valid, visibilityTime: 0 })).toEqual([['visibilityTime', 'validation.naturalNumber']]);
    expect(refusal({ ...valid, visibilityTime: 2.5 })).toEqual([['visibilityTime', 'validation.naturalNumber']]);
    expect(check({ ...valid, visibilityTime: '20' }).ok).toBe(true);
  });

  it('refuses a start or end in the past and an end before the start', () => {
    expect(refusal({ ...valid, visibilityStartDate: local(11, 24, 23, 59).toISOString() })).toEqual([['visibilityStartDate', 'validation.startDatePast']]);
    expect(check({ ...valid, visibilityStartDate: local(11, 25, 0, 30).toISOString() }).ok).toBe(true);
    expect(refusal({ ...valid, visibilityEndDate: '2026-11-20T10:00:00Z', visibilityStartDate: local(11, 25, 11).toISOString() })).toEqual([
      ['visibilityEndDate', 'validation.validToExpired'],
      ['visibilityEndDate', 'validation.validToBeforeValidFrom'],
    ]);
    expect(refusal({ ...valid, visibilityEndDate: '2026-11-26T07:00:00Z' })).toEqual([['visibilityEndDate', 'validation.validToBeforeValidFrom']]);
  });

  it('keeps a past start the reel already has when it is edited', () => {
    const edit = { ...valid, status: 'PUBLISHED', visibilityStartDate: '2026-11-20T08:00:00.000Z' };
    expect(check(edit, reelEditContext({ visibilityStartDate: '2026-11-20T08:00:00Z', status: 'PUBLISHED' })).ok).toBe(true);
    expect(refusal(edit, reelEditContext({ visibilityStartDate: '2026-11-21T08:00:00Z', status: 'PUBLISHED' }))).toEqual([
      ['visibilityStartDate', 'validation.startDatePast'],
    ]);
    const form = validateWith(reelFormSchema, { ...edit, keptVisibilityStartDate: '2026-11-20T08:00:00.000Z', currentStatus: 'PUBLISHED' }, { now: NOW });
    expect(form.ok).toBe(true);
  });

  it('offers a new reel draft or published, and an edit its status or the next one', () => {
    expect(refusal({ ...valid, status: 'DEACTIVATED' })).toEqual([['status', 'validation.status']]);
    expect(refusal({ ...valid, status: 'DEACTIVATED' }, { currentStatus: 'DRAFT' })).toEqual([['status', 'validation.status']]);
    expect(check({ ...valid, status: 'DEACTIVATED' }, { currentStatus: 'PUBLISHED' }).ok).toBe(true);
    expect(refusal({ ...valid, status: 'HIDDEN' })).toEqual([['status', 'validation.status']]);
  });

  it('checks the media type against the uploaded file', () => {
    expect(refusal({ ...valid, mediaType: 'VIDEO' })).toEqual([['mediaType', 'validation.reelMediaType']]);
    expect(check({ ...valid, mediaURL: '/files/reels/x-1.webm', mediaType: 'VIDEO' }).ok).toBe(true);
    expect(refusal({ ...valid, mediaURL: 'https://example.com/video.mp4' })).toEqual([['mediaURL', 'validation.reelMedia']]);
  });

  it('takes a leaflet id of the form storeName-dd-mm-yy-dd-mm-yy-abcde with exactly one page number', () => {
    expect(refusal({ ...valid, leafletId: 'biedronka-2026-11-23' })).toEqual([['leafletId', 'validation.leafletNaturalId']]);
    expect(refusal({ ...valid, leafletId: '' })).toEqual([['leafletId', 'validation.required']]);
    expect(refusal({ ...valid, standardPageNumber: '' })).toEqual([
      ['insertNumber', 'validation.reelPageRequired'],
      ['standardPageNumber', 'validation.reelPageRequired'],
    ]);
    expect(refusal({ ...valid, insertNumber: 2 })).toEqual([['insertNumber', 'validation.reelPageChoice']]);
    expect(check({ ...valid, standardPageNumber: null, insertNumber: 2 }).ok).toBe(true);
    expect(refusal({ ...valid, standardPageNumber: 0 })).toEqual([['standardPageNumber', 'validation.naturalNumber']]);
  });

  it('requires a valid link for a link action and a product for a shopping-list action', () => {
    expect(refusal({ ...valid, actionType: 'URL' })).toEqual([['url', 'validation.required']]);
    expect(refusal({ ...valid, actionType: 'URL', url: 'not a link' })).toEqual([['url', 'validation.url']]);
    expect(check({ ...valid, actionType: 'URL', url: 'https://www.example.com/promo' }).ok).toBe(true);
    expect(refusal({ ...valid, actionType: 'SHOPPING_LIST', productName: ' ' })).toEqual([['productName', 'validation.required']]);
    expect(check({ ...valid, actionType: 'SHOPPING_LIST', productName: 'Masło 200 g' }).ok).toBe(true);
    expect(refusal({ ...valid, actionType: 'CALL' })).toEqual([['actionType', 'validation.reelAction']]);
  });

  it('takes only the apps platforms, at least one', () => {
    expect(refusal({ ...valid, showOn: ['tv'] })).toEqual([['showOn[0]', 'validation.invalid']]);
    expect(refusal({ ...valid, showOn: [] })).toEqual([['showOn', 'validation.platformRequired']]);
  });
});
