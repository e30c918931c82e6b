/**
 * Fan-out across gateway replicas: N browsers watch the android ordering live while an administrator
 * moves a leaflet R times over HTTP. Measured side by side in one run, on the same api:
 *   1. all N subscribers on one gateway with its in-memory bus (a single gateway, no Redis);
 *   2. all N on one gateway sharing Redis (every event goes through Redis pub/sub and back);
 *   3. N/2 on each of two gateway replicas sharing Redis, the moves sent to the first.
 * For each move: the time from sending the mutation to each subscriber receiving the event. The
 * three setups run side by side, each with its own N subscribers (and its own redis-server), and
 * their rounds take turns in a rotating order, so that warming up and drifting load favour none.
 * redis-server runs on loopback (Debian's redis-server; `.ci/run` installs it).
 */
import { randomUUID } from 'node:crypto';
import type { FormattedExecutionResult } from 'graphql';
import { redisServerPath, startTestRedis, type TestRedis } from '../apps/gateway/src/test-support/redisServer';
import type { ApiReady } from './support/apiProcess';
import { ServerProcess } from './support/children';
import { connectWireSubscribers, dataOf, gql, signIn, type WireSubscriber } from './support/clients';
import type { GatewayReady, GatewaySettings } from './support/gatewayProcess';
import { deadline, machine, ms, msBetween, sleep, summarize, summaryLine, table, waitFor, type Summary } from './support/stats';

const SUBSCRIBERS = Number(process.env.BENCH_REPLICAS_SUBSCRIBERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_REPLICAS_ROUNDS ?? 20);
const WARMUP_ROUNDS = 2;
const PLATFORM = 'android';
const ROUND_TIMEOUT_MS = 15_000;
/** The goal: two replicas through Redis add at most this much to the p99 of one replica. */
const GOAL_P99_EXTRA_MS = 10;

const ORDERING = `query($platform: String!) { ordering(platform: $platform) { version items { priority leaflet { id } } } }`;
const SET_PRIORITY = `mutation($input: SetLeafletPriorityInput!) { setLeafletPriority(input: $input) { version } }`;
const ORDERING_CHANGED = `subscription($platform: String!) { orderingChanged(platform: $platform) { seq version source clientMutationId } }`;

interface OrderingData {
  version: number;
  items: { priority: number | null; leaflet: { id: string } }[];
}

type ChangeResult = FormattedExecutionResult<{ orderingChanged: { clientMutationId: string | null } }, unknown>;

interface Setup {
  name: string;
  gateways: { settings: Partial<GatewaySettings>; share: number }[];
}

interface Outcome {
  name: string;
  latency: Summary;
  lost: number;
}

/** A setup running: its gateways, its subscribers, and the moves it makes through its first gateway. */
interface Running {
  setup: Setup;
  gateways: ServerProcess<GatewayReady>[];
  clients: WireSubscriber[];
  url: string;
  cookie: string;
  samples: number[];
  lost: number;
  current: { id: string; deliveries: bigint[] } | null;
}

/** Pollers of the gateways stay quiet during the run: the only events are the benchmark's own moves. */
const QUIET_POLL_MS = 600_000;

async function open(setup: Setup, api: ServerProcess<ApiReady>, index: number): Promise<Running> {
  const gateways = await Promise.all(
    setup.gateways.map((g, i) =>
      ServerProcess.start<GatewayReady>(`setup ${index + 1} gateway ${i + 1}`, 'gatewayProcess.ts', {
        upstreamUrl: api.ready.url,
        serviceToken: api.ready.serviceToken,
        orderingPollMs: QUIET_POLL_MS,
        publicationPollMs: QUIET_POLL_MS,
        ...g.settings,
      }),
    ),
  );
  const url = gateways[0]?.ready.url ?? '';
  const cookie = await signIn(url, 'admin');
  const running: Running = { setup, gateways, clients: [], url, cookie, samples: [], lost: 0, current: null };
  const onResult = (result: ChangeResult, at: bigint) => {
    const round = running.current;
    if (round && result.data?.orderingChanged.clientMutationId === round.id) round.deliveries.push(at);
  };
  for (const [i, gateway] of gateways.entries()) {
    const count = Math.round(SUBSCRIBERS * (setup.gateways[i]?.share ?? 0));
    const opened = await connectWireSubscribers(`${gateway.ready.url.replace(/^http/, 'ws')}/graphql`, cookie, count);
    for (const client of opened) client.subscribe(ORDERING_CHANGED, { platform: PLATFORM }, onResult);
    running.clients.push(...opened);
  }
  return running;
}

