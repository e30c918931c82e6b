import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from './requestLog';

interface Line {
  level: number;
  msg: string;
  traceId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
  [key: string]: unknown;
}

/** An app with the request log, and the lines its logger wrote. */
function appWithLog(level = 'info') {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger = pino({ level }, stream);
  const children = jest.spyOn(logger, 'child');
  const app = express();
  app.use(requestLog(logger, { ignore: (req) => req.url === '/healthz' }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/logged', (req, res) => {
    req.log.warn({ detail: 1 }, 'something to say');
    res.json({ ok: true });
  });
  app.get('/missing', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.get('/broken', (_req, res) => {
    res.status(500).json({ message: 'Internal server error' });
  });
  return { app, lines, children };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('request log', () => {
  it('names a PDF download link without its token', async () => {
    const { app, lines } = appWithLog();
    app.get('/files/pdf-links/:token', (_req, res) => {
      res.status(410).send('expired');
    });
    await request(app).get('/files/pdf-links/eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2ln?download=1');
    await settled();
    expect(lines[0]?.req?.url).toBe('/files/pdf-links/[redacted]?download=1');
    expect(JSON.stringify(lines)).not.toContain('c2VjcmV0');
  });

  it('writes one line per request when it ends: trace id, method and URL, status and time', async () => {
    const { app, lines } = appWithLog();
    const answer = await request(app).get('/ok?x=1').set('X-Trace-Id', 'trace-abc-123');
    await settled();
    expect(answer.headers['x-trace-id']).toBe('trace-abc-123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', traceId: 'trace-abc-123', req: { method: 'GET', url: '/ok?x=1' }, res: { statusCode: 200 } });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('gives a request without a trace id a new one, in its answer and its line', async () => {
    const { app, lines } = appWithLog();
    const answer = await request(app).get('/ok');
    await settled();
    const traceId = answer.headers['x-trace-id'];
    expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]?.traceId).toBe(traceId);
  });

  it('logs refusals as warnings and failures as errors, and leaves the probes out', async () => {
    const { app, lines } = appWithLog();
    await request(app).get('/healthz');
    await request(app).get('/missing');
    await request(app).get('/broken');
    await settled();
    expect(lines.map(({ level, msg, res }) => [level, msg, res?.statusCode])).toEqual([
      [40, 'request completed', 404],
      [50, 'request errored', 500],
    ]);
    expect(lines[1]?.err?.message).toBe('failed with status code 500');
  });

  it("makes the request's own logger (with its trace id) only when something logs with it", async () => {
    const { app, lines, children } = appWithLog();
    await request(app).get('/ok');
    expect(children).not.toHaveBeenCalled();
    await request(app).get('/logged').set('X-Trace-Id', 'trace-def-456');
    await settled();
    expect(children).toHaveBeenCalledTimes(1);
    expect(lines.find((line) => line.msg === 'something to say')).toMatchObject({ level: 40, traceId: 'trace-def-456', detail: 1 });
  });

  it('writes nothing below its level', async () => {
    const { app, lines } = appWithLog('warn');
    await request(app).get('/ok');
    await request(app).get('/missing');
    await settled();
    expect(lines.map(({ msg, res }) => [msg, res?.statusCode])).toEqual([['request completed', 404]]);
  });
});
