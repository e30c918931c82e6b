#!/usr/bin/env node
// `node scripts/check-deploy.mjs`: static checks of the docker-compose production topology, without a
// Docker engine. Exits non-zero with one message per problem; warnings are printed and do not fail.
//  1. docker-compose.yml is valid (`docker-compose config -q` with dummy secrets, when installed)
//  2. every Dockerfile runs as a non-root user; its `build` stage runs exactly the CI install command
//     (`npm ci …` from .ci/run, whose prepare step is scripts/build.mjs), nothing else builds
//  3. every variable docker-compose.yml reads is in .env.example, and nothing else is
//  4. the compose topology: the gateway services, the proxy's upstream and depends_on agree, only the
//     proxy publishes a port, the gateways' stop grace outlasts SHUTDOWN_GRACE_MS
//  5. the proxy passes every gateway path to the gateways (WebSocket upgrades on /graphql) and answers
//     404 for the internal ones
//  6. `nginx -t` accepts the proxy configuration (when nginx is installed)
//  7. the gateways' TRUST_PROXY_HOPS is read from the environment and the operator's .env (else
//     .env.example) sets it to the recommended deployment's proxies (TLS terminator and nginx: 2);
//     otherwise a warning, which does not fail the run
//  8. every service confined: memory, CPU and process limits, a read-only root filesystem with what it
//     writes on a volume or a tmpfs, cap_drop: [ALL] (an image started as root gets back what its
//     entrypoint needs), no-new-privileges
//  9. Redis requires REDIS_PASSWORD (--requirepass), every REDIS_URL carries it, its health check
//     authenticates
// 10. the api's and the gateways' health checks ask /readyz
// 11. the proxy: HSTS on every answer behind HTTPS, rate limits on /graphql (429 as a GraphQL error)
//     and on the public reads, no download token or query string in the access log
// 12. the images' Node.js major is package.json's engines.node and @types/node's
// 13. base images pinned by digest (`node scripts/pin-images.mjs`); otherwise a warning
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const COMPOSE_FILE = 'docker-compose.yml';
export const ENV_EXAMPLE = '.env.example';
export const PROXY_CONFIG = 'deploy/proxy/nginx.conf';
export const CI_SCRIPT = '.ci/run';
export const GATEWAY_DOCKERFILE = 'apps/gateway/Dockerfile';
/** The port every gateway replica listens on inside its container (GATEWAY_PORT in docker-compose.yml). */
export const GATEWAY_PORT = 3000;
/** Paths the gateways answer (besides the web app's pages and /assets). */
export const GATEWAY_PATHS = ['/graphql', '/files', '/feed', '/upload', '/healthz', '/client-config'];
/** Paths only the internal network may reach: Prometheus and the orchestrator's health checks. */
export const INTERNAL_PATHS = ['/metrics', '/readyz'];
/** A subscription socket must survive quiet periods of at least this long at the proxy. */
export const MIN_WEBSOCKET_READ_TIMEOUT_S = 300;
/** Secrets docker-compose.yml requires; `config` runs with these dummy values. */
const DUMMY_SECRETS = {
  POSTGRES_PASSWORD: 'check0deploy0postgres0password00',
  JWT_SECRET: 'check0deploy0jwt0secret0000000000000000000000000000000000000000',
  SERVICE_TOKEN: 'check0deploy0service0token00000000000000000000000000000000000000',
  REDIS_PASSWORD: 'check0deploy0redis0password0000000',
};

// ---------------------------------------------------------------------------------------------
// Dockerfiles

/** Instructions of a Dockerfile grouped by stage: [{ name, from, instructions: [{ keyword, args }] }]. */
export function parseDockerfile(text) {
  const instructions = [];
  let pending = '';
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    if (pending === '' && /^\s*#/.test(line)) continue;
    if (pending !== '' && /^\s*#/.test(line)) continue; // comments inside a continued instruction
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    if (full === '') continue;
    const match = /^(\w+)\s*(.*)$/s.exec(full);
    if (match) instructions.push({ keyword: match[1].toUpperCase(), args: match[2].trim() });
  }
  if (pending.trim() !== '') {
    const match = /^(\w+)\s*(.*)$/s.exec(pending.trim());
    if (match) instructions.push({ keyword: match[1].toUpperCase(), args: match[2].trim() });
  }
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const asIndex = words.findIndex((w) => w.toLowerCase() === 'as');
      stages.push({ from: words[0], name: asIndex >= 0 ? words[asIndex + 1] : undefined, instructions: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return stages;
}

/** The shell command of a RUN instruction, without BuildKit options (--mount, --network, --security). */
export function runCommand(args) {
  let rest = args.trim();
  while (rest.startsWith('--')) rest = rest.replace(/^--\S+\s*/, '');
  if (rest.startsWith('[')) {
    try {
      const parts = JSON.parse(rest);
      if (Array.isArray(parts)) rest = parts.join(' ');
    } catch {
      // Not JSON: a shell-form command that starts with a bracket.
    }
  }
  return rest.replace(/\s+/g, ' ').trim();
}

const ROOT_USERS = new Set(['root', '0', 'root:root', '0:0', 'root:0', '0:root']);
/** Commands that install development dependencies or build: they belong in the build stage only. */
const BUILD_COMMANDS = [
  { pattern: /\bnpm\s+(ci|install|i)\b/, unless: /--omit[= ]dev\b/, what: 'installs dependencies with dev tools' },
  { pattern: /\bnpm\s+run\s+build\b/, what: 'builds' },
  { pattern: /\b(npx\s+)?tsc\b/, what: 'compiles TypeScript' },
  { pattern: /\bvite\s+build\b/, what: 'bundles the web app' },
  { pattern: /scripts\/build\.mjs/, what: 'builds' },
];

/**
 * Problems of one Dockerfile. `ciInstall` is the CI install command (whose prepare step builds
 * everything); a stage named `build` must run exactly that.
 */
export function checkDockerfile(text, ciInstall) {
  const problems = [];
  const stages = parseDockerfile(text);
  if (stages.length === 0) return ['no FROM instruction'];
  const final = stages[stages.length - 1];
  const users = final.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args.trim());
  const user = users[users.length - 1];
  if (user === undefined) problems.push('the final stage has no USER instruction: it would run as root');
  else if (ROOT_USERS.has(user.toLowerCase())) problems.push(`the final stage runs as ${user}`);

  const usesNode = stages.some((stage) => stage.instructions.some((i) => i.keyword === 'RUN' && /\b(npm|npx)\b/.test(runCommand(i.args))));
  const build = stages.find((stage) => stage.name === 'build');
  if (usesNode && build === undefined) problems.push('runs npm but has no stage named "build" with the CI build');
  if (build !== undefined) {
    const runs = build.instructions.filter((i) => i.keyword === 'RUN').map((i) => runCommand(i.args));
    if (runs.length !== 1 || runs[0] !== ciInstall) {
      problems.push(
        `the build stage must run exactly the CI build \`${ciInstall}\` (its prepare step builds), got ${runs.length === 0 ? 'nothing' : runs.map((r) => `\`${r}\``).join(', ')}`,
      );
    }
    if (final === build || final.from === 'build') problems.push('the final stage is the build stage: dev dependencies would ship');
  }
  for (const stage of stages) {
    if (stage === build) continue;
    for (const instruction of stage.instructions) {
      if (instruction.keyword !== 'RUN') continue;
      const command = runCommand(instruction.args);
      for (const rule of BUILD_COMMANDS) {
        if (rule.pattern.test(command) && !(rule.unless && rule.unless.test(command))) {
          problems.push(`stage ${stage.name ?? stage.from} ${rule.what} (\`${command}\`): only the build stage builds, with the CI command`);
        }
      }
    }
  }
  return problems;
}

