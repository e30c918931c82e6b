import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canCancelJob, canRetryJob, isJobRunning, JOB_MAX_ATTEMPTS, type JobKind, type JobStatus } from '@flyerdesk/domain/jobs';
import express, { type Request, type Response } from 'express';
import type { UpstreamJob, UpstreamJobStep } from '../modules/jobs/client';

/** Who made a call to the fake. */
export type CallerKind = 'service' | 'user' | 'none';

export interface FakeCall {
  method: string;
  path: string;
  caller: CallerKind;
}

/**
 * The job endpoints of the api's REST contract (GET /api/jobs, /api/jobs/version, /api/jobs/{id},
 * POST cancel / retry) over jobs the test controls, able to go down and come back; every other
 * call (sign-in, session checks) goes on to a real api (tests only).
 */
export interface FakeJobsUpstream {
  url: string;
  readonly calls: FakeCall[];
  /** Calls to the job endpoints whose "METHOD /path" matches, optionally only of one caller. */
  count(pattern: RegExp, caller?: CallerKind): number;
  /** Adds a job (status QUEUED unless given); returns it. */
  addJob(init?: Partial<UpstreamJob> & { pages?: number }): UpstreamJob;
  /** Changes a job as a worker would: the change bumps its version and the global version. */
  update(id: string, change: (job: UpstreamJob) => void): UpstreamJob;
  job(id: string): UpstreamJob;
  /** The job endpoints drop every connection until `up()`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

const NOW = '2026-03-02T10:00:00.000Z';

function pageSteps(pages: number): UpstreamJobStep[] {
  return Array.from({ length: pages }, (_v, i) => ({
    key: `page-${i + 1}`,
    number: i + 1,
    status: 'PENDING' as const,
    errorCode: null,
    error: null,
    attempts: 0,
    imageUrl: null,
    thumbnailUrl: null,
    width: null,
    height: null,
  }));
}

function withoutSteps(job: UpstreamJob): UpstreamJob {
  const { steps: _steps, ...rest } = job;
  return rest;
}

export async function startFakeJobsUpstream(apiUrl: string, serviceToken: string): Promise<FakeJobsUpstream> {
  const target = new URL(apiUrl);
  const jobs = new Map<string, UpstreamJob>();
  const calls: FakeCall[] = [];
  let globalVersion = 1;
  let nextId = 1;
  let isDown = false;

  const callerOf = (req: Request): CallerKind => {
    if (req.get('x-service-token') === serviceToken) return 'service';
    return /^Bearer\s+\S+/i.test(req.get('authorization') ?? '') ? 'user' : 'none';
  };

  const app = express();
  app.disable('x-powered-by');
  // Every job call is recorded; while down, the connection is dropped without an answer.
  app.use('/api/jobs', (req, res, next) => {
    calls.push({ method: req.method, path: `/api/jobs${req.path === '/' ? '' : req.path}`, caller: callerOf(req) });
    if (isDown) {
      req.socket.destroy();
      return;
    }
    if (callerOf(req) === 'none') {
      res.status(401).json({ status: 401, code: 'UNAUTHORIZED', error: 'UNAUTHORIZED', message: 'Authentication required', traceId: 'fake' });
      return;
    }
    next();
  });
  const found = (req: Request, res: Response): UpstreamJob | null => {
    const job = jobs.get(String(req.params['id']));
    if (!job) res.status(404).json({ status: 404, code: 'NOT_FOUND', error: 'NOT_FOUND', message: 'Not found', traceId: 'fake' });
    return job ?? null;
  };
  const userOnly = (req: Request, res: Response): boolean => {
    if (callerOf(req) === 'user') return true;
    res.status(403).json({ status: 403, code: 'FORBIDDEN', error: 'FORBIDDEN', message: 'Not allowed', traceId: 'fake' });
    return false;
  };
  const bump = (job: UpstreamJob): void => {
    job.version += 1;
    job.running = isJobRunning(job.status);
    globalVersion += 1;
  };

  app.get('/api/jobs/version', (_req, res) => {
    res.json({ version: globalVersion });
  });
  app.get('/api/jobs', (req, res) => {
    if (!userOnly(req, res)) return;
    const items = [...jobs.values()].reverse().map(withoutSteps);
    res.json({ items, version: globalVersion });
  });
  app.get('/api/jobs/:id', (req, res) => {
    const job = found(req, res);
    if (job) res.json(job);
  });
  app.post('/api/jobs/:id/cancel', (req, res) => {
    if (!userOnly(req, res)) return;
    const job = found(req, res);
    if (!job) return;
    if (!canCancelJob(job.status)) {
      res.status(409).json({ status: 409, code: 'JOB_FINISHED', error: 'CONFLICT', message: 'The job has finished', traceId: 'fake' });
      return;
    }
    job.status = 'CANCELLED';
    job.finishedAt = NOW;
    bump(job);
    // Like the api's writes: the job without its steps.
    res.json(withoutSteps(job));
  });
  app.post('/api/jobs/:id/retry', (req, res) => {
    if (!userOnly(req, res)) return;
    const job = found(req, res);
    if (!job) return;
    if (!canRetryJob(job.status, job.failedSteps)) {
      res.status(409).json({ status: 409, code: 'JOB_NOT_RETRYABLE', error: 'CONFLICT', message: 'Nothing to retry', traceId: 'fake' });
      return;
    }
    job.status = 'QUEUED';
    job.attempt = 0;
    job.finishedAt = null;
    job.failedSteps = 0;
    for (const step of job.steps ?? []) if (step.status === 'FAILED') step.status = 'PENDING';
    bump(job);
    res.json(withoutSteps(job));
  });

  // Everything else is the real api's.
  app.use((req, res) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.originalUrl, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    count: (pattern, caller) => calls.filter((c) => pattern.test(`${c.method} ${c.path}`) && (caller === undefined || c.caller === caller)).length,
    addJob: (init = {}) => {
      const { pages = 0, ...fields } = init;
      const status: JobStatus = fields.status ?? 'QUEUED';
      const kind: JobKind = fields.kind ?? 'PAGE_CUT';
      const job: UpstreamJob = {
        id: `job-${nextId++}`,
        kind,
        status,
        running: isJobRunning(status),
        subject: { storeId: 's1', storeName: 'Lidl', leafletId: 'l1', leafletNaturalId: 'lidl-01' },
        done: 0,
        total: pages > 0 ? pages : null,
        failedSteps: 0,
        errorCode: null,
        message: null,
        attempt: 1,
        maxAttempts: JOB_MAX_ATTEMPTS,
        startedBy: 'editor',
        createdAt: NOW,
        startedAt: null,
        finishedAt: null,
        nextAttemptAt: null,
        version: 1,
        result: null,
        steps: pageSteps(pages),
        ...fields,
      };
      jobs.set(job.id, job);
      globalVersion += 1;
      return job;
    },
    update: (id, change) => {
      const job = jobs.get(id);
      if (!job) throw new Error(`no job ${id}`);
      change(job);
      bump(job);
      return job;
    },
    job: (id) => {
      const job = jobs.get(id);
      if (!job) throw new Error(`no job ${id}`);
      return job;
    },
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
