import { DEMO_EXPIRED_REELS, DEMO_REEL_CHANNELS } from '../../seed/demoReels';
import { bodyOf, itemsOf, startTestApi, START_TIMEOUT_MS, type Json, type TestApi } from '../../test/testApi';

interface Channel {
  id: string;
  naturalId: string;
  name: string;
  editorIds: string[];
  editors: string[];
  logoUrl: string | null;
  version: number;
}

interface Reel {
  id: string;
  channelId: string;
  naturalId: string;
  status: string;
  mediaURL: string;
  mediaType: string;
  visibilityStartDate: string;
  visibilityEndDate: string;
  version: number;
  impressions: number;
  clicks: number;
  [field: string]: unknown;
}

let api: TestApi;
let channels: Channel[];
let reelsUserId: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(64, 2)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom', 'ascii'), Buffer.alloc(200, 3)]);
const MOV = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ', 'ascii'), Buffer.alloc(200, 3)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81]), Buffer.alloc(200, 4)]);
const RANDOM = Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 97 + 13) % 251));

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  channels = itemsOf(await api.http.get('/api/reelChannels?limit=100').set(await api.auth('admin'))) as unknown as Channel[];
  const users = itemsOf(await api.http.get('/api/users?limit=100').set(await api.auth('admin')));
  const reelsUser = users.find((u) => u.username === 'reels');
  reelsUserId = typeof reelsUser?.id === 'string' ? reelsUser.id : '';
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

function channelNamed(naturalId: string): Channel {
  const channel = channels.find((c) => c.naturalId === naturalId);
  if (!channel) throw new Error(`no demo channel ${naturalId}`);
  return channel;
}

/** A channel of the demo user `reels`, and one that is not theirs. */
const mine = () => channelNamed(DEMO_REEL_CHANNELS[0].naturalId);
const notMine = () => channelNamed(DEMO_REEL_CHANNELS[2].naturalId);

async function upload(file: Buffer, filename: string, user = 'reels') {
  return api.http.post('/api/reels/media').set(await api.auth(user)).attach('file', file, filename);
}

let uploadedPng: string | undefined;
async function pngUrl(): Promise<string> {
  if (!uploadedPng) uploadedPng = String(bodyOf(await upload(PNG, 'cover.png')).url);
  return uploadedPng;
}

let counter = 0;
async function validReel(overrides: Json = {}): Promise<Json> {
  counter += 1;
  return {
    channelId: mine().id,
    naturalId: `test-reel-${counter}-${Date.now()}`,
    mediaURL: await pngUrl(),
    mediaType: 'IMAGE',
    description: 'Promocje tygodnia',
    ctaButtonText: 'Zobacz',
    visibilityTime: 10,
    status: 'DRAFT',
    visibilityStartDate: inDays(1),
    visibilityEndDate: inDays(8),
    publishDate: inDays(1),
    showOn: ['android', 'ios'],
    actionType: 'LEAFLET_PAGE',
    leafletId: 'biedronka-23-11-26-29-11-26-ab1cd',
    standardPageNumber: 2,
    ...overrides,
  };
}

async function createReel(overrides: Json = {}, user = 'reels') {
  return api.http.post('/api/reels').set(await api.auth(user)).send(await validReel(overrides));
}

function refusedFields(res: { status: number; body: unknown }): [string, string][] {
  return ((bodyOf(res).invalidFields ?? []) as { field: string; key: string }[]).map((f) => [f.field, f.key]);
}

