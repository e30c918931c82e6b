/**
 * Loyalty cards through the REST api: every rule of spec §5 with one accepted and one refused case,
 * refusals that write nothing, the unique card id (409 naming cardId), the shop, the pictures
 * (uploaded and checked by their bytes, generated for the demo), archive and restore, history,
 * the list, and the roles (administrators only).
 */
import { inflateSync } from 'node:zlib';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { DEMO_LOYALTY_CARD_ID } from '../../seed/demoLoyaltyCards';
import { PNG_BYTES } from '../../test/zipWriter';
import { bodyOf, fieldsOf, itemsOf, startTestApi, START_TIMEOUT_MS, type Json, type TestApi } from '../../test/testApi';
import { CARD_PICTURE_HEIGHT, CARD_PICTURE_WIDTH } from './cardPicture';

let api: TestApi;
/** Two pictures uploaded once for the whole file. */
let front: string;
let back: string;

/** A JPEG's first bytes followed by anything: accepted by its bytes. */
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

async function upload(file: Buffer, filename: string, username = 'admin') {
  return api.http.post('/api/loyaltyCards/images').set(await api.auth(username)).attach('file', file, filename);
}

async function uploaded(file: Buffer, filename: string): Promise<string> {
  const res = await upload(file, filename);
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  return bodyOf(res).url as string;
}

