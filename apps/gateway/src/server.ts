import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { readResumePoint } from '@flyerdesk/domain/realtime';
import express, { type ErrorRequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { GraphQLError, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import pino, { type Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { createContext, type GatewayContext } from './context';
import { cookieSecureFor, isLoopbackHost, loadConfig, type GatewayConfig } from './env';
import { INTERNAL_MESSAGE, isPublicError, maskError, tooManyRequests } from './errors';
import { graphqlHttpHandler } from './graphql/httpHandler';
import { versionedReads } from './graphql/versionedReads';
import { orderingReadVersion } from './modules/ordering/resolvers';
import { firstValidationError, firstValidationErrorOnly, LIMIT_RULES, PARSE_OPTIONS, socketValidationRules, VALIDATION_OPTIONS } from './graphql/limits';
import { buildSchema } from './graphql/schema';
import { CUT_UPLOAD_ROUTE, cutUploadRoute } from './modules/cutting/upload';
import { mountResourceUploads } from './modules/resources/uploads';
import { mountLeafletUploads } from './modules/leaflets/upload';
import { LOYALTY_CARD_IMAGE_ROUTE, loyaltyCardImageRoute } from './modules/loyaltyCards/upload';
import { NOTIFICATION_IMAGE_ROUTE, notificationImageRoute } from './modules/notifications/upload';
import { mountRecipeUploads } from './modules/recipes/upload';
import { mountReelUploads } from './modules/reels/upload';
import { mountScraperUploads } from './modules/scraper/upload';
import { LOGS_EXPORT_ROUTE, logsExportRoute } from './modules/logs/export';
import { PUBLIC_APP_CONFIG_ROUTE, publicAppConfigRoute } from './modules/appConfig/publicConfig';
import { clientConfigRoute } from './observability/clientConfig';
import { createErrorReporter, errorReportingPlugin, type ErrorReporter } from './observability/errorReporting';
import { createMetrics, meteredEventBus, metricsRoute } from './observability/metrics';
import { requestLog } from './observability/requestLog';
import { createReadiness } from './observability/readiness';
import { Deadlines } from './realtime/deadlines';
import { DocumentCache } from './realtime/documents';
import { Fanout, scopeKey } from './realtime/fanout';
import { createLiveServices } from './realtime/live';
import { MemoryEventBus, type EventBus } from './realtime/pubsub';
import { connectRedisBackbone } from './realtime/redisBackbone';
import { boundedSender, serveGraphqlWs } from './realtime/wsServer';
import type { WatcherTimer } from './realtime/watcher';
import { clientAddressOf } from './session/clientAddress';
import { readCredentials } from './session/cookies';
import { OpenSockets } from './session/openSockets';
import { listenForRevocations, publishRevocations } from './session/revocations';
import { SessionService, SocketSession, type AuthenticatedSession } from './session/session';
import { traceIdFor, traceIdOf } from './trace';
import { UpstreamHttp } from './upstream/http';
import { filesProxy, webApp } from './web';

export type { GatewayConfig };

/**
 * Start-up options: configuration overrides and, optionally, a shared event bus (e.g. Redis),
 * the clock of the pollers and presence time-outs, and where unexpected errors are reported.
 */
export type GatewayOptions = Partial<GatewayConfig> & { events?: EventBus; timer?: WatcherTimer; errorReporter?: ErrorReporter };

export interface RunningGateway {
  url: string;
  port: number;
  /** Base URL of the internal metrics endpoint when it has its own port (METRICS_PORT). */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * Close codes of the WebSocket endpoint (graphql-ws reserves 4400-4499 for the application; 1001 and
 * 1012 tell clients to reconnect):
 * - 4401 UNAUTHORIZED: no valid session in connection_init, a subscribe before connection_init, the
 *   access token expired, or the session was revoked (signed out, user disabled). The browser
 *   refreshes its session over HTTP and reconnects, or signs in again when that fails.
 * - 4403 FORBIDDEN: refused by graphql-ws's onConnect (kept for its own semantics).
 * - 4408 INIT_TIMEOUT: no connection_init within WS_INIT_TIMEOUT_MS.
 * - 1009 MESSAGE_TOO_BIG: a message larger than WS_MAX_PAYLOAD_BYTES.
 * Refused before any WebSocket exists, at the HTTP upgrade: a foreign Origin (HTTP 403) and more
 * than WS_MAX_SOCKETS_PER_ADDRESS open sockets of one client address (HTTP 429). One operation
 * more than WS_MAX_SUBSCRIPTIONS on one socket is refused with an error TOO_MANY_REQUESTS; the
 * socket and its other operations go on.
 */
export const WS_CLOSE = {
  UNAUTHORIZED: 4401,
  FORBIDDEN: 4403,
  INIT_TIMEOUT: 4408,
  MESSAGE_TOO_BIG: 1009,
  GOING_AWAY: 1001,
  SERVICE_RESTART: 1012,
} as const;

/** Clients told to resynchronise reconnect within this time (not all at once). */
const RESYNC_SPREAD_MS = 3000;

/** Origins a browser may open the WebSocket from: configured, or the gateway's own. */
function allowedOrigins(config: GatewayConfig, port: number): Set<string> {
  if (config.allowedOrigins.length > 0) return new Set(config.allowedOrigins);
  const hosts = new Set([config.host]);
  if (isLoopbackHost(config.host) || config.host === '0.0.0.0' || config.host === '::') {
    ['localhost', '127.0.0.1', '[::1]'].forEach((h) => hosts.add(h));
  }
  const origins = new Set<string>();
  for (const host of hosts) {
    const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    origins.add(`http://${shown}:${port}`);
    origins.add(`https://${shown}:${port}`);
  }
  return origins;
}

function resolveConfig(options: GatewayOptions): GatewayConfig {
  const { events: _events, timer: _timer, errorReporter: _errorReporter, ...overrides } = options;
  const base = loadConfig();
  const config: GatewayConfig = { ...base, ...overrides };
  if (overrides.host !== undefined && overrides.cookieSecure === undefined) {
    config.cookieSecure = cookieSecureFor(overrides.host);
  }
  config.upstreamUrl = config.upstreamUrl.replace(/\/+$/, '');
  return config;
}

function createLogger(config: GatewayConfig): Logger {
  return pino({
    name: 'flyerdesk-gateway',
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  });
}

/** Apollo plugin: logs unexpected errors with the trace id and stamps it on every error sent. */
function tracePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            if (!isPublicError(error.toJSON())) {
              contextValue.log.error({ err: error.originalError ?? error, traceId: contextValue.traceId, path: error.path }, 'operation failed');
            }
          }
          return Promise.resolve();
        },
        willSendResponse({ contextValue, response }) {
          if (response.body.kind === 'single' && response.body.singleResult.errors) {
            response.body.singleResult.errors = response.body.singleResult.errors.map((e) => maskError(e, contextValue.traceId));
          }
          return Promise.resolve();
        },
      });
    },
  };
}