describe('reel channels', () => {
  it('shows administrators every channel and the reels user only the two assigned to them', async () => {
    expect(channels.map((c) => c.naturalId).sort()).toEqual(DEMO_REEL_CHANNELS.map((c) => c.naturalId).sort());
    const res = await api.http.get('/api/reelChannels').set(await api.auth('reels'));
    expect(res.status).toBe(200);
    const visible = itemsOf(res) as unknown as Channel[];
    expect(visible.map((c) => c.naturalId).sort()).toEqual(DEMO_REEL_CHANNELS.filter((c) => c.reels).map((c) => c.naturalId).sort());
    expect(visible.every((c) => c.editors.includes('reels'))).toBe(true);
  });

  it('refuses the reels user a channel not assigned to them (403) and an unknown one (404), to read, change or look into', async () => {
    const auth = await api.auth('reels');
    const other = notMine();
    expect((await api.http.get(`/api/reelChannels/${other.id}`).set(auth)).status).toBe(403);
    expect((await api.http.put(`/api/reelChannels/${other.id}`).set(auth).send({ naturalId: other.naturalId, name: 'Mine now' })).status).toBe(403);
    expect((await api.http.delete(`/api/reelChannels/${other.id}`).set(auth)).status).toBe(403);
    expect((await api.http.get(`/api/history/reelChannels/${other.id}`).set(auth)).status).toBe(403);
    expect((await api.http.get('/api/reelChannels/00000000-0000-4000-8000-000000000000').set(auth)).status).toBe(404);
    expect((await api.http.get(`/api/reelChannels/${mine().id}`).set(auth)).status).toBe(200);
    // Nor are reels of that channel theirs: not listed, not readable, none can be added to it.
    const adminReels = itemsOf(await api.http.get(`/api/reels?channelId=${other.id}&showExpired=true`).set(await api.auth('admin')));
    expect(adminReels.length).toBeGreaterThan(0);
    expect(itemsOf(await api.http.get(`/api/reels?channelId=${other.id}&showExpired=true`).set(auth))).toEqual([]);
    expect((await api.http.get(`/api/reels/${String(adminReels[0]?.id)}`).set(auth)).status).toBe(403);
    expect((await createReel({ channelId: other.id })).status).toBe(403);
  });

  it('assigns a channel the reels user creates to them in the same write, audited', async () => {
    const res = await api.http.post('/api/reelChannels').set(await api.auth('reels')).send({ naturalId: `promo-${Date.now()}`, name: 'Promocje', description: 'Kanał promocji' });
    expect(res.status).toBe(201);
    const created = bodyOf(res) as unknown as Channel;
    expect(created).toMatchObject({ editorIds: [reelsUserId], editors: ['reels'], version: 1 });
    const history = await api.http.get(`/api/history/reelChannels/${created.id}`).set(await api.auth('reels'));
    expect(itemsOf(history)[0]).toMatchObject({ action: 'CREATED', actor: 'reels' });
    expect((await api.http.get(`/api/reelChannels/${created.id}`).set(await api.auth('reels'))).status).toBe(200);
  });

  it('lets only administrators assign editors, and only users with the reels role', async () => {
    const reels = await api.auth('reels');
    const admin = await api.auth('admin');
    const users = itemsOf(await api.http.get('/api/users?limit=100').set(admin));
    const editorId = String(users.find((u) => u.username === 'editor')?.id);
    const byEditor = await api.http.post('/api/reelChannels').set(reels).send({ naturalId: `x-${Date.now()}`, name: 'X', editorIds: [editorId] });
    expect(byEditor.status).toBe(403);
    const wrongRole = await api.http.post('/api/reelChannels').set(admin).send({ naturalId: `y-${Date.now()}`, name: 'Y', editorIds: [editorId] });
    expect([wrongRole.status, refusedFields(wrongRole)]).toEqual([400, [['editorIds', 'validation.reelChannelEditor']]]);
    const channel = notMine();
    const assigned = await api.http
      .put(`/api/reelChannels/${channel.id}`)
      .set(admin)
      .set('If-Match', String(channel.version))
      .send({ naturalId: channel.naturalId, name: channel.name, editorIds: [reelsUserId] });
    expect(assigned.status).toBe(200);
    expect(bodyOf(assigned)).toMatchObject({ editors: ['reels'] });
    expect((await api.http.get(`/api/reelChannels/${channel.id}`).set(reels)).status).toBe(200);
    const back = await api.http
      .put(`/api/reelChannels/${channel.id}`)
      .set(admin)
      .send({ naturalId: channel.naturalId, name: channel.name, editorIds: [] });
    expect(bodyOf(back)).toMatchObject({ editors: [] });
    expect((await api.http.get(`/api/reelChannels/${channel.id}`).set(reels)).status).toBe(403);
  });

  it('requires a natural id of lowercase letters, digits and - (unique) and a name', async () => {
    const admin = await api.auth('admin');
    const accepted = await api.http.post('/api/reelChannels').set(admin).send({ naturalId: `kanal-${Date.now()}`, name: 'Kanał' });
    expect(accepted.status).toBe(201);
    const refused = await api.http.post('/api/reelChannels').set(admin).send({ naturalId: 'Kanał Główny', name: '' });
    expect([refused.status, refusedFields(refused)]).toEqual([
      400,
      [
        ['naturalId', 'validation.storeWebId'],
        ['name', 'validation.required'],
      ],
    ]);
    const again = await api.http.post('/api/reelChannels').set(admin).send({ naturalId: String(bodyOf(accepted).naturalId), name: 'Inny' });
    expect([again.status, refusedFields(again)]).toEqual([409, [['naturalId', 'validation.duplicateNaturalId']]]);
  });

  it('takes a logo by its bytes, and archives and restores a channel', async () => {
    const admin = await api.auth('admin');
    const created = bodyOf(await api.http.post('/api/reelChannels').set(admin).send({ naturalId: `logo-${Date.now()}`, name: 'Z logo' }));
    const logo = await api.http.post(`/api/reelChannels/${String(created.id)}/logo`).set(admin).attach('file', PNG, 'logo.gif');
    expect(logo.status).toBe(200);
    expect(bodyOf(logo).logoUrl).toMatch(/^\/files\/logos\/[a-z0-9-]+\.png$/);
    const refused = await api.http.post(`/api/reelChannels/${String(created.id)}/logo`).set(admin).attach('file', RANDOM, 'logo.png');
    expect(refused.status).toBe(400);
    const archived = await api.http.delete(`/api/reelChannels/${String(created.id)}`).set(admin);
    expect(bodyOf(archived).archivedAt).toEqual(expect.any(String));
    // An archived channel takes no new reels.
    const reel = await createReel({ channelId: created.id }, 'admin');
    expect([reel.status, refusedFields(reel)]).toEqual([400, [['channelId', 'validation.reelChannelArchived']]]);
    expect(bodyOf(await api.http.post(`/api/reelChannels/${String(created.id)}/restore`).set(admin)).archivedAt).toBeNull();
  });
});