beforeAll(async () => {
  api = await startTestApi({ runJobs: false });
  front = await uploaded(PNG_BYTES, 'front.png');
  back = await uploaded(JPEG_BYTES, 'back.jpg');
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

let serial = 0;
/** A valid card with a card id no other test uses. */
function card(changes: Record<string, unknown> = {}): Json {
  serial += 1;
  return { cardId: `test-card-${serial}`, cardName: 'Karta testowa', color: '#1e88e5', images: [front], country: 'PL', ...changes };
}

async function create(body: Json, username = 'admin') {
  return api.http.post('/api/loyaltyCards').set(await api.auth(username)).send(body);
}

/** Cards and audit entries in the database: what a refused write must leave as it was. */
async function written(): Promise<number[]> {
  const count = async (table: 'loyalty_cards' | 'audit_entries') =>
    Number((await api.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return [await count('loyalty_cards'), await count('audit_entries')];
}

async function shopNamed(name: string): Promise<Json> {
  const res = await api.http.get(`/api/stores?search=${encodeURIComponent(name)}&archived=ALL`).set(await api.auth('admin'));
  const found = (res.body as Json[]).find((s) => s.name === name);
  if (!found) throw new Error(`No shop named ${name}`);
  return found;
}

describe('the demo cards', () => {
  it('lists ten cards of demo shops (one archived), each with generated pictures, sorted by name', async () => {
    const res = await api.http.get('/api/loyaltyCards?archived=ALL').set(await api.auth('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 10, limit: LIST_PAGES.loyaltyCards.fallback, offset: 0 });
    const items = itemsOf(res);
    const names = items.map((c) => c.cardName as string);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(items.filter((c) => c.archivedAt !== null)).toHaveLength(1);
    const biedronka = items.find((c) => c.cardId === DEMO_LOYALTY_CARD_ID);
    expect(biedronka).toEqual({
      id: expect.any(String) as unknown,
      cardId: DEMO_LOYALTY_CARD_ID,
      cardName: 'Moja Biedronka',
      storeId: (await shopNamed('Biedronka')).id,
      storeName: 'Biedronka',
      legacyId: 'BDR-001',
      color: '#d62828',
      images: ['/files/loyaltyCards/generated-d62828-front.png', '/files/loyaltyCards/generated-d62828-back.png'],
      isPopular: true,
      country: 'PL',
      createdAt: expect.stringMatching(/Z$/) as unknown,
      version: 1,
      archivedAt: null,
      updatedAt: expect.stringMatching(/Z$/) as unknown,
      updatedBy: null,
    });
    const active = await api.http.get('/api/loyaltyCards').set(await api.auth('admin'));
    expect(bodyOf(active).total).toBe(9);
  });

  it('serves the generated pictures as PNGs of the card size, front and back differing', async () => {
    const picture = await api.http.get('/files/loyaltyCards/generated-d62828-front.png').buffer(true);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    const bytes = picture.body as Buffer;
    expect(bytes.subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([CARD_PICTURE_WIDTH, CARD_PICTURE_HEIGHT]);
    // The card's colour shows on the right of its middle (the corners are transparent).
    const idatLength = bytes.readUInt32BE(33);
    const raw = inflateSync(bytes.subarray(41, 41 + idatLength));
    const pixel = (CARD_PICTURE_HEIGHT / 2) * (1 + CARD_PICTURE_WIDTH * 4) + 1 + 300 * 4;
    expect([...raw.subarray(pixel, pixel + 4)]).toEqual([0xd6, 0x28, 0x28, 255]);
    expect([...raw.subarray(1, 5)]).toEqual([0, 0, 0, 0]);
    const backPicture = await api.http.get('/files/loyaltyCards/generated-d62828-back.png').buffer(true);
    expect(Buffer.compare(backPicture.body as Buffer, bytes)).not.toBe(0);
    await api.http.get('/files/loyaltyCards/generated-d62828-side.png').expect(404);
    await api.http.get('/files/loyaltyCards/unknown.png').expect(404);
  });
});

describe('pictures', () => {
  it('takes a PNG or a JPEG by its bytes, whatever its name, and serves it', async () => {
    const res = await upload(PNG_BYTES, 'card.gif');
    expect(res.status).toBe(201);
    const url = bodyOf(res).url as string;
    expect(url).toMatch(/^\/files\/loyaltyCards\/[a-z0-9-]+\.png$/);
    const served = await api.http.get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(back).toMatch(/\.jpg$/);
  });

  it('refuses a file that is not an image (by its bytes, named .png or not), a missing file and one too large', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4 not a picture'), 'card.png');
    expect(pdf.status).toBe(400);
    expect(pdf.body).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(fieldsOf(pdf)).toEqual(['file']);
    const svg = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'card.png');
    expect(svg.status).toBe(400);
    const webp = await upload(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]), 'card.webp');
    expect(webp.status).toBe(400);
    const none = await api.http.post('/api/loyaltyCards/images').set(await api.auth('admin')).field('x', 'y');
    expect(none.status).toBe(400);
    expect(fieldsOf(none)).toEqual(['file']);
    const big = await upload(Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024 + 10)]), 'big.png');
    expect(big.status).toBe(413);
  });
});

