/**
 * The cost of the gateway: the dashboard's shop list with leaflet counts, asked M times at a
 * concurrency of C, through the gateway (GraphQL, session cookie — what the web app does) and straight
 * from the REST api (GET /api/stores with a bearer token) — the same data. Both are measured in the
 * same run, in interleaved blocks, so that both see the same machine.
 *
 * Processes: the api (in-memory database) and the gateway each run in their own process, as in
 * production; the load comes from this process.
 */
import type { ApiReady } from './support/apiProcess';
import { cpuOf, ServerProcess } from './support/children';
import { apiAccessToken, dataOf, gql, signIn } from './support/clients';
import type { GatewayReady } from './support/gatewayProcess';
import { deadline, machine, ms, msBetween, ratio, summarize, summaryLine, table, type Summary } from './support/stats';

const REQUESTS = Number(process.env.BENCH_REST_REQUESTS ?? 300);
const CONCURRENCY = 10;
const BLOCKS = 6;
const WARMUP = 30;

// The dashboard's query (apps/web/src/features/dashboard/ShopsPanel.tsx with its fragments).
const SHOPS = `query ShopsPanel($search: String) {
  stores(search: $search) {
    id name logoUrl category { id name }
    leafletsSummary { total active inactive readyForActivation readyForDeactivation }
  }
}`;

interface Shop {
  id: string;
  leafletsSummary: { total: number };
}

interface Side {
  name: string;
  call(): Promise<{ bytes: number; shops: Shop[] }>;
  latencies: number[];
  wallMs: number;
  bytes: number;
  shops: number;
  leaflets: number;
}

/** Runs `count` calls with at most CONCURRENCY in flight; records each call's latency. */
async function load(side: Side, count: number, record: boolean): Promise<void> {
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const t0 = process.hrtime.bigint();
      const { bytes, shops } = await side.call();
      const t1 = process.hrtime.bigint();
      if (record) side.latencies.push(msBetween(t0, t1));
      side.bytes = bytes;
      side.shops = shops.length;
      side.leaflets = shops.reduce((sum, shop) => sum + shop.leafletsSummary.total, 0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (record) side.wallMs += msBetween(started, process.hrtime.bigint());
}

async function main(): Promise<void> {
  deadline('gateway-vs-rest', 110);
  console.log(`\n## Cost of the gateway: the shop list with leaflet counts, ${REQUESTS} requests per side at concurrency ${CONCURRENCY}`);
  console.log(`(${machine()})\n`);
  const api = await ServerProcess.start<ApiReady>('api', 'apiProcess.ts', {});
  const gateway = await ServerProcess.start<GatewayReady>('gateway', 'gatewayProcess.ts', {
    upstreamUrl: api.ready.url,
    serviceToken: api.ready.serviceToken,
  });
  try {
    const cookie = await signIn(gateway.ready.url, 'admin');
    const token = await apiAccessToken(api.ready.url, 'admin');
    const graphql: Side = {
      name: 'gateway: GraphQL stores { … leafletsSummary }',
      call: async () => {
        const res = await gql<{ stores: Shop[] }>(gateway.ready.url, SHOPS, { search: null }, cookie);
        return { bytes: res.bytes, shops: dataOf(res, 'stores').stores };
      },
      latencies: [],
      wallMs: 0,
      bytes: 0,
      shops: 0,
      leaflets: 0,
    };
    const rest: Side = {
      name: 'api: REST GET /api/stores',
      call: async () => {
        const res = await fetch(`${api.ready.url}/api/stores`, { headers: { Authorization: `Bearer ${token}` } });
        const text = await res.text();
        if (!res.ok) throw new Error(`GET /api/stores failed: HTTP ${res.status} ${text}`);
        return { bytes: Buffer.byteLength(text), shops: JSON.parse(text) as Shop[] };
      },
      latencies: [],
      wallMs: 0,
      bytes: 0,
      shops: 0,
      leaflets: 0,
    };

    await load(graphql, WARMUP, false);
    await load(rest, WARMUP, false);
    if (graphql.shops !== rest.shops || graphql.leaflets !== rest.leaflets) {
      throw new Error(`the two sides differ: ${graphql.shops} / ${rest.shops} shops, ${graphql.leaflets} / ${rest.leaflets} leaflets`);
    }

    const cpuNow = () => cpuOf({ api, gateway });
    const cpu = { graphql: { api: 0, gateway: 0 }, rest: { api: 0, gateway: 0 } };
    const perBlock = Math.ceil(REQUESTS / BLOCKS);
    for (let block = 0; block < BLOCKS; block += 1) {
      const count = Math.min(perBlock, REQUESTS - block * perBlock);
      // Alternating which side goes first, so neither always runs on a warmer (or more tired) process.
      const order = block % 2 === 0 ? ([graphql, rest] as const) : ([rest, graphql] as const);
      for (const side of order) {
        const before = await cpuNow();
        await load(side, count, true);
        const after = await cpuNow();
        const bucket = side === graphql ? cpu.graphql : cpu.rest;
        bucket.api += after.api - before.api;
        bucket.gateway += after.gateway - before.gateway;
      }
    }

    const g = summarize(graphql.latencies);
    const r = summarize(rest.latencies);
    const rps = (side: Side) => (side.latencies.length / side.wallMs) * 1000;
    const row = (side: Side, s: Summary, c: { api: number; gateway: number }) => [
      side.name,
      String(s.count),
      ms(s.p50),
      ms(s.p99),
      ms(s.max),
      rps(side).toFixed(0),
      `${(side.bytes / 1024).toFixed(1)} KiB`,
      ms(c.gateway / s.count),
      ms(c.api / s.count),
    ];
    console.log(
      table(
        ['request', 'samples', 'p50 ms', 'p99 ms', 'max ms', 'req/s', 'response', 'gateway CPU ms/req', 'api CPU ms/req'],
        [row(graphql, g, cpu.graphql), row(rest, r, cpu.rest)],
      ),
    );
    console.log('');
    console.log(
      table(
        ['ratio gateway / REST', 'value'],
        [
          ['p50 latency', ratio(g.p50, r.p50)],
          ['p99 latency', ratio(g.p99, r.p99)],
          ['throughput (req/s)', ratio(rps(graphql), rps(rest))],
        ],
      ),
    );
    console.log('');
    console.log(`${graphql.shops} shops, ${graphql.leaflets} leaflets counted, the same on both sides.`);
    console.log(`Added by the gateway per request: p50 ${ms(g.p50 - r.p50)} ms (it calls GET /api/stores itself, then shapes the answer).`);
    summaryLine(
      `gateway-vs-rest (${REQUESTS} req, c=${CONCURRENCY}): GraphQL p50 ${ms(g.p50)} / p99 ${ms(g.p99)} ms, ${rps(graphql).toFixed(0)} req/s; REST p50 ${ms(r.p50)} / p99 ${ms(r.p99)} ms, ${rps(rest).toFixed(0)} req/s; ratio p50 ${ratio(g.p50, r.p50)}, p99 ${ratio(g.p99, r.p99)}, req/s ${ratio(rps(graphql), rps(rest))}`,
    );
  } finally {
    await gateway.stop();
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
