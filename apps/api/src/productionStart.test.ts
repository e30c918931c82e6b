/**
 * The built api started as an operator starts it outside docker-compose (`node apps/api/dist/main.js`
 * with NODE_ENV=production, as the image sets it) on an empty embedded database: no demo account
 * exists, `npm run create-user` makes the first ROOT, who then signs in. Demo data in production only
 * when SEED_DEMO=true is set on purpose, and then with a warning in the log. Needs the build
 * (`npx tsc --build`; `npm test` builds before the suites).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEMO_PASSWORD } from './seed/demo';

const ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(ROOT, 'apps', 'api', 'dist', 'main.js');
const CREATE_USER = path.join(ROOT, 'apps', 'api', 'dist', 'cli', 'createUser.js');
/** Generous: the embedded database needs a few seconds to open, the demo data a few more, on a busy machine. */
const START_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 240_000;
const JWT_SECRET = 'production-start-jwt-secret-0123456789abcdef';
const SERVICE_TOKEN = 'production-start-service-token-0123456789';

/** A started api process with its JSON log lines. */
interface ApiProcess {
  url: string;
  /** Every JSON line it printed (pino), parsed. */
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
}

/** The environment of an operator's shell: nothing of the test run's own. */
function productionEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    TMPDIR: process.env['TMPDIR'],
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET,
    SERVICE_TOKEN,
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the built api and resolves once it prints the address it listens on. */
function startBuiltApi(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Record<string, unknown>[] = [];
  let output = '';
  let pending = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the api did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const stop = async (): Promise<void> => {
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{')) {
          logs.push(JSON.parse(line) as Record<string, unknown>);
          continue;
        }
        const listening = /^Flyerdesk api listening on (http:\/\/\S+)$/.exec(line.trim());
        if (listening?.[1]) {
          clearTimeout(timer);
          resolve({ url: listening[1], logs, stop });
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the api exited (${signal ?? code}) while starting:\n${output}`));
    });
  });
}

/** `npm run create-user -- …` (the built command) with the password from FLYERDESK_NEW_PASSWORD. */
function createUser(env: Record<string, string | undefined>, args: readonly string[], password: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CREATE_USER, ...args], { cwd: ROOT, env: { ...env, FLYERDESK_NEW_PASSWORD: password }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function signIn(url: string, username: string, password: string) {
  return request(url).post('/authenticate').field('username', username).field('password', password);
}

describe('the built api started in production (NODE_ENV=production) on an empty database', () => {
  const folders: string[] = [];
  let running: ApiProcess | undefined;

  async function emptyDataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-production-'));
    folders.push(dir);
    return dir;
  }

  beforeAll(() => {
    if (!existsSync(MAIN) || !existsSync(CREATE_USER)) throw new Error(`${path.relative(ROOT, MAIN)} is missing: build first (npx tsc --build)`);
  });

  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  afterAll(async () => {
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  it(
    'creates no demo account (root/flyerdesk is refused); create-user makes the first ROOT, who signs in',
    async () => {
      const dataDir = await emptyDataDir();
      const env = productionEnv(dataDir);

      running = await startBuiltApi(env);
      expect((await signIn(running.url, 'root', DEMO_PASSWORD)).status).toBe(401);
      expect((await signIn(running.url, 'admin', DEMO_PASSWORD)).status).toBe(401);
      // The demo sources stand in for remote feeds only while the demo is on.
      expect((await request(running.url).get('/sample-sources/articles-data')).status).toBe(404);
      expect(running.logs.filter((line) => line['msg'] === 'demo data created')).toEqual([]);
      // The embedded database allows one process on its folder: the api stops while the command runs.
      await running.stop();
      running = undefined;

      const created = await createUser(env, ['--username', 'root', '--role', 'ROOT'], 'first-root-password');
      expect(created).toMatchObject({ code: 0, stdout: 'Created ROOT account "root"\n' });

      running = await startBuiltApi(env);
      const root = await signIn(running.url, 'root', 'first-root-password');
      expect(root.status).toBe(200);
      const me = await request(running.url)
        .get('/api/users/me')
        .set({ Authorization: `Bearer ${(root.body as { accessToken: string }).accessToken}` });
      expect(me.body).toMatchObject({ username: 'root', roles: ['ROOT'], enabled: true });
      expect((await signIn(running.url, 'root', DEMO_PASSWORD)).status).toBe(401);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'seeds the demo only with SEED_DEMO=true, and logs a warning naming SEED_DEMO when it starts',
    async () => {
      running = await startBuiltApi(productionEnv(await emptyDataDir(), { SEED_DEMO: 'true' }));
      const warnings = running.logs.filter((line) => line['level'] === 40 && /SEED_DEMO/.test(String(line['msg'])));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.['msg']).toMatch(/production/);
      expect((await signIn(running.url, 'root', DEMO_PASSWORD)).status).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );
});