describe('the card rules (spec §5): one accepted and one refused case each', () => {
  /** The [field, key] pairs a create is refused with; [] when it is accepted (then the card exists). */
  async function refusal(body: Json): Promise<string[][]> {
    const res = await create(body);
    if (res.status === 201) return [];
    expect(res.status).toBe(400);
    expect(bodyOf(res).code).toBe('INVALID_REQUEST');
    return ((bodyOf(res).invalidFields ?? []) as { field: string; key: string }[]).map((f) => [f.field, f.key]);
  }

  it('cardId is required', async () => {
    expect(await refusal(card())).toEqual([]);
    expect(await refusal(card({ cardId: '' }))).toEqual([['cardId', 'validation.required']]);
  });

  it('cardId has at least 2 characters', async () => {
    expect(await refusal(card({ cardId: 'k2' }))).toEqual([]);
    expect(await refusal(card({ cardId: 'k' }))).toEqual([['cardId', 'validation.minLength']]);
  });

  it('cardId has at most 50 characters', async () => {
    expect(await refusal(card({ cardId: `x${'0'.repeat(49)}` }))).toEqual([]);
    expect(await refusal(card({ cardId: `y${'0'.repeat(50)}` }))).toEqual([['cardId', 'validation.maxLength']]);
  });

  it('cardId has only lowercase letters, digits and hyphens', async () => {
    expect(await refusal(card({ cardId: 'karta-zlota-2' }))).toEqual([]);
    expect(await refusal(card({ cardId: 'Karta Złota!' }))).toEqual([['cardId', 'validation.cardId']]);
  });

  it('cardName is required', async () => {
    expect(await refusal(card({ cardName: 'Złota karta' }))).toEqual([]);
    expect(await refusal(card({ cardName: '  ' }))).toEqual([['cardName', 'validation.required']]);
  });

  it('cardName has 2 to 50 characters', async () => {
    expect(await refusal(card({ cardName: 'Ab' }))).toEqual([]);
    expect(await refusal(card({ cardName: 'A' }))).toEqual([['cardName', 'validation.minLength']]);
    expect(await refusal(card({ cardName: 'Ż'.repeat(50) }))).toEqual([]);
    expect(await refusal(card({ cardName: 'Ż'.repeat(51) }))).toEqual([['cardName', 'validation.maxLength']]);
  });

  it('color is required', async () => {
    expect(await refusal(card({ color: '#00AA55' }))).toEqual([]);
    expect(await refusal(card({ color: undefined }))).toEqual([['color', 'validation.required']]);
  });

  it('color is #rrggbb', async () => {
    expect(await refusal(card({ color: '#ffd60a' }))).toEqual([]);
    expect(await refusal(card({ color: 'żółty' }))).toEqual([['color', 'validation.color']]);
  });

  it('an image is required', async () => {
    expect(await refusal(card({ images: [front, back] }))).toEqual([]);
    expect(await refusal(card({ images: [] }))).toEqual([['images', 'validation.cardImageRequired']]);
  });

  it('an image is an image file uploaded to Flyerdesk', async () => {
    expect(await refusal(card({ images: [back] }))).toEqual([]);
    expect(await refusal(card({ images: ['/files/loyaltyCards/card.pdf'] }))).toEqual([['images[0]', 'validation.cardImage']]);
    // Shaped like a picture, but never uploaded.
    expect(await refusal(card({ images: [front, '/files/loyaltyCards/never-uploaded.png'] }))).toEqual([['images[1]', 'validation.cardImage']]);
  });

  it('country is one of the list', async () => {
    expect(await refusal(card({ country: 'ua' }))).toEqual([]);
    expect(await refusal(card({ country: 'US' }))).toEqual([['country', 'validation.country']]);
  });
});

