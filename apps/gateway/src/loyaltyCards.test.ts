/**
 * Loyalty cards through the gateway against the real api: the form's rules are refused as
 * BAD_USER_INPUT with invalidFields before anything goes upstream; a created card reaches another
 * administrator's list as one event carrying the record; pictures go through the upload route;
 * edit locks hold; an editor is refused everything with FORBIDDEN.
 */
import request from 'supertest';
import type { Client } from 'graphql-ws';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { startStack, type Stack } from './test-support/stack';
import { connectWs, nextData, nextMatching } from './test-support/wsClient';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const bus = new ObservedEventBus();
const clients: Client[] = [];
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
let root: string;
let editor: string;
/** A picture uploaded through the gateway once for the file. */
let picture: string;

const CARD_FIELDS = 'id cardId cardName storeId storeName legacyId color images isPopular country version archivedAt updatedBy';

interface CardData {
  id: string;
  cardId: string;
  cardName: string;
  storeId: string | null;
  storeName: string | null;
  color: string;
  images: string[];
  isPopular: boolean;
  country: string;
  version: number;
}

interface ChangeData {
  loyaltyCardsChanged: { seq: number; action: string; actor: string | null; clientMutationId: string | null; record: CardData };
}

const CHANGES = `subscription { loyaltyCardsChanged { seq action actor clientMutationId record { ${CARD_FIELDS} } } }`;
const CREATE = `mutation($input: LoyaltyCardInput!, $cmid: String) { createLoyaltyCard(input: $input, clientMutationId: $cmid) { ${CARD_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: LoyaltyCardInput!) { updateLoyaltyCard(id: $id, version: $version, input: $input) { ${CARD_FIELDS} } }`;

function socket(cookie: string): Client {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client;
}

/** Upstream calls made since `from` that touch loyalty cards. */
function cardCallsSince(from: number): string[] {
  return stack.proxy.calls.slice(from).filter((call) => call.includes('/api/loyaltyCards'));
}

async function uploadPicture(cookie: string) {
  return request(url).post('/upload/loyaltyCards/images').set('Cookie', cookie).set('X-Flyerdesk-Upload', '1').attach('file', PNG, { filename: 'front.png', contentType: 'image/png' });
}

const input = (changes: Record<string, unknown> = {}) => ({ cardId: 'karta-zlota', cardName: 'Karta Złota', color: '#ffd60a', images: [picture], country: 'PL', isPopular: true, ...changes });

beforeAll(async () => {
  stack = await startStack({ events: bus });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [admin, root, editor] = await Promise.all([signIn(url, 'admin'), signIn(url, 'root'), signIn(url, 'editor')]);
  const upload = await uploadPicture(admin);
  if (upload.status !== 201) throw new Error(`the picture upload was refused: ${upload.status} ${upload.text}`);
  picture = (upload.body as { url: string }).url;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack?.close();
  await bus.close();
});

describe('the form rules', () => {
  it('refuses a cardId the schema refuses with BAD_USER_INPUT naming cardId, without any upstream call', async () => {
    const from = stack.proxy.calls.length;
    const res = await gql(url, CREATE, { cookie: admin, variables: { input: input({ cardId: 'Karta Złota!' }) } });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [{ field: 'cardId', key: 'validation.cardId', message: "Only lowercase letters, digits and '-'" }],
    });
    expect(cardCallsSince(from)).toEqual([]);
  });

  it('names every refused rule at once: name too short, colour, no picture', async () => {
    const from = stack.proxy.calls.length;
    const res = await gql(url, CREATE, { cookie: admin, variables: { input: input({ cardId: 'k', cardName: 'K', color: 'gold', images: [] }) } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (res.errors?.[0]?.extensions?.invalidFields ?? []) as { field: string; key: string; values?: Record<string, unknown> }[];
    expect(fields.map((f) => [f.field, f.key])).toEqual([
      ['cardId', 'validation.minLength'],
      ['cardName', 'validation.minLength'],
      ['color', 'validation.color'],
      ['images', 'validation.cardImageRequired'],
    ]);
    expect(fields[0]?.values).toEqual({ min: 2 });
    expect(cardCallsSince(from)).toEqual([]);
  });

  it('passes the api\'s refusals on: a picture never uploaded, a taken card id', async () => {
    const missing = await gql(url, CREATE, { cookie: admin, variables: { input: input({ cardId: 'never-uploaded', images: ['/files/loyaltyCards/never-uploaded.png'] }) } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'images[0]', key: 'validation.cardImage' })] });
    const taken = await gql(url, CREATE, { cookie: admin, variables: { input: input({ cardId: 'moja-biedronka' }) } });
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'DUPLICATE_NAME',
      invalidFields: [expect.objectContaining({ field: 'cardId', key: 'validation.duplicateCardId' })],
    });
  });
});

