/**
 * Reads of an ordering kept per version: the demo data's `android` ordering asked N times at a
 * concurrency of 10 on three sides, in the same run and in interleaved blocks so that all see the
 * same machine:
 * - the api with ORDERING_CACHE off (the ordering computed on every read, as before),
 * - the api with ORDERING_CACHE on (computed once per version),
 * - the gateway in front of the latter (GraphQL with the web app's selection, session cookie), with
 *   one `orderingChanged` subscriber open throughout, as the ordering screen keeps while it shows the
 *   ordering (so the gateway's shared poller of the platform's version runs).
 * Nothing writes meanwhile, so every read after the first is at the same version.
 *
 * The ten clients are one process on the same machine as the servers, so they read answers as cheaply
 * as they can: every read takes the whole answer, every tenth is decoded and checked in full (the same
 * leaflets in the same order on every side) and the others by status and size (the same bytes as the
 * side's last full read). Their CPU per request is printed with the servers'.
 *
 * Processes: both apis (in-memory databases, the same demo data) and the gateway each run in their
 * own process, as in production; the load comes from this process.
 */
import type { ApiReady, ApiSettings } from './support/apiProcess';
import { cpuOf, processCpuMs, ServerProcess } from './support/children';
import { apiAccessToken, closeAll, connectSubscriber, dataOf, gql, gqlBytes, readBytes, signIn, type ReadBytes, subscribe } from './support/clients';
import type { GatewayReady } from './support/gatewayProcess';
import { deadline, machine, ms, msBetween, ratio, summarize, summaryLine, table, type Summary } from './support/stats';

/** Per side. The gateway answers about a thousand a second: 1,200 make blocks of 200, long enough to time. */
const REQUESTS = Number(process.env.BENCH_ORDERING_REQUESTS ?? 1200);
const CONCURRENCY = 10;
const BLOCKS = 6;
const WARMUP = 30;
const PLATFORM = 'android';
/** Every this many reads of a side is decoded and checked in full. */
const CHECK_EVERY = 10;

// The screen's query (apps/web/src/features/xmloffers/operations.ts, XmlOffersOrdering) with its
// OrderingRow_item fragment written out.
const ORDERING = `query XmlOffersOrdering($platform: String!) {
  ordering(platform: $platform) {
    platform version updatedAt updatedBy
    items {
      position priority storeName
      leaflet {
        id naturalId status additionalInfo validFrom validTo untilEndOfSupply createdAt refreshedAt version
        priorities { android ios web wp android2 }
      }
    }
  }
}`;

interface Read {
  bytes: number;
  version: number;
  /** Leaflet ids in the order read. */
  ids: string[];
}

interface Side {
  name: string;
  /** Reads, decodes and parses one answer. */
  call(): Promise<Read>;
  /** Reads one whole answer without decoding it: its HTTP status and size in bytes. */
  fetchBytes(): Promise<ReadBytes>;
  latencies: number[];
  wallMs: number;
  last: Read | null;
  cpu: Record<string, number>;
}

function side(name: string, call: () => Promise<Read>, fetchBytes: () => Promise<ReadBytes>): Side {
  return { name, call, fetchBytes, latencies: [], wallMs: 0, last: null, cpu: {} };
}

/** One read of a side: in full every CHECK_EVERY reads (and while there is none yet), else by status and size. */
async function readOnce(s: Side, index: number): Promise<void> {
  const { last } = s;
  if (last === null || index % CHECK_EVERY === 0) {
    s.last = await s.call();
    return;
  }
  const { status, bytes } = await s.fetchBytes();
  if (status !== 200 || bytes !== last.bytes) throw new Error(`${s.name} answered HTTP ${status} with ${bytes} bytes, not the ${last.bytes} of its last full read`);
}

/** Runs `count` calls with at most CONCURRENCY in flight; records each call's latency. */
async function load(s: Side, count: number, record: boolean): Promise<void> {
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const t0 = process.hrtime.bigint();
      await readOnce(s, index);
      const t1 = process.hrtime.bigint();
      if (record) s.latencies.push(msBetween(t0, t1));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (record) s.wallMs += msBetween(started, process.hrtime.bigint());
}

function restSide(name: string, apiUrl: string, token: string): Side {
  const url = `${apiUrl}/api/ordering/${PLATFORM}`;
  const headers = { Authorization: `Bearer ${token}` };
  return side(
    name,
    async () => {
      const res = await fetch(url, { headers });
      const text = await res.text();
      if (!res.ok) throw new Error(`GET /api/ordering/${PLATFORM} failed: HTTP ${res.status} ${text}`);
      const body = JSON.parse(text) as { version: number; items: { leaflet: { id: string } }[] };
      return { bytes: Buffer.byteLength(text), version: body.version, ids: body.items.map((i) => i.leaflet.id) };
    },
    () => readBytes(url, { headers }),
  );
}