describe('writes', () => {
  it('refuses a card with an invalid cardId and writes nothing', async () => {
    const before = await written();
    const res = await create(card({ cardId: 'Karta Złota!', cardName: 'Karta Złota' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'INVALID_REQUEST',
      invalidFields: [{ field: 'cardId', key: 'validation.cardId', message: "Only lowercase letters, digits and '-'" }],
    });
    expect(await written()).toEqual(before);
    const search = await api.http.get(`/api/loyaltyCards?search=${encodeURIComponent('Karta Złota')}&archived=ALL`).set(await api.auth('admin'));
    expect(bodyOf(search).total).toBe(0);
  });

  it('creates a card with every field, audited, and reads it back', async () => {
    const lidl = await shopNamed('Lidl');
    const res = await create({ cardId: 'karta-zlota', cardName: ' Karta Złota ', storeId: lidl.id, legacyId: 'OLD-7', color: '#FFD60A', images: [front, back], isPopular: true, country: 'de' });
    expect(res.status).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({
      cardId: 'karta-zlota',
      cardName: 'Karta Złota',
      storeId: lidl.id,
      storeName: 'Lidl',
      legacyId: 'OLD-7',
      color: '#ffd60a',
      images: [front, back],
      isPopular: true,
      country: 'DE',
      version: 1,
      archivedAt: null,
      updatedBy: 'admin',
    });
    const id = bodyOf(res).id as string;
    expect(bodyOf(await api.http.get(`/api/loyaltyCards/${id}`).set(await api.auth('root')))).toEqual(res.body);
    const history = bodyOf(await api.http.get(`/api/history/loyaltyCards/${id}`).set(await api.auth('admin')));
    expect((history.items as Json[]).map((entry) => [entry.action, entry.actor, entry.version])).toEqual([['CREATED', 'admin', 1]]);
  });

  it('refuses a taken card id with 409 naming cardId, and writes nothing', async () => {
    const before = await written();
    const res = await create(card({ cardId: DEMO_LOYALTY_CARD_ID }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'DUPLICATE_NAME',
      invalidFields: [{ field: 'cardId', key: 'validation.duplicateCardId', message: 'A loyalty card with this id already exists' }],
    });
    expect(await written()).toEqual(before);
  });

  it('refuses a shop that does not exist or is archived, and keeps the archived shop a card already has', async () => {
    const missing = await create(card({ storeId: '5b6c1f8e-0000-4000-8000-000000000000' }));
    expect(missing.status).toBe(400);
    expect(bodyOf(missing).invalidFields).toEqual([expect.objectContaining({ field: 'storeId', key: 'validation.storeNotFound' })]);

    const admin = await api.auth('admin');
    const hebe = await shopNamed('Hebe');
    const kept = await create(card({ storeId: hebe.id }));
    expect(kept.status).toBe(201);
    await api.http.delete(`/api/stores/${hebe.id as string}`).set(admin).expect(200);
    try {
      const archived = await create(card({ storeId: hebe.id }));
      expect(archived.status).toBe(400);
      expect(bodyOf(archived).invalidFields).toEqual([expect.objectContaining({ field: 'storeId', key: 'validation.storeArchived' })]);
      const body = bodyOf(kept);
      const edited = await api.http
        .put(`/api/loyaltyCards/${body.id as string}`)
        .set(admin)
        .send({ ...body, cardName: 'Hebe po zmianie' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ cardName: 'Hebe po zmianie', storeId: hebe.id, version: 2 });
    } finally {
      await api.http.post(`/api/stores/${hebe.id as string}/restore`).set(admin).expect(200);
    }
  });

  it('edits with If-Match, refuses a stale version, and moves the card to another shop', async () => {
    const headers = await api.auth('admin');
    const created = bodyOf(await create(card({ images: [front] })));
    const id = created.id as string;
    const auchan = await shopNamed('Auchan');
    const edited = await api.http
      .put(`/api/loyaltyCards/${id}`)
      .set(headers)
      .set('If-Match', '"1"')
      .send({ ...created, storeId: auchan.id, images: [back, front], color: '#123456', isPopular: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ storeId: auchan.id, storeName: 'Auchan', images: [back, front], color: '#123456', isPopular: true, version: 2 });
    const stale = await api.http.put(`/api/loyaltyCards/${id}`).set(headers).set('If-Match', '"1"').send({ ...created, cardName: 'Zgubiona zmiana' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: 2 });
    const taken = await api.http.put(`/api/loyaltyCards/${id}`).set(headers).send({ ...created, cardId: DEMO_LOYALTY_CARD_ID });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual(['cardId']);
    const history = bodyOf(await api.http.get(`/api/history/loyaltyCards/${id}`).set(headers));
    const [update] = history.items as { action: string; changes: { field: string }[] }[];
    expect(update?.action).toBe('UPDATED');
    // The shop's name follows the shop: it is no change of the card.
    expect(update?.changes.map((change) => change.field)).toEqual(['color', 'images', 'isPopular', 'storeId']);
    await api.http.get('/api/loyaltyCards/5b6c1f8e-0000-4000-8000-000000000000').set(headers).expect(404);
  });

  it('archives (deletes) and restores a card', async () => {
    const headers = await api.auth('admin');
    const created = bodyOf(await create(card()));
    const id = created.id as string;
    await api.http.delete(`/api/loyaltyCards/${id}`).set(headers).set('If-Match', '"7"').expect(412);
    const archived = await api.http.delete(`/api/loyaltyCards/${id}`).set(headers).set('If-Match', '"1"');
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id, version: 2, archivedAt: expect.stringMatching(/Z$/) as unknown });
    await api.http.delete(`/api/loyaltyCards/${id}`).set(headers).expect(409);
    const active = await api.http.get(`/api/loyaltyCards?search=${created.cardId as string}`).set(headers);
    expect(bodyOf(active).total).toBe(0);
    const archivedList = await api.http.get(`/api/loyaltyCards?search=${created.cardId as string}&archived=ARCHIVED`).set(headers);
    expect(itemsOf(archivedList).map((c) => c.id)).toEqual([id]);
    const restored = await api.http.post(`/api/loyaltyCards/${id}/restore`).set(headers);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ archivedAt: null, version: 3 });
    await api.http.post(`/api/loyaltyCards/${id}/restore`).set(headers).expect(409);
    const history = bodyOf(await api.http.get(`/api/history/loyaltyCards/${id}`).set(headers));
    expect((history.items as Json[]).map((entry) => entry.action)).toEqual(['RESTORED', 'ARCHIVED', 'CREATED']);
  });
});

