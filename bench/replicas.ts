/**
 * Fan-out across gateway replicas: N browsers watch the android ordering live while an administrator
 * moves a leaflet R times over HTTP. Measured side by side in one run, on the same api:
 *   1. all N subscribers on one gateway with its in-memory bus (a single gateway, no Redis);
 *   2. all N on one gateway sharing Redis (every event goes through Redis pub/sub and back);
 *   3. N/2 on each of two gateway replicas sharing Redis, the moves sent to the first.
 * For each move: the time from sending the mutation to each subscriber receiving the event. The
 * settings run in two passes, in opposite orders (1 2 3, then 3 2 1), half the rounds each, so that
 * warming up and drifting load do not favour one of them.
 * redis-server runs on loopback (Debian's redis-server; `.ci/run` installs it).
 */
import { randomUUID } from 'node:crypto';
import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { redisServerPath, startTestRedis, type TestRedis } from '../apps/gateway/dist/test-support/redisServer';
import type { ApiReady } from './support/apiProcess';
import { ServerProcess } from './support/children';
import { closeAll, connectSubscribers, dataOf, gql, signIn, subscribe } from './support/clients';
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

interface Pass {
  samples: number[];
  lost: number;
}

interface Outcome {
  name: string;
  latency: Summary;
  lost: number;
}

async function measure(setup: Setup, api: ServerProcess<ApiReady>, rounds: number): Promise<Pass> {
  console.log(`\n### ${setup.name}`);
  const started = await Promise.all(
    setup.gateways.map((g, i) =>
      ServerProcess.start<GatewayReady>(`gateway ${i + 1}`, 'gatewayProcess.ts', { upstreamUrl: api.ready.url, serviceToken: api.ready.serviceToken, ...g.settings }),
    ),
  );
  let clients: Client[] = [];
  try {
    const first = started[0]?.ready.url ?? '';
    const cookie = await signIn(first, 'admin');
    const ordering = dataOf(await gql<{ ordering: OrderingData }>(first, ORDERING, { platform: PLATFORM }, cookie), 'ordering').ordering;
    const target = ordering.items[ordering.items.length - 1];
    if (!target) throw new Error('the android ordering is empty');
    const used = new Set(ordering.items.map((item) => item.priority));
    const priorities = [900, 901, 902, 903, 904, 905, 906, 907].filter((p) => !used.has(p)).slice(0, 2);
    let version = ordering.version;
    let moves = 0;

    let current: { id: string; deliveries: bigint[] } | null = null;
    const onResult = (result: ChangeResult, at: bigint) => {
      if (current && result.data?.orderingChanged.clientMutationId === current.id) current.deliveries.push(at);
    };
    for (const [i, gateway] of started.entries()) {
      const count = Math.round(SUBSCRIBERS * (setup.gateways[i]?.share ?? 0));
      const wsUrl = `${gateway.ready.url.replace(/^http/, 'ws')}/graphql`;
      const opened = await connectSubscribers(wsUrl, cookie, count);
      for (const client of opened) subscribe(client, ORDERING_CHANGED, { platform: PLATFORM }, onResult);
      clients = [...clients, ...opened];
    }

    const samples: number[] = [];
    let lost = 0;
    for (let r = 0; r < WARMUP_ROUNDS + rounds; r += 1) {
      const round = { id: `bench-${r}-${randomUUID()}`, deliveries: [] as bigint[] };
      current = round;
      const input = { platform: PLATFORM, leafletId: target.leaflet.id, priority: priorities[moves++ % 2], expectedVersion: version, clientMutationId: round.id };
      const sentAt = process.hrtime.bigint();
      version = dataOf(await gql<{ setLeafletPriority: { version: number } }>(first, SET_PRIORITY, { input }, cookie), 'setLeafletPriority').setLeafletPriority.version;
      // The first rounds also wait until every subscription is in place on every replica.
      const limit = r < WARMUP_ROUNDS ? 60_000 : ROUND_TIMEOUT_MS;
      await waitFor('the round’s deliveries', () => round.deliveries.length >= SUBSCRIBERS, limit, 5).catch(() => undefined);
      if (r >= WARMUP_ROUNDS) {
        for (const at of round.deliveries) samples.push(msBetween(sentAt, at));
        lost += SUBSCRIBERS - round.deliveries.length;
      }
      current = null;
      await sleep(20);
    }
    const latency = summarize(samples);
    console.log(`mutation sent → event at subscriber: p50 ${ms(latency.p50)} ms, p99 ${ms(latency.p99)} ms, max ${ms(latency.max)} ms; lost ${lost}`);
    return { samples, lost };
  } finally {
    closeAll(clients);
    await Promise.allSettled(started.map((g) => g.stop()));
  }
}

