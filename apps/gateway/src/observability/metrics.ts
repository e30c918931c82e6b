import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { getOperationAST, type DocumentNode, type GraphQLError } from 'graphql';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { GatewayContext } from '../context';
import type { LiveServices } from '../realtime/live';
import type { WatcherCluster } from '../realtime/leases';
import type { EventBus, Sequenced, SubscribeOptions } from '../realtime/pubsub';
import type { UpstreamCall, UpstreamObserver } from '../upstream/http';
import { API_PREFIXES } from '../web';

/** Every metric of the gateway starts with this. */
export const METRICS_PREFIX = 'flyerdesk_gateway_';

/** Paths of the gateway's own endpoints that are not counted as requests (scrapes of the metrics). */
const UNCOUNTED_PATHS = new Set(['/metrics']);

/** Request methods kept as label values; anything else is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Distinct upstream path templates kept per gateway; later ones are counted as "other". */
const MAX_UPSTREAM_PATHS = 200;

/** How a GraphQL operation's type is labelled before it is known (unreadable or invalid operations). */
export type OperationType = 'query' | 'mutation' | 'subscription' | 'unknown';

/** The shared pollers of the gateway, by the name they carry in the metrics. */
export const WATCHERS = ['ordering', 'publication', 'jobs', 'jobList', 'articlesData'] as const;
export type WatcherName = (typeof WATCHERS)[number];