describe('live list', () => {
  it('brings a created card to another administrator as one event carrying the record, with no upstream read', async () => {
    const stream = socket(root).iterate<ChangeData>({ query: CHANGES });
    const pending = nextData(stream);
    await bus.whenSubscribed('records:loyaltyCards', 1);
    const from = stack.proxy.calls.length;
    const created = await gql<{ createLoyaltyCard: CardData }>(url, CREATE, { cookie: admin, variables: { input: input(), cmid: 'card-1' } });
    expect(created.errors).toBeUndefined();
    const card = created.data?.createLoyaltyCard;
    expect(card).toMatchObject({ cardId: 'karta-zlota', cardName: 'Karta Złota', color: '#ffd60a', images: [picture], isPopular: true, country: 'PL', version: 1 });
    const event = await pending;
    expect(event.loyaltyCardsChanged).toMatchObject({ action: 'CREATED', actor: 'admin', clientMutationId: 'card-1', record: card });
    expect(cardCallsSince(from)).toEqual(['POST /api/loyaltyCards']);

    // An edit is the next event; the picture the browser shows loads through the gateway.
    const next = nextMatching(stream, (data) => data.loyaltyCardsChanged.action === 'UPDATED');
    const edited = await gql(url, UPDATE, { cookie: admin, variables: { id: card?.id, version: 1, input: input({ cardName: 'Złota karta', country: 'DE' }) } });
    expect(edited.errors).toBeUndefined();
    expect((await next).loyaltyCardsChanged.record).toMatchObject({ id: card?.id, cardName: 'Złota karta', country: 'DE', version: 2 });
    const image = await request(url).get(picture);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    await stream.return?.();
  });

  it('refuses an edit while someone else holds the card\'s lock, before any upstream write', async () => {
    const list = await gql<{ loyaltyCards: { items: CardData[]; total: number } }>(
      url,
      `query($page: ListPageInput, $filter: LoyaltyCardFilter) { loyaltyCards(page: $page, filter: $filter) { items { ${CARD_FIELDS} } total } }`,
      { cookie: admin, variables: { page: { search: 'lidl', sort: 'cardId' }, filter: { country: 'CZ' } } },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.loyaltyCards.items.map((c) => c.cardId)).toEqual(['lidl-plus-cz']);
    const target = list.data?.loyaltyCards.items[0];
    const lock = await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: loyaltyCards, id: $id) { holder } }', { cookie: root, variables: { id: target?.id } });
    expect(lock.errors).toBeUndefined();
    const from = stack.proxy.calls.length;
    const refused = await gql(url, UPDATE, {
      cookie: admin,
      variables: { id: target?.id, version: target?.version, input: input({ cardId: target?.cardId, cardName: 'Przejęta', country: 'CZ' }) },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'root' } });
    expect(cardCallsSince(from).filter((call) => call.startsWith('PUT'))).toEqual([]);
    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: loyaltyCards, id: $id) }', { cookie: root, variables: { id: target?.id } });
  });
});

describe('roles', () => {
  it('refuses an EDITOR every operation with FORBIDDEN, without any upstream call', async () => {
    const from = stack.proxy.calls.length;
    const read = await gql(url, '{ loyaltyCards { total } }', { cookie: editor });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await gql(url, CREATE, { cookie: editor, variables: { input: input({ cardId: 'od-redaktora' }) } });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const history = await gql(url, 'query($id: ID!) { loyaltyCardHistory(id: $id) { total } }', { cookie: editor, variables: { id: '5b6c1f8e-0000-4000-8000-000000000000' } });
    expect(history.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const changes = socket(editor).iterate({ query: CHANGES });
    const first = await changes.next();
    expect(JSON.stringify(first.value)).toContain('FORBIDDEN');
    expect((await uploadPicture(editor)).status).toBe(403);
    expect(cardCallsSince(from)).toEqual([]);
  });
});
