import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { gql, signIn } from '../../test-support/graphqlClient';
import { ManualTimer } from '../../test-support/manualTimer';
import { startStack, type Stack } from '../../test-support/stack';
import { waitFor } from '../../test-support/waitFor';
import { connectWs, nextData } from '../../test-support/wsClient';

/** Page details through the gateway against the real api: writes, their announcements and the shared poller. */

const POLL_MS = 1000;
let stack: Stack;
let url: string;
let editorCookie: string;
let storeId: string;
let insertId: string;
const timer = new ManualTimer();
const clients: Client[] = [];

beforeAll(async () => {
  stack = await startStack({ timer, jobPollMs: POLL_MS });
  url = stack.gateway.url;
  editorCookie = await signIn(url, 'editor');
  const stores = await gql<{ stores: { id: string; editors: string[] }[] }>(url, '{ stores { id editors } }', { cookie: await signIn(url, 'admin') });
  storeId = stores.data?.stores.find((s) => s.editors.includes('editor'))?.id ?? '';
  const insert = await stack.api.db.insertInto('inserts').values({ insert_name: `gw-page-details-${Date.now().toString(36)}`, updated_by: null }).returning('id').executeTakeFirstOrThrow();
  insertId = insert.id;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
});

let counter = 0;
async function createLeaflet(): Promise<string> {
  counter += 1;
  const row = await stack.api.db
    .insertInto('leaflets')
    .values({ natural_id: `gw-pd-${counter}-${Date.now().toString(36)}`, store_id: storeId, status: 'INACTIVE', page_count: 6, social_media: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface ChangeEvent {
  seq: number;
  part: string;
  action: string;
  actor: string | null;
  clientMutationId: string | null;
  details: { version: number; redirects: { id: string; redirectUrl: string | null; platformLinks: { platform: string; url: string }[] }[]; linkSwaps: { id: string; status: string }[] };
}

type Stream = AsyncIterableIterator<FormattedExecutionResult<{ leafletPageDetailsChanged: ChangeEvent }, unknown>>;

const SUBSCRIPTION = `subscription S($id: ID!) {
  leafletPageDetailsChanged(leafletId: $id) {
    seq part action actor clientMutationId
    details { version redirects { id redirectUrl platformLinks { platform url } } linkSwaps { id status } }
  }
}`;

const SUBSCRIPTION_SINCE = `subscription S($id: ID!, $since: Int) {
  leafletPageDetailsChanged(leafletId: $id, sinceVersion: $since) {
    seq part action actor clientMutationId
    details { version redirects { id redirectUrl platformLinks { platform url } } linkSwaps { id status } }
  }
}`;

function subscribe(leafletId: string, sinceVersion?: number): Stream {
  const { client } = connectWs(`${url.replace(/^http/, 'ws')}/graphql`, { Cookie: editorCookie });
  clients.push(client);
  return sinceVersion === undefined
    ? client.iterate<{ leafletPageDetailsChanged: ChangeEvent }>({ query: SUBSCRIPTION, variables: { id: leafletId } })
    : client.iterate<{ leafletPageDetailsChanged: ChangeEvent }>({ query: SUBSCRIPTION_SINCE, variables: { id: leafletId, since: sinceVersion } });
}

async function next(events: Stream): Promise<ChangeEvent> {
  return (await nextData(events)).leafletPageDetailsChanged;
}

const ADD_REDIRECT = `mutation A($leafletId: ID!, $input: PageRedirectInput!, $cm: String) {
  addPageRedirect(leafletId: $leafletId, input: $input, clientMutationId: $cm) { version redirects { id } }
}`;

describe('page details through the gateway', () => {
  it('announces a write with the page details to subscribers, without further upstream reads', async () => {
    const leafletId = await createLeaflet();
    const events = subscribe(leafletId);
    const first = next(events);
    await waitFor(() => stack.proxy.count(new RegExp(`^GET /api/leaflets/${leafletId}/page-details$`)) > 0, 'the subscription to start');
    await timer.whenPending();
    stack.proxy.reset();
    const written = await gql<{ addPageRedirect: { version: number } }>(url, ADD_REDIRECT, {
      cookie: editorCookie,
      variables: { leafletId, input: { positions: '2-3', redirectUrl: 'https://r.example.com' }, cm: 'cm-1' },
    });
    expect(written.errors).toBeUndefined();
    const event = await first;
    expect(event).toMatchObject({ part: 'redirect', action: 'CREATED', actor: 'editor', clientMutationId: 'cm-1', details: { version: 1 } });
    expect(event.details.redirects[0]?.redirectUrl).toBe('https://r.example.com');
    expect(stack.proxy.calls.filter((call) => call.includes('/page-details'))).toEqual([]);
  });

  it('hands a subscriber that read an older version the page details as they are now: nothing falls between its read and its subscription', async () => {
    const leafletId = await createLeaflet();
    const read = await gql<{ leafletPageDetails: { version: number } }>(url, 'query Q($id: ID!) { leafletPageDetails(leafletId: $id) { version } }', {
      cookie: editorCookie,
      variables: { id: leafletId },
    });
    const seen = read.data?.leafletPageDetails.version ?? -1;
    // Written by someone else after the screen read the page details, before it subscribed.
    const written = await gql<{ addPageRedirect: { version: number } }>(url, ADD_REDIRECT, {
      cookie: await signIn(url, 'admin'),
      variables: { leafletId, input: { positions: '4', redirectUrl: 'https://between.example.com' } },
    });
    expect(written.errors).toBeUndefined();
    const events = subscribe(leafletId, seen);
    const caughtUp = await next(events);
    expect(caughtUp.details.version).toBe(seen + 1);
    expect(caughtUp.details.redirects.map((r) => r.redirectUrl)).toEqual(['https://between.example.com']);
    await events.return?.();

    // A subscriber that is up to date is handed nothing until the next change.
    const upToDate = subscribe(leafletId, seen + 1);
    const nextEvent = next(upToDate);
    await waitFor(() => stack.proxy.count(new RegExp(`^GET /api/leaflets/${leafletId}/page-details$`)) > 1, 'the second subscription to start');
    await gql(url, ADD_REDIRECT, { cookie: editorCookie, variables: { leafletId, input: { positions: '5', redirectUrl: 'https://after.example.com' }, cm: 'after' } });
    expect(await nextEvent).toMatchObject({ clientMutationId: 'after', details: { version: seen + 2 } });
    await upToDate.return?.();
  });

  it('brings a link swap applied by the api job runner to subscribers through the shared poller', async () => {
    const leafletId = await createLeaflet();
    const added = await gql<{ addPageRedirect: { redirects: { id: string }[] } }>(url, ADD_REDIRECT, {
      cookie: editorCookie,
      variables: { leafletId, input: { positions: '1', redirectUrl: 'https://old.example.com' } },
    });
    const redirectId = added.data?.addPageRedirect.redirects[0]?.id ?? '';
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await gql(url, `mutation S($leafletId: ID!, $input: LinkSwapInput!) { scheduleLinkSwap(leafletId: $leafletId, input: $input) { version } }`, {
      cookie: editorCookie,
      variables: { leafletId, input: { redirectId, at, newLink: 'https://new.example.com', platforms: ['android', 'android2', 'ios', 'web', 'wp'] } },
    });
    expect(scheduled.errors).toBeUndefined();

    const events = subscribe(leafletId);
    const applied = next(events);
    // The poller's first read comes after the subscription has read the version it starts from: a swap
    // applied from then on is a change for this subscriber (one applied before it is what it starts with).
    await waitFor(() => stack.proxy.count(new RegExp(`^GET /api/leaflets/${leafletId}/page-details/version$`)) > 0, 'the subscription to start');

    // The swap's time comes: its job becomes due by the database clock and the runner applies it.
    await stack.api.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1_000) }).where('kind', '=', 'LINK_SWAP').where('status', '=', 'PENDING').execute();
    stack.api.jobRunner?.wake();
    await waitFor(
      async () => (await stack.api.db.selectFrom('link_swaps').select('status').where('leaflet_id', '=', leafletId).executeTakeFirst())?.status === 'APPLIED',
      'the swap to be applied',
    );
    await timer.whenPending();
    timer.advance(POLL_MS);
    const event = await applied;
    expect(event).toMatchObject({ part: 'linkSwap', action: 'UPDATED', actor: 'scheduled link swap', clientMutationId: null });
    expect(event.details.redirects[0]?.redirectUrl).toBe('https://new.example.com');
    expect(event.details.linkSwaps[0]?.status).toBe('APPLIED');
  });

  it('refuses overlapping insert positions as BAD_USER_INPUT on the positions field', async () => {
    const leafletId = await createLeaflet();
    const mutation = `mutation I($leafletId: ID!, $input: PageInsertInput!) { addPageInserts(leafletId: $leafletId, input: $input) { inserts { position } } }`;
    const first = await gql<{ addPageInserts: { inserts: { position: number }[] } }>(url, mutation, { cookie: editorCookie, variables: { leafletId, input: { insertId, positions: '1-3' } } });
    expect(first.data?.addPageInserts.inserts.map((i) => i.position)).toEqual([1, 2, 3]);
    const second = await gql(url, mutation, { cookie: editorCookie, variables: { leafletId, input: { insertId, positions: '3-4' } } });
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'positions', key: 'validation.positionTaken' }] });
  });
});
