/**
 * The docker-compose production topology as real processes on loopback: PostgreSQL 15, redis-server,
 * the built api, the built gateway replicas and nginx with deploy/proxy/nginx.conf, with a TLS
 * terminator (nginx, a certificate made for the run) in front that sets X-Forwarded-For, as the
 * README's recommended deployment has it.
 *
 * Each service's environment is read from `docker-compose config` (the compose file's own settings,
 * with .env.example's values for what an operator sets) and from its Dockerfile's ENV lines; only
 * the host names and ports are mapped to loopback, and the few settings the rehearsal shortens are
 * listed in `overrides` and printed.
 */
import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { startService, type ServiceProcess } from '../../apps/gateway/src/test-support/processes';
import { freePort } from '../../apps/gateway/src/test-support/ports';
import { waitFor } from '../../apps/gateway/src/test-support/waitFor';

export const ROOT = path.resolve(__dirname, '../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** The settings the rehearsal changes from compose's, with the reason (printed at the start). */
export interface Override {
  service: string;
  name: string;
  value: string;
  why: string;
}

interface ComposeService {
  environment?: Record<string, string | number | null>;
  command?: string[] | string;
  build?: { context: string; dockerfile?: string };
  healthcheck?: { test?: string[] | string };
}

/** What a machine needs for the rehearsal, as a list of what is missing. */
export function missingForRehearsal(): string[] {
  const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
  return [
    ...(fs.existsSync(path.join(PG_BIN, 'postgres')) ? [] : ['PostgreSQL 15 (/usr/lib/postgresql/15/bin)']),
    ...(has('redis-server') && has('redis-cli') ? [] : ['redis-server and redis-cli']),
    ...(has('nginx') ? [] : ['nginx']),
    ...(has('docker-compose') ? [] : ['docker-compose (reads the compose file)']),
    ...(has('openssl') ? [] : ['openssl (makes the run\'s certificate)']),
  ];
}

/** Secrets and operator settings the rehearsal gives `docker-compose config` (as an operator's .env would). */
function operatorEnv(publicOrigin: string): Record<string, string> {
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const values: Record<string, string> = {};
  for (const line of example.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) values[match[1]] = match[2] ?? '';
  }
  return {
    ...values,
    POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SERVICE_TOKEN: randomBytes(32).toString('hex'),
    REDIS_PASSWORD: randomBytes(24).toString('hex'),
    PUBLIC_ORIGIN: publicOrigin,
    LOG_LEVEL: 'info',
  };
}

/** The services of `docker-compose config`, resolved with the operator's settings. */
function composeServices(env: Record<string, string>): Record<string, ComposeService> {
  const cleanEnv: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env };
  const text = execFileSync('docker-compose', ['-f', path.join(ROOT, 'docker-compose.yml'), '--project-directory', ROOT, 'config'], {
    env: cleanEnv,
    cwd: os.tmpdir(),
    encoding: 'utf8',
  });
  const parsed = parseYaml(text) as { services: Record<string, ComposeService> };
  return parsed.services;
}

/** ENV lines of a Dockerfile's final stage (what the container starts with besides compose's environment). */
function dockerfileEnv(dockerfile: string): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, dockerfile), 'utf8');
  const stages = text.split(/^FROM\s/m);
  const final = stages[stages.length - 1] ?? '';
  const env: Record<string, string> = {};
  for (const line of final.split('\n')) {
    const match = /^ENV\s+(.*)$/.exec(line.trim());
    if (!match?.[1]) continue;
    for (const pair of match[1].matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g)) env[pair[1] ?? ''] = (pair[2] ?? '').replace(/^"|"$/g, '');
  }
  return env;
}

function stringEnv(env: ComposeService['environment']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env ?? {})) if (value !== null && value !== undefined) out[name] = String(value);
  return out;
}

/** A process the rehearsal starts and stops (PostgreSQL, Redis, the proxies). */
export interface Daemon {
  name: string;
  port: number;
  start(): Promise<void>;
  /** The graceful stop an operator's restart does. */
  stop(): Promise<void>;
}

