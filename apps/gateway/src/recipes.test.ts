/**
 * Cooks and recipes through the gateway against the real api: a recipe written by one user reaches the
 * live lists of the others as an event carrying the record; a recipe editor hears only of the recipes of
 * the cooks assigned to them; the form's rules and the cooks' permissions are checked before anything
 * goes upstream; locks hold like in every record of the kit; pictures go through the upload routes.
 */
import request from 'supertest';
import type { Client } from 'graphql-ws';
import { DEMO_PASSWORD } from '../../api/src/seed/demo';
import { DEMO_RECIPE_EDITOR_COOKS } from '../../api/src/seed/demoRecipes';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { recording, type Recording } from './test-support/recording';
import { startStack, type Stack } from './test-support/stack';
import { waitFor } from './test-support/waitFor';
import { connectWs } from './test-support/wsClient';

const POLL_MS = 50;

const bus = new ObservedEventBus();
const clients: Client[] = [];
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
let editor: string;
let cookIds: { mine: string; notMine: string };

const RECIPE_FIELDS = 'id cookId cookName title seoId status version steps { name description } createdBy';

interface RecipeData {
  id: string;
  cookId: string;
  cookName: string;
  title: string;
  seoId: string;
  status: string;
  version: number;
  steps: { name: string; description: string }[];
  createdBy: string | null;
}

interface ChangeData {
  seq: number;
  action: string;
  actor: string | null;
  clientMutationId: string | null;
  record: RecipeData;
}

type Event = { recipesChanged: ChangeData };

const CHANGES = `subscription { recipesChanged { seq action actor clientMutationId record { ${RECIPE_FIELDS} } } }`;
const CREATE = `mutation($input: RecipeInput!, $cmid: String) { createRecipe(input: $input, clientMutationId: $cmid) { ${RECIPE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: RecipeInput!) { updateRecipe(id: $id, version: $version, input: $input) { ${RECIPE_FIELDS} } }`;

let serial = 0;
function recipeInput(cookId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    title: `Zupa dnia ${serial}`,
    seoId: `zupa-dnia-gw-${serial}`,
    cookId,
    type: 'SOUP',
    publishDate: '2026-06-01',
    preparationTime: 30,
    numberOfServings: 4,
    complexity: 'EASY',
    tags: ['zupa'],
    steps: [
      { name: 'Warzywa', description: 'Pokrój warzywa.' },
      { name: 'Gotowanie', description: 'Gotuj 20 minut.' },
      { name: 'Podanie', description: 'Podawaj z grzankami.' },
    ],
    ...overrides,
  };
}

async function create(cookie: string, input: Record<string, unknown>, cmid?: string): Promise<RecipeData> {
  const res = await gql<{ createRecipe: RecipeData }>(url, CREATE, { cookie, variables: { input, cmid } });
  if (!res.data?.createRecipe) throw new Error(`create refused: ${JSON.stringify(res.errors)}`);
  return res.data.createRecipe;
}

async function listEvents(cookie: string): Promise<Recording<Event>> {
  const before = bus.listeners('records:recipes');
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  const events = recording(client.iterate<Event>({ query: CHANGES }));
  await bus.whenSubscribed('records:recipes', before + 1);
  return events;
}

const of = (id: string) => (event: Event) => event.recipesChanged.record.id === id;

function recipeCallsSince(from: number): string[] {
  return stack.proxy.calls.slice(from).filter((call) => call.includes('/api/recipes') || call.includes('/api/cooks'));
}

let adminEvents: Recording<Event>;

beforeAll(async () => {
  stack = await startStack({ events: bus, changesPollMs: POLL_MS });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [admin, editor] = await Promise.all([signIn(url, 'admin'), signIn(url, 'recipes', DEMO_PASSWORD)]);
  const cooks = await gql<{ cooks: { items: { id: string; name: string }[] } }>(url, '{ cooks(page: { limit: 500 }) { items { id name } } }', { cookie: admin });
  const items = cooks.data?.cooks.items ?? [];
  const mine = items.find((cook) => cook.name === DEMO_RECIPE_EDITOR_COOKS[0]);
  const notMine = items.find((cook) => !DEMO_RECIPE_EDITOR_COOKS.includes(cook.name));
  if (!mine || !notMine) throw new Error(`demo cooks missing: ${JSON.stringify(cooks)}`);
  cookIds = { mine: mine.id, notMine: notMine.id };
  adminEvents = await listEvents(admin);
  await waitFor(() => stack.proxy.count(/^GET \/api\/changes/) >= 2, 'the change feed baseline');
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack?.close();
  await bus.close();
});