/** The same error with a request-error code (what Apollo adds over HTTP). */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions['code'] !== undefined) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}

interface SocketExtra extends Record<PropertyKey, unknown> {
  readonly socket: WebSocket;
  /** The upgrade request, until connection_init has read its credentials. */
  request?: IncomingMessage;
  session?: AuthenticatedSession;
  /** Trace ids of the socket's operations by operation id (made with the first operation). */
  traces?: Map<string, string>;
}

/** The internal endpoint `/metrics` on a port of its own (nothing else is served there). */
async function listenForMetrics(host: string, port: number, route: express.RequestHandler): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', route);
  app.use((_req: express.Request, res: express.Response) => {
    res.status(404).type('text/plain').send('Not found');
  });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/**
 * Starts the gateway: one HTTP server with GraphQL over HTTP and WebSocket at /graphql,
 * /healthz, the /files and /feed proxies, the leaflet PDF upload and the built web app.
 */
export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const config = resolveConfig(options);
  const production = config.nodeEnv === 'production';
  const logger = createLogger(config);
  const metrics = createMetrics({ replicaId: config.replicaId });
  const reporter = options.errorReporter ?? (await createErrorReporter(config, logger));
  const http = new UpstreamHttp({ baseUrl: config.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, logger, observer: metrics.upstream });
  // With REDIS_URL the replicas share events, watchers (leases) and presence; alone, all stays in memory.
  const backbone =
    options.events === undefined && config.redisUrl
      ? await connectRedisBackbone({ url: config.redisUrl, replicaId: config.replicaId, watcherLeaseMs: config.watcherLeaseMs, logger })
      : null;
  const ownsEvents = options.events === undefined;
  const events = meteredEventBus(options.events ?? backbone?.events ?? new MemoryEventBus(), metrics);
  const sessions = new SessionService(http, config.cookieSecure, logger, {
    cacheMs: config.sessionCacheMs,
    serviceToken: config.serviceToken,
    publishRevocations: (revocations) => publishRevocations(events, revocations),
  });
  const live = createLiveServices({
    config,
    http,
    events,
    logger,
    timer: options.timer,
    cluster: backbone?.cluster,
    presence: backbone?.presence(events, (room, err) => logger.warn({ err, room }, 'could not publish presence')),
    locks: backbone?.locks(events, (topic, err) => logger.warn({ err, topic }, 'could not publish lock change')),
    claims: backbone?.claims,
  });
  metrics.observeWatchers(live);
  if (backbone) metrics.observeLeases(backbone.cluster);
  const readiness = createReadiness({ upstreamUrl: config.upstreamUrl, events, logger });
  const schema: GraphQLSchema = buildSchema();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  const httpServer = createServer(app);

  app.use(requestLog(logger, { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' }));
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });

  app.use(metrics.httpMiddleware());
  // The busiest route comes first: a GraphQL request does not walk past every other route (the handler
  // is mounted once Apollo has started, below).
  const graphqlRoute = express.Router();
  app.use('/graphql', graphqlRoute);

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readiness.handler);
  // With a port of their own the metrics are not on the public one (compose does not publish that port).
  if (config.metricsPort === undefined) app.get('/metrics', metricsRoute(metrics));
  app.get('/client-config', clientConfigRoute(config));
  // The published app configuration the mobile and web apps poll (public; ETag and 304 from the api).
  app.get(PUBLIC_APP_CONFIG_ROUTE, publicAppConfigRoute({ upstreamUrl: config.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, logger }));

  app.use('/files', filesProxy({ upstreamUrl: config.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, logger }));
  app.use('/feed', filesProxy({ upstreamUrl: config.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, logger, prefix: '/feed' }));
  // A new PDF for a leaflet's page cutting, streamed to the api (multipart bodies do not fit GraphQL).
  const uploads = { upstreamUrl: config.upstreamUrl, timeoutMs: config.upstreamTimeoutMs, sessions, http, events, live };
  app.post(CUT_UPLOAD_ROUTE, cutUploadRoute(uploads));
  mountResourceUploads(app, uploads);
  mountRecipeUploads(app, uploads);
  // A reel's image or video (stored before the reel is saved) and reel channel logos.
  mountReelUploads(app, uploads);
  mountLeafletUploads(app, uploads);
  // A new leaflet from a ZIP of page images (the scraper's ZIP tab).
  mountScraperUploads(app, uploads);
  // Images of the notification form (big icon, big picture), stored before the notification is sent.
  app.post(NOTIFICATION_IMAGE_ROUTE, notificationImageRoute(uploads));
  // Pictures of the loyalty card form (front, back), stored before the card is saved.
  app.post(LOYALTY_CARD_IMAGE_ROUTE, loyaltyCardImageRoute(uploads));
  // The activity log's CSV export (a download: GraphQL answers JSON).
  app.get(LOGS_EXPORT_ROUTE, logsExportRoute(uploads));

  // WebSocket endpoint: graphql-ws on the same path as HTTP GraphQL. The Origin and the number of
  // sockets per client address are checked at the HTTP upgrade: a refused browser gets no socket.
  let origins = new Set<string>();
  const sockets = new OpenSockets(config.wsMaxSocketsPerAddress, () => live.revocations?.watch('all') ?? (() => undefined));
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: config.wsMaxPayloadBytes,
    // No compression: a deflate context per socket costs far more memory than it saves on small events.
    perMessageDeflate: false,
    verifyClient: (info, done) => {
      const origin = info.req.headers.origin;
      if (origin !== undefined && !origins.has(origin)) {
        logger.warn({ origin }, 'websocket refused: foreign origin');
        done(false, 403, 'Forbidden origin');
        return;
      }
      const address = clientAddressOf(info.req, config.trustProxyHops);
      if (!sockets.admit(address, info.req.socket)) {
        logger.warn({ address, limit: config.wsMaxSocketsPerAddress }, 'websocket refused: too many sockets of one address');
        done(false, 429, 'Too many connections');
        return;
      }
      done(true);
    },
  });
  metrics.observeSockets(() => wsServer.clients.size);
  // Every session revocation heard (this replica's sign-outs, the api's through the poller) drops
  // the cached users and closes the sockets of that session on this replica.
  const revocationListener = listenForRevocations(
    events,
    (revocation) => {
      sessions.revoke(revocation);
      sockets.revoke(revocation);
    },
    logger,
  );
  // Each query text is parsed and validated once while it stays among the recent ones; subscribers
  // of one scope share each event's execution and its encoded payload (realtime/fanout.ts).
  const documents = new DocumentCache({
    schema,
    rules: socketValidationRules(production),
    parseOptions: PARSE_OPTIONS,
    validationOptions: VALIDATION_OPTIONS,
  });
  // A client that stops reading is closed before its socket holds more than wsMaxBufferedBytes.
  const send = boundedSender(config.wsMaxBufferedBytes, (socket) => {
    metrics.websocketsTooSlow.inc();
    logger.warn({ limit: config.wsMaxBufferedBytes, pending: socket.bufferedAmount }, 'websocket closed: its client does not keep up');
  });
  const fanout = new Fanout<WebSocket>(schema, send);
  // The socket lives as long as its access token; the client refreshes over HTTP and reconnects.
  const expiries = new Deadlines<WebSocket>((socket) => socket.close(WS_CLOSE.UNAUTHORIZED, 'Session expired'));
  const wsCleanup = serveGraphqlWs<Record<string, unknown>, SocketExtra>(
    {
      schema,
      connectionInitWaitTimeout: config.wsInitTimeoutMs,
      subscribe: fanout.subscribe,
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        // Read once: the socket does not keep its upgrade request.
        ctx.extra.request = undefined;
        if (!request) return false;
        const traceId = traceIdFor(request.headers['x-trace-id']);
        try {
          const session = await sessions.forSocket(readCredentials(request.headers), traceId);
          // Revoked while it was being verified, or the socket closed meanwhile.
          if (sessions.isRevoked({ userId: session.user.id, sessionId: session.sessionId, issuedAt: session.issuedAt })) {
            socket.close(WS_CLOSE.UNAUTHORIZED, 'Session ended');
            return false;
          }
          if (socket.readyState !== socket.OPEN) return false;
          sockets.attach(socket, session);
          ctx.extra.session = session;
          if (session.expiresAt !== null) expiries.add(socket, session.expiresAt);
          return true;
        } catch (err) {
          const error = err instanceof GraphQLError ? err : null;
          if (error?.extensions['code'] === 'UNAUTHENTICATED') {
            socket.close(WS_CLOSE.UNAUTHORIZED, 'Unauthorized');
          } else {
            logger.warn({ err, traceId }, 'websocket: could not verify the session');
            socket.close(1011, 'Session could not be verified');
          }
          return false;
        }
      },
      onClose: (ctx) => {
        expiries.delete(ctx.extra.socket);
        sockets.detach(ctx.extra.socket);
      },
      onSubscribe: (ctx, id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const traceId = randomUUID();
        (ctx.extra.traces ??= new Map()).set(id, traceId);
        // The operation being subscribed is already among ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > config.wsMaxOperations) {
          return [tooManyRequests(`At most ${config.wsMaxOperations} operations may run at once on one connection`)];
        }
        const compiled = documents.get(payload.query);
        if ('parseError' in compiled) return [withCode(compiled.parseError, 'GRAPHQL_PARSE_FAILED')];
        if ('validationErrors' in compiled) return firstValidationError(compiled.validationErrors).map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
        // The operation's message is kept while it runs: it keeps the cache's copy of the (same) text.
        (payload as { query: string }).query = compiled.query;
        const { session } = ctx.extra;
        if (!session) return [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })];
        const contextValue = createContext({
          traceId,
          // Made when the operation first logs something.
          log: () => logger.child({ traceId, ws: true }),
          session: new SocketSession(session),
          http,
          events,
          live,
          resume: readResumePoint(payload.extensions),
        });
        const operationName = payload.operationName ?? null;
        const variableValues = payload.variables ?? null;
        const args: ExecutionArgs = { schema, document: compiled.document, operationName, variableValues, contextValue };
        if (fanout.isShareable(compiled.document, operationName)) {
          const scope = scopeKey({ query: payload.query, operationName, variables: variableValues, roles: session.user.roles });
          fanout.share(args, scope, { socket: ctx.extra.socket, id });
        }
        return args;
      },
      onOperation: (ctx, id, _payload, args, result) => {
        metrics.socketOperation(ctx, id, args, result);
        return undefined;
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        // Shared payloads never come here (the fan-out writes them itself): nothing to mask without errors.
        if (!result.errors) return undefined;
        const context = args.contextValue as GatewayContext;
        return {
          ...result,
          errors: result.errors.map((error) => {
            let formatted = error.toJSON();
            // Errors outside any field (variables that do not fit the operation) are the caller's.
            if (!formatted.path && formatted.extensions?.['code'] === undefined) {
              formatted = { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
            }
            if (!isPublicError(formatted)) {
              context.log.error({ err: error.originalError ?? error, traceId: context.traceId }, 'subscription operation failed');
              reporter.report(error.originalError ?? error, { source: 'subscription', traceId: context.traceId, path: error.path?.join('.') });
            }
            return maskError(formatted, context.traceId);
          }),
        };
      },
      onError: (ctx, id, _payload, errors) => {
        metrics.socketOperationFailed(ctx, id, errors);
        const traceId = ctx.extra.traces?.get(id) ?? randomUUID();
        return errors.map((error) => maskError(error.toJSON(), traceId));
      },
      onComplete: (ctx, id) => {
        const { traces } = ctx.extra;
        traces?.delete(id);
        if (traces?.size === 0) ctx.extra.traces = undefined;
        metrics.socketOperationCompleted(ctx, id);
      },
    },
    wsServer,
    { extra: (socket, request) => ({ socket, request }), logger, isProd: production, send },
  );

  // Events published while the bus was away never arrived: every client reconnects (spread over a
  // few seconds) and loads its data again, as after any reconnection.
  backbone?.onResync(() => {
    for (const socket of wsServer.clients) {
      const timer = setTimeout(() => socket.close(WS_CLOSE.SERVICE_RESTART, 'Resynchronising'), Math.random() * RESYNC_SPREAD_MS);
      timer.unref();
    }
  });

  // The order of promotions is answered once per version of what it shows, whoever reads it.
  const kept = versionedReads(schema, { ordering: orderingReadVersion }, { onRead: (outcome) => metrics.versionedReads.inc({ outcome }) });
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    stringifyResult: kept.stringifyResult,
    csrfPrevention: true,
    // main.ts stops the whole gateway (HTTP, WebSocket, event bus) on SIGINT / SIGTERM.
    stopOnTerminationSignals: false,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    // One operation per request (an array body is refused with 400).
    allowBatchedHttpRequests: false,
    parseOptions: PARSE_OPTIONS,
    validationRules: LIMIT_RULES,
    validationOptions: VALIDATION_OPTIONS,
    formatError: (formatted) => maskError(formatted),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownGraceMs }),
      ApolloServerPluginCacheControlDisabled(),
      firstValidationErrorOnly,
      kept.plugin,
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      {
        serverWillStart() {
          return Promise.resolve({
            async drainServer() {
              await wsCleanup.dispose();
            },
          });
        },
      },
      tracePlugin(),
      metrics.apolloPlugin(),
      errorReportingPlugin(reporter),
    ],
  });
  await apollo.start();

  graphqlRoute.use(
    express.json({ limit: '1mb' }),
    graphqlHttpHandler(apollo, {
      bytesOf: kept.bytesOf,
      context: ({ req, res }) => {
        const traceId = traceIdOf(req);
        return Promise.resolve(
          createContext({
            traceId,
            log: req.log,
            session: sessions.forHttp(readCredentials(req.headers), res, traceId, clientAddressOf(req, config.trustProxyHops)),
            http,
            events,
            live,
          }),
        );
      },
    }),
  );

  for (const handler of webApp({ webDist: config.webDist, production, webSentryDsn: config.webSentryDsn })) app.use(handler);

  app.use((req, res) => {
    res.status(404).json({ status: 404, message: 'Not found', traceId: traceIdOf(req) });
  });
  const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const traceId = traceIdOf(req);
    const status = typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request is too large' : 'The request could not be read';
      res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST', traceId } }] });
      return;
    }
    req.log.error({ err, traceId }, 'request failed');
    reporter.report(err, { source: 'http', traceId, path: req.path });
    res.status(500).json({ errors: [{ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR', traceId } }] });
  };
  app.use(errorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const port = (httpServer.address() as AddressInfo).port;
  origins = allowedOrigins(config, port);
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${shownHost}:${port}`;
  const metricsServer = config.metricsPort === undefined ? undefined : await listenForMetrics(config.host, config.metricsPort, metricsRoute(metrics));
  const metricsUrl = metricsServer ? `http://${shownHost}:${(metricsServer.address() as AddressInfo).port}` : undefined;
  if (metricsUrl) logger.info({ metricsUrl }, 'metrics listening');
  logger.info({ url, upstream: config.upstreamUrl, webDist: config.webDist }, 'gateway listening');

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    ...(metricsUrl ? { metricsUrl } : {}),
    close() {
      // Graceful stop: the watchers go first (their leases are given up, so another replica takes them
      // over at once), then the server stops accepting, closes the sockets with 1001 (clients reconnect
      // to another replica) and lets open requests finish within SHUTDOWN_GRACE_MS; the bus goes last.
      closing ??= (async () => {
        // The load balancer stops sending new work here (readiness fails) while the rest goes on.
        readiness.stopping();
        await live.close();
        await backbone?.cluster.close();
        await apollo.stop();
        await revocationListener.close();
        if (ownsEvents) await events.close();
        await backbone?.close();
        http.close();
        await reporter.flush();
        if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
        logger.info('gateway stopped');
      })();
      return closing;
    },
  };
}