describe('the list', () => {
  it('pages, sorts, searches names, ids, old ids and shops, and filters by country and shop', async () => {
    const headers = await api.auth('admin');
    const byCountry = await api.http.get('/api/loyaltyCards?sort=country&order=desc&country=CZ').set(headers);
    expect(itemsOf(byCountry).map((c) => c.cardId)).toEqual(['lidl-plus-cz']);
    const lidl = await shopNamed('Lidl');
    const byShop = await api.http.get(`/api/loyaltyCards?storeId=${lidl.id as string}&sort=cardId`).set(headers);
    expect(itemsOf(byShop).map((c) => c.cardId)).toEqual(expect.arrayContaining(['lidl-plus', 'lidl-plus-cz']));
    expect(itemsOf(byShop).every((c) => c.storeId === lidl.id)).toBe(true);
    expect(itemsOf(await api.http.get('/api/loyaltyCards?search=PB-2019').set(headers)).map((c) => c.cardId)).toEqual(['payback']);
    expect(itemsOf(await api.http.get('/api/loyaltyCards?search=rossm').set(headers)).map((c) => c.cardId)).toEqual(['rossmann-klub']);
    const page = await api.http.get('/api/loyaltyCards?sort=cardId&limit=2&offset=1').set(headers);
    expect(page.body).toMatchObject({ limit: 2, offset: 1 });
    expect(itemsOf(page)).toHaveLength(2);
    const unsorted = await api.http.get('/api/loyaltyCards?sort=color').set(headers);
    expect(unsorted.status).toBe(400);
    expect(fieldsOf(unsorted)).toEqual(['sort']);
    const unfiltered = await api.http.get('/api/loyaltyCards?country=US&storeId=lidl').set(headers);
    expect(unfiltered.status).toBe(400);
    expect(fieldsOf(unfiltered)).toEqual(['country', 'storeId']);
  });
});

describe('roles', () => {
  it('are for administrators only (spec §6)', async () => {
    await api.http.get('/api/loyaltyCards').set(await api.auth('root')).expect(200);
    for (const username of ['editor', 'notifications', 'recipes', 'reels']) {
      await api.http.get('/api/loyaltyCards').set(await api.auth(username)).expect(403);
    }
    const before = await written();
    await create(card(), 'editor').then((res) => expect(res.status).toBe(403));
    await upload(PNG_BYTES, 'card.png', 'editor').then((res) => expect(res.status).toBe(403));
    expect(await written()).toEqual(before);
    await api.http.get('/api/loyaltyCards').expect(401);
  });
});