/** The `npm ci …` line CI runs (whose prepare step is the build). */
export function ciInstallCommand(ciScript) {
  const match = /^\s*(npm ci\b[^\n#]*?)\s*(#.*)?$/m.exec(ciScript);
  return match ? match[1].replace(/\s+/g, ' ') : undefined;
}

/** The build steps scripts/lib/build.mjs runs, for the report (e.g. `npx tsc --build …`). */
export function buildSteps(buildModule) {
  const steps = [];
  const body = /const steps = \[([\s\S]*?)\n\s*\];/.exec(buildModule)?.[1] ?? '';
  for (const match of body.matchAll(/\[\s*'([^']+)'\s*,\s*\[([^\]]*)\]\s*\]/g)) {
    const args = [...match[2].matchAll(/'([^']*)'/g)].map((m) => m[1]);
    steps.push([match[1], ...args].join(' '));
  }
  return steps;
}

/** Tests and the code only tests use, which the images leave out (the build projects leave them out of dist too). */
export const TEST_PATHS = ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test', 'apps/gateway/src/test-support', 'apps/web/src/test'];

/**
 * .dockerignore must keep build output and installed modules out (the prepare step builds only what
 * is missing or stale), the secrets, and the tests with their helpers.
 */
export function checkDockerignore(text) {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  const problems = [];
  for (const needed of ['dist', 'node_modules']) {
    if (!lines.some((l) => l === `**/${needed}` || l === `**/${needed}/`)) {
      problems.push(`.dockerignore must exclude **/${needed}: a local ${needed} would end up in the images instead of a clean build`);
    }
  }
  if (!lines.some((l) => l === '.env' || l === '.env*' || l === '**/.env')) problems.push('.dockerignore must exclude .env (the secrets)');
  for (const tests of TEST_PATHS) {
    if (!lines.includes(tests)) problems.push(`.dockerignore must exclude ${tests}: tests and their helpers are not part of the images`);
  }
  return problems;
}

export function findDockerfiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.git', 'dist', '.data', 'coverage', 'test-results', 'playwright-report'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^Dockerfile(\..+)?$|\.Dockerfile$/.test(entry.name)) found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml and .env.example

function withoutYamlComments(text) {
  return text
    .split(/\r?\n/)
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');
}

/** Names of the variables docker-compose.yml interpolates (${VAR}, ${VAR:-default}, $VAR; not $$). */
export function composeVariables(composeText) {
  const names = new Set();
  const text = withoutYamlComments(composeText).replace(/\$\$/g, '');
  for (const match of text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(match[1]);
  for (const match of text.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(match[1]);
  return [...names].sort();
}

/** Names set in an env file (NAME=value lines). */
export function envFileVariables(text) {
  const names = new Set();
  for (const match of text.matchAll(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/gm)) names.add(match[1]);
  return [...names].sort();
}

export function checkEnvExample(composeText, envText) {
  const read = composeVariables(composeText);
  const listed = envFileVariables(envText);
  const problems = [];
  for (const name of read) if (!listed.includes(name)) problems.push(`${name} is read by ${COMPOSE_FILE} but missing from ${ENV_EXAMPLE}`);
  for (const name of listed) if (!read.includes(name)) problems.push(`${name} is in ${ENV_EXAMPLE} but ${COMPOSE_FILE} never reads it`);
  return problems;
}

/**
 * The top-level blocks of docker-compose.yml and the services, as text: { topLevel: {name: text},
 * services: {name: text} }. Enough for the topology checks of this file (two-space indentation).
 */
export function composeBlocks(composeText) {
  const lines = withoutYamlComments(composeText).split('\n');
  const topLevel = {};
  const services = {};
  let top;
  let service;
  for (const line of lines) {
    const topMatch = /^([A-Za-z0-9_.-]+):/.exec(line);
    if (topMatch) {
      top = topMatch[1];
      topLevel[top] = `${line}\n`;
      service = undefined;
      continue;
    }
    if (top === undefined) continue;
    topLevel[top] += `${line}\n`;
    if (top !== 'services') continue;
    const serviceMatch = /^ {2}([A-Za-z0-9_.-]+):\s*$/.exec(line);
    if (serviceMatch) {
      service = serviceMatch[1];
      services[service] = '';
    } else if (service !== undefined) {
      services[service] += `${line}\n`;
    }
  }
  return { topLevel, services };
}

/** Milliseconds of a compose duration such as 30s, 1m30s, 500ms. */
export function composeDurationMs(value) {
  let total = 0;
  let matched = '';
  for (const match of value.matchAll(/(\d+(?:\.\d+)?)(ms|us|ns|h|m|s)/g)) {
    const n = Number(match[1]);
    total += n * { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, ns: 0.000001 }[match[2]];
    matched += match[0];
  }
  return matched === value.trim() && matched !== '' ? total : undefined;
}

/** Services built from the gateway Dockerfile, directly or by merging a block that is. */
export function gatewayServices(composeText) {
  const { topLevel, services } = composeBlocks(composeText);
  const anchors = Object.values(topLevel)
    .filter((block) => block.includes(GATEWAY_DOCKERFILE))
    .map((block) => /^[A-Za-z0-9_.-]+:\s*&([A-Za-z0-9_.-]+)/.exec(block)?.[1])
    .filter((a) => a !== undefined);
  return Object.keys(services).filter((name) => {
    const block = services[name];
    return block.includes(GATEWAY_DOCKERFILE) || anchors.some((a) => new RegExp(`<<:\\s*\\*${a}\\s*$`, 'm').test(block));
  });
}

/** Problems of the compose topology, given the proxy configuration it starts. */
export function checkTopology(composeText, nginxText, envText) {
  const problems = [];
  const { topLevel, services } = composeBlocks(composeText);
  const gateways = gatewayServices(composeText);
  if (gateways.length < 2) problems.push(`expected at least two gateway services (built from ${GATEWAY_DOCKERFILE}), found ${gateways.length}`);

  const publishing = Object.keys(services).filter((name) => /^ {4}ports:/m.test(services[name]));
  const proxies = Object.keys(services).filter((name) => /context:\s*\.?\/?deploy\/proxy\b/.test(services[name]));
  if (proxies.length !== 1) problems.push(`expected one proxy service built from deploy/proxy, found ${proxies.length}`);
  const proxy = proxies[0];
  if (publishing.length !== 1 || publishing[0] !== proxy) {
    problems.push(`only the proxy may publish a port; services with ports: ${publishing.join(', ') || 'none'}`);
  }
  if (proxy !== undefined) {
    for (const gateway of gateways) {
      if (!new RegExp(`^ {6}${gateway}:\\s*\\n {8}condition: service_healthy`, 'm').test(services[proxy])) {
        problems.push(`the proxy must wait for ${gateway} (depends_on with condition: service_healthy)`);
      }
    }
  }

  const config = parseNginx(nginxText);
  const upstreamName = proxyUpstreamOf(config, '/graphql');
  const upstream = upstreamName === undefined ? undefined : upstreams(config)[upstreamName];
  if (upstream !== undefined) {
    const listed = upstream.map((s) => s.address);
    const primaries = upstream.filter((s) => !s.params.includes('backup')).map((s) => s.address);
    // The backups are the same replicas, never left alone: with every replica in its fail_timeout (a
    // rolling restart faster than it), requests still have somewhere to go instead of a 502 each.
    const backups = upstream.filter((s) => s.params.includes('backup') && s.params.includes('max_fails=0')).map((s) => s.address);
    for (const gateway of gateways) {
      const address = `${gateway}:${GATEWAY_PORT}`;
      if (!primaries.includes(address)) problems.push(`${PROXY_CONFIG}: upstream ${upstreamName} lacks "server ${address}"`);
      if (!backups.includes(address)) problems.push(`${PROXY_CONFIG}: upstream ${upstreamName} lacks "server ${address} backup max_fails=0"`);
    }
    for (const address of listed) {
      const host = address.replace(/:\d+$/, '');
      if (!gateways.includes(host)) problems.push(`${PROXY_CONFIG}: upstream ${upstreamName} lists ${address}, which is no gateway service of ${COMPOSE_FILE}`);
    }
  }

  // A service given SHUTDOWN_GRACE_MS must get a longer stop_grace_period, or open requests are cut off.
  const defaultGrace = /SHUTDOWN_GRACE_MS:\s*\$\{SHUTDOWN_GRACE_MS:-(\d+)\}/.exec(composeText)?.[1];
  const exampleGrace = /^\s*SHUTDOWN_GRACE_MS\s*=\s*(\d+)\s*$/m.exec(envText)?.[1];
  const gatewayBlocks = Object.values(topLevel).filter((b) => b.includes(GATEWAY_DOCKERFILE) || b.includes('SHUTDOWN_GRACE_MS'));
  for (const [name, block] of Object.entries(services)) {
    const inherited = gateways.includes(name) ? gatewayBlocks : [];
    const blocks = [block, ...inherited];
    if (!blocks.some((b) => b.includes('SHUTDOWN_GRACE_MS'))) continue;
    const periodText = blocks.map((b) => /stop_grace_period:\s*(\S+)/.exec(b)?.[1]).find((v) => v !== undefined);
    const periodMs = periodText === undefined ? 10_000 : composeDurationMs(periodText);
    if (periodMs === undefined) {
      problems.push(`${name}: stop_grace_period ${periodText} is not a duration`);
      continue;
    }
    for (const [where, value] of [
      [`the default in ${COMPOSE_FILE}`, defaultGrace],
      [ENV_EXAMPLE, exampleGrace],
    ]) {
      if (value !== undefined && Number(value) >= periodMs) {
        problems.push(`${name}: SHUTDOWN_GRACE_MS (${value} ms, ${where}) must be shorter than its stop_grace_period (${periodText ?? '10s, the default'})`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Trusted proxy hops (TRUST_PROXY_HOPS of the gateways)

/** The operator's settings next to docker-compose.yml; .env.example stands in while there is none. */
export const OPERATOR_ENV = '.env';
/**
 * Proxies in front of the gateways in the README's recommended deployment, each adding an
 * X-Forwarded-For entry: the TLS terminator (the host's reverse proxy or a load balancer) and nginx.
 */
export const RECOMMENDED_PROXY_HOPS = 2;
/** Largest TRUST_PROXY_HOPS the gateways accept (apps/gateway/src/env.ts). */
const MAX_PROXY_HOPS = 10;

/** The value of `name` in an env file as docker compose reads it (quotes and trailing comments removed); undefined when not set. */
export function envFileValue(text, name) {
  let value;
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const raw = match[2].trim();
    const quoted = /^(["'])(.*)\1(\s+#.*)?$/.exec(raw);
    value = quoted ? quoted[2] : raw.replace(/\s+#.*$/, '').trim();
  }
  return value;
}

/**
 * Where docker-compose.yml sets TRUST_PROXY_HOPS: [{ raw, variable?: { operator, fallback } }], one per
 * line that sets it (mapping or list form). `variable` describes `${TRUST_PROXY_HOPS…}`; without it
 * the value is written in the file.
 */
export function proxyHopsSettings(composeText) {
  const settings = [];
  for (const line of withoutYamlComments(composeText).split('\n')) {
    const match = /^\s*(?:-\s*)?TRUST_PROXY_HOPS\s*(?::|=)\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const raw = match[1].replace(/^(["'])(.*)\1$/, '$2');
    const variable = /^\$\{TRUST_PROXY_HOPS(?:(:?[-?])([^}]*))?\}$/.exec(raw);
    settings.push({ raw, variable: variable ? { operator: variable[1] ?? '', fallback: variable[2] ?? '' } : undefined });
  }
  return settings;
}

/**
 * The gateways' trusted proxy hops against the recommended topology (a TLS terminator in front of
 * nginx: 2). `envText` is the operator's .env (or .env.example), named `envFile` in the messages;
 * `nginxText`, when given, is checked to append to X-Forwarded-For. Returns { problems, warnings, value }:
 * a value the gateways refuse is a problem; a value that cannot match the topology is a warning, since
 * an installation may differ from the recommended one on purpose.
 */
export function checkProxyHops(composeText, envText, envFile = ENV_EXAMPLE, nginxText = undefined) {
  const problems = [];
  const warnings = [];
  const settings = proxyHopsSettings(composeText);
  const fromEnv = envFileValue(envText, 'TRUST_PROXY_HOPS');
  const consequences = {
    low: `behind the recommended TLS terminator and nginx every browser then has the TLS terminator's address: the api's sign-in limit per address (20 failures in 15 minutes) locks out all staff at once and WS_MAX_SOCKETS_PER_ADDRESS counts everybody's WebSockets together`,
    high: `with fewer proxies in front than that, a browser can forge its address by sending its own X-Forwarded-For, and escape the sign-in limit per address and WS_MAX_SOCKETS_PER_ADDRESS`,
  };
  const advice = `set TRUST_PROXY_HOPS=${RECOMMENDED_PROXY_HOPS} in ${envFile} with a TLS terminator in front of the proxy (README), 1 only where browsers reach the proxy directly`;

  if (settings.length === 0) {
    warnings.push(`${COMPOSE_FILE} does not set TRUST_PROXY_HOPS for the gateways: they trust no proxy (0) and see nginx's address for every browser; add TRUST_PROXY_HOPS: \${TRUST_PROXY_HOPS:-1} and ${advice}`);
  }
  const values = new Set();
  for (const setting of settings) {
    let value;
    let source;
    if (setting.variable === undefined) {
      value = setting.raw;
      source = COMPOSE_FILE;
      warnings.push(
        `${COMPOSE_FILE} fixes TRUST_PROXY_HOPS to "${setting.raw}" instead of reading it from ${envFile}: the number of proxies in front of the gateways depends on the installation (TLS terminator and nginx: ${RECOMMENDED_PROXY_HOPS}); write TRUST_PROXY_HOPS: \${TRUST_PROXY_HOPS:-1}`,
      );
    } else {
      const { operator, fallback } = setting.variable;
      const unset = fromEnv === undefined || (operator.startsWith(':') && fromEnv === '');
      if (unset && operator.endsWith('?')) {
        problems.push(`${COMPOSE_FILE} requires TRUST_PROXY_HOPS and ${envFile} does not set it: docker compose refuses to start`);
        continue;
      }
      value = unset && operator.endsWith('-') ? fallback : (fromEnv ?? '');
      source = unset ? (operator.endsWith('-') ? `the default in ${COMPOSE_FILE}` : `unset in ${envFile}, the gateways' default`) : envFile;
    }
    const trimmed = value.trim();
    const hops = trimmed === '' ? 0 : Number(trimmed);
    if (!Number.isInteger(hops) || hops < 0 || hops > MAX_PROXY_HOPS) {
      problems.push(`TRUST_PROXY_HOPS="${value}" (${source}): the gateways refuse to start; it must be a whole number from 0 to ${MAX_PROXY_HOPS}`);
      continue;
    }
    values.add(hops);
    if (hops < RECOMMENDED_PROXY_HOPS) {
      warnings.push(`TRUST_PROXY_HOPS is ${hops} (${source}), the recommended deployment has ${RECOMMENDED_PROXY_HOPS} proxies (TLS terminator and nginx): ${consequences.low}; ${advice}`);
    } else if (hops > RECOMMENDED_PROXY_HOPS) {
      warnings.push(`TRUST_PROXY_HOPS is ${hops} (${source}), more than the ${RECOMMENDED_PROXY_HOPS} proxies of the recommended deployment (TLS terminator and nginx): ${consequences.high}; ${advice}`);
    }
  }

  let config;
  try {
    config = nginxText === undefined ? undefined : parseNginx(nginxText);
  } catch {
    // An unreadable proxy configuration is reported by the proxy's own check.
  }
  const server = config && publicServer(config);
  if (server) {
    for (const uri of ['/graphql', '/']) {
      const location = matchLocation(server, uri);
      if (!location) continue;
      const forwarded = effectiveHeaders([location.block, server.block, httpBlock(config)]).get('x-forwarded-for');
      if (forwarded !== '$proxy_add_x_forwarded_for') {
        warnings.push(
          `${PROXY_CONFIG}: ${uri} (location ${location.args.join(' ')}) sends X-Forwarded-For ${forwarded ?? '(none)'} instead of appending ($proxy_add_x_forwarded_for): the TLS terminator's entry with the browser's address does not reach the gateways`,
        );
      }
    }
  }
  return { problems, warnings, value: values.size === 1 ? [...values][0] : undefined };
}

// ---------------------------------------------------------------------------------------------
// Confinement of every service: limits, read-only root filesystems, capabilities, privileges

/** Top-level blocks that carry a YAML anchor: { anchor: body lines (keys at two spaces) }. */
function composeAnchors(composeText) {
  const { topLevel } = composeBlocks(composeText);
  const anchors = {};
  for (const block of Object.values(topLevel)) {
    const [header, ...body] = block.split('\n');
    const anchor = /^[A-Za-z0-9_.-]+:\s*&([A-Za-z0-9_.-]+)\s*$/.exec(header)?.[1];
    if (anchor) anchors[anchor] = body.join('\n');
  }
  return anchors;
}

/** Keys of a mapping written at `indent` spaces: [[key, { inline, nested: lines below it }]]. */
function mappingEntries(body, indent) {
  const entries = [];
  const keyLine = new RegExp(`^ {${indent}}([A-Za-z0-9_.<-]+):(.*)$`);
  for (const line of body.split('\n')) {
    const match = keyLine.exec(line);
    if (match) entries.push([match[1], { inline: match[2].trim(), nested: [] }]);
    else if (entries.length > 0 && line.trim() !== '' && line.startsWith(' '.repeat(indent + 1))) entries[entries.length - 1][1].nested.push(line.trim());
  }
  return entries;
}

/** A service's settings as compose applies them: merged blocks (`<<: *anchor`) first, its own keys over them. */
export function serviceSettings(composeText, name) {
  const anchors = composeAnchors(composeText);
  const resolve = (body, indent, seen) => {
    const settings = new Map();
    const own = mappingEntries(body, indent);
    for (const [key, value] of own) {
      if (key !== '<<') continue;
      for (const ref of value.inline.replace(/[[\]]/g, '').split(',').map((r) => r.trim().replace(/^\*/, ''))) {
        if (anchors[ref] === undefined || seen.has(ref)) continue;
        for (const [k, v] of resolve(anchors[ref], 2, new Set([...seen, ref]))) settings.set(k, v);
      }
    }
    for (const [key, value] of own) if (key !== '<<') settings.set(key, value);
    return settings;
  };
  const body = composeBlocks(composeText).services[name];
  return body === undefined ? undefined : resolve(body, 4, new Set());
}

/** The items of a YAML list setting, inline ([a, b]) or one per line (- a), without quotes. */
function listItems(setting) {
  if (setting === undefined) return [];
  const unquote = (s) => s.trim().replace(/^(["'])(.*)\1$/, '$2');
  if (setting.inline.startsWith('[')) return setting.inline.replace(/^\[|\]$/g, '').split(',').map(unquote).filter((s) => s !== '');
  if (setting.inline !== '') return [unquote(setting.inline)];
  return setting.nested.filter((l) => l.startsWith('- ')).map((l) => unquote(l.slice(2)));
}

/** A value of a mapping setting (environment: NAME: value, or - NAME=value), without quotes. */
function mappingValue(setting, name) {
  for (const line of setting?.nested ?? []) {
    const match = new RegExp(`^(?:-\\s*)?${name}\\s*(?::|=)\\s*(.*)$`).exec(line);
    if (match) return match[1].trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return undefined;
}

/** Container paths a service can write to: its volumes and tmpfs mounts. */
export function writableMounts(settings) {
  const mounts = [];
  for (const item of listItems(settings.get('tmpfs'))) mounts.push(item.split(':')[0]);
  for (const item of listItems(settings.get('volumes'))) {
    const parts = item.split(':');
    const target = parts.length === 1 ? parts[0] : parts[1];
    if (!/(^|:)ro$/.test(item) && target?.startsWith('/')) mounts.push(target);
  }
  for (const line of settings.get('volumes')?.nested ?? []) {
    const target = /^(?:-\s*)?target:\s*(\S+)/.exec(line)?.[1];
    if (target) mounts.push(target);
  }
  return mounts;
}

/**
 * What the official images write, and what their entrypoints need when started as root with every
 * capability dropped: they chown the data folder and switch to their own user.
 */
export const IMAGE_NEEDS = [
  {
    image: /^postgres:/,
    writes: ['/var/lib/postgresql/data', '/var/run/postgresql'],
    rootCapabilities: ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'SETGID', 'SETUID'],
    user: 'postgres',
  },
  { image: /^redis:/, writes: ['/data'], rootCapabilities: ['CHOWN', 'DAC_OVERRIDE', 'SETGID', 'SETUID'], user: 'redis' },
];
/** Node.js writes its temporary files to /tmp (os.tmpdir()). */
const NODE_TEMP = '/tmp';

const ROOT_NAMES = new Set(['root', '0', 'root:root', '0:0']);

/**
 * Every service confined: limits on memory, CPU and processes (service keys, which docker-compose v1
 * and docker compose v2 both apply, or deploy.resources.limits), a read-only root filesystem with
 * what the process writes on a volume or a tmpfs, all capabilities dropped (an image that starts as
 * root gets back exactly what its entrypoint needs), and no-new-privileges. `nginxText` gives the
 * proxy's pid and temporary paths.
 */
export function checkHardening(composeText, nginxText) {
  const problems = [];
  const { services } = composeBlocks(composeText);
  let proxyPaths = [];
  try {
    const http = httpBlock(parseNginx(nginxText ?? ''));
    proxyPaths = [...parseNginx(nginxText ?? '').filter((d) => d.name === 'pid'), ...http.filter((d) => /_temp_path$/.test(d.name))].map((d) => d.args[0]);
  } catch {
    // The proxy's own check reports an unreadable configuration.
  }
  for (const name of Object.keys(services)) {
    const settings = serviceSettings(composeText, name);
    const deployLimits = (settings.get('deploy')?.nested ?? []).join('\n');
    for (const [key, limit, what] of [
      ['mem_limit', 'memory', 'memory'],
      ['cpus', 'cpus', 'CPU'],
      ['pids_limit', 'pids', 'process'],
    ]) {
      if (!settings.has(key) && !new RegExp(`^${limit}:`, 'm').test(deployLimits)) problems.push(`${name}: no ${what} limit (${key}, or deploy.resources.limits.${limit})`);
    }
    if (settings.get('read_only')?.inline !== 'true') problems.push(`${name}: the root filesystem must be read-only (read_only: true), with what it writes on a volume or a tmpfs`);
    const dropped = listItems(settings.get('cap_drop')).map((c) => c.toUpperCase());
    if (!dropped.includes('ALL')) problems.push(`${name}: must drop every capability (cap_drop: [ALL]) and add back only what its image needs`);
    const options = listItems(settings.get('security_opt'));
    if (!options.some((o) => /^no-new-privileges(:true)?$/.test(o))) problems.push(`${name}: security_opt must have no-new-privileges:true`);

    const image = settings.get('image')?.inline.replace(/^(["'])(.*)\1$/, '$2');
    const mounts = writableMounts(settings);
    const writable = (p) => mounts.some((m) => p === m || p.startsWith(`${m.replace(/\/$/, '')}/`));
    const needs = [];
    const known = IMAGE_NEEDS.find((n) => image !== undefined && n.image.test(image));
    if (known) needs.push(...known.writes.map((p) => [p, `the ${image} image writes it`]));
    const dataDir = mappingValue(settings.get('environment'), 'DATA_DIR');
    if (dataDir !== undefined) needs.push([dataDir, 'DATA_DIR']);
    const dockerfile = /^dockerfile:\s*(\S+)/m.exec((settings.get('build')?.nested ?? []).join('\n'))?.[1];
    if (dockerfile?.startsWith('apps/')) needs.push([NODE_TEMP, 'Node.js temporary files']);
    if (/deploy\/proxy\b/.test(settings.get('build')?.inline ?? '') || /^context:\s*\.?\/?deploy\/proxy\b/m.test((settings.get('build')?.nested ?? []).join('\n'))) {
      for (const p of proxyPaths) needs.push([p.endsWith('.pid') ? path.posix.dirname(p) : p, `${PROXY_CONFIG} writes ${p}`]);
    }
    if (settings.get('read_only')?.inline === 'true') {
      for (const [p, why] of needs) if (!writable(p)) problems.push(`${name}: ${p} (${why}) is on the read-only root filesystem: give it a volume or a tmpfs`);
    }

    if (known && dropped.includes('ALL')) {
      const user = settings.get('user')?.inline.replace(/^(["'])(.*)\1$/, '$2');
      if (user === undefined || ROOT_NAMES.has(user)) {
        const added = listItems(settings.get('cap_add')).map((c) => c.toUpperCase().replace(/^CAP_/, ''));
        const missing = known.rootCapabilities.filter((c) => !added.includes(c));
        if (missing.length > 0) {
          problems.push(`${name}: ${image} starts as root, and its entrypoint needs ${missing.join(', ')} (cap_add) with cap_drop: [ALL]; or start it as its own user (user: ${known.user})`);
        }
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Redis password and health checks

/**
 * Redis refuses clients without REDIS_PASSWORD: the redis service starts with --requirepass from the
 * required variable, every REDIS_URL carries it, and the health check authenticates (REDISCLI_AUTH).
 */
export function checkRedisAuth(composeText) {
  const problems = [];
  const { services } = composeBlocks(composeText);
  const required = /^\$\{REDIS_PASSWORD:\?[^}]*\}$/;
  for (const name of Object.keys(services)) {
    const settings = serviceSettings(composeText, name);
    const image = settings.get('image')?.inline ?? '';
    if (!/^["']?redis:/.test(image)) continue;
    const command = listItems(settings.get('command'));
    const words = command.length > 1 ? command : (command[0] ?? '').split(/\s+/);
    const at = words.indexOf('--requirepass');
    if (at < 0 || !required.test(words[at + 1] ?? '')) {
      problems.push(`${name}: redis-server must start with --requirepass \${REDIS_PASSWORD:?…} (required in .env), got command ${JSON.stringify(words)}`);
    }
    const auth = mappingValue(settings.get('environment'), 'REDISCLI_AUTH');
    const test = [settings.get('healthcheck')?.inline ?? '', ...(settings.get('healthcheck')?.nested ?? [])].join('\n');
    if (!(auth !== undefined && /\$\{REDIS_PASSWORD\b/.test(auth)) && !/(\s-a\s|--pass\b|REDISCLI_AUTH|REDIS_PASSWORD)/.test(test)) {
      problems.push(`${name}: the health check must authenticate (environment REDISCLI_AUTH: \${REDIS_PASSWORD:?…}), or it fails with NOAUTH`);
    }
  }
  for (const line of withoutYamlComments(composeText).split('\n')) {
    const match = /^\s*(?:-\s*)?REDIS_URL\s*(?::|=)\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const url = match[1].replace(/^(["'])(.*)\1$/, '$2');
    if (url !== '' && !/^rediss?:\/\/[^@/]*:\$\{REDIS_PASSWORD\b[^}]*\}@/.test(url)) {
      problems.push(`REDIS_URL ${url} does not carry the password: write redis://:\${REDIS_PASSWORD:?…}@redis:6379`);
    }
  }
  return problems;
}

/**
 * The api's and the gateways' Docker health checks ask /readyz (503 while they cannot work: the api
 * without its database, a gateway without the api or Redis), not /healthz (the process runs).
 */
export function checkHealthChecks(composeText) {
  const problems = [];
  const { services } = composeBlocks(composeText);
  for (const name of Object.keys(services)) {
    const settings = serviceSettings(composeText, name);
    const dockerfile = /^dockerfile:\s*(\S+)/m.exec((settings.get('build')?.nested ?? []).join('\n'))?.[1];
    if (!dockerfile?.startsWith('apps/')) continue;
    const test = [settings.get('healthcheck')?.inline ?? '', ...(settings.get('healthcheck')?.nested ?? [])].join('\n');
    if (!/\/readyz\b/.test(test)) {
      problems.push(`${name}: its health check must ask /readyz (ready to work: upstream services reachable), not only whether the process runs${/\/healthz\b/.test(test) ? ' (/healthz)' : ''}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The Node.js of the images, `engines` and the Node.js types

/** The lowest Node.js major an `engines.node` range accepts (">=22", "^22.12.0", "22.x", ">=20.19 <23"). */
export function lowestNodeMajor(range) {
  const majors = [...String(range ?? '').matchAll(/(?:^|\|\||\s)(?:>=|\^|~|=)?\s*v?(\d+)(?:\.[\dx*]+)*(?=\s|$|\|)/g)].map((m) => Number(m[1]));
  return majors.length > 0 ? Math.min(...majors) : undefined;
}

/**
 * The images run the Node.js the project declares (package.json `engines.node`), and `@types/node`
 * describes that same major: code type-checked against it uses only what the images have.
 */
export function checkNodeVersions(packageJson, files) {
  const problems = [];
  const majors = [
    ...new Set(
      imageReferences(files)
        .map((r) => /^(?:docker\.io\/)?(?:library\/)?node:(\d+)/.exec(r.ref)?.[1])
        .filter((m) => m !== undefined)
        .map(Number),
    ),
  ];
  if (majors.length === 0) return problems;
  if (majors.length > 1) problems.push(`the images run different Node.js majors: ${majors.join(', ')}`);
  const image = Math.max(...majors);
  const lowest = lowestNodeMajor(packageJson.engines?.node);
  if (lowest === undefined) problems.push(`package.json has no engines.node (the images run Node.js ${image})`);
  else if (lowest !== image) problems.push(`package.json engines.node is "${packageJson.engines.node}", the images run Node.js ${image}: declare >=${image}`);
  const types = /(\d+)/.exec(packageJson.devDependencies?.['@types/node'] ?? '')?.[1];
  if (types === undefined) problems.push('package.json has no @types/node in devDependencies');
  else if (Number(types) !== image) problems.push(`@types/node is ${packageJson.devDependencies['@types/node']}, the images run Node.js ${image}: use @types/node ^${image}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Base images pinned by digest (a warning while they float by tag)

/** Base images named by the Dockerfiles (FROM, not earlier stages) and by compose (image:): [{ file, line, ref }]. */
export function imageReferences(files) {
  const refs = [];
  for (const { file, text } of files) {
    const stages = new Set();
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      const from = /^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
      if (from) {
        if (!stages.has(from[1]) && from[1] !== 'scratch') refs.push({ file, line: index + 1, ref: from[1] });
        if (from[2]) stages.add(from[2]);
        return;
      }
      const image = /^image:\s*["']?([^"'\s#]+)/.exec(line);
      if (image && !line.startsWith('#')) refs.push({ file, line: index + 1, ref: image[1] });
    });
  }
  return refs;
}

export const isPinned = (ref) => /@sha256:[0-9a-f]{64}$/.test(ref);

/** Warnings for base images that float by tag (a tag can be moved to other contents). */
export function checkImagePins(files) {
  return imageReferences(files)
    .filter((r) => !isPinned(r.ref))
    .map((r) => `${r.file}:${r.line}: ${r.ref} floats by tag; pin it by digest with \`node scripts/pin-images.mjs\` on a machine with Docker (README)`);
}

// ---------------------------------------------------------------------------------------------
// nginx configuration

function tokenizeNginx(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '{' || c === '}' || c === ';') {
      tokens.push({ special: c });
      i++;
    } else if (c === '"' || c === "'") {
      let value = '';
      i++;
      while (i < text.length && text[i] !== c) {
        // As nginx reads a quoted string: \" \' \\ \t \r \n are escapes, any other backslash stays
        // (regular expressions such as "\s" keep theirs).
        if (text[i] === '\\' && i + 1 < text.length && `"'\\trn`.includes(text[i + 1])) {
          const next = text[i + 1];
          value += { t: '\t', r: '\r', n: '\n' }[next] ?? next;
          i += 2;
          continue;
        }
        value += text[i++];
      }
      i++;
      tokens.push({ word: value });
    } else {
      let value = '';
      while (i < text.length && !/[\s;{}]/.test(text[i])) {
        // ${name} inside a word is a variable, not a block
        if (text[i] === '$' && text[i + 1] === '{') {
          const end = text.indexOf('}', i);
          value += text.slice(i, end + 1);
          i = end + 1;
          continue;
        }
        value += text[i++];
      }
      tokens.push({ word: value });
    }
  }
  return tokens;
}

/** The configuration as a tree of directives: [{ name, args, block?: [...] }]. */
export function parseNginx(text) {
  const tokens = tokenizeNginx(text);
  let pos = 0;
  const parseBlock = (nested) => {
    const directives = [];
    while (pos < tokens.length) {
      const token = tokens[pos];
      if (token.special === '}') {
        if (!nested) throw new Error('unexpected "}"');
        pos++;
        return directives;
      }
      const words = [];
      while (pos < tokens.length && tokens[pos].word !== undefined) words.push(tokens[pos++].word);
      const end = tokens[pos];
      if (words.length === 0 || end === undefined) throw new Error(`unexpected ${end?.special ?? 'end of file'} after "${words.join(' ')}"`);
      pos++;
      if (end.special === ';') directives.push({ name: words[0], args: words.slice(1) });
      else if (end.special === '{') directives.push({ name: words[0], args: words.slice(1), block: parseBlock(true) });
      else throw new Error(`unexpected "}" after "${words.join(' ')}"`);
    }
    if (nested) throw new Error('missing "}"');
    return directives;
  };
  return parseBlock(false);
}

const httpBlock = (config) => config.find((d) => d.name === 'http')?.block ?? [];

/** Upstream groups: { name: [{ address, params }] }. */
export function upstreams(config) {
  const result = {};
  for (const directive of httpBlock(config)) {
    if (directive.name !== 'upstream') continue;
    result[directive.args[0]] = directive.block.filter((d) => d.name === 'server').map((d) => ({ address: d.args[0], params: d.args.slice(1) }));
  }
  return result;
}

/** The server browsers reach: the first one listening on more than loopback. */
export function publicServer(config) {
  return httpBlock(config).find(
    (d) => d.name === 'server' && d.block.some((x) => x.name === 'listen' && !/^(127\.0\.0\.1|\[::1\]|localhost):/.test(x.args[0])),
  );
}

/** The location block nginx picks for a (normalised) request path, following nginx's rules. */
export function matchLocation(server, uri) {
  const locations = server.block
    .filter((d) => d.name === 'location')
    .map((d) => {
      const [first, second] = d.args;
      const modifier = ['=', '^~', '~', '~*'].includes(first) ? first : '';
      return { directive: d, modifier, pattern: modifier === '' ? first : second };
    });
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact.directive;
  let longest;
  for (const l of locations) {
    if ((l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern) && (longest === undefined || l.pattern.length > longest.pattern.length)) {
      longest = l;
    }
  }
  if (longest?.modifier === '^~') return longest.directive;
  for (const l of locations) {
    if (l.modifier === '~' || l.modifier === '~*') {
      if (new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri)) return l.directive;
    }
  }
  return longest?.directive;
}

/** A directive's arguments as nginx applies them in a location: the nearest level that sets it. */
function effective(levels, name) {
  for (const level of levels) {
    const found = level.filter((d) => d.name === name);
    if (found.length > 0) return found[found.length - 1].args;
  }
  return undefined;
}

/** proxy_set_header as nginx applies it: inherited only when the level sets none of its own. */
function effectiveHeaders(levels) {
  for (const level of levels) {
    const found = level.filter((d) => d.name === 'proxy_set_header');
    if (found.length > 0) return new Map(found.map((d) => [d.args[0].toLowerCase(), d.args[1] ?? '']));
  }
  return new Map();
}

/** The file of the largest upload request (packages/domain), whose number the proxy must let through. */
export const UPLOAD_LIMITS_SOURCE = 'packages/domain/src/uploads.ts';

/** UPLOAD_REQUEST_MAX_BYTES as packages/domain/src/uploads.ts writes it (a plain number). */
export function uploadRequestMaxBytes(sourceText) {
  const match = /export const UPLOAD_REQUEST_MAX_BYTES = (\d+);/.exec(sourceText);
  return match ? Number(match[1]) : undefined;
}

/** Bytes of an nginx size such as 512, 64k, 501m, 1g. */
export function nginxBytes(value) {
  const match = /^(\d+)([kKmMgG])?$/.exec(value ?? '');
  if (!match) return undefined;
  return Number(match[1]) * { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()] || Number(match[1]);
}

/**
 * Every upload path lets the largest upload of the product through (client_max_body_size at least
 * UPLOAD_REQUEST_MAX_BYTES, 0 meaning no limit), so that a file within its own limit is never refused
 * by the proxy with nginx's HTML page.
 */
export function checkUploadLimit(nginxText, uploadSourceText, uploadPaths = ['/upload/stores/x/leaflets', '/upload/scraper/zip', '/upload/leaflets/x/cut']) {
  const needed = uploadRequestMaxBytes(uploadSourceText);
  if (needed === undefined) return [`${UPLOAD_LIMITS_SOURCE}: no "export const UPLOAD_REQUEST_MAX_BYTES = <number>;"`];
  const config = parseNginx(nginxText);
  const server = publicServer(config);
  if (!server) return ['no public server in the proxy configuration'];
  const problems = [];
  for (const uri of uploadPaths) {
    const location = matchLocation(server, uri);
    const levels = [location?.block ?? [], server.block, httpBlock(config)];
    const value = effective(levels, 'client_max_body_size')?.[0] ?? '1m';
    const bytes = nginxBytes(value);
    if (bytes === undefined) problems.push(`${uri}: client_max_body_size ${value} is not a size`);
    else if (bytes !== 0 && bytes < needed) {
      problems.push(`${uri}: client_max_body_size ${value} (${bytes} bytes) is below the largest upload, UPLOAD_REQUEST_MAX_BYTES ${needed} (${UPLOAD_LIMITS_SOURCE}): set it to ${Math.ceil(needed / 1024 ** 2)}m`);
    }
  }
  return problems;
}

/** Seconds of an nginx time such as 60, 60s, 5m, 1h. */
export function nginxSeconds(value) {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(value ?? '');
  if (!match) return undefined;
  return Number(match[1]) * { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] ?? 's'];
}

function proxyUpstreamOf(config, uri) {
  const server = publicServer(config);
  const location = server && matchLocation(server, uri);
  const target = location && effective([location.block], 'proxy_pass')?.[0];
  const match = target && /^https?:\/\/([^/:$]+)\/?$/.exec(target);
  return match ? match[1] : undefined;
}

/** Sample request paths for each path the gateways answer. */
export function samplePaths(prefixes) {
  const samples = new Set(['/', '/dashboard', '/leaflets/42/pages', '/assets/index-3f9a1c.js']);
  for (const prefix of prefixes) {
    samples.add(prefix);
    samples.add(`${prefix}/sample`);
  }
  return [...samples];
}

/** Problems of the proxy configuration: gateway paths proxied, WebSocket upgrades, internal paths blocked. */
export function checkNginx(text, gatewayPrefixes = GATEWAY_PATHS) {
  let config;
  try {
    config = parseNginx(text);
  } catch (err) {
    return [`cannot read ${PROXY_CONFIG}: ${err.message}`];
  }
  const problems = [];
  const http = httpBlock(config);
  const server = publicServer(config);
  if (!server) return [`${PROXY_CONFIG} has no public server block`];
  const groups = upstreams(config);

  for (const uri of samplePaths(gatewayPrefixes)) {
    const location = matchLocation(server, uri);
    if (!location) {
      problems.push(`${uri}: no location matches, nginx would answer 404`);
      continue;
    }
    const where = `${uri} (location ${location.args.join(' ')})`;
    const target = effective([location.block], 'proxy_pass')?.[0];
    const name = target && /^https?:\/\/([^/:$]+)\/?$/.exec(target)?.[1];
    if (!name || !groups[name]) {
      problems.push(`${where} is not passed to the gateways' upstream group (proxy_pass ${target ?? 'missing'})`);
      continue;
    }
    if (groups[name].length === 0) problems.push(`upstream ${name} has no servers`);
  }

  const graphql = matchLocation(server, '/graphql');
  if (graphql) {
    const levels = [graphql.block, server.block, http];
    const headers = effectiveHeaders(levels);
    const version = effective(levels, 'proxy_http_version')?.[0] ?? '1.0';
    if (version !== '1.1') problems.push(`/graphql: proxy_http_version must be 1.1 for WebSocket upgrades, is ${version}`);
    if (headers.get('upgrade') !== '$http_upgrade') problems.push('/graphql: missing proxy_set_header Upgrade $http_upgrade');
    const connection = headers.get('connection');
    const mapped =
      connection !== undefined &&
      connection.startsWith('$') &&
      http.some(
        (d) =>
          d.name === 'map' &&
          d.args[0] === '$http_upgrade' &&
          d.args[1] === connection &&
          d.block.some((e) => e.name === 'default' && e.args[0]?.toLowerCase() === 'upgrade'),
      );
    if (!(connection?.toLowerCase() === 'upgrade' || mapped)) {
      problems.push('/graphql: proxy_set_header Connection must be "upgrade" (or a map of $http_upgrade defaulting to upgrade)');
    }
    const readTimeout = nginxSeconds(effective(levels, 'proxy_read_timeout')?.[0] ?? '60s');
    if (readTimeout === undefined || readTimeout < MIN_WEBSOCKET_READ_TIMEOUT_S) {
      problems.push(`/graphql: proxy_read_timeout must be at least ${MIN_WEBSOCKET_READ_TIMEOUT_S}s for quiet subscription sockets`);
    }
  }

  for (const internal of INTERNAL_PATHS) {
    for (const uri of [internal, `${internal}/`, internal.toUpperCase(), `${internal[0]}${internal[1].toUpperCase()}${internal.slice(2)}`]) {
      const location = matchLocation(server, uri);
      const answer = location && effective([location.block], 'return');
      if (answer?.[0] !== '404') problems.push(`${uri} must be answered 404 by the proxy (internal only), it is ${location ? `matched by location ${location.args.join(' ')}` : 'not matched'}`);
    }
  }
  return problems;
}

/** add_header as nginx applies it: inherited only when the level sets none of its own. */
function effectiveAddHeaders(levels) {
  for (const level of levels) {
    const found = level.filter((d) => d.name === 'add_header');
    if (found.length > 0) return found;
  }
  return [];
}

/** `map` blocks of the http context: { $variable: { source, entries: [{ key, value }], fallback } }. */
export function nginxMaps(config) {
  const maps = {};
  for (const directive of httpBlock(config)) {
    if (directive.name !== 'map' || directive.args.length < 2) continue;
    const entries = [];
    let fallback = '';
    for (const entry of directive.block) {
      if (entry.name === 'default') fallback = entry.args[0] ?? '';
      else if (!['hostnames', 'volatile', 'include'].includes(entry.name)) entries.push({ key: entry.name, value: entry.args[0] ?? '' });
    }
    maps[directive.args[1]] = { source: directive.args[0], entries, fallback };
  }
  return maps;
}

/**
 * The value of a string with nginx variables for one request: `vars` gives the request's own
 * variables, the maps their values as nginx computes them (exact keys first, then the regular
 * expressions in order, named captures usable in the value). Unknown variables are empty.
 */
export function evaluateNginx(text, vars, maps, captures = {}, depth = 0) {
  if (depth > 10) return '';
  return text.replace(/\$(?:\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))/g, (_m, braced, bare) => {
    const name = braced ?? bare;
    if (Object.hasOwn(captures, name)) return captures[name] ?? '';
    const map = maps[`$${name}`];
    if (map) {
      const source = evaluateNginx(map.source, vars, maps, {}, depth + 1);
      const exact = map.entries.find((e) => !e.key.startsWith('~') && e.key === source);
      if (exact) return evaluateNginx(exact.value, vars, maps, {}, depth + 1);
      for (const entry of map.entries) {
        if (!entry.key.startsWith('~')) continue;
        const insensitive = entry.key.startsWith('~*');
        const match = new RegExp(entry.key.slice(insensitive ? 2 : 1), insensitive ? 'i' : '').exec(source);
        if (match) return evaluateNginx(entry.value, vars, maps, { ...match.groups, ...Object.fromEntries(match.map((v, i) => [String(i), v])) }, depth + 1);
      }
      return evaluateNginx(map.fallback, vars, maps, {}, depth + 1);
    }
    return vars[name] ?? '';
  });
}

/** Requests whose secret must never reach the access log: a PDF download link's token, a token in a query string. */
export const SECRET_REQUESTS = [
  { uri: '/files/pdf-links/eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LWxpbmstdG9rZW4.c2lnbmF0dXJl', secret: 'c2VjcmV0LWxpbmstdG9rZW4' },
  { uri: '/files/pdf-links/eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LWxpbmstdG9rZW4.c2lnbmF0dXJl?download=1', secret: 'c2VjcmV0LWxpbmstdG9rZW4' },
  { uri: '/export/logs.csv?user=anna&token=secret-query-token', secret: 'secret-query-token' },
];

function requestVars(uri) {
  const [pathPart, query = ''] = uri.split(/\?(.*)/s);
  const vars = {
    request_uri: uri,
    uri: pathPart,
    document_uri: pathPart,
    args: query,
    query_string: query,
    is_args: query === '' ? '' : '?',
    request: `GET ${uri} HTTP/1.1`,
    request_method: 'GET',
    http_referer: `https://flyerdesk.example${uri}`,
    status: '200',
  };
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key) vars[`arg_${key}`] = value;
  }
  return vars;
}

/**
 * The proxy's security rules, each checked the way nginx applies the configuration:
 * - HSTS (Strict-Transport-Security, `always`) on every answer of the public server once browsers
 *   come over HTTPS (X-Forwarded-Proto from the TLS terminator), and none over plain HTTP;
 * - request rate limits: /graphql (limited per address, 429 as a GraphQL error with
 *   TOO_MANY_REQUESTS), and the public reads /feed and /public more tightly;
 * - the access log never holds a download link's token or a query string's secret.
 */
export function checkProxySecurity(text) {
  let config;
  try {
    config = parseNginx(text);
  } catch (err) {
    return [`cannot read ${PROXY_CONFIG}: ${err.message}`];
  }
  const problems = [];
  const http = httpBlock(config);
  const server = publicServer(config);
  if (!server) return [`${PROXY_CONFIG} has no public server block`];
  const maps = nginxMaps(config);

  // HSTS, wherever nginx answers: every location and named location of the public server.
  const hstsOf = (location) => effectiveAddHeaders([location.block, server.block, http]).find((d) => d.args[0]?.toLowerCase() === 'strict-transport-security');
  for (const location of server.block.filter((d) => d.name === 'location')) {
    const where = `location ${location.args.join(' ')}`;
    const hsts = hstsOf(location);
    if (!hsts) {
      const own = location.block.some((d) => d.name === 'add_header');
      problems.push(`${where}: no Strict-Transport-Security${own ? ' (its own add_header lines replace the inherited ones: repeat it there)' : ''}`);
      continue;
    }
    if (hsts.args[2] !== 'always') problems.push(`${where}: add_header Strict-Transport-Security needs "always" (else error answers go without it)`);
    const over = (proto) => evaluateNginx(hsts.args[1] ?? '', { http_x_forwarded_proto: proto, scheme: 'http' }, maps);
    const secure = over('https');
    if (!/max-age=(\d+)/.test(secure) || Number(/max-age=(\d+)/.exec(secure)?.[1]) <= 0) problems.push(`${where}: Strict-Transport-Security behind HTTPS (X-Forwarded-Proto: https) is "${secure}", not a max-age`);
    if (over('http') !== '' || over('') !== '') problems.push(`${where}: Strict-Transport-Security must be empty (not sent) over plain HTTP, is "${over('http') || over('')}"`);
  }

  // Rate limits.
  const zones = {};
  for (const d of http.filter((x) => x.name === 'limit_req_zone')) {
    const zone = d.args.find((a) => a.startsWith('zone='))?.slice(5).split(':')[0];
    const rate = /^rate=(\d+)r\/(s|m)$/.exec(d.args.find((a) => a.startsWith('rate=')) ?? '');
    if (zone) zones[zone] = { key: d.args[0], perSecond: rate ? Number(rate[1]) / (rate[2] === 'm' ? 60 : 1) : undefined };
  }
  const limitOf = (uri) => {
    const location = matchLocation(server, uri);
    if (!location) return undefined;
    const levels = [location.block, server.block, http];
    const limits = (() => {
      for (const level of levels) {
        const found = level.filter((d) => d.name === 'limit_req');
        if (found.length > 0) return found;
      }
      return [];
    })();
    const zone = limits.map((d) => d.args.find((a) => a.startsWith('zone='))?.slice(5)).find((z) => z !== undefined && zones[z]);
    const status = effective(levels, 'limit_req_status')?.[0] ?? '503';
    return { location, levels, zone, status };
  };
  const graphql = limitOf('/graphql');
  if (!graphql?.zone) problems.push('/graphql: no request rate limit (limit_req with a limit_req_zone): sign-in and every operation go there');
  else {
    const key = zones[graphql.zone].key;
    const counted = evaluateNginx(key, { http_upgrade: '', http_x_forwarded_for: '203.0.113.7', remote_addr: '172.18.0.1', binary_remote_addr: '\u00ac\u0012\u0000\u0001' }, maps);
    if (counted === '') problems.push(`/graphql: the limit's key (${key}) is empty for a plain POST: nothing would be counted`);
    if (graphql.status !== '429') problems.push(`/graphql: limited requests must be answered 429 (limit_req_status 429), not ${graphql.status}`);
    const page = (() => {
      for (const level of graphql.levels) {
        const found = level.filter((d) => d.name === 'error_page');
        if (found.length > 0) return found.find((d) => d.args.includes('429'));
      }
      return undefined;
    })();
    const target = page && server.block.find((d) => d.name === 'location' && d.args[0] === page.args[page.args.length - 1]);
    const answer = target && effective([target.block], 'return');
    let body;
    try {
      body = answer && JSON.parse(answer[1] ?? '');
    } catch {
      body = undefined;
    }
    if (answer?.[0] !== '429' || body?.errors?.[0]?.extensions?.code !== 'TOO_MANY_REQUESTS') {
      problems.push('/graphql: a limited request must get a GraphQL answer the web app words: error_page 429 to a location returning 429 {"errors":[{"extensions":{"code":"TOO_MANY_REQUESTS"}}]}');
    }
  }
  for (const uri of ['/feed/android.xml', '/public/app-config']) {
    const limit = limitOf(uri);
    if (!limit?.zone) {
      problems.push(`${uri}: no request rate limit (limit_req): public reads need no session`);
      continue;
    }
    if (limit.status !== '429') problems.push(`${uri}: limited requests must be answered 429, not ${limit.status}`);
    const rate = zones[limit.zone].perSecond;
    const graphqlRate = graphql?.zone ? zones[graphql.zone].perSecond : undefined;
    if (rate !== undefined && graphqlRate !== undefined && rate >= graphqlRate) problems.push(`${uri}: the public reads' rate (${rate}/s) must be tighter than /graphql's (${graphqlRate}/s)`);
  }

  // The access log.
  const formats = Object.fromEntries(
    http.filter((d) => d.name === 'log_format').map((d) => [d.args[0], d.args.slice(1).filter((a) => !a.startsWith('escape=')).join('')]),
  );
  const logs = [...effectiveAll([server.block, http], 'access_log')];
  for (const log of logs) {
    if (log.args[0] === 'off') continue;
    const format = log.args[1] ?? 'combined';
    const template = formats[format] ?? (format === 'combined' ? '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"' : undefined);
    if (template === undefined) continue;
    for (const { uri, secret } of SECRET_REQUESTS) {
      const line = evaluateNginx(template, requestVars(uri), maps);
      if (line.includes(secret)) problems.push(`access_log ${log.args[0]} (${format}) writes the secret of GET ${uri}: log a redacted path (a map of $request_uri) instead of $request_uri, $request, $uri or the query string`);
    }
  }
  return problems;
}

/** Every directive `name` of the nearest level that has one. */
function effectiveAll(levels, name) {
  for (const level of levels) {
    const found = level.filter((d) => d.name === name);
    if (found.length > 0) return found;
  }
  return [];
}

/** Gateway path prefixes named in the gateway's web module, to keep the list above complete. */
export function gatewayPrefixesFromSource(webModule) {
  const list = /const API_PREFIXES\s*=\s*\[([^\]]*)\]/.exec(webModule)?.[1];
  return list ? [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];
}

/** nginx version as [major, minor, patch] from `nginx -v` output. */
export function nginxVersion(output) {
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(output);
  return match ? match.slice(1).map(Number) : undefined;
}

const atLeast = (version, wanted) => {
  for (let i = 0; i < wanted.length; i++) if (version[i] !== wanted[i]) return version[i] > wanted[i];
  return true;
};

/**
 * The proxy configuration as `nginx -t` can test it on this machine: temporary paths moved to
 * `dir`; with nginx older than 1.27.3 (no `resolve` on upstream servers) the upstream servers are
 * 127.0.0.1 on the same port, since Docker's host names do not resolve here. Returns the text and
 * the list of changes made.
 */
export function testableNginxConfig(text, dir, version) {
  const changes = [];
  let out = text.replace(/^(\s*(?:pid|\w+_temp_path)\s+)\/tmp\/([^;\s]+)/gm, (_m, head, name) => `${head}${path.join(dir, name)}`);
  // A test run's standard output may be a socket, which nginx cannot open as a log file.
  out = out.replace(/^(\s*(?:access_log|error_log)\s+)\/dev\/(stdout|stderr)\b/gm, (_m, head, name) => `${head}${path.join(dir, `${name}.log`)}`);
  changes.push(`pid, temporary paths and log files under a temporary folder`);
  if (!atLeast(version, [1, 27, 3])) {
    out = out.replace(/^(\s*server\s+)([A-Za-z][A-Za-z0-9.-]*)(:\d+)((?:\s+[^;]*)?);/gm, (_m, head, _host, port, params) => {
      return `${head}127.0.0.1${port}${params.replace(/\s+resolve\b/, '')};`;
    });
    changes.push('upstream servers as 127.0.0.1 without `resolve` (needs nginx 1.27.3; the image has it)');
  }
  return { text: out, changes };
}

// ---------------------------------------------------------------------------------------------
// Runner

function onPath(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.error === undefined && result.status === 0 ? `${result.stdout}${result.stderr}` : undefined;
}

function read(file) {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

function composeValidation() {
  const runners = [];
  if (onPath('docker-compose', ['version']) !== undefined) runners.push(['docker-compose', []]);
  if (onPath('docker', ['compose', 'version']) !== undefined) runners.push(['docker', ['compose']]);
  if (runners.length === 0) return { skipped: 'neither docker-compose nor the docker compose plugin is installed' };
  const problems = [];
  const used = [];
  for (const [command, prefix] of runners) {
    const args = [...prefix, '--env-file', ENV_EXAMPLE, '-f', COMPOSE_FILE, 'config', '-q'];
    used.push(`${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...DUMMY_SECRETS } });
    if (result.status !== 0) problems.push(`${command} ${args.join(' ')} failed:\n${`${result.stderr}${result.stdout}`.trim()}`);
  }
  return { problems, detail: used.join('; ') };
}

function dockerfileChecks() {
  const ciInstall = ciInstallCommand(read(CI_SCRIPT));
  if (ciInstall === undefined) return { problems: [`cannot find the CI install command (a line starting with "npm ci") in ${CI_SCRIPT}`] };
  const problems = checkDockerignore(read('.dockerignore'));
  const files = findDockerfiles(ROOT);
  for (const file of files) for (const problem of checkDockerfile(read(file), ciInstall)) problems.push(`${file}: ${problem}`);
  const { services } = composeBlocks(read(COMPOSE_FILE));
  for (const [name, block] of Object.entries(services)) {
    const context = /^ {6}context:\s*(\S+)/m.exec(block)?.[1];
    if (context === undefined) continue;
    const dockerfile = /^ {6}dockerfile:\s*(\S+)/m.exec(block)?.[1] ?? 'Dockerfile';
    if (!fs.existsSync(path.join(ROOT, context, dockerfile))) problems.push(`${COMPOSE_FILE}: service ${name} builds ${path.join(context, dockerfile)}, which does not exist`);
  }
  const steps = buildSteps(read('scripts/lib/build.mjs'));
  const packageJson = JSON.parse(read('package.json'));
  const prepare = packageJson.scripts?.prepare;
  return {
    problems,
    detail: `${files.join(', ')}; build stage = \`${ciInstall}\` (prepare: ${prepare}${steps.length > 0 ? ` → ${steps.join('; ')}` : ''})`,
  };
}

function nginxTest() {
  const versionText = onPath('nginx', ['-v']);
  if (versionText === undefined) return { skipped: 'nginx is not installed (Debian: apt-get install nginx)' };
  const version = nginxVersion(versionText);
  if (version === undefined) return { problems: [`cannot read the nginx version from "${versionText.trim()}"`] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flyerdesk-nginx-'));
  try {
    const { text, changes } = testableNginxConfig(read(PROXY_CONFIG), dir, version);
    const file = path.join(dir, 'nginx.conf');
    fs.writeFileSync(file, text);
    const result = spawnSync('nginx', ['-t', '-q', '-e', 'stderr', '-p', dir, '-c', file], { encoding: 'utf8' });
    const output = `${result.stderr}${result.stdout}`.trim();
    const detail = `nginx ${version.join('.')} -t on a copy with ${changes.join('; ')}`;
    return result.status === 0 ? { problems: [], detail } : { problems: [`nginx -t rejects ${PROXY_CONFIG}:\n${output}`], detail };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const checks = [
    ['docker-compose.yml is valid', composeValidation],
    ['Dockerfiles: non-root, the CI build in the build stage only', dockerfileChecks],
    [`${ENV_EXAMPLE} lists every variable ${COMPOSE_FILE} reads`, () => ({ problems: checkEnvExample(read(COMPOSE_FILE), read(ENV_EXAMPLE)) })],
    ['Compose topology: gateway replicas, proxy upstream, one published port, stop grace', () => ({ problems: checkTopology(read(COMPOSE_FILE), read(PROXY_CONFIG), read(ENV_EXAMPLE)) })],
    [
      'Proxy: gateway paths, WebSocket upgrades on /graphql, internal paths blocked',
      () => {
        const fromSource = gatewayPrefixesFromSource(read('apps/gateway/src/web.ts'));
        const prefixes = [...new Set([...GATEWAY_PATHS, ...fromSource])].filter((p) => !INTERNAL_PATHS.includes(p));
        return { problems: checkNginx(read(PROXY_CONFIG), prefixes), detail: prefixes.join(' ') };
      },
    ],
    ['nginx -t accepts the proxy configuration', nginxTest],
    [
      'Proxy: uploads up to the largest one the product takes',
      () => ({ problems: checkUploadLimit(read(PROXY_CONFIG), read(UPLOAD_LIMITS_SOURCE)), detail: `UPLOAD_REQUEST_MAX_BYTES ${uploadRequestMaxBytes(read(UPLOAD_LIMITS_SOURCE))}` }),
    ],
    [
      'Every service confined: memory, CPU and process limits, read-only root filesystem, no capabilities, no-new-privileges',
      () => ({ problems: checkHardening(read(COMPOSE_FILE), read(PROXY_CONFIG)) }),
    ],
    [
      'Redis requires REDIS_PASSWORD; the gateways and its health check use it',
      () => ({ problems: checkRedisAuth(read(COMPOSE_FILE)) }),
    ],
    ["The api's and the gateways' health checks ask /readyz", () => ({ problems: checkHealthChecks(read(COMPOSE_FILE)) })],
    ['Proxy: HSTS behind HTTPS, request rate limits, no token in the access log', () => ({ problems: checkProxySecurity(read(PROXY_CONFIG)) })],
    [
      'Node.js: the images\' major, package.json engines and @types/node agree',
      () => {
        const files = findDockerfiles(ROOT).map((file) => ({ file, text: read(file) }));
        const packageJson = JSON.parse(read('package.json'));
        return { problems: checkNodeVersions(packageJson, files), detail: `engines.node ${packageJson.engines?.node}, @types/node ${packageJson.devDependencies?.['@types/node']}` };
      },
    ],
    [
      'Base images pinned by digest',
      () => {
        const files = [...findDockerfiles(ROOT), COMPOSE_FILE].map((file) => ({ file, text: read(file) }));
        const refs = imageReferences(files);
        return { problems: [], warnings: checkImagePins(files), detail: `${refs.filter((r) => isPinned(r.ref)).length} of ${refs.length} pinned` };
      },
    ],
    [
      `Trusted proxy hops (TRUST_PROXY_HOPS) match the recommended deployment: TLS terminator and nginx = ${RECOMMENDED_PROXY_HOPS}`,
      () => {
        const envFile = fs.existsSync(path.join(ROOT, OPERATOR_ENV)) ? OPERATOR_ENV : ENV_EXAMPLE;
        const outcome = checkProxyHops(read(COMPOSE_FILE), read(envFile), envFile, read(PROXY_CONFIG));
        return { ...outcome, detail: `TRUST_PROXY_HOPS=${outcome.value ?? '?'} with ${envFile}` };
      },
    ],
  ];
  let failed = 0;
  let warned = 0;
  for (const [title, run] of checks) {
    let outcome;
    try {
      outcome = run();
    } catch (err) {
      outcome = { problems: [`the check itself failed: ${err instanceof Error ? err.message : String(err)}`] };
    }
    if (outcome.skipped) {
      console.log(`– ${title}: skipped (${outcome.skipped})`);
    } else if (outcome.problems.length === 0 && (outcome.warnings ?? []).length === 0) {
      console.log(`✔ ${title}${outcome.detail ? `\n    ${outcome.detail}` : ''}`);
    } else if (outcome.problems.length === 0) {
      // A warning does not fail the check: the installation may differ from the recommended one on purpose.
      warned++;
      console.log(`⚠ ${title}${outcome.detail ? `\n    ${outcome.detail}` : ''}`);
      for (const warning of outcome.warnings) console.log(`    warning: ${warning.replace(/\n/g, '\n      ')}`);
    } else {
      failed++;
      console.log(`✖ ${title}`);
      for (const problem of outcome.problems) console.log(`    ${problem.replace(/\n/g, '\n      ')}`);
      for (const warning of outcome.warnings ?? []) console.log(`    warning: ${warning.replace(/\n/g, '\n      ')}`);
    }
  }
  if (failed > 0) {
    console.error(`\n${failed} deployment check${failed === 1 ? '' : 's'} failed.`);
    process.exit(1);
  }
  console.log(`\nDeployment checks passed${warned > 0 ? ` with ${warned} warning${warned === 1 ? '' : 's'} (⚠ above)` : ''}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