describe('reel media, recognised by content', () => {
  it('takes a PNG named .mp4 as an IMAGE stored as .png', async () => {
    const res = await upload(PNG, 'clip.mp4');
    expect(res.status).toBe(201);
    expect(bodyOf(res)).toMatchObject({ mediaType: 'IMAGE', format: 'png', url: expect.stringMatching(/^\/files\/reels\/[a-z0-9-]+\.png$/) as unknown });
    const served = await api.http.get(String(bodyOf(res).url));
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('recognises GIF, MP4, MOV and WebM by their bytes whatever their names', async () => {
    const cases: [Buffer, string, string, string][] = [
      [GIF, 'a.jpg', 'IMAGE', 'gif'],
      [MP4, 'a.png', 'VIDEO', 'mp4'],
      [MOV, 'a.bin', 'VIDEO', 'mov'],
      [WEBM, 'a', 'VIDEO', 'webm'],
    ];
    for (const [file, name, mediaType, format] of cases) {
      const res = await upload(file, name);
      expect([name, res.status, bodyOf(res).mediaType, bodyOf(res).format]).toEqual([name, 201, mediaType, format]);
    }
  });

  it('refuses random bytes and SVG named as images or videos', async () => {
    for (const [file, name] of [
      [RANDOM, 'clip.mp4'],
      [Buffer.from('<svg onload="alert(1)"></svg>'), 'picture.png'],
    ] as const) {
      const res = await upload(file, name);
      expect([res.status, refusedFields(res)]).toEqual([400, [['file', 'validation.reelMedia']]]);
    }
  });

  it('limits an image to its size (2 MB) with 413 while a video may be larger', async () => {
    const bigImage = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await upload(bigImage, 'big.png')).status).toBe(413);
    const bigVideo = Buffer.concat([MP4, Buffer.alloc(3 * 1024 * 1024)]);
    const res = await upload(bigVideo, 'big.mp4');
    expect([res.status, bodyOf(res).mediaType]).toEqual([201, 'VIDEO']);
    const part = await api.http.get(String(bodyOf(res).url)).set('Range', 'bytes=0-99');
    expect([part.status, part.headers['content-type'], part.headers['content-range']]).toEqual([206, 'video/mp4', `bytes 0-99/${bigVideo.length}`]);
  });

  it('is for reel editors only', async () => {
    const res = await api.http.post('/api/reels/media').set(await api.auth('editor')).attach('file', PNG, 'a.png');
    expect(res.status).toBe(403);
  });
});

