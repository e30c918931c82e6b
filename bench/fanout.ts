/**
 * Fan-out of a change to the order of promotions: N browsers watch the android ordering live
 * (graphql-ws, one socket each) while an administrator moves a leaflet R times over HTTP. For each
 * move: how long until every watcher has the event, and how long the author waits for the answer.
 * Side by side, in the same run and on the same machine: a plain `ws` server broadcasting the same
 * bytes to the same number of sockets — the floor of any WebSocket fan-out.
 *
 * Processes: the api (in-memory database), the gateway and the plain ws server each run in their own
 * process, as in production; the subscribers and all clocks live in this process
 * (process.hrtime.bigint() is the machine's monotonic clock, the same in every process).
 */
import { randomUUID } from 'node:crypto';
import type { FormattedExecutionResult } from 'graphql';
import WebSocket from 'ws';
import type { ApiReady } from './support/apiProcess';
import { cpuOf, ServerProcess, type ProcessUsage } from './support/children';
import { connectWireSubscribers, dataOf, gql, gqlLean, openInBatches, signIn, type WireSubscriber } from './support/clients';
import type { GatewayReady, PublishedEvent, Sends } from './support/gatewayProcess';
import type { BroadcastResult, RawReady } from './support/rawWsProcess';
import { deadline, machine, ms, msBetween, ratio, sleep, summarize, summaryLine, table, waitFor, type Summary } from './support/stats';

const SUBSCRIBERS = Number(process.env.BENCH_FANOUT_SUBSCRIBERS ?? 1000);
/**
 * Moves measured. Each one is 1,000 deliveries, so with few of them a p99 is the slowest move's (one
 * move in 20 is 5% of the deliveries): 200 moves make it a percentile of 200,000 deliveries, on both
 * sides.
 */
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 200);
/** The gateway's ORDERING_POLL_MS (its default unless set). */
const POLL_MS = process.env.BENCH_FANOUT_POLL_MS === undefined ? undefined : Number(process.env.BENCH_FANOUT_POLL_MS);
const WARMUP_ROUNDS = 2;
/** Moves made before anybody subscribes (the author's round-trip without fan-out). */
const ALONE_ROUNDS = 5;
const PLATFORM = 'android';
const TOPIC = `ordering:${PLATFORM}`;
/** Longest wait for one round's deliveries before the missing ones are counted as lost. */
const ROUND_TIMEOUT_MS = 15_000;
/** Goals (issue 17): mutation → event at p99, and against the plain ws broadcast of the same run. */
const GOAL_P99_MS = 100;
const GOAL_P99_RATIO = 2;
/** Goal: memory per idle subscribed socket (JavaScript heap and buffers, after a full garbage collection). */
const GOAL_SOCKET_KIB = 20;

// The web app's operations of the ordering screen (apps/web/src/features/xmloffers/operations.ts).
const MOVE_FIELDS = 'id platform leafletId naturalId storeName fromPriority toPriority displacedNaturalId actor at versionBefore versionAfter clientMutationId undoOf';
const ROW_FIELDS = `position priority storeName leaflet {
  id naturalId status additionalInfo validFrom validTo untilEndOfSupply createdAt refreshedAt version
  priorities { android ios web wp android2 } }`;
const ORDERING_FIELDS = `platform version updatedAt updatedBy items { ${ROW_FIELDS} }`;
const DELTA_FIELDS = `platform baseVersion version updatedAt updatedBy total complete removed changed { ${ROW_FIELDS} }`;
const ORDERING = `query XmlOffersOrdering($platform: String!) { ordering(platform: $platform) { ${ORDERING_FIELDS} } }`;
const SET_PRIORITY = `mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) { setLeafletPriority(input: $input) { ${DELTA_FIELDS} } }`;
const ORDERING_CHANGED = `subscription XmlOffersOrderingChanged($platform: String!) {
  orderingChanged(platform: $platform) { seq platform version source actor clientMutationId move { ${MOVE_FIELDS} } delta { ${DELTA_FIELDS} } }
}`;

interface OrderingData {
  version: number;
  items: { priority: number | null; leaflet: { id: string } }[];
}

interface ChangeEvent {
  seq: number;
  version: number;
  source: string;
  clientMutationId: string | null;
}

type ChangeResult = FormattedExecutionResult<{ orderingChanged: ChangeEvent }, unknown>;

/** One move and what the watchers received of it. */
interface GatewayRound {
  clientMutationId: string;
  sentAt: bigint;
  deliveries: bigint[];
  seq: number | null;
  /** The event as the first watcher received it, encoded as graphql-ws sends it. */
  wire: string | null;
}