describe('live recipe lists', () => {
  it('brings a recipe written by the recipe editor to an administrator as an event carrying the record', async () => {
    const created = await create(editor, recipeInput(cookIds.mine, { title: 'Krupnik' }), 'recipe-1');
    expect(created).toMatchObject({ cookId: cookIds.mine, cookName: DEMO_RECIPE_EDITOR_COOKS[0], title: 'Krupnik', status: 'INACTIVE', createdBy: 'recipes' });
    const event = await adminEvents.find(of(created.id));
    expect(event.recipesChanged).toMatchObject({
      action: 'CREATED',
      actor: 'recipes',
      clientMutationId: 'recipe-1',
      record: { title: 'Krupnik', steps: [{ name: 'Warzywa' }, { name: 'Gotowanie' }, { name: 'Podanie' }] },
    });

    // The steps in a new order reach the list as they were saved.
    const input = recipeInput(cookIds.mine, { title: 'Krupnik', seoId: created.seoId });
    const steps = input.steps as unknown[];
    const reordered = { ...input, steps: [steps[2], steps[0], steps[1]] };
    const saved = await gql<{ updateRecipe: RecipeData }>(url, UPDATE, { cookie: editor, variables: { id: created.id, version: created.version, input: reordered } });
    expect(saved.errors).toBeUndefined();
    const updated = await adminEvents.find((e) => of(created.id)(e) && e.recipesChanged.action === 'UPDATED');
    expect(updated.recipesChanged.record.steps.map((step) => step.name)).toEqual(['Podanie', 'Warzywa', 'Gotowanie']);
  });

  it('does not tell a recipe editor of the recipes of cooks not assigned to them', async () => {
    const editorEvents = await listEvents(editor);
    const hidden = await create(admin, recipeInput(cookIds.notMine, { title: 'Tylko dla administratorów' }));
    await adminEvents.find(of(hidden.id));
    // Written after the first: once the editor hears of it, every event of the first was published.
    const shown = await create(admin, recipeInput(cookIds.mine, { title: 'Dla redakcji' }));
    const event = await editorEvents.find(of(shown.id));
    expect(event.recipesChanged.record.cookId).toBe(cookIds.mine);
    expect(editorEvents.seen.filter(of(hidden.id))).toEqual([]);
    expect(adminEvents.seen.some(of(shown.id))).toBe(true);
  });
});

describe('the recipe form', () => {
  it('refuses broken rules with BAD_USER_INPUT listing invalidFields, before anything goes upstream', async () => {
    const from = stack.proxy.calls.length;
    const res = await gql(url, CREATE, {
      cookie: editor,
      variables: {
        input: recipeInput(cookIds.mine, {
          shoppingListUrl: 'https://www.example.pl/zakupy/1',
          tags: ['zupa', 'Zupa'],
          preparationTime: 0,
          steps: [{ name: 'Bez opisu', description: ' ' }],
        }),
      },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: expect.arrayContaining([
        expect.objectContaining({ field: 'preparationTime', key: 'validation.naturalNumber' }),
        expect.objectContaining({ field: 'tags', key: 'validation.duplicateTag', values: { tag: 'Zupa' } }),
        expect.objectContaining({ field: 'shoppingListUrl', key: 'validation.shoppingListUrl' }),
        expect.objectContaining({ field: 'steps[0].description', key: 'validation.required' }),
      ]) as unknown,
    });
    expect(recipeCallsSince(from)).toEqual([]);
  });

  it('answers FORBIDDEN for a recipe of a cook not assigned to the editor, and NOT_FOUND for reading one', async () => {
    const res = await gql(url, CREATE, { cookie: editor, variables: { input: recipeInput(cookIds.notMine) } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const cook = await gql(url, 'query($id: ID!) { cook(id: $id) { id } }', { cookie: editor, variables: { id: cookIds.notMine } });
    expect(cook.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a recipe editor any change of a cook before anything goes upstream', async () => {
    const from = stack.proxy.calls.length;
    const res = await gql(url, 'mutation($input: CookInput!) { createCook(input: $input) { id } }', {
      cookie: editor,
      variables: { input: { name: 'Moja kuchnia', seoId: 'moja-kuchnia' } },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(recipeCallsSince(from)).toEqual([]);
  });

  it('is refused with LOCKED while someone else edits the recipe', async () => {
    const recipe = await create(admin, recipeInput(cookIds.mine));
    const held = await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: recipes, id: $id) { holder } }', { cookie: editor, variables: { id: recipe.id } });
    expect(held.errors).toBeUndefined();
    const res = await gql(url, UPDATE, { cookie: admin, variables: { id: recipe.id, version: recipe.version, input: recipeInput(cookIds.mine, { seoId: recipe.seoId }) } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'recipes' } });
    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: recipes, id: $id) }', { cookie: editor, variables: { id: recipe.id } });
  });
});

describe('pictures', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

  it('stores a picture of the recipe form and answers its address, which the browser loads through the gateway', async () => {
    const upload = await request(url).post('/upload/recipes/images').set('Cookie', editor).set('X-Flyerdesk-Upload', '1').attach('file', PNG, { filename: 'krok.png', contentType: 'image/png' });
    expect(upload.status).toBe(201);
    const { url: imageUrl } = upload.body as { url: string };
    expect(imageUrl).toMatch(/^\/files\/recipes\//);
    expect((await request(url).get(imageUrl)).status).toBe(200);
  });

  it('stores a cook\'s logo for an administrator and announces the cook; a recipe editor is refused', async () => {
    const events = recording(
      (() => {
        const { client } = connectWs(wsUrl, { Cookie: editor });
        clients.push(client);
        return client.iterate<{ cooksChanged: { action: string; record: { id: string; logoUrl: string | null } } }>({
          query: 'subscription { cooksChanged { action record { id logoUrl } } }',
        });
      })(),
    );
    await bus.whenSubscribed('records:cooks', 1);
    const upload = await request(url).post(`/upload/cooks/${cookIds.mine}/logo`).set('Cookie', admin).set('X-Flyerdesk-Upload', '1').attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expect(upload.status).toBe(200);
    expect((upload.body as { logoUrl: string }).logoUrl).toMatch(/^\/files\/logos\//);
    const event = await events.find((e) => e.cooksChanged.record.id === cookIds.mine);
    expect(event.cooksChanged.record.logoUrl).toBe((upload.body as { logoUrl: string }).logoUrl);
    const refused = await request(url).post(`/upload/cooks/${cookIds.mine}/logo`).set('Cookie', editor).set('X-Flyerdesk-Upload', '1').attach('file', PNG, 'logo.png');
    expect(refused.status).toBe(403);
  });
});