async function main(): Promise<void> {
  deadline('replicas', 140);
  console.log(`\n## Fan-out over gateway replicas: one ordering change to ${SUBSCRIBERS} subscribers per setup, ${ROUNDS} rounds each (+${WARMUP_ROUNDS} warm-up)`);
  console.log(`(${machine()})`);
  console.log('The three setups run side by side on one api, their rounds taking turns in a rotating order.');
  if (!redisServerPath()) {
    throw new Error('redis-server is not installed (Debian: apt-get install -y redis-server); this benchmark runs its own on loopback');
  }
  // One Redis per setup that uses one: their events stay apart.
  const redisOne: TestRedis = await startTestRedis();
  const redisTwo: TestRedis = await startTestRedis();
  const api = await ServerProcess.start<ApiReady>('api', 'apiProcess.ts', {});
  const setups: Setup[] = [
    { name: 'one gateway, in-memory bus', gateways: [{ settings: {}, share: 1 }] },
    { name: 'one gateway through Redis', gateways: [{ settings: { redisUrl: redisOne.url, replicaId: 'one' }, share: 1 }] },
    {
      name: 'two replicas through Redis (half the subscribers on each)',
      gateways: [
        { settings: { redisUrl: redisTwo.url, replicaId: 'a' }, share: 0.5 },
        { settings: { redisUrl: redisTwo.url, replicaId: 'b' }, share: 0.5 },
      ],
    },
  ];
  const running: Running[] = [];
  try {
    for (const [i, setup] of setups.entries()) running.push(await open(setup, api, i));
    const ordering = dataOf(await gql<{ ordering: OrderingData }>(running[0]?.url ?? '', ORDERING, { platform: PLATFORM }, running[0]?.cookie), 'ordering').ordering;
    const target = ordering.items[ordering.items.length - 1];
    if (!target) throw new Error('the android ordering is empty');
    const used = new Set(ordering.items.map((item) => item.priority));
    const priorities = [900, 901, 902, 903, 904, 905, 906, 907].filter((p) => !used.has(p)).slice(0, 2);
    let version = ordering.version;
    let moves = 0;

    for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r += 1) {
      const order = running.map((_, i) => running[(i + r) % running.length] as Running);
      for (const setup of order) {
        const round = { id: `bench-${r}-${randomUUID()}`, deliveries: [] as bigint[] };
        setup.current = round;
        const input = { platform: PLATFORM, leafletId: target.leaflet.id, priority: priorities[moves++ % 2], expectedVersion: version, clientMutationId: round.id };
        const sentAt = process.hrtime.bigint();
        version = dataOf(await gql<{ setLeafletPriority: { version: number } }>(setup.url, SET_PRIORITY, { input }, setup.cookie), 'setLeafletPriority').setLeafletPriority.version;
        // The first rounds also wait until every subscription is in place on every replica.
        const limit = r < WARMUP_ROUNDS ? 60_000 : ROUND_TIMEOUT_MS;
        await waitFor('the round’s deliveries', () => round.deliveries.length >= SUBSCRIBERS, limit, 5).catch(() => undefined);
        if (r >= WARMUP_ROUNDS) {
          for (const at of round.deliveries) setup.samples.push(msBetween(sentAt, at));
          setup.lost += SUBSCRIBERS - round.deliveries.length;
        }
        setup.current = null;
        await sleep(20);
      }
    }

    const outcomes: Outcome[] = running.map((r) => ({ name: r.setup.name, latency: summarize(r.samples), lost: r.lost }));
    const [single, oneRedis, two] = outcomes as [Outcome, Outcome, Outcome];
    console.log('');
    console.log(
      table(
        ['mutation sent → event (ms)', 'samples', 'p50', 'p99', 'max', 'lost'],
        outcomes.map((o) => [o.name, String(o.latency.count), ms(o.latency.p50), ms(o.latency.p99), ms(o.latency.max), String(o.lost)]),
      ),
    );
    const extraP99 = two.latency.p99 - single.latency.p99;
    const met = extraP99 <= GOAL_P99_EXTRA_MS ? 'met' : 'not met';
    console.log('');
    console.log(`two replicas through Redis vs one gateway in memory: p50 ${ms(two.latency.p50 - single.latency.p50)} ms, p99 ${ms(extraP99)} ms more (goal: at most ${GOAL_P99_EXTRA_MS} ms at p99) — ${met}`);
    console.log(`two replicas vs one gateway, both through Redis: p99 ${ms(two.latency.p99 - oneRedis.latency.p99)} ms more`);
    summaryLine(
      `replicas ${SUBSCRIBERS} subs × ${ROUNDS}: p99 one gateway (memory) ${ms(single.latency.p99)} ms, one through Redis ${ms(oneRedis.latency.p99)} ms, two replicas through Redis ${ms(two.latency.p99)} ms; two replicas add ${ms(extraP99)} ms at p99 (goal ≤ ${GOAL_P99_EXTRA_MS} ms: ${met})`,
    );
    if (outcomes.some((o) => o.lost > 0)) throw new Error('some deliveries were lost (see above)');
  } finally {
    for (const r of running) for (const client of r.clients) client.close();
    await Promise.allSettled(running.flatMap((r) => r.gateways.map((g) => g.stop())));
    await api.stop();
    await redisOne.close();
    await redisTwo.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