function runAs(user: string | null, cmd: string, args: string[]): void {
  const result = user ? spawnSync('runuser', ['-u', user, '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

async function startPostgres(dir: string, password: string): Promise<Daemon & { psql(sql: string): void }> {
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root it runs as the postgres user.
  const user = process.getuid?.() === 0 ? 'postgres' : null;
  const pgDir = path.join(dir, 'postgres');
  fs.mkdirSync(pgDir, { recursive: true });
  if (user) execFileSync('chown', ['-R', `${user}:${user}`, pgDir]);
  runAs(user, path.join(PG_BIN, 'initdb'), ['-D', path.join(pgDir, 'data'), '-A', 'scram-sha-256', '-U', 'postgres', '--pwfile', writePwfile(pgDir, password, user)]);
  const daemon = {
    name: 'postgres',
    port,
    start: () => {
      return Promise.resolve(runAs(user, path.join(PG_BIN, 'pg_ctl'), [
        '-D', path.join(pgDir, 'data'), '-l', path.join(pgDir, 'log'), '-w',
        '-o', `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1`, 'start',
      ]));
    },
    stop: () => Promise.resolve(runAs(user, path.join(PG_BIN, 'pg_ctl'), ['-D', path.join(pgDir, 'data'), '-m', 'fast', '-w', 'stop'])),
  };
  await daemon.start();
  // The compose image makes the database and its owner from POSTGRES_DB / POSTGRES_USER / POSTGRES_PASSWORD.
  const psql = (sql: string) =>
    execFileSync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
      env: { ...process.env, PGPASSWORD: password },
    });
  psql(`create role flyerdesk login password '${password}'`);
  psql('create database flyerdesk owner flyerdesk');
  return { ...daemon, psql: (sql: string) => void psql(sql) };
}

function writePwfile(dir: string, password: string, user: string | null): string {
  const file = path.join(dir, 'pwfile');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  if (user) execFileSync('chown', [`${user}:${user}`, file]);
  return file;
}

/** A foreground process (redis-server, nginx) the rehearsal owns. */
function foreground(name: string, port: number, cmd: string, args: string[], ready: () => Promise<boolean>, stopSignal: NodeJS.Signals): Daemon & { output: () => string } {
  let child: ChildProcess | null = null;
  let output = '';
  let exited: Promise<void> = Promise.resolve();
  return {
    name,
    port,
    output: () => output,
    start: async () => {
      const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      proc.stdout?.on('data', keep);
      proc.stderr?.on('data', keep);
      exited = new Promise((resolve) => proc.once('exit', () => resolve()));
      await waitFor(async () => {
        if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}:\n${output}`);
        return ready();
      }, `${name} to start`, 30_000, 50);
    },
    stop: async () => {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return;
      proc.kill(stopSignal);
      await exited;
    },
  };
}

async function listening(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** deploy/proxy/nginx.conf with compose's host names mapped to loopback ports and its files under `dir`. */
export function loopbackNginxConfig(text: string, dir: string, ports: { listen: number; health: number; upstreams: Record<string, number> }): string {
  let out = text.replace(/^(\s*server\s+)([A-Za-z][A-Za-z0-9.-]*):(\d+)((?:\s+[^;]*)?);/gm, (_m, head: string, host: string, _port: string, params: string) => {
    const port = ports.upstreams[host];
    if (port === undefined) throw new Error(`nginx.conf names ${host}, which is not a gateway service of docker-compose.yml`);
    return `${head}127.0.0.1:${port}${params.replace(/\s+resolve\b/, '')};`;
  });
  // Docker's DNS is not here; upstream servers are addresses now.
  out = out.replace(/^\s*resolver(_timeout)?\s+[^;]*;\s*$/gm, '');
  out = out.replace(/^(\s*listen\s+)8080;/m, `$1127.0.0.1:${ports.listen};`);
  out = out.replace(/^(\s*listen\s+)127\.0\.0\.1:8081;/m, `$1127.0.0.1:${ports.health};`);
  out = out.replace(/^(\s*(?:pid|\w+_temp_path)\s+)\/tmp\/([^;\s]+)/gm, (_m, head: string, name: string) => `${head}${path.join(dir, name)}`);
  out = out.replace(/^(\s*(?:access_log|error_log)\s+)\/dev\/(stdout|stderr)\b/gm, (_m, head: string, name: string) => `${head}${path.join(dir, `${name}.log`)}`);
  out = out.replace(/^(\s*error_log\s+)stderr\b/gm, (_m, head: string) => `${head}${path.join(dir, 'error.log')}`);
  return out;
}

/** The TLS terminator in front of nginx, as the README recommends: it sets X-Forwarded-For to the browser's address. */
function tlsConfig(dir: string, listen: number, upstream: number): string {
  return `
worker_processes 1;
pid ${dir}/tls.pid;
error_log ${dir}/tls-error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/tls-body;
  proxy_temp_path ${dir}/tls-proxy;
  fastcgi_temp_path ${dir}/tls-fastcgi;
  uwsgi_temp_path ${dir}/tls-uwsgi;
  scgi_temp_path ${dir}/tls-scgi;
  access_log off;
  map $http_upgrade $connection_upgrade { default upgrade; "" ""; }
  server {
    listen 127.0.0.1:${listen} ssl;
    ssl_certificate ${dir}/tls.crt;
    ssl_certificate_key ${dir}/tls.key;
    client_max_body_size 0;
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }
}
`;
}

export interface Topology {
  dir: string;
  /** https://localhost:PORT: the address staff open. */
  publicUrl: string;
  /** The certificate the run's TLS terminator presents (clients trust it). */
  ca: Buffer;
  postgres: Daemon;
  redis: Daemon;
  api: ServiceProcess;
  gateways: (ServiceProcess & { metricsUrl: string; replica: string })[];
  proxy: Daemon;
  tls: Daemon;
  overrides: Override[];
  /**
   * Runs a service's Docker health check as compose defines it (its `healthcheck.test`), with the
   * container's address mapped to the service's loopback port: whether it passed, and what it printed.
   */
  healthCheck(service: string, env?: Record<string, string | undefined>): Promise<{ healthy: boolean; output: string }>;
  /** What the proxy (nginx with deploy/proxy/nginx.conf) wrote to its access log so far. */
  proxyAccessLog(): string;
  /** The proxy's own address, plain HTTP (what the TLS terminator talks to). */
  proxyUrl: string;
  /** Environment of the api as compose gives it, mapped to loopback (for the create-user command). */
  apiEnv: Record<string, string>;
  /** Drops the api's database and makes it again, empty (the api must be stopped). */
  resetDatabase(): void;
  /** Changes one setting of the api for its next start (recorded as an override of the run). */
  setApiEnv(name: string, value: string, why: string): void;
  /** Runs `npm run create-user` against the api's database, as an operator would inside the api's container. */
  createUser(username: string, role: string, password: string): { status: number | null; output: string };
  close(): Promise<void>;
}

export interface TopologyOptions {
  /** Settings the rehearsal changes for the api, with the reason for each. */
  apiOverrides?: Record<string, { value: string; why: string }>;
  gatewayOverrides?: Record<string, { value: string; why: string }>;
}

/** Starts the whole topology; the api runs on an empty database, as on a first production start. */
export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flyerdesk-rehearsal-'));
  fs.chmodSync(dir, 0o755);
  const tlsPort = await freePort();
  const publicUrl = `https://localhost:${tlsPort}`;
  const operator = operatorEnv(publicUrl);
  const services = composeServices(operator);
  const gatewayNames = Object.keys(services).filter((name) => /^gateway-\d+$/.test(name)).sort();
  const overrides: Override[] = [];
  const closers: (() => Promise<void>)[] = [];
  const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, TMPDIR: os.tmpdir() };

  try {
    const postgres = await startPostgres(dir, operator.POSTGRES_PASSWORD ?? '');
    closers.push(() => postgres.stop());

    // Redis as compose runs it (its command), on a loopback port with its files in the run's folder.
    const redisPort = await freePort();
    const redisDir = path.join(dir, 'redis');
    fs.mkdirSync(redisDir);
    const command = services.redis?.command;
    const redisArgs = (Array.isArray(command) ? command : String(command ?? 'redis-server').split(/\s+/)).slice(1);
    const redis = foreground('redis', redisPort, 'redis-server', [...redisArgs, '--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir], () => listening(redisPort), 'SIGTERM');
    await redis.start();
    closers.push(() => redis.stop());

    const apiPort = await freePort();
    const gatewayPorts = await Promise.all(gatewayNames.map(async () => ({ http: await freePort(), metrics: await freePort() })));
    const hosts: Record<string, string> = {
      'postgres:5432': `127.0.0.1:${postgres.port}`,
      'redis:6379': `127.0.0.1:${redisPort}`,
      'api:4000': `127.0.0.1:${apiPort}`,
    };
    const mapValue = (value: string) => {
      let out = value;
      for (const [from, to] of Object.entries(hosts)) out = out.replace(`@${from}`, `@${to}`).replace(`//${from}`, `//${to}`);
      if (out === '/data') return path.join(dir, 'api-data');
      if (out.startsWith('/app/')) return path.join(ROOT, out.slice('/app/'.length));
      return out === '0.0.0.0' ? '127.0.0.1' : out;
    };
    const serviceEnv = (name: string, ports: Record<string, string>, extra: TopologyOptions['apiOverrides']) => {
      const service = services[name];
      if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
      const env: Record<string, string> = {};
      const merged = { ...dockerfileEnv(service.build?.dockerfile ?? ''), ...stringEnv(service.environment) };
      for (const [key, value] of Object.entries(merged)) env[key] = mapValue(value);
      Object.assign(env, ports);
      for (const [key, { value, why }] of Object.entries(extra ?? {})) {
        env[key] = value;
        overrides.push({ service: name, name: key, value, why });
      }
      return env;
    };

    const apiEnv = serviceEnv('api', { API_PORT: String(apiPort) }, options.apiOverrides);
    fs.mkdirSync(apiEnv.DATA_DIR ?? path.join(dir, 'api-data'), { recursive: true });
    // The api's process environment: startService reads it at every start, so a change applies at the next one.
    const apiProcessEnv: Record<string, string> = { ...baseEnv, ...apiEnv };
    const api = await startService({ name: 'api', script: 'apps/api/dist/main.js', cwd: ROOT, port: apiPort, env: apiProcessEnv, startTimeoutMs: 120_000 });
    closers.push(() => api.kill());

    const gateways: Topology['gateways'] = [];
    for (const [i, name] of gatewayNames.entries()) {
      const ports = gatewayPorts[i] ?? { http: 0, metrics: 0 };
      const env = serviceEnv(name, { GATEWAY_PORT: String(ports.http), METRICS_PORT: String(ports.metrics) }, options.gatewayOverrides);
      const gateway = await startService({ name, script: 'apps/gateway/dist/main.js', cwd: ROOT, port: ports.http, env: { ...baseEnv, ...env } });
      closers.push(() => gateway.kill());
      gateways.push(Object.assign(gateway, { metricsUrl: `http://127.0.0.1:${ports.metrics}`, replica: env.REPLICA_ID ?? name }));
    }
    // Each override was recorded once per replica; say it once.
    const seen = new Set<string>();
    const listed = overrides.filter((o) => {
      const key = `${o.service.replace(/-\d+$/, '')}:${o.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });

    const proxyDir = path.join(dir, 'proxy');
    fs.mkdirSync(proxyDir, { mode: 0o777 });
    const proxyPort = await freePort();
    const healthPort = await freePort();
    const upstreams = Object.fromEntries(gatewayNames.map((name, i) => [name, gatewayPorts[i]?.http ?? 0]));
    const proxyConfig = path.join(proxyDir, 'nginx.conf');
    fs.writeFileSync(
      proxyConfig,
      loopbackNginxConfig(fs.readFileSync(path.join(ROOT, 'deploy/proxy/nginx.conf'), 'utf8'), proxyDir, { listen: proxyPort, health: healthPort, upstreams }),
    );
    const proxy = foreground('proxy', proxyPort, 'nginx', ['-c', proxyConfig, '-p', proxyDir, '-g', 'daemon off;'], () => listening(proxyPort), 'SIGQUIT');
    await proxy.start();
    closers.push(() => proxy.stop());

    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', path.join(proxyDir, 'tls.key'), '-out', path.join(proxyDir, 'tls.crt'),
    ], { stdio: 'ignore' });
    const tlsFile = path.join(proxyDir, 'tls.conf');
    fs.writeFileSync(tlsFile, tlsConfig(proxyDir, tlsPort, proxyPort));
    const tls = foreground('tls', tlsPort, 'nginx', ['-c', tlsFile, '-p', proxyDir], () => listening(tlsPort), 'SIGQUIT');
    await tls.start();
    closers.push(() => tls.stop());

    // Container ports of the health checks, as the services listen on loopback here.
    const loopbackPorts: Record<string, Record<string, number>> = {
      postgres: { '5432': postgres.port },
      redis: { '6379': redisPort },
      api: { '4000': apiPort },
      ...Object.fromEntries(gatewayNames.map((name, i) => [name, { '3000': gatewayPorts[i]?.http ?? 0 }])),
    };
    const healthCheck: Topology['healthCheck'] = (name, extraEnv = {}) => {
      const test = services[name]?.healthcheck?.test;
      const words = Array.isArray(test) ? test : ['CMD-SHELL', String(test ?? '')];
      const ports = loopbackPorts[name] ?? {};
      const local = (text: string) => {
        let out = text;
        for (const [from, to] of Object.entries(ports)) out = out.replaceAll(`127.0.0.1:${from}`, `127.0.0.1:${to}`);
        // The clients' default ports are the containers'; here each service has its own.
        if (ports['6379']) out = out.replace(/\bredis-cli\b/g, `redis-cli -p ${ports['6379']}`);
        if (ports['5432']) out = out.replace(/\bpg_isready\b/g, `pg_isready -p ${ports['5432']}`);
        return out;
      };
      const [kind, ...rest] = words;
      const [cmd, args] = kind === 'CMD' ? [rest[0] ?? 'false', rest.slice(1).map(local)] : ['sh', ['-c', local(rest.join(' '))]];
      const env: Record<string, string> = { ...baseEnv };
      for (const [key, value] of Object.entries(stringEnv(services[name]?.environment))) env[key] = mapValue(value);
      // A variable given as undefined is left out (e.g. a password, to see what happens without it).
      for (const [key, value] of Object.entries(extraEnv)) {
        if (value === undefined) delete env[key];
        else env[key] = value;
      }
      return new Promise((resolve) => {
        execFile(cmd, args, { env, timeout: 3000, encoding: 'utf8' }, (err, stdout, stderr) => resolve({ healthy: !err, output: `${stdout}${stderr}`.trim() }));
      });
    };

    return {
      dir,
      publicUrl,
      ca: fs.readFileSync(path.join(proxyDir, 'tls.crt')),
      postgres,
      redis,
      api,
      gateways,
      proxy,
      tls,
      overrides: listed,
      healthCheck,
      proxyAccessLog: () => {
        try {
          return fs.readFileSync(path.join(proxyDir, 'stdout.log'), 'utf8');
        } catch {
          return '';
        }
      },
      proxyUrl: `http://127.0.0.1:${proxyPort}`,
      apiEnv,
      resetDatabase: () => {
        postgres.psql('drop database flyerdesk with (force)');
        postgres.psql('create database flyerdesk owner flyerdesk');
      },
      setApiEnv: (name, value, why) => {
        apiProcessEnv[name] = value;
        apiEnv[name] = value;
        listed.push({ service: 'api', name, value, why });
        console.log(`  setting changed for the run: api ${name}=${value} (${why})`);
      },
      createUser: (username, role, password) => {
        const result = spawnSync(process.execPath, ['apps/api/dist/cli/createUser.js', '--username', username, '--role', role], {
          cwd: ROOT,
          env: { ...baseEnv, ...apiEnv, FLYERDESK_NEW_PASSWORD: password },
          encoding: 'utf8',
        });
        return { status: result.status, output: `${result.stdout}${result.stderr}` };
      },
      close: async () => {
        for (const close of closers.reverse()) await close().catch(() => undefined);
        if (process.env.REHEARSAL_KEEP_LOGS) fs.cpSync(path.join(dir, "proxy"), process.env.REHEARSAL_KEEP_LOGS, { recursive: true });
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    throw err;
  }
}