async function main(): Promise<void> {
  deadline('ordering-read', 140);
  console.log(`\n## Reads of the ${PLATFORM} ordering kept per version, ${REQUESTS} requests per side at concurrency ${CONCURRENCY}`);
  console.log(`(${machine()})\n`);
  // Both apis start at once (each seeds its own in-memory database with the same demo data).
  const [uncached, cached] = await Promise.all([
    ServerProcess.start<ApiReady>('api (cache off)', 'apiProcess.ts', { orderingCache: false } satisfies ApiSettings),
    ServerProcess.start<ApiReady>('api (cache on)', 'apiProcess.ts', { orderingCache: true } satisfies ApiSettings),
  ]);
  const gateway = await ServerProcess.start<GatewayReady>('gateway', 'gatewayProcess.ts', {
    upstreamUrl: cached.ready.url,
    serviceToken: cached.ready.serviceToken,
  });
  const processes = { 'api off': uncached, 'api on': cached, gateway } as const;
  try {
    const cookie = await signIn(gateway.ready.url, 'admin');
    const screen = await connectSubscriber(`${gateway.ready.url.replace(/^http/, 'ws')}/graphql`, cookie);
    subscribe(screen, 'subscription($platform: String!) { orderingChanged(platform: $platform) { seq version } }', { platform: PLATFORM }, () => undefined);
    const sides = [
      restSide('api, cache off: REST GET /api/ordering/android', uncached.ready.url, await apiAccessToken(uncached.ready.url, 'admin')),
      restSide('api, cache on: REST GET /api/ordering/android', cached.ready.url, await apiAccessToken(cached.ready.url, 'admin')),
      side(
        'gateway: GraphQL ordering(platform: "android")',
        async () => {
          const res = await gql<{ ordering: { version: number; items: { leaflet: { id: string } }[] } }>(gateway.ready.url, ORDERING, { platform: PLATFORM }, cookie);
          const { ordering } = dataOf(res, 'ordering');
          return { bytes: res.bytes, version: ordering.version, ids: ordering.items.map((i) => i.leaflet.id) };
        },
        () => gqlBytes(gateway.ready.url, ORDERING, { platform: PLATFORM }, cookie),
      ),
    ] as const;
    const [off, on, graphql] = sides;

    for (const s of sides) await load(s, WARMUP, false);
    const expected = JSON.stringify(off.last?.ids);
    for (const s of sides) {
      if (JSON.stringify(s.last?.ids) !== expected) throw new Error(`${s.name} read another ordering than ${off.name}`);
    }

    // The load's own CPU too: with two cores, the clients parsing the answers share the machine with the servers.
    const cpuNow = async (): Promise<Record<string, number>> => ({ ...(await cpuOf(processes)), load: processCpuMs() });
    const perBlock = Math.ceil(REQUESTS / BLOCKS);
    for (let block = 0; block < BLOCKS; block += 1) {
      const count = Math.min(perBlock, REQUESTS - block * perBlock);
      // A different side goes first in each block, so none always runs on a warmer (or more tired) machine.
      const order = [...sides.slice(block % sides.length), ...sides.slice(0, block % sides.length)];
      for (const s of order) {
        const before = await cpuNow();
        await load(s, count, true);
        const after = await cpuNow();
        for (const name of [...Object.keys(processes), 'load']) s.cpu[name] = (s.cpu[name] ?? 0) + (after[name] ?? 0) - (before[name] ?? 0);
      }
    }

    const summaries = new Map<Side, Summary>(sides.map((s) => [s, summarize(s.latencies)]));
    const stat = (s: Side): Summary => summaries.get(s) ?? summarize([]);
    const rps = (s: Side) => (s.latencies.length / s.wallMs) * 1000;
    const cpuPerRequest = (s: Side, name: string) => ms((s.cpu[name] ?? 0) / stat(s).count);
    console.log(
      table(
        ['request', 'samples', 'p50 ms', 'p99 ms', 'max ms', 'req/s', 'response', 'api CPU ms/req', 'gateway CPU ms/req', 'clients CPU ms/req'],
        sides.map((s) => [
          s.name,
          String(stat(s).count),
          ms(stat(s).p50),
          ms(stat(s).p99),
          ms(stat(s).max),
          rps(s).toFixed(0),
          `${((s.last?.bytes ?? 0) / 1024).toFixed(1)} KiB`,
          cpuPerRequest(s, s === off ? 'api off' : 'api on'),
          s === graphql ? cpuPerRequest(s, 'gateway') : '-',
          cpuPerRequest(s, 'load'),
        ]),
      ),
    );
    console.log('');
    console.log(
      table(
        ['ratio', 'req/s', 'p50', 'p99'],
        [
          ['gateway / api (cache on)   goal ≥ 2×', ratio(rps(graphql), rps(on)), ratio(stat(graphql).p50, stat(on).p50), ratio(stat(graphql).p99, stat(on).p99)],
          ['gateway / api (cache off)', ratio(rps(graphql), rps(off)), ratio(stat(graphql).p50, stat(off).p50), ratio(stat(graphql).p99, stat(off).p99)],
          ['api cache on / off         goal > 1×', ratio(rps(on), rps(off)), ratio(stat(on).p50, stat(off).p50), ratio(stat(on).p99, stat(off).p99)],
        ],
      ),
    );
    console.log('');
    console.log(`${off.last?.ids.length ?? 0} leaflets on the ${PLATFORM} ordering at version ${off.last?.version ?? '?'}, the same order on every side.`);
    closeAll([screen]);
    summaryLine(
      `ordering-read (${REQUESTS} req, c=${CONCURRENCY}): api off ${rps(off).toFixed(0)} req/s p50 ${ms(stat(off).p50)} p99 ${ms(stat(off).p99)} ms; ` +
        `api on ${rps(on).toFixed(0)} req/s p50 ${ms(stat(on).p50)} p99 ${ms(stat(on).p99)} ms; ` +
        `gateway ${rps(graphql).toFixed(0)} req/s p50 ${ms(stat(graphql).p50)} p99 ${ms(stat(graphql).p99)} ms; ` +
        `req/s gateway/api(on) ${ratio(rps(graphql), rps(on))} (goal ≥ 2×), gateway/api(off) ${ratio(rps(graphql), rps(off))}, api on/off ${ratio(rps(on), rps(off))}`,
    );
  } finally {
    await gateway.stop();
    await cached.stop();
    await uncached.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