describe('the reel form (spec §5): one accepted and one refused case per rule', () => {
  it('accepts a complete reel and answers it with its channel, counters and version', async () => {
    const res = await createReel();
    expect(res.status).toBe(201);
    expect(bodyOf(res)).toMatchObject({ status: 'DRAFT', mediaType: 'IMAGE', channelName: DEMO_REEL_CHANNELS[0].name, impressions: 0, clicks: 0, version: 1, url: null, createdBy: 'reels' });
  });

  const rules: [string, Json, Json, string, string][] = [
    ['naturalId is required', { naturalId: 'reel-ok' }, { naturalId: '' }, 'naturalId', 'validation.required'],
    ['the media file is required', {}, { mediaURL: '' }, 'mediaURL', 'validation.reelMediaRequired'],
    ['the media file is one uploaded here', {}, { mediaURL: '/files/reels/nothing-here.png' }, 'mediaURL', 'validation.reelMedia'],
    ['the media type is required', {}, { mediaType: null }, 'mediaType', 'validation.required'],
    ['the media type is the file’s', {}, { mediaType: 'VIDEO' }, 'mediaType', 'validation.reelMediaType'],
    ['the visibility time is whole seconds > 0', { visibilityTime: 1 }, { visibilityTime: 0 }, 'visibilityTime', 'validation.naturalNumber'],
    ['the visibility time is required', { visibilityTime: 30 }, { visibilityTime: null }, 'visibilityTime', 'validation.required'],
    ['the status is required', { status: 'PUBLISHED' }, { status: null }, 'status', 'validation.required'],
    ['a new reel starts as a draft or published', { status: 'DRAFT' }, { status: 'DEACTIVATED' }, 'status', 'validation.status'],
    ['the start date is required', {}, { visibilityStartDate: null }, 'visibilityStartDate', 'validation.required'],
    ['the start date is not in the past', { visibilityStartDate: inDays(0) }, { visibilityStartDate: inDays(-2) }, 'visibilityStartDate', 'validation.startDatePast'],
    ['the end date is required', {}, { visibilityEndDate: null }, 'visibilityEndDate', 'validation.required'],
    ['the end date is not in the past', { visibilityStartDate: inDays(0), visibilityEndDate: inDays(0.01) }, { visibilityStartDate: inDays(0), visibilityEndDate: inDays(-3) }, 'visibilityEndDate', 'validation.validToExpired'],
    ['the end date is not before the start', { visibilityStartDate: inDays(2), visibilityEndDate: inDays(2) }, { visibilityStartDate: inDays(2), visibilityEndDate: inDays(1.9) }, 'visibilityEndDate', 'validation.validToBeforeValidFrom'],
    ['the publish date is required', {}, { publishDate: null }, 'publishDate', 'validation.required'],
    ['at least one platform', { showOn: ['web'] }, { showOn: [] }, 'showOn', 'validation.platformRequired'],
    ['the leaflet id has the form storeName-dd-mm-yy-dd-mm-yy-abcde', { leafletId: 'dino-polska-01-02-27-28-02-27-x0y9z' }, { leafletId: 'dino-2027-02-01' }, 'leafletId', 'validation.leafletNaturalId'],
    ['a leaflet page needs its leaflet id', {}, { leafletId: null }, 'leafletId', 'validation.required'],
    ['a leaflet page needs a page or insert number', { standardPageNumber: null, insertNumber: 1 }, { standardPageNumber: null }, 'standardPageNumber', 'validation.reelPageRequired'],
    ['the page number is a whole number > 0', { standardPageNumber: 12 }, { standardPageNumber: -1 }, 'standardPageNumber', 'validation.naturalNumber'],
    ['not both a page and an insert number', { standardPageNumber: 3 }, { standardPageNumber: 3, insertNumber: 1 }, 'insertNumber', 'validation.reelPageChoice'],
    ['a link action needs its link', { actionType: 'URL', url: 'https://www.example.com/promo' }, { actionType: 'URL', url: '' }, 'url', 'validation.required'],
    ['a link action needs a valid link', { actionType: 'URL', url: 'example.com/promo' }, { actionType: 'URL', url: 'not a link' }, 'url', 'validation.url'],
    ['a shopping-list action needs its product', { actionType: 'SHOPPING_LIST', productName: 'Mleko 1 l' }, { actionType: 'SHOPPING_LIST' }, 'productName', 'validation.required'],
    ['the action is one of the three', { actionType: 'SHOPPING_LIST', productName: 'Chleb' }, { actionType: 'PHONE' }, 'actionType', 'validation.reelAction'],
  ];

  it.each(rules)('%s', async (_name, accepted, refused, field, key) => {
    const ok = await createReel(accepted);
    expect([ok.status, refusedFields(ok)]).toEqual([201, []]);
    const res = await createReel(refused);
    expect(res.status).toBe(400);
    expect(refusedFields(res)).toContainEqual([field, key]);
  });

  it('refuses a natural id used already with 409 naming the field', async () => {
    const first = await createReel();
    const again = await createReel({ naturalId: bodyOf(first).naturalId });
    expect([again.status, refusedFields(again)]).toEqual([409, [['naturalId', 'validation.duplicateNaturalId']]]);
  });

  it('keeps only the chosen action’s fields', async () => {
    const res = await createReel({ actionType: 'URL', url: 'https://www.example.com/a', productName: 'Chleb' });
    expect(bodyOf(res)).toMatchObject({ actionType: 'URL', url: 'https://www.example.com/a', productName: null, leafletId: null, standardPageNumber: null });
  });

  it('keeps a start already in the past when a running reel is edited, but refuses moving it into the past', async () => {
    const admin = await api.auth('admin');
    const running = itemsOf(await api.http.get('/api/reels?status=PUBLISHED&limit=50').set(admin)).find((r) => String(r.visibilityStartDate) < new Date(Date.now() - DAY).toISOString()) as Reel | undefined;
    if (!running) throw new Error('the demo data has a published reel that started days ago');
    const { id, version, channelName: _c, channelEditorIds: _e, impressions: _i, clicks: _k, archivedAt: _a, createdAt: _ca, createdBy: _cb, updatedAt: _u, updatedBy: _ub, ...form } = running;
    const edit = await api.http.put(`/api/reels/${id}`).set(admin).set('If-Match', String(version)).send({ ...form, description: 'Nowy opis' });
    expect([edit.status, refusedFields(edit)]).toEqual([200, []]);
    const moved = await api.http
      .put(`/api/reels/${id}`)
      .set(admin)
      .send({ ...form, visibilityStartDate: new Date(new Date(running.visibilityStartDate).getTime() - DAY).toISOString() });
    expect([moved.status, refusedFields(moved)]).toEqual([400, [['visibilityStartDate', 'validation.startDatePast']]]);
  });
});

