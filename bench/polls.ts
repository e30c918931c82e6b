/**
 * Upstream polls of the shared ordering poller: with 1, 100 and 1000 browsers watching the android
 * ordering live, how often does the gateway ask the api for the ordering version? One shared poller
 * per platform means about one poll per interval whatever the number of watchers; a poller per
 * subscriber would make S polls per interval.
 *
 * Processes: the api (in-memory database) and the gateway run in their own processes; a counting
 * proxy between them and the subscribers run in this process.
 */
import type { Client } from 'graphql-ws';
import { startCountingProxy, type CountingProxy } from '../apps/gateway/src/test-support/countingProxy';
import type { ApiReady } from './support/apiProcess';
import { ServerProcess } from './support/children';
import { connectSubscribers, closeAll, signIn, subscribe } from './support/clients';
import type { GatewayReady } from './support/gatewayProcess';
import { deadline, machine, sleep, summaryLine, table, waitFor } from './support/stats';

const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 200);
const INTERVALS = 10;
const SUBSCRIBER_COUNTS = (process.env.BENCH_POLL_SUBSCRIBERS ?? '1,100,1000').split(',').map(Number);
const PLATFORM = 'android';
const TOPIC = `ordering:${PLATFORM}`;
const VERSION_POLL = new RegExp(`^GET /api/ordering/${PLATFORM}/version$`);
const SESSION_CHECK = /^GET \/api\/users\/me$/;

const ORDERING_CHANGED = `subscription XmlOffersOrderingChanged($platform: String!) {
  orderingChanged(platform: $platform) { seq platform version source actor clientMutationId }
}`;

interface Measurement {
  subscribers: number;
  polls: number;
  otherCalls: number;
  sessionChecks: number;
}

/** Calls counted over INTERVALS poll intervals, starting now. */
async function countWindow(proxy: CountingProxy): Promise<{ polls: number; otherCalls: number }> {
  proxy.reset();
  await sleep(INTERVALS * POLL_MS);
  const polls = proxy.count(VERSION_POLL);
  return { polls, otherCalls: proxy.calls.length - polls };
}

async function main(): Promise<void> {
  deadline('polls', 110);
  console.log(`\n## Shared poller: upstream ordering-version polls over ${INTERVALS} intervals of ORDERING_POLL_MS = ${POLL_MS} ms`);
  console.log(`(${machine()})\n`);
  const api = await ServerProcess.start<ApiReady>('api', 'apiProcess.ts', {});
  const proxy = await startCountingProxy(api.ready.url);
  const gateway = await ServerProcess.start<GatewayReady>('gateway', 'gatewayProcess.ts', {
    upstreamUrl: proxy.url,
    serviceToken: api.ready.serviceToken,
    orderingPollMs: POLL_MS,
  });
  let clients: Client[] = [];
  try {
    const url = gateway.ready.url;
    const wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
    const cookie = await signIn(url, 'admin');
    const listeners = () => gateway.request<number>('listeners', TOPIC);

    const measurements: Measurement[] = [];
    for (const count of SUBSCRIBER_COUNTS) {
      proxy.reset();
      clients = await connectSubscribers(wsUrl, cookie, count);
      for (const client of clients) subscribe(client, ORDERING_CHANGED, { platform: PLATFORM }, () => undefined);
      await waitFor(`${count} subscriptions`, async () => (await listeners()) >= count, 60_000, 100);
      const sessionChecks = proxy.count(SESSION_CHECK);
      // Past the poller's first read (the baseline), into its steady rhythm.
      await sleep(2 * POLL_MS);
      const window = await countWindow(proxy);
      measurements.push({ subscribers: count, ...window, sessionChecks });
      closeAll(clients);
      clients = [];
      await waitFor('every subscription to end', async () => (await listeners()) === 0, 30_000, 50);
    }
    // Nobody watches any more: the poller must be gone.
    await sleep(2 * POLL_MS);
    const afterwards = await countWindow(proxy);

    const rows = measurements.map((m) => [
      String(m.subscribers),
      String(m.polls),
      (m.polls / INTERVALS).toFixed(2),
      String(m.subscribers),
      `${(m.subscribers / Math.max(m.polls / INTERVALS, 0.01)).toFixed(0)}×`,
      String(m.otherCalls),
      String(m.sessionChecks),
    ]);
    rows.push(['0 (all left)', String(afterwards.polls), (afterwards.polls / INTERVALS).toFixed(2), '0', '-', String(afterwards.otherCalls), '-']);
    console.log(
      table(
        ['subscribers', `polls in ${INTERVALS} intervals`, 'polls / interval', 'naive: polls / interval', 'fewer than naive', 'other upstream calls', 'session checks on connect'],
        rows,
      ),
    );
    console.log('');
    console.log(`The next poll is scheduled ${POLL_MS} ms after the previous one answered, so one poller makes slightly under 1 poll per interval.`);
    console.log('"session checks on connect": GET /api/users/me calls while the subscribers connected with one signed-in cookie (verified users are cached per token).');

    const shared = measurements.map((m) => `${m.subscribers} subs → ${(m.polls / INTERVALS).toFixed(2)}/interval`).join(', ');
    summaryLine(`polls (ORDERING_POLL_MS ${POLL_MS}): ${shared}; after all left → ${(afterwards.polls / INTERVALS).toFixed(2)}/interval (naive per-subscriber polling: S/interval)`);

    const worst = Math.max(...measurements.map((m) => m.polls / INTERVALS));
    if (worst > 1.5 || afterwards.polls > 0) throw new Error('the ordering poller is not shared (or did not stop): see the table above');
  } finally {
    closeAll(clients);
    await gateway.stop();
    await proxy.close();
    await api.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
