/**
 * The account command run as an operator runs it, against a fresh database: the embedded one in an
 * empty data folder, and an empty PostgreSQL database when TEST_DATABASE_URL is set. The account then
 * signs in through the api started on the same database without demo data.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { testDatabaseUrl } from '../env';
import { startApi, type RunningApi } from '../server';
import { describeWithPostgres } from '../test/services';
import { START_TIMEOUT_MS } from '../test/testApi';

const ROOT = path.resolve(__dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const COMMAND = path.join(ROOT, 'apps', 'api', 'src', 'cli', 'createUser.ts');
const RUN_TIMEOUT_MS = 120_000;

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command with the given arguments and environment, writing `input` to its standard input. */
function run(args: readonly string[], env: Record<string, string>, input = ''): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [COMMAND, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', FLYERDESK_NEW_PASSWORD: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function signIn(api: RunningApi, username: string, password: string) {
  return request(api.url).post('/authenticate').field('username', username).field('password', password);
}

/** What must hold on the database after the command created `root`: it signs in, and no demo account exists. */
async function expectOnlyTheNewAccounts(api: RunningApi, password: string, usernames: string[]): Promise<void> {
  const root = await signIn(api, 'root', password);
  expect(root.status).toBe(200);
  expect((root.body as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
  const headers = { Authorization: `Bearer ${(root.body as { accessToken: string }).accessToken}` };
  const me = await request(api.url).get('/api/users/me').set(headers);
  expect(me.body).toMatchObject({ username: 'root', roles: ['ROOT'], enabled: true });
  const users = await request(api.url).get('/api/users?sort=username').set(headers);
  expect((users.body as { items: { username: string }[] }).items.map((u) => u.username)).toEqual(usernames);
  for (const demo of ['admin', 'editor']) expect((await signIn(api, demo, 'flyerdesk')).status).toBe(401);
  const shops = await request(api.url).get('/api/stores').set(headers);
  const list = Array.isArray(shops.body) ? (shops.body as unknown[]) : (shops.body as { items: unknown[] }).items;
  expect(list).toEqual([]);
}

describe('npm run create-user with the embedded database', () => {
  let dataDir: string;
  let api: RunningApi | undefined;
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-create-user-'));
  });

  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a password on the command line before touching anything',
    async () => {
      const refused = await run(['--username', 'root', '--role', 'ROOT', '--password', 'on-the-command-line'], env());
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/never taken from the command line/);
      expect(refused.stderr).toMatch(/FLYERDESK_NEW_PASSWORD/);
      expect((await run(['--username', 'root', '--role', 'ROOT', '--password=x'], env())).code).toBe(2);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'creates the first ROOT account on an empty database, from FLYERDESK_NEW_PASSWORD',
    async () => {
      const created = await run(['--username', 'root', '--role', 'ROOT'], { ...env(), FLYERDESK_NEW_PASSWORD: 'root-password-1' });
      expect(created).toMatchObject({ code: 0, stdout: 'Created ROOT account "root"\n' });
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'refuses a username already taken (ignoring case) and a username the domain refuses, with exit code 1',
    async () => {
      const taken = await run(['--username', 'Root', '--role', 'ADMIN'], { ...env(), FLYERDESK_NEW_PASSWORD: 'another-password' });
      expect(taken.code).toBe(1);
      expect(taken.stderr).toMatch(/An account named "Root" already exists/);
      const short = await run(['--username', 'abc', '--role', 'EDITOR'], env(), 'password-from-stdin\n');
      expect(short.code).toBe(1);
      expect(short.stderr).toMatch(/username: Enter at least 4 characters/);
      const weak = await run(['--username', 'abcd', '--role', 'EDITOR'], env(), 'seven77\n');
      expect(weak.stderr).toMatch(/password: The password must have at least 8 characters/);
      const noPassword = await run(['--username', 'abcd', '--role', 'EDITOR'], env(), '');
      expect([noPassword.code, noPassword.stderr]).toEqual([1, expect.stringMatching(/No password given/) as unknown]);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'reads the password from the first line of standard input; --temporary asks for a change at the first sign-in',
    async () => {
      const created = await run(
        ['--username', 'anna.nowak', '--role', 'editor', '--notification-channel', 'PROMOTIONAL_NOTIFICATION_EXTENDED', '--temporary'],
        env(),
        'password from stdin\nignored second line\n',
      );
      expect(created).toMatchObject({ code: 0, stdout: 'Created EDITOR account "anna.nowak"\n' });
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'the accounts sign in through the api on the same database; without demo seeding no demo account exists',
    async () => {
      api = await startApi({ port: 0, logLevel: 'silent', databaseUrl: undefined, dataDir, filesDir: path.join(dataDir, 'files'), seedDemo: false, runJobs: false });
      await expectOnlyTheNewAccounts(api, 'root-password-1', ['anna.nowak', 'root']);
      const anna = await signIn(api, 'anna.nowak', 'password from stdin');
      expect(anna.status).toBe(200);
      expect((anna.body as { mustChangePassword: boolean }).mustChangePassword).toBe(true);
    },
    START_TIMEOUT_MS,
  );
});

const databaseUrl = testDatabaseUrl();
describeWithPostgres('npm run create-user with PostgreSQL', () => {
  const name = `flyerdesk_cli_${randomBytes(5).toString('hex')}`;
  let url: string;
  let api: RunningApi | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const address = new URL(databaseUrl ?? '');
    address.pathname = `/${name}`;
    url = address.toString();
  });

  afterAll(async () => {
    await api?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it(
    'creates the first ROOT account in an empty database, which then signs in through the api',
    async () => {
      const created = await run(['--username', 'root', '--role', 'ROOT'], { DATABASE_URL: url, FLYERDESK_NEW_PASSWORD: 'root-password-2' });
      expect(created).toMatchObject({ code: 0, stdout: 'Created ROOT account "root"\n' });
      expect((await run(['--username', 'root', '--role', 'ROOT'], { DATABASE_URL: url, FLYERDESK_NEW_PASSWORD: 'root-password-2' })).code).toBe(1);
      api = await startApi({ port: 0, logLevel: 'silent', memory: true, databaseUrl: url, seedDemo: false, runJobs: false });
      await expectOnlyTheNewAccounts(api, 'root-password-2', ['root']);
    },
    START_TIMEOUT_MS,
  );
});
