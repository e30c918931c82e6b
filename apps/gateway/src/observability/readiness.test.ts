import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createReadiness, type ReadinessOptions } from './readiness';

const logger = pino({ level: 'silent' });
const servers: Server[] = [];

/** A stand-in api answering GET <path> with the given status (and hanging on other paths when asked to). */
async function fakeApi(routes: Record<string, number | 'hang'>): Promise<string> {
  const server = createServer((req, res) => {
    const answer = routes[req.url ?? ''] ?? 404;
    if (answer === 'hang') return;
    res.writeHead(answer, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

function appWith(options: Partial<ReadinessOptions> & Pick<ReadinessOptions, 'upstreamUrl'>) {
  const readiness = createReadiness({ events: { ping: () => Promise.resolve() }, logger, ...options });
  const app = express();
  app.get('/readyz', readiness.handler);
  return { app, readiness };
}

describe('readiness', () => {
  it('is ready when the api is ready and the event bus answers', async () => {
    const { app } = appWith({ upstreamUrl: await fakeApi({ '/readyz': 200 }) });
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { upstream: 'ok', events: 'ok' } });
  });

  it('names the failing checks without details', async () => {
    const { app } = appWith({
      upstreamUrl: await fakeApi({ '/readyz': 503 }),
      events: { ping: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:6379')) },
    });
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', checks: { upstream: 'unreachable', events: 'unreachable' } });
    expect(res.text).not.toContain('ECONNREFUSED');
  });

  it('asks an api without a readiness endpoint for its health instead', async () => {
    const { app } = appWith({ upstreamUrl: await fakeApi({ '/healthz': 200 }) });
    expect((await request(app).get('/readyz')).body).toMatchObject({ status: 'ready' });
  });

  it('gives up on an api or a bus that does not answer in time', async () => {
    const { app } = appWith({
      upstreamUrl: await fakeApi({ '/readyz': 'hang' }),
      events: { ping: () => new Promise<void>(() => undefined) },
      timeoutMs: 100,
    });
    // Neither ever answers: an answer at all (before the test's own time limit) is the readiness check giving up.
    const res = await request(app).get('/readyz');
    expect(res.body).toEqual({ status: 'unavailable', checks: { upstream: 'unreachable', events: 'unreachable' } });
  });

  it('answers 503 from the moment the gateway starts stopping', async () => {
    const { app, readiness } = appWith({ upstreamUrl: await fakeApi({ '/readyz': 200 }) });
    expect((await request(app).get('/readyz')).status).toBe(200);
    readiness.stopping();
    expect(readiness.isStopping).toBe(true);
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'stopping' });
  });

  it('shares one check between probes arriving together', async () => {
    let pings = 0;
    const { readiness } = appWith({
      upstreamUrl: await fakeApi({ '/readyz': 200 }),
      events: {
        ping: () => {
          pings += 1;
          return Promise.resolve();
        },
      },
    });
    const reports = await Promise.all([readiness.check(), readiness.check(), readiness.check()]);
    expect(reports.every((r) => r.ready)).toBe(true);
    expect(pings).toBe(1);
  });
});