interface Totals {
  sent: number[];
  published: number[];
  raw: number[];
  author: number[];
  lost: { gateway: number; raw: number };
  otherEvents: Map<string, number>;
  errors: number;
  wireBytes: number;
  rawLoopMs: number[];
  /** Per round: from the event published to the last message the gateway handed to a socket. */
  gatewayLoopMs: number[];
  /** Per round: from the event published to the first message the gateway handed to a socket. */
  gatewayFirstMs: number[];
  /** Versions of the other events (to tell duplicates of the gateway's own events). */
  otherVersions: Set<number>;
  /** Versions the benchmark's moves produced. */
  movedVersions: Set<number>;
  /** Deliveries that reached their subscriber before the author had the mutation's answer. */
  beforeAuthor: number;
}

function freePriorities(ordering: OrderingData, from: number, count: number): number[] {
  const used = new Set(ordering.items.map((item) => item.priority));
  const free: number[] = [];
  for (let p = from; free.length < count && p <= 999; p += 1) if (!used.has(p)) free.push(p);
  if (free.length < count) throw new Error('no free priorities left on the android ordering');
  return free;
}

function openRawSockets(url: string, count: number, onMessage: (at: bigint) => void): Promise<WebSocket[]> {
  return openInBatches(
    count,
    () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.on('message', (data: Buffer) => {
          // Decoded as the gateway's subscribers (WireSubscriber) decode every message.
          JSON.parse(data.toString('utf8'));
          onMessage(process.hrtime.bigint());
        });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      }),
  );
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Memory one more open socket holds, between two readings (after a full garbage collection each). */
function perSocket(idle: ProcessUsage, loaded: ProcessUsage, sockets: number): { heapKiB: number; rssKiB: number } {
  const heap = loaded.heapUsedBytes + loaded.externalBytes - (idle.heapUsedBytes + idle.externalBytes);
  return { heapKiB: heap / sockets / 1024, rssKiB: (loaded.rssBytes - idle.rssBytes) / sockets / 1024 };
}

function goal(ok: boolean): string {
  return ok ? 'met' : 'NOT met';
}