/** Route label of an HTTP request: one of the gateway's endpoints, the web app or "other" (never the raw URL). */
export function routeOf(method: string, path: string): string {
  const prefix = API_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`));
  if (prefix) return prefix;
  if (method === 'GET' || method === 'HEAD') return 'web';
  return 'other';
}

function methodOf(method: string | undefined): string {
  const upper = (method ?? '').toUpperCase();
  return METHODS.has(upper) ? upper : 'OTHER';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Words of the api's paths: lower-case letters and dashes (ids have digits, upper case or other signs). */
const PATH_WORD = /^[a-z][a-z-]{0,39}$/;

/**
 * Template of an upstream path: every segment that is not a plain word of the api's paths (UUIDs,
 * numbers, job ids, anything with digits or unusual signs) becomes `:id`.
 */
export function pathTemplate(path: string): string {
  const [bare = ''] = path.split('?', 1);
  return bare
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return ':id';
      }
      return !UUID.test(decoded) && PATH_WORD.test(decoded) ? decoded : ':id';
    })
    .join('/');
}

const TOPIC_KIND = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** Kind of an event topic: the part before the first ':' ("leaflet:<id>" → "leaflet"). */
export function topicKind(topic: string): string {
  const [kind = ''] = topic.split(':', 1);
  return TOPIC_KIND.test(kind) ? kind : 'other';
}

/** The outcome label of a failed operation: its error code (errors outside any field are the caller's). */
function errorOutcome(errors: readonly { path?: readonly unknown[] | undefined; extensions?: Record<string, unknown> | undefined }[]): string {
  const first = errors[0];
  if (!first) return 'ok';
  const code = first.extensions?.['code'];
  if (typeof code === 'string') return /^[A-Z][A-Z_]{0,39}$/.test(code) ? code : 'OTHER';
  return first.path === undefined ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
}

function operationTypeOf(document: DocumentNode, operationName: string | null | undefined): OperationType {
  return getOperationAST(document, operationName ?? undefined)?.operation ?? 'unknown';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** What the metrics know of one GraphQL-over-WebSocket operation. */
type SocketOperation = 'counted' | 'streaming';

/**
 * The gateway's Prometheus metrics, in a registry of its own (several gateways may run in one
 * process). Counters and gauges are public so other parts of the gateway can update them.
 */
export interface GatewayMetrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly graphqlOperations: Counter<'type' | 'outcome'>;
  readonly upstreamRequestDuration: Histogram<'method' | 'path' | 'outcome'>;
  readonly upstreamErrors: Counter<'method' | 'path' | 'outcome'>;
  readonly openWebSockets: Gauge;
  readonly activeSubscriptions: Gauge;
  readonly activeWatchers: Gauge<'watcher'>;
  readonly eventsPublished: Counter<'kind'>;
  readonly eventsDelivered: Counter<'kind'>;
  /** Version-stamped reads answered with the answer kept for their version (hit) or executed (miss). */
  readonly versionedReads: Counter<'outcome'>;
  /** Shared watchers whose lease this replica holds (set by the lease holder). */
  readonly leaseHeld: Gauge<'watcher'>;
  /** WebSockets closed because their client did not take what was sent (WS_MAX_BUFFERED_BYTES). */
  readonly websocketsTooSlow: Counter<string>;
  /** Pass to UpstreamHttp: records the duration and the failures of every upstream call. */
  readonly upstream: UpstreamObserver;
  /** Counts requests and their durations by method, route and status (mount before the routes). */
  httpMiddleware(): RequestHandler;
  /** Counts GraphQL operations over HTTP by type and outcome. */
  apolloPlugin(): ApolloServerPlugin<GatewayContext>;
  /** The open WebSockets are read from this when the metrics are scraped. */
  observeSockets(count: () => number): void;
  /** The running pollers are read from these live services when the metrics are scraped (read only). */
  observeWatchers(live: LiveServices): void;
  /** With replicas sharing Redis: the leases this replica holds are read from the cluster when scraped. */
  observeLeases(cluster: Pick<WatcherCluster, 'heldByWatcher'>): void;
  /** A GraphQL-over-WebSocket operation started executing (graphql-ws onOperation). */
  socketOperation(socket: object, id: string, args: { document: DocumentNode; operationName?: string | null }, result: unknown): void;
  /** A GraphQL-over-WebSocket operation failed (graphql-ws onError): counted unless it was counted when it started. */
  socketOperationFailed(socket: object, id: string, errors: readonly GraphQLError[]): void;
  /** A GraphQL-over-WebSocket operation ended (graphql-ws onComplete). */
  socketOperationCompleted(socket: object, id: string): void;
  /** The metrics in the Prometheus text format. */
  text(): Promise<string>;
  readonly contentType: string;
}

export interface MetricsOptions {
  /** Added to every metric as the `replica` label. */
  replicaId?: string;
}

export function createMetrics(options: MetricsOptions = {}): GatewayMetrics {
  const registry = new Registry();
  if (options.replicaId) registry.setDefaultLabels({ replica: options.replicaId });
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  const registers = [registry];
  const name = (suffix: string): string => `${METRICS_PREFIX}${suffix}`;

  let socketCount: () => number = () => 0;
  let live: LiveServices | null = null;
  let leases: Pick<WatcherCluster, 'heldByWatcher'> | null = null;
  const socketOperations = new WeakMap<object, Map<string, SocketOperation>>();
  const upstreamPaths = new Set<string>();

  const httpRequests = new Counter({
    name: name('http_requests_total'),
    help: 'HTTP requests answered by the gateway, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpRequestDuration = new Histogram({
    name: name('http_request_duration_seconds'),
    help: 'Time the gateway took to answer HTTP requests, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const graphqlOperations = new Counter({
    name: name('graphql_operations_total'),
    help: 'GraphQL operations over HTTP and WebSocket, by type and outcome (ok or the error code).',
    labelNames: ['type', 'outcome'] as const,
    registers,
  });
  const upstreamRequestDuration = new Histogram({
    name: name('upstream_request_duration_seconds'),
    help: 'Duration of calls to the leaflet REST service until its answer arrived, by method, path template and outcome.',
    labelNames: ['method', 'path', 'outcome'] as const,
    registers,
  });
  const upstreamErrors = new Counter({
    name: name('upstream_errors_total'),
    help: 'Calls to the leaflet REST service that got no 2xx answer, by method, path template and outcome (status class, timeout, network).',
    labelNames: ['method', 'path', 'outcome'] as const,
    registers,
  });
  const openWebSockets = new Gauge({
    name: name('websockets_open'),
    help: 'WebSockets open at /graphql.',
    registers,
    collect() {
      this.set(socketCount());
    },
  });
  const websocketsTooSlow = new Counter({
    name: name('websockets_too_slow_total'),
    help: 'WebSockets closed (1013) because their client did not take what was sent to it in time.',
    registers,
  });
  const activeSubscriptions = new Gauge({
    name: name('subscriptions_active'),
    help: 'GraphQL subscriptions currently streaming over WebSockets.',
    registers,
  });
  const activeWatchers = new Gauge({
    name: name('watchers_active'),
    help: 'Things (platforms, jobs, lists) the shared pollers currently watch, by poller.',
    labelNames: ['watcher'] as const,
    registers,
    collect() {
      for (const watcher of WATCHERS) this.set({ watcher }, live?.[watcher]?.keys().length ?? 0);
    },
  });
  const eventsPublished = new Counter({
    name: name('events_published_total'),
    help: 'Events published on the event bus, by topic kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const eventsDelivered = new Counter({
    name: name('events_delivered_total'),
    help: 'Events the event bus delivered to subscribers of this gateway, by topic kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const versionedReads = new Counter({
    name: name('versioned_reads_total'),
    help: 'Version-stamped GraphQL reads (the order of promotions) answered with the answer kept for their version (hit) or executed (miss).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const leaseHeld = new Gauge({
    name: name('watcher_leases_held'),
    help: 'Shared watchers whose lease this replica holds (it polls them for every replica), by poller.',
    labelNames: ['watcher'] as const,
    registers,
    collect() {
      if (!leases) return;
      this.reset();
      for (const [watcher, held] of leases.heldByWatcher()) this.set({ watcher }, held);
    },
  });

  const upstream: UpstreamObserver = {
    call(call: UpstreamCall) {
      let path = pathTemplate(call.path);
      if (!upstreamPaths.has(path)) {
        if (upstreamPaths.size >= MAX_UPSTREAM_PATHS) path = 'other';
        else upstreamPaths.add(path);
      }
      const labels = { method: call.method, path, outcome: call.outcome };
      upstreamRequestDuration.observe(labels, call.durationMs / 1000);
      if (call.outcome !== '2xx') upstreamErrors.inc(labels);
    },
  };

  const operationsOf = (socket: object): Map<string, SocketOperation> => {
    let operations = socketOperations.get(socket);
    if (!operations) {
      operations = new Map();
      socketOperations.set(socket, operations);
    }
    return operations;
  };

  return {
    registry,
    httpRequests,
    httpRequestDuration,
    graphqlOperations,
    upstreamRequestDuration,
    upstreamErrors,
    openWebSockets,
    activeSubscriptions,
    activeWatchers,
    eventsPublished,
    eventsDelivered,
    versionedReads,
    leaseHeld,
    websocketsTooSlow,
    upstream,
    contentType: registry.contentType,
    text: () => registry.metrics(),
    httpMiddleware() {
      return (req, res, next) => {
        if (UNCOUNTED_PATHS.has(req.path)) {
          next();
          return;
        }
        const started = performance.now();
        const method = methodOf(req.method);
        const route = routeOf(method, req.path);
        res.once('close', () => {
          const labels = { method, route, status: res.writableFinished ? String(res.statusCode) : 'aborted' };
          httpRequests.inc(labels);
          httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
        });
        next();
      };
    },
    apolloPlugin() {
      return {
        requestDidStart() {
          return Promise.resolve({
            willSendResponse({ operation, response }) {
              const errors =
                response.body.kind === 'single' ? response.body.singleResult.errors : response.body.initialResult.errors;
              graphqlOperations.inc({ type: operation?.operation ?? 'unknown', outcome: errors ? errorOutcome(errors) : 'ok' });
              return Promise.resolve();
            },
          });
        },
      };
    },
    observeSockets(count) {
      socketCount = count;
    },
    observeWatchers(services) {
      live = services;
    },
    observeLeases(cluster) {
      leases = cluster;
    },
    socketOperation(socket, id, args, result) {
      const type = operationTypeOf(args.document, args.operationName);
      const operations = operationsOf(socket);
      if (isAsyncIterable(result)) {
        graphqlOperations.inc({ type, outcome: 'ok' });
        operations.set(id, 'streaming');
        activeSubscriptions.inc();
        return;
      }
      const errors = (result as { errors?: readonly GraphQLError[] } | null)?.errors;
      graphqlOperations.inc({ type, outcome: errors ? errorOutcome(errors) : 'ok' });
      operations.set(id, 'counted');
    },
    socketOperationFailed(socket, id, errors) {
      if (socketOperations.get(socket)?.has(id)) return;
      graphqlOperations.inc({ type: 'unknown', outcome: errorOutcome(errors) });
    },
    socketOperationCompleted(socket, id) {
      const operations = socketOperations.get(socket);
      if (operations?.get(id) === 'streaming') activeSubscriptions.dec();
      operations?.delete(id);
    },
  };
}

/**
 * The same event bus, counting the events published through it and the events it delivers to this
 * gateway's subscribers, by topic kind. Works with any bus (in memory or shared between replicas).
 */
export function meteredEventBus(bus: EventBus, metrics: Pick<GatewayMetrics, 'eventsPublished' | 'eventsDelivered'>): EventBus {
  // Counted once per event and topic, with how many subscribers got it (a thousand watchers, one count).
  bus.onDelivered((topic, subscribers) => metrics.eventsDelivered.inc({ kind: topicKind(topic) }, subscribers));
  return {
    async publish<T extends object>(topic: string, event: T): Promise<number> {
      const seq = await bus.publish(topic, event);
      metrics.eventsPublished.inc({ kind: topicKind(topic) });
      return seq;
    },
    subscribe: <T extends object>(topic: string, options?: SubscribeOptions): AsyncIterableIterator<Sequenced<T>> => bus.subscribe<T>(topic, options),
    onDelivered: (listener) => bus.onDelivered(listener),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

/** GET /metrics: the Prometheus text format, never cached. */
export function metricsRoute(metrics: Pick<GatewayMetrics, 'text' | 'contentType'>): RequestHandler {
  return async (_req, res) => {
    const text = await metrics.text();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', metrics.contentType);
    res.send(text);
  };
}