describe('publish, deactivate, remove', () => {
  it('publishes a draft, deactivates it, publishes it again, refuses a repeated publish, removes and restores it, all audited', async () => {
    const auth = await api.auth('reels');
    const draft = bodyOf(await createReel()) as unknown as Reel;
    const published = await api.http.post(`/api/reels/${draft.id}/publish`).set(auth).set('If-Match', String(draft.version));
    expect([published.status, bodyOf(published).status, bodyOf(published).version]).toEqual([200, 'PUBLISHED', 2]);
    const again = await api.http.post(`/api/reels/${draft.id}/publish`).set(auth);
    expect([again.status, bodyOf(again).code]).toEqual([409, 'REEL_STATUS']);
    const stale = await api.http.post(`/api/reels/${draft.id}/deactivate`).set(auth).set('If-Match', '1');
    expect(stale.status).toBe(412);
    const deactivated = await api.http.post(`/api/reels/${draft.id}/deactivate`).set(auth);
    expect(bodyOf(deactivated).status).toBe('DEACTIVATED');
    expect((await api.http.post(`/api/reels/${draft.id}/deactivate`).set(auth)).status).toBe(409);
    expect(bodyOf(await api.http.post(`/api/reels/${draft.id}/publish`).set(auth)).status).toBe('PUBLISHED');
    const removed = await api.http.delete(`/api/reels/${draft.id}`).set(auth);
    expect(bodyOf(removed).archivedAt).toEqual(expect.any(String));
    expect(itemsOf(await api.http.get('/api/reels?limit=500').set(auth)).some((r) => r.id === draft.id)).toBe(false);
    expect(bodyOf(await api.http.post(`/api/reels/${draft.id}/restore`).set(auth)).archivedAt).toBeNull();
    const history = itemsOf(await api.http.get(`/api/history/reels/${draft.id}`).set(auth));
    expect(history.map((entry) => entry.action)).toEqual(['RESTORED', 'ARCHIVED', 'UPDATED', 'UPDATED', 'UPDATED', 'CREATED']);
    expect((history[4]?.changes as { field: string; before: unknown; after: unknown }[])).toEqual([{ field: 'status', before: 'DRAFT', after: 'PUBLISHED' }]);
  });

  it('refuses the actions on a reel of a channel not assigned to the user', async () => {
    const other = itemsOf(await api.http.get(`/api/reels?channelId=${notMine().id}`).set(await api.auth('admin')))[0];
    const res = await api.http.post(`/api/reels/${String(other?.id)}/publish`).set(await api.auth('reels'));
    expect(res.status).toBe(403);
  });
});