async function main(): Promise<void> {
  deadline('fanout', 110);
  console.log(`\n## Fan-out: one ordering change to ${SUBSCRIBERS} live subscribers, ${ROUNDS} rounds (+${WARMUP_ROUNDS} warm-up)`);
  console.log(`(${machine()})\n`);
  const api = await ServerProcess.start<ApiReady>('api', 'apiProcess.ts', {});
  const gateway = await ServerProcess.start<GatewayReady>('gateway', 'gatewayProcess.ts', {
    upstreamUrl: api.ready.url,
    serviceToken: api.ready.serviceToken,
    ...(POLL_MS === undefined ? {} : { orderingPollMs: POLL_MS }),
  });
  const raw = await ServerProcess.start<RawReady>('raw ws', 'rawWsProcess.ts', {});
  const published = new Map<string, bigint>();
  gateway.onEvent((event, data) => {
    if (event !== 'published') return;
    const p = data as PublishedEvent;
    published.set(`${p.topic}#${p.seq}`, BigInt(p.at));
  });

  let clients: WireSubscriber[] = [];
  let rawSockets: WebSocket[] = [];
  try {
    const url = gateway.ready.url;
    const cookie = await signIn(url, 'admin');
    const ordering = dataOf(await gql<{ ordering: OrderingData }>(url, ORDERING, { platform: PLATFORM }, cookie), 'ordering').ordering;
    const target = ordering.items[ordering.items.length - 1];
    if (!target) throw new Error('the android ordering is empty');
    const priorities = freePriorities(ordering, 900, 2);
    let version = ordering.version;
    let moves = 0;
    /** Moves the leaflet to the other of its two priorities; returns when the author has the answer. */
    const move = async (clientMutationId: string): Promise<{ sentAt: bigint; answeredAt: bigint }> => {
      const input = { platform: PLATFORM, leafletId: target.leaflet.id, priority: priorities[moves++ % 2], expectedVersion: version, clientMutationId };
      const sentAt = process.hrtime.bigint();
      const moved = await gqlLean<{ setLeafletPriority: { version: number } }>(url, SET_PRIORITY, { input }, cookie);
      const answeredAt = process.hrtime.bigint();
      version = dataOf(moved, 'setLeafletPriority').setLeafletPriority.version;
      return { sentAt, answeredAt };
    };

    // The same move with nobody watching: what the author waits for, and what it costs the gateway, without the fan-out.
    await move(`bench-alone-warmup-${randomUUID()}`);
    const alone: number[] = [];
    const aloneBefore = await cpuOf({ gateway });
    for (let r = 0; r < ALONE_ROUNDS; r += 1) {
      const { sentAt, answeredAt } = await move(`bench-alone-${r}-${randomUUID()}`);
      alone.push(msBetween(sentAt, answeredAt));
    }
    const aloneCpuPerMove = ((await cpuOf({ gateway })).gateway - aloneBefore.gateway) / ALONE_ROUNDS;

    const idle = { gateway: await gateway.request<ProcessUsage>('usage'), raw: await raw.request<ProcessUsage>('usage') };

    // Watchers of the android ordering.
    const totals: Totals = {
      sent: [],
      published: [],
      raw: [],
      author: [],
      lost: { gateway: 0, raw: 0 },
      otherEvents: new Map(),
      errors: 0,
      wireBytes: 0,
      rawLoopMs: [],
      gatewayLoopMs: [],
      gatewayFirstMs: [],
      otherVersions: new Set(),
      movedVersions: new Set(),
      beforeAuthor: 0,
    };
    let round: GatewayRound | null = null;
    const onResult = (result: ChangeResult, at: bigint) => {
      const event = result.data?.orderingChanged;
      if (result.errors || !event) {
        totals.errors += 1;
        return;
      }
      if (round && event.clientMutationId === round.clientMutationId) {
        round.deliveries.push(at);
        round.seq ??= event.seq;
        round.wire ??= JSON.stringify({ id: randomUUID(), type: 'next', payload: result });
      } else {
        const key = `${event.source}${event.clientMutationId ? '' : ' (no clientMutationId)'}`;
        totals.otherEvents.set(key, (totals.otherEvents.get(key) ?? 0) + 1);
        totals.otherVersions.add(event.version);
      }
    };
    const wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
    const connectStarted = process.hrtime.bigint();
    clients = await connectWireSubscribers(wsUrl, cookie, SUBSCRIBERS);
    for (const client of clients) client.subscribe<{ orderingChanged: ChangeEvent }>(ORDERING_CHANGED, { platform: PLATFORM }, onResult);
    await waitFor(`${SUBSCRIBERS} subscriptions on the gateway`, async () => (await gateway.request<number>('listeners', TOPIC)) >= SUBSCRIBERS, 60_000, 100);
    const subscribeMs = msBetween(connectStarted, process.hrtime.bigint());

    // The same number of plain sockets.
    let rawDeliveries: bigint[] = [];
    rawSockets = await openRawSockets(raw.ready.url, SUBSCRIBERS, (at) => rawDeliveries.push(at));
    await waitFor(`${SUBSCRIBERS} sockets on the plain ws server`, async () => (await raw.request<number>('sockets')) >= SUBSCRIBERS, 30_000);

    const loaded = { gateway: await gateway.request<ProcessUsage>('usage'), raw: await raw.request<ProcessUsage>('usage') };
    // CPU read without the full garbage collection of `usage` (it would count in the rounds).
    const cpuNow = () => cpuOf({ gateway, raw, api });
    let before = await cpuNow();

    let lastWire = '';
    for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r += 1) {
      const measured = r >= WARMUP_ROUNDS;
      if (r === WARMUP_ROUNDS) {
        before = await cpuNow();
      }

      // Through the gateway: a move over HTTP, the event to every watcher.
      const current: GatewayRound = { clientMutationId: `bench-${r}-${randomUUID()}`, sentAt: 0n, deliveries: [], seq: null, wire: null };
      round = current;
      const { sentAt, answeredAt } = await move(current.clientMutationId);
      current.sentAt = sentAt;
      totals.movedVersions.add(version);
      await waitFor('the round’s deliveries', () => current.deliveries.length >= SUBSCRIBERS, ROUND_TIMEOUT_MS, 5).catch(() => undefined);
      const key = `${TOPIC}#${current.seq ?? -1}`;
      await waitFor('the publish time of the event', () => published.has(key), 5_000, 5).catch(() => undefined);
      const publishedAt = published.get(key);
      const handed = await gateway.request<Sends>('sends');
      if (current.wire) lastWire = current.wire;
      if (measured) {
        totals.author.push(msBetween(current.sentAt, answeredAt));
        for (const at of current.deliveries) {
          if (at < answeredAt) totals.beforeAuthor += 1;
          totals.sent.push(msBetween(current.sentAt, at));
          if (publishedAt !== undefined) totals.published.push(msBetween(publishedAt, at));
        }
        totals.lost.gateway += SUBSCRIBERS - current.deliveries.length;
        if (publishedAt !== undefined) {
          totals.gatewayLoopMs.push(msBetween(publishedAt, BigInt(handed.lastAt)));
          totals.gatewayFirstMs.push(msBetween(publishedAt, BigInt(handed.firstAt)));
        }
        totals.wireBytes = Buffer.byteLength(lastWire);
      }
      round = null;
      await sleep(20);

      // The floor: the same bytes broadcast by a plain ws server.
      rawDeliveries = [];
      const broadcast = await raw.request<BroadcastResult>('broadcast', { payload: lastWire });
      await waitFor('the broadcast’s deliveries', () => rawDeliveries.length >= SUBSCRIBERS, ROUND_TIMEOUT_MS, 5).catch(() => undefined);
      if (measured) {
        const startedAt = BigInt(broadcast.startedAt);
        for (const at of rawDeliveries) totals.raw.push(msBetween(startedAt, at));
        totals.lost.raw += SUBSCRIBERS - rawDeliveries.length;
        totals.rawLoopMs.push(broadcast.loopMs);
      }
      await sleep(20);
    }

    const after = await cpuNow();

    // Report.
    const sent = summarize(totals.sent);
    const fromPublish = summarize(totals.published);
    const rawSummary = summarize(totals.raw);
    const author = summarize(totals.author);
    const authorAlone = summarize(alone);
    const row = (name: string, s: Summary) => [name, String(s.count), ms(s.p50), ms(s.p99), ms(s.max), ms(s.mean)];
    console.log(
      table(
        ['latency (ms)', 'samples', 'p50', 'p99', 'max', 'mean'],
        [
          row('gateway: mutation sent → event at subscriber', sent),
          row('gateway: event published → event at subscriber', fromPublish),
          row('raw ws: broadcast called → message at socket', rawSummary),
          row(`author: mutation round-trip (HTTP), ${SUBSCRIBERS} watching`, author),
          row('author: mutation round-trip (HTTP), nobody watching', authorAlone),
        ],
      ),
    );
    console.log('');
    console.log(
      table(
        ['ratio gateway / raw ws', 'p50', 'p99'],
        [
          ['mutation sent → event   vs  broadcast → message', ratio(sent.p50, rawSummary.p50), ratio(sent.p99, rawSummary.p99)],
          ['event published → event vs  broadcast → message', ratio(fromPublish.p50, rawSummary.p50), ratio(fromPublish.p99, rawSummary.p99)],
        ],
      ),
    );
    const memory = { gateway: perSocket(idle.gateway, loaded.gateway, SUBSCRIBERS), raw: perSocket(idle.raw, loaded.raw, SUBSCRIBERS) };
    const perRound = (a: number, b: number) => (b - a) / ROUNDS;
    const gatewayCpu = perRound(before.gateway, after.gateway);
    const rawCpu = perRound(before.raw, after.raw);
    console.log('');
    console.log(
      table(
        ['server cost', 'gateway', 'raw ws', 'api'],
        [
          ['CPU per round (ms)', ms(gatewayCpu), ms(rawCpu), ms(perRound(before.api, after.api))],
          ['  of which the move itself (measured with nobody watching)', ms(aloneCpuPerMove), '-', '-'],
          ['CPU per delivery (µs)', (((gatewayCpu - aloneCpuPerMove) * 1000) / SUBSCRIBERS).toFixed(1), ((rawCpu * 1000) / SUBSCRIBERS).toFixed(1), '-'],
          ['memory per idle subscribed socket (heap + buffers)', `${memory.gateway.heapKiB.toFixed(1)} KiB`, `${memory.raw.heapKiB.toFixed(1)} KiB`, '-'],
          ['memory per idle subscribed socket (RSS; noisy)', `${memory.gateway.rssKiB.toFixed(1)} KiB`, `${memory.raw.rssKiB.toFixed(1)} KiB`, '-'],
          ['RSS with all subscribers', mib(loaded.gateway.rssBytes), mib(loaded.raw.rssBytes), '-'],
        ],
      ),
    );
    const loop = summarize(totals.rawLoopMs);
    const gatewayLoop = summarize(totals.gatewayLoopMs);
    const gatewayFirst = summarize(totals.gatewayFirstMs);
    console.log('');
    console.log(`event on the wire: ${totals.wireBytes} bytes (the raw broadcast sends exactly these bytes, encoded once; so does the gateway for every subscriber of one scope, framed with each one's operation id)`);
    console.log(`raw ws send loop over ${SUBSCRIBERS} sockets: p50 ${ms(loop.p50)} / max ${ms(loop.max)} ms`);
    console.log(
      `gateway, event published → last of its ${SUBSCRIBERS} messages handed to ws: p50 ${ms(gatewayLoop.p50)} / max ${ms(gatewayLoop.max)} ms (${ratio(gatewayLoop.p50, loop.p50)} the raw send loop; the rest of each delivery's time is the sockets and the clients)`,
    );
    console.log(`gateway, event published → first of its ${SUBSCRIBERS} messages handed to ws: p50 ${ms(gatewayFirst.p50)} / max ${ms(gatewayFirst.max)} ms`);
    console.log(`connecting and subscribing ${SUBSCRIBERS} graphql-ws subscribers: ${(subscribeMs / 1000).toFixed(1)} s`);
    console.log(`lost deliveries: gateway ${totals.lost.gateway}, raw ws ${totals.lost.raw}; error results: ${totals.errors}`);
    const others = [...totals.otherEvents.entries()].map(([k, v]) => `${k}: ${v}`).join(', ');
    console.log(`events other than the benchmark's own moves: ${others === '' ? 'none' : others}`);
    const duplicates = [...totals.otherVersions].filter((v) => totals.movedVersions.has(v));
    if (duplicates.length > 0) {
      console.log(`  of which announced a second time (as EXTERNAL by the poller) although the gateway published them itself: versions ${duplicates.join(', ')}`);
    }
    const share = totals.sent.length > 0 ? (100 * totals.beforeAuthor) / totals.sent.length : 0;
    console.log(`deliveries that reached their subscriber before the author had the mutation's answer: ${share.toFixed(1)} %`);

    const p99Ratio = sent.p99 / rawSummary.p99;
    console.log('');
    console.log(
      table(
        ['goal', 'measured', 'goal', ''],
        [
          ['mutation sent → event p99', `${ms(sent.p99)} ms`, `≤ ${GOAL_P99_MS} ms`, goal(sent.p99 <= GOAL_P99_MS)],
          ['  against the raw ws broadcast p99', ratio(sent.p99, rawSummary.p99), `≤ ${GOAL_P99_RATIO}×`, goal(p99Ratio <= GOAL_P99_RATIO)],
          ['memory per idle subscribed socket', `${memory.gateway.heapKiB.toFixed(1)} KiB`, `≤ ${GOAL_SOCKET_KIB} KiB`, goal(memory.gateway.heapKiB <= GOAL_SOCKET_KIB)],
        ],
      ),
    );

    summaryLine(
      `fanout ${SUBSCRIBERS} subs × ${ROUNDS}: mutation→event p50 ${ms(sent.p50)} / p99 ${ms(sent.p99)} ms; publish→event p50 ${ms(fromPublish.p50)} / p99 ${ms(fromPublish.p99)} ms; raw ws p50 ${ms(rawSummary.p50)} / p99 ${ms(rawSummary.p99)} ms`,
    );
    summaryLine(
      `fanout ratios gateway/raw: mutation→event p50 ${ratio(sent.p50, rawSummary.p50)}, p99 ${ratio(sent.p99, rawSummary.p99)}; publish→event p50 ${ratio(fromPublish.p50, rawSummary.p50)}, p99 ${ratio(fromPublish.p99, rawSummary.p99)}; author round-trip p50 ${ms(author.p50)} / p99 ${ms(author.p99)} ms (nobody watching: p50 ${ms(authorAlone.p50)} ms)`,
    );
    summaryLine(
      `fanout goals: mutation→event p99 ${ms(sent.p99)} ms (≤ ${GOAL_P99_MS}: ${goal(sent.p99 <= GOAL_P99_MS)}), ${ratio(sent.p99, rawSummary.p99)} raw ws (≤ ${GOAL_P99_RATIO}×: ${goal(p99Ratio <= GOAL_P99_RATIO)}); memory per idle subscribed socket ${memory.gateway.heapKiB.toFixed(1)} KiB (raw ws ${memory.raw.heapKiB.toFixed(1)} KiB; ≤ ${GOAL_SOCKET_KIB}: ${goal(memory.gateway.heapKiB <= GOAL_SOCKET_KIB)}), RSS ${memory.gateway.rssKiB.toFixed(1)} KiB (raw ws ${memory.raw.rssKiB.toFixed(1)} KiB)`,
    );
    if (totals.lost.gateway > 0 || totals.lost.raw > 0 || totals.errors > 0) {
      throw new Error('some deliveries were lost or failed (see above)');
    }
  } finally {
    for (const client of clients) client.close();
    for (const socket of rawSockets) socket.terminate();
    await Promise.allSettled([gateway.stop(), raw.stop()]);
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