async function main(): Promise<void> {
  deadline('replicas', 140);
  console.log(`\n## Fan-out over gateway replicas: one ordering change to ${SUBSCRIBERS} subscribers, ${ROUNDS} rounds (+${WARMUP_ROUNDS} warm-up)`);
  console.log(`(${machine()})`);
  if (!redisServerPath()) {
    throw new Error('redis-server is not installed (Debian: apt-get install -y redis-server); this benchmark runs one on loopback');
  }
  const redis: TestRedis = await startTestRedis();
  const api = await ServerProcess.start<ApiReady>('api', 'apiProcess.ts', {});
  try {
    const setups: Setup[] = [
      { name: 'one gateway, in-memory bus', gateways: [{ settings: {}, share: 1 }] },
      { name: 'one gateway through Redis', gateways: [{ settings: { redisUrl: redis.url, replicaId: 'one' }, share: 1 }] },
      {
        name: 'two replicas through Redis (half the subscribers on each)',
        gateways: [
          { settings: { redisUrl: redis.url, replicaId: 'a' }, share: 0.5 },
          { settings: { redisUrl: redis.url, replicaId: 'b' }, share: 0.5 },
        ],
      },
    ];
    const passes = new Map<Setup, Pass[]>(setups.map((setup) => [setup, []]));
    const firstHalf = Math.ceil(ROUNDS / 2);
    for (const setup of setups) passes.get(setup)?.push(await measure(setup, api, firstHalf));
    for (const setup of [...setups].reverse()) passes.get(setup)?.push(await measure(setup, api, ROUNDS - firstHalf));
    const outcomes: Outcome[] = setups.map((setup) => {
      const done = passes.get(setup) ?? [];
      return { name: setup.name, latency: summarize(done.flatMap((p) => p.samples)), lost: done.reduce((sum, p) => sum + p.lost, 0) };
    });
    const [single, oneRedis, two] = outcomes as [Outcome, Outcome, Outcome];
    console.log('');
    console.log(
      table(
        ['mutation sent → event (ms)', 'samples', 'p50', 'p99', 'max', 'lost'],
        outcomes.map((o) => [o.name, String(o.latency.count), ms(o.latency.p50), ms(o.latency.p99), ms(o.latency.max), String(o.lost)]),
      ),
    );
    const extraP99 = two.latency.p99 - single.latency.p99;
    console.log('');
    console.log(`two replicas through Redis vs one gateway in memory: p50 ${ms(two.latency.p50 - single.latency.p50)} ms, p99 ${ms(extraP99)} ms more (goal: at most ${GOAL_P99_EXTRA_MS} ms at p99) — ${extraP99 <= GOAL_P99_EXTRA_MS ? 'met' : 'not met'}`);
    console.log(`two replicas vs one gateway, both through Redis: p99 ${ms(two.latency.p99 - oneRedis.latency.p99)} ms more`);
    summaryLine(
      `replicas ${SUBSCRIBERS} subs × ${ROUNDS}: p99 one gateway (memory) ${ms(single.latency.p99)} ms, one through Redis ${ms(oneRedis.latency.p99)} ms, two replicas through Redis ${ms(two.latency.p99)} ms; two replicas add ${ms(extraP99)} ms at p99 (goal ≤ ${GOAL_P99_EXTRA_MS} ms: ${extraP99 <= GOAL_P99_EXTRA_MS ? 'met' : 'not met'})`,
    );
    if (outcomes.some((o) => o.lost > 0)) throw new Error('some deliveries were lost (see above)');
  } finally {
    await api.stop();
    await redis.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