describe('expired reels', () => {
  it('are left out of the list unless showExpired is on; onlyExpired lists them alone', async () => {
    const auth = await api.auth('admin');
    const current = itemsOf(await api.http.get('/api/reels?limit=500').set(auth)).map((r) => r.naturalId);
    for (const name of DEMO_EXPIRED_REELS) expect(current).not.toContain(name);
    const all = itemsOf(await api.http.get('/api/reels?limit=500&showExpired=true').set(auth)).map((r) => r.naturalId);
    for (const name of DEMO_EXPIRED_REELS) expect(all).toContain(name);
    expect(all.length).toBeGreaterThan(current.length);
    const expired = itemsOf(await api.http.get('/api/reels?limit=500&onlyExpired=true').set(auth)).map((r) => r.naturalId);
    expect([...expired].sort()).toEqual([...DEMO_EXPIRED_REELS].sort());
    const refused = await api.http.get('/api/reels?showExpired=maybe&status=HIDDEN').set(auth);
    expect([refused.status, refusedFields(refused).map(([f]) => f).sort()]).toEqual([400, ['showExpired', 'status']]);
  });

  it('seeds reels in every status with their counters, pictures served', async () => {
    const all = itemsOf(await api.http.get('/api/reels?limit=500&showExpired=true&archived=ALL').set(await api.auth('admin'))) as unknown as Reel[];
    const demo = all.filter((r) => r.mediaURL.startsWith('/files/reels/demo-'));
    expect(demo.length).toBeGreaterThanOrEqual(10);
    expect(new Set(demo.map((r) => r.status))).toEqual(new Set(['DRAFT', 'PUBLISHED', 'DEACTIVATED']));
    expect(demo.some((r) => r.status === 'PUBLISHED' && r.impressions > 0 && r.clicks > 0)).toBe(true);
    const picture = await api.http.get(demo[0]?.mediaURL ?? '');
    expect([picture.status, picture.headers['content-type']]).toEqual([200, 'image/png']);
  });
});
