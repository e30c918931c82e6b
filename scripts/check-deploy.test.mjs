// Tests of scripts/check-deploy.mjs: `node scripts/check-deploy.test.mjs`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  checkDockerfile,
  checkDockerignore,
  checkEnvExample,
  checkHardening,
  checkHealthChecks,
  checkImagePins,
  checkNginx,
  checkNodeVersions,
  checkProxyHops,
  checkProxySecurity,
  checkRedisAuth,
  checkTopology,
  checkUploadLimit,
  ciInstallCommand,
  composeDurationMs,
  composeVariables,
  envFileValue,
  evaluateNginx,
  gatewayServices,
  imageReferences,
  lowestNodeMajor,
  matchLocation,
  nginxMaps,
  parseDockerfile,
  parseNginx,
  proxyHopsSettings,
  publicServer,
  RECOMMENDED_PROXY_HOPS,
  runCommand,
  serviceSettings,
  testableNginxConfig,
  TEST_PATHS,
  UPLOAD_LIMITS_SOURCE,
  writableMounts,
} from './check-deploy.mjs';
import { pinnedText, tagOf } from './pin-images.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const CI = 'npm ci --no-audit --no-fund';

const goodDockerfile = `# syntax=docker/dockerfile:1
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm \\
    npm ci --no-audit --no-fund

FROM node:22-bookworm-slim AS production-deps
COPY . .
RUN npm ci --omit=dev --ignore-scripts --workspace=@flyerdesk/api

FROM node:22-bookworm-slim
COPY --from=build /app/apps/api/dist ./apps/api/dist
USER node
CMD ["node", "apps/api/dist/main.js"]
`;

test('Dockerfile stages, continuations and BuildKit options are read like docker does', () => {
  const stages = parseDockerfile(goodDockerfile);
  assert.deepEqual(
    stages.map((s) => s.name ?? s.from),
    ['build', 'production-deps', 'node:22-bookworm-slim'],
  );
  const run = stages[0].instructions.find((i) => i.keyword === 'RUN');
  assert.equal(runCommand(run.args), CI);
  assert.equal(runCommand('["npm", "ci"]'), 'npm ci');
});

test('a Dockerfile with the CI build and a non-root final stage passes', () => {
  assert.deepEqual(checkDockerfile(goodDockerfile, CI), []);
});

test('a final stage without USER, or as root, is refused', () => {
  const noUser = goodDockerfile.replace('USER node\n', '');
  assert.match(checkDockerfile(noUser, CI).join('\n'), /no USER instruction/);
  const asRoot = goodDockerfile.replace('USER node', 'USER root');
  assert.match(checkDockerfile(asRoot, CI).join('\n'), /runs as root/);
  const userThenRoot = goodDockerfile.replace('USER node', 'USER node\nUSER 0');
  assert.match(checkDockerfile(userThenRoot, CI).join('\n'), /runs as 0/);
});

test('a build stage that differs from the CI build is refused', () => {
  const ownSteps = goodDockerfile.replace(
    /RUN --mount[^\n]*\n[^\n]*\n/,
    'RUN npm ci --ignore-scripts\nRUN npx tsc --build packages/domain apps/api\n',
  );
  assert.match(checkDockerfile(ownSteps, CI).join('\n'), /must run exactly the CI build `npm ci --no-audit --no-fund`/);
  const extraStep = goodDockerfile.replace('    npm ci --no-audit --no-fund\n', '    npm ci --no-audit --no-fund\nRUN npm prune --omit=dev\n');
  assert.match(checkDockerfile(extraStep, CI).join('\n'), /must run exactly the CI build/);
});

test('building or installing dev dependencies outside the build stage is refused', () => {
  const devInstall = goodDockerfile.replace('npm ci --omit=dev --ignore-scripts', 'npm ci --ignore-scripts');
  assert.match(checkDockerfile(devInstall, CI).join('\n'), /production-deps installs dependencies with dev tools/);
  const rebuild = goodDockerfile.replace('USER node', 'RUN npm run build -w @flyerdesk/web\nUSER node');
  assert.match(checkDockerfile(rebuild, CI).join('\n'), /builds \(`npm run build -w @flyerdesk\/web`\)/);
  const noBuildStage = goodDockerfile.replace('AS build', 'AS compile');
  assert.match(checkDockerfile(noBuildStage, CI).join('\n'), /no stage named "build"/);
});

test('the CI install command is read from the CI script', () => {
  assert.equal(ciInstallCommand('set -e\nnpm ci --no-audit --no-fund\nnpm test\n'), CI);
  assert.equal(ciInstallCommand('npm test\n'), undefined);
});

test('.dockerignore must keep build output, modules, secrets and tests out of the context', () => {
  assert.deepEqual(checkDockerignore(read('.dockerignore')), []);
  const essentials = '**/dist\n**/node_modules\n.env\n';
  assert.equal(checkDockerignore(`node_modules\n${TEST_PATHS.join('\n')}\n`).length, 3);
  const withoutTests = checkDockerignore(essentials);
  assert.equal(withoutTests.length, TEST_PATHS.length);
  assert.match(withoutTests.join('\n'), /apps\/gateway\/src\/test-support: tests and their helpers are not part of the images/);
});

test('the repository Dockerfiles pass with the command of .ci/run', () => {
  const ci = ciInstallCommand(read('.ci/run'));
  for (const file of ['apps/api/Dockerfile', 'apps/gateway/Dockerfile', 'deploy/proxy/Dockerfile']) {
    assert.deepEqual(checkDockerfile(read(file), ci), [], file);
  }
});

test('compose variables: braces, defaults, required, bare names; not $$ or comments', () => {
  const compose = '# ${IN_COMMENT}\nservices:\n  a:\n    environment:\n      A: ${ONE}\n      B: ${TWO:-x}\n      C: ${THREE:?set it}\n      D: $FOUR\n      E: $${NOT_ME}\n';
  assert.deepEqual(composeVariables(compose), ['FOUR', 'ONE', 'THREE', 'TWO']);
});

test('.env.example must list exactly the variables the compose file reads', () => {
  assert.deepEqual(checkEnvExample(read('docker-compose.yml'), read('.env.example')), []);
  const problems = checkEnvExample('x: ${A}\ny: ${B:-1}\n', 'A=1\nC=2\n');
  assert.deepEqual(problems, [
    'B is read by docker-compose.yml but missing from .env.example',
    'C is in .env.example but docker-compose.yml never reads it',
  ]);
});

test('nginx picks locations like nginx: exact, longest prefix, ^~, then regexes in order', () => {
  const config = parseNginx(`http { server { listen 8080;
    location = /healthz { return 200; }
    location / { return 201; }
    location /assets/ { return 202; }
    location ^~ /static/ { return 203; }
    location ~* ^/(metrics|readyz)(/|$) { return 404; }
    location ~ \\.php$ { return 403; }
  } }`);
  const server = publicServer(config);
  const answer = (uri) => matchLocation(server, uri).block.find((d) => d.name === 'return').args[0];
  assert.equal(answer('/healthz'), '200');
  assert.equal(answer('/healthz/x'), '201');
  assert.equal(answer('/assets/app.js'), '202');
  assert.equal(answer('/static/x.php'), '203');
  assert.equal(answer('/METRICS'), '404');
  assert.equal(answer('/readyz/'), '404');
  assert.equal(answer('/assets/x.php'), '403');
});

test('the proxy configuration passes every gateway path and the WebSocket upgrade', () => {
  assert.deepEqual(checkNginx(read('deploy/proxy/nginx.conf')), []);
});

test('a proxy without the upgrade headers, with a short timeout or serving a path itself is refused', () => {
  const conf = read('deploy/proxy/nginx.conf');
  const noUpgrade = conf.replace(/\n\s*proxy_set_header Upgrade \$http_upgrade;/, '');
  assert.match(checkNginx(noUpgrade).join('\n'), /missing proxy_set_header Upgrade/);
  const noConnection = conf.replace('proxy_set_header Connection $connection_upgrade;', '');
  assert.match(checkNginx(noConnection).join('\n'), /Connection must be "upgrade"/);
  const http10 = conf.replace(/location \/graphql \{\n(\s*)proxy_pass http:\/\/gateways;\n\s*proxy_http_version 1\.1;/, 'location /graphql {\n$1proxy_pass http://gateways;\n$1proxy_http_version 1.0;');
  assert.match(checkNginx(http10).join('\n'), /proxy_http_version must be 1\.1/);
  const shortRead = conf.replace('proxy_read_timeout 1h;', 'proxy_read_timeout 30s;');
  assert.match(checkNginx(shortRead).join('\n'), /proxy_read_timeout must be at least 300s/);
  const filesFromDisk = conf.replace(/location \/files \{[^}]*\}/, 'location /files { root /srv; }');
  assert.match(checkNginx(filesFromDisk).join('\n'), /\/files \(location \/files\) is not passed to the gateways/);
  const unknownPrefix = checkNginx(conf.replace(/location \/ \{[^}]*\}/, ''), ['/graphql', '/reports']);
  assert.match(unknownPrefix.join('\n'), /\/reports: no location matches/);
});

test('a proxy that lets /metrics or /readyz through is refused', () => {
  const conf = read('deploy/proxy/nginx.conf').replace('location ~* ^/(metrics|readyz)(/|$)', 'location ~ ^/metrics$');
  const problems = checkNginx(conf).join('\n');
  assert.match(problems, /\/readyz must be answered 404/);
  assert.match(problems, /\/METRICS must be answered 404/);
});

test('the compose topology: gateway services, proxy upstream and depends_on, one published port', () => {
  const compose = read('docker-compose.yml');
  const nginx = read('deploy/proxy/nginx.conf');
  const env = read('.env.example');
  assert.deepEqual(gatewayServices(compose), ['gateway-1', 'gateway-2']);
  assert.deepEqual(checkTopology(compose, nginx, env), []);

  const third = compose.replace('  proxy:\n', '  gateway-3:\n    <<: *gateway\n    environment:\n      <<: *gateway-environment\n      REPLICA_ID: gateway-3\n\n  proxy:\n');
  const problems = checkTopology(third, nginx, env).join('\n');
  assert.match(problems, /upstream gateways lacks "server gateway-3:3000"/);
  assert.match(problems, /the proxy must wait for gateway-3/);

  const published = compose.replace('    volumes:\n      - api-files:/data\n', '    ports:\n      - "4000:4000"\n    volumes:\n      - api-files:/data\n');
  assert.match(checkTopology(published, nginx, env).join('\n'), /only the proxy may publish a port; services with ports: api, proxy/);

  // Each replica is listed twice: as a server and as a backup that is never left alone (a rolling
  // restart faster than fail_timeout would otherwise leave no replica to try).
  const noBackup = nginx.replace(/^\s*server gateway-2:3000 resolve backup max_fails=0;\n/m, '');
  assert.notEqual(noBackup, nginx);
  assert.match(checkTopology(compose, noBackup, env).join('\n'), /upstream gateways lacks "server gateway-2:3000 backup max_fails=0"/);
  const failingBackup = nginx.replace('server gateway-1:3000 resolve backup max_fails=0', 'server gateway-1:3000 resolve backup');
  assert.match(checkTopology(compose, failingBackup, env).join('\n'), /upstream gateways lacks "server gateway-1:3000 backup max_fails=0"/);

  const strayServer = nginx.replace(/server gateway-2:3000/g, 'server gateway-9:3000');
  assert.match(checkTopology(compose, strayServer, env).join('\n'), /lists gateway-9:3000, which is no gateway service/);
});

test('SHUTDOWN_GRACE_MS must stay under the stop grace period of every service given it', () => {
  assert.equal(composeDurationMs('1m30s'), 90_000);
  assert.equal(composeDurationMs('500ms'), 500);
  const compose = read('docker-compose.yml');
  const problems = checkTopology(compose, read('deploy/proxy/nginx.conf'), 'SHUTDOWN_GRACE_MS=45000\n').join('\n');
  assert.match(problems, /gateway-1: SHUTDOWN_GRACE_MS \(45000 ms, \.env\.example\) must be shorter than its stop_grace_period \(30s\)/);
  assert.match(problems, /gateway-2: SHUTDOWN_GRACE_MS/);
  assert.match(problems, /api: SHUTDOWN_GRACE_MS/);
  const apiWithoutPeriod = compose.replace(/(\n {2}api:[\s\S]*?)\n {4}stop_grace_period: 30s/, '$1');
  assert.match(checkTopology(apiWithoutPeriod, read('deploy/proxy/nginx.conf'), '').join('\n'), /api: SHUTDOWN_GRACE_MS \(15000 ms, the default in docker-compose\.yml\) must be shorter than its stop_grace_period \(10s, the default\)/);
});

test('the nginx -t copy: Docker host names only replaced where nginx lacks `resolve`', () => {
  const conf = read('deploy/proxy/nginx.conf');
  const old = testableNginxConfig(conf, '/tmp/x', [1, 22, 1]).text;
  assert.match(old, /server 127\.0\.0\.1:3000 max_fails=1 fail_timeout=5s;/);
  assert.doesNotMatch(old, /gateway-1|resolve max_fails/);
  assert.match(old, /pid \/tmp\/x\/nginx\.pid;/);
  assert.match(old, /access_log \/tmp\/x\/stdout\.log json;/);
  const recent = testableNginxConfig(conf, '/tmp/x', [1, 28, 0]).text;
  assert.match(recent, /server gateway-1:3000 resolve/);
});

test('env file values are read as docker compose reads them: quotes, comments, the last line wins', () => {
  const text = 'A=1\n# B=9\nB="two words"\nC=3 # a comment\nexport D=4\nE=\nA=5\n';
  assert.equal(envFileValue(text, 'A'), '5');
  assert.equal(envFileValue(text, 'B'), 'two words');
  assert.equal(envFileValue(text, 'C'), '3');
  assert.equal(envFileValue(text, 'D'), '4');
  assert.equal(envFileValue(text, 'E'), '');
  assert.equal(envFileValue(text, 'F'), undefined);
});

test('the repository: compose reads TRUST_PROXY_HOPS from the environment, .env.example sets the recommended 2, nginx appends', () => {
  const compose = read('docker-compose.yml');
  const settings = proxyHopsSettings(compose);
  assert.ok(settings.length > 0, 'docker-compose.yml sets TRUST_PROXY_HOPS');
  for (const setting of settings) assert.ok(setting.variable, `read from the environment, not fixed: ${setting.raw}`);
  const outcome = checkProxyHops(compose, read('.env.example'), '.env.example', read('deploy/proxy/nginx.conf'));
  assert.deepEqual(outcome, { problems: [], warnings: [], value: RECOMMENDED_PROXY_HOPS });
  assert.equal(RECOMMENDED_PROXY_HOPS, 2);
});

const hopsCompose = (value) => `x-gateway-environment: &gateway-environment\n  NODE_ENV: production\n  TRUST_PROXY_HOPS: ${value}\nservices:\n  gateway-1:\n    environment:\n      <<: *gateway-environment\n`;

test('a compose file that fixes TRUST_PROXY_HOPS is warned about, not failed', () => {
  const outcome = checkProxyHops(hopsCompose('"1"'), 'TRUST_PROXY_HOPS=2\n', '.env');
  assert.deepEqual(outcome.problems, []);
  const warnings = outcome.warnings.join('\n');
  assert.match(warnings, /docker-compose\.yml fixes TRUST_PROXY_HOPS to "1" instead of reading it from \.env/);
  assert.match(warnings, /TRUST_PROXY_HOPS is 1 \(docker-compose\.yml\)/);
  assert.match(checkProxyHops(hopsCompose('"2"'), '', '.env').warnings.join('\n'), /fixes TRUST_PROXY_HOPS to "2"/);
  assert.match(checkProxyHops('services:\n  gateway-1:\n    environment:\n      - TRUST_PROXY_HOPS=1\n', '', '.env').warnings.join('\n'), /fixes TRUST_PROXY_HOPS to "1"/);
});

test('an operator value other than the recommended deployment\'s 2 is warned about, with what goes wrong', () => {
  const compose = hopsCompose('${TRUST_PROXY_HOPS:-1}');
  assert.deepEqual(checkProxyHops(compose, 'TRUST_PROXY_HOPS=2\n', '.env'), { problems: [], warnings: [], value: 2 });

  const one = checkProxyHops(compose, 'TRUST_PROXY_HOPS=1\n', '.env');
  assert.deepEqual(one.problems, []);
  assert.equal(one.value, 1);
  assert.match(one.warnings.join('\n'), /TRUST_PROXY_HOPS is 1 \(\.env\).*the TLS terminator's address.*locks out all staff/);

  const unset = checkProxyHops(compose, 'LOG_LEVEL=info\n', '.env');
  assert.match(unset.warnings.join('\n'), /TRUST_PROXY_HOPS is 1 \(the default in docker-compose\.yml\)/);
  assert.match(checkProxyHops(compose, 'TRUST_PROXY_HOPS=\n', '.env').warnings.join('\n'), /TRUST_PROXY_HOPS is 1 \(the default/);

  const three = checkProxyHops(compose, 'TRUST_PROXY_HOPS=3\n', '.env');
  assert.deepEqual(three.problems, []);
  assert.match(three.warnings.join('\n'), /TRUST_PROXY_HOPS is 3 \(\.env\), more than the 2 proxies.*forge its address/);

  const zero = checkProxyHops(hopsCompose('${TRUST_PROXY_HOPS}'), '', '.env');
  assert.match(zero.warnings.join('\n'), /TRUST_PROXY_HOPS is 0 \(unset in \.env, the gateways' default\)/);
  assert.match(checkProxyHops('services:\n  gateway-1:\n    image: x\n', '', '.env').warnings.join('\n'), /does not set TRUST_PROXY_HOPS/);
});

test('a TRUST_PROXY_HOPS the gateways refuse fails the check', () => {
  const compose = hopsCompose('${TRUST_PROXY_HOPS:-1}');
  assert.match(checkProxyHops(compose, 'TRUST_PROXY_HOPS=two\n', '.env').problems.join('\n'), /TRUST_PROXY_HOPS="two" \(\.env\): the gateways refuse to start/);
  assert.match(checkProxyHops(compose, 'TRUST_PROXY_HOPS=11\n', '.env').problems.join('\n'), /from 0 to 10/);
  assert.match(checkProxyHops(hopsCompose('${TRUST_PROXY_HOPS:?set it}'), '', '.env').problems.join('\n'), /docker compose refuses to start/);
});

test('a proxy that replaces X-Forwarded-For instead of appending to it is warned about', () => {
  const conf = read('deploy/proxy/nginx.conf').replaceAll('X-Forwarded-For $proxy_add_x_forwarded_for', 'X-Forwarded-For $remote_addr');
  const outcome = checkProxyHops(read('docker-compose.yml'), 'TRUST_PROXY_HOPS=2\n', '.env', conf);
  assert.match(outcome.warnings.join('\n'), /\/graphql \(location \/graphql\) sends X-Forwarded-For \$remote_addr instead of appending/);
});

// ---------------------------------------------------------------------------------------------
// Confinement, Redis password, readiness health checks, proxy security, image pins

const compose = () => read('docker-compose.yml');
const nginx = () => read('deploy/proxy/nginx.conf');

test('services merge the shared blocks: the gateways get the hardening and their own settings', () => {
  const gateway = serviceSettings(compose(), 'gateway-1');
  assert.equal(gateway.get('read_only')?.inline, 'true');
  assert.equal(gateway.get('mem_limit')?.inline, '512m');
  assert.deepEqual(writableMounts(gateway), ['/tmp']);
  assert.deepEqual(writableMounts(serviceSettings(compose(), 'api')), ['/tmp', '/data']);
  const own = serviceSettings('x-a: &a\n  read_only: true\n  cpus: 1\nservices:\n  s:\n    <<: *a\n    cpus: 2\n', 's');
  assert.equal(own.get('cpus')?.inline, '2');
  assert.equal(own.get('read_only')?.inline, 'true');
});

test('the repository: every service confined (limits, read-only filesystem, no capabilities, no-new-privileges)', () => {
  assert.deepEqual(checkHardening(compose(), nginx()), []);
});

test('a service without limits, with a writable root, capabilities or new privileges is refused', () => {
  const noLimits = compose().replace(/\n {4}mem_limit: 2g\n {4}cpus: 2\n {4}pids_limit: 256\n/, '\n');
  const limits = checkHardening(noLimits, nginx()).join('\n');
  assert.match(limits, /api: no memory limit/);
  assert.match(limits, /api: no CPU limit/);
  assert.match(limits, /api: no process limit/);
  const deployLimits = noLimits.replace('  api:\n    <<: *hardening\n', '  api:\n    <<: *hardening\n    deploy:\n      resources:\n        limits:\n          memory: 2g\n          cpus: "2"\n          pids: 256\n');
  assert.deepEqual(checkHardening(deployLimits, nginx()), []);

  const shared = compose().replace('x-hardening: &hardening\n  read_only: true\n  cap_drop: [ALL]\n  security_opt: ["no-new-privileges:true"]\n', 'x-hardening: &hardening\n  read_only: false\n');
  assert.notEqual(shared, compose());
  const problems = checkHardening(shared, nginx()).join('\n');
  for (const service of ['postgres', 'redis', 'api', 'gateway-1', 'gateway-2', 'proxy']) {
    assert.match(problems, new RegExp(`${service}: the root filesystem must be read-only`));
    assert.match(problems, new RegExp(`${service}: must drop every capability`));
    assert.match(problems, new RegExp(`${service}: security_opt must have no-new-privileges:true`));
  }
});

test('what each process writes must be a volume or a tmpfs on a read-only root', () => {
  const noTmp = compose().replace('  tmpfs:\n    - /tmp:size=16m\n', '');
  assert.match(checkHardening(noTmp, nginx()).join('\n'), /gateway-1: \/tmp \(Node\.js temporary files\) is on the read-only root filesystem/);
  const noData = compose().replace('    volumes:\n      - api-files:/data\n', '');
  assert.match(checkHardening(noData, nginx()).join('\n'), /api: \/data \(DATA_DIR\) is on the read-only root filesystem/);
  const noRun = compose().replace('      - /var/run/postgresql:size=1m\n', '');
  assert.match(checkHardening(noRun, nginx()).join('\n'), /postgres: \/var\/run\/postgresql \(the postgres:15-alpine image writes it\)/);
  const proxyElsewhere = nginx().replace('proxy_temp_path /tmp/nginx-proxy;', 'proxy_temp_path /var/lib/nginx/proxy;');
  assert.match(checkHardening(compose(), proxyElsewhere).join('\n'), /proxy: \/var\/lib\/nginx\/proxy \(deploy\/proxy\/nginx\.conf writes/);
});

test('an official image started as root gets back exactly what its entrypoint needs, or runs as its own user', () => {
  const asRoot = compose().replace('    user: redis\n', '');
  assert.match(checkHardening(asRoot, nginx()).join('\n'), /redis: redis:7-alpine starts as root, and its entrypoint needs CHOWN, DAC_OVERRIDE, SETGID, SETUID/);
  const withCaps = asRoot.replace('    user: postgres\n', '    cap_add: [CHOWN, DAC_OVERRIDE, FOWNER, SETGID, SETUID]\n').replace('  redis:\n    <<: *hardening\n', '  redis:\n    <<: *hardening\n    cap_add:\n      - CHOWN\n      - DAC_OVERRIDE\n      - SETGID\n      - SETUID\n');
  assert.deepEqual(checkHardening(withCaps, nginx()), []);
});

test('Redis requires REDIS_PASSWORD, the gateways send it and the health check authenticates', () => {
  assert.deepEqual(checkRedisAuth(compose()), []);
  const open = compose()
    .replace(', "--requirepass", "${REDIS_PASSWORD:?set REDIS_PASSWORD in .env}"]', ']')
    .replace('redis://:${REDIS_PASSWORD:?set REDIS_PASSWORD in .env}@redis:6379', 'redis://redis:6379')
    .replace(/\n {4}environment:\n(?: {6}#[^\n]*\n)? {6}REDISCLI_AUTH: [^\n]*\n/, '\n');
  const problems = checkRedisAuth(open).join('\n');
  assert.match(problems, /redis: redis-server must start with --requirepass/);
  assert.match(problems, /REDIS_URL redis:\/\/redis:6379 does not carry the password/);
  assert.match(problems, /redis: the health check must authenticate/);
  const optional = compose().replace('"--requirepass", "${REDIS_PASSWORD:?set REDIS_PASSWORD in .env}"', '"--requirepass", "${REDIS_PASSWORD:-}"');
  assert.match(checkRedisAuth(optional).join('\n'), /required in \.env/);
  assert.match(read('.env.example'), /^REDIS_PASSWORD=$/m);
});

test('the api and the gateways are healthy when ready (/readyz), not merely running', () => {
  assert.deepEqual(checkHealthChecks(compose()), []);
  const liveness = compose().replace("fetch('http://127.0.0.1:3000/readyz')", "fetch('http://127.0.0.1:3000/healthz')");
  const problems = checkHealthChecks(liveness);
  assert.deepEqual(problems.map((p) => p.split(':')[0]), ['gateway-1', 'gateway-2']);
  assert.match(problems[0], /must ask \/readyz.*\(\/healthz\)/);
});

test('nginx maps are evaluated like nginx: exact keys, regexes in order, named captures, defaults', () => {
  const maps = nginxMaps(parseNginx(nginx()));
  const log = (uri) => evaluateNginx('$logged_path', { request_uri: uri }, maps);
  assert.equal(log('/files/pdf-links/eyJ.abc.def?download=1'), '/files/pdf-links/[redacted]');
  assert.equal(log('/feed/android.xml?page=2'), '/feed/android.xml');
  assert.equal(log('/graphql'), '/graphql');
  const client = (xff) => evaluateNginx('$client_address', { http_x_forwarded_for: xff, remote_addr: '172.18.0.1' }, maps);
  assert.equal(client('198.51.100.4, 203.0.113.7'), '203.0.113.7');
  assert.equal(client(''), '172.18.0.1');
  assert.equal(evaluateNginx('$graphql_limit_key', { http_upgrade: 'websocket', remote_addr: '172.18.0.1' }, maps), '');
  assert.equal(evaluateNginx('$hsts', { http_x_forwarded_proto: 'https' }, maps), 'max-age=31536000');
  assert.equal(evaluateNginx('$hsts', { http_x_forwarded_proto: 'http' }, maps), '');
});

test('the proxy: HSTS behind HTTPS, rate limits, a token-free access log', () => {
  assert.deepEqual(checkProxySecurity(nginx()), []);
});

test('a proxy without HSTS somewhere, or sending it over plain HTTP, is refused', () => {
  const notInNamed = nginx().replace(/(location @gateways_unavailable \{\n\s*default_type application\/json;\n)\s*add_header Strict-Transport-Security \$hsts always;\n/, '$1');
  assert.match(checkProxySecurity(notInNamed).join('\n'), /location @gateways_unavailable: no Strict-Transport-Security \(its own add_header lines replace/);
  const always = nginx().replace('    add_header Strict-Transport-Security $hsts always;\n\n', '    add_header Strict-Transport-Security "max-age=31536000" always;\n\n');
  assert.match(checkProxySecurity(always).join('\n'), /location \/graphql: Strict-Transport-Security must be empty \(not sent\) over plain HTTP/);
});

test('a proxy without rate limits, or answering the web app with a page instead of a GraphQL error, is refused', () => {
  const unlimited = nginx().replace(/\n\s*limit_req zone=graphql[^;]*;/, '');
  assert.match(checkProxySecurity(unlimited).join('\n'), /\/graphql: no request rate limit/);
  const htmlPage = nginx().replace('error_page 429 = @graphql_too_many_requests;', '');
  assert.match(checkProxySecurity(htmlPage).join('\n'), /\/graphql: a limited request must get a GraphQL answer/);
  const status503 = nginx().replace('limit_req_status 429;', '');
  assert.match(checkProxySecurity(status503).join('\n'), /must be answered 429 \(limit_req_status 429\), not 503/);
  const openFeeds = nginx().replace(/(location \/feed \{\n\s*proxy_pass http:\/\/gateways;\n)\s*limit_req [^\n]*\n/, '$1');
  assert.match(checkProxySecurity(openFeeds).join('\n'), /\/feed\/android\.xml: no request rate limit/);
  const loose = nginx().replace('zone=public_reads:10m rate=10r/s', 'zone=public_reads:10m rate=100r/s');
  assert.match(checkProxySecurity(loose).join('\n'), /\/public\/app-config: the public reads' rate \(100\/s\) must be tighter than \/graphql's \(30\/s\)/);
});

test('an access log with the raw request line, path or query string is refused', () => {
  for (const variable of ['$request_uri', '$uri', '$request', '$uri$is_args$args']) {
    const raw = nginx().replace('"uri":"$logged_path"', `"uri":"${variable}"`);
    assert.match(checkProxySecurity(raw).join('\n'), /access_log \/dev\/stdout \(json\) writes the secret of GET \/files\/pdf-links\//, variable);
  }
  const args = nginx().replace('"uri":"$logged_path"', '"uri":"$logged_path","query":"$args"');
  const problems = checkProxySecurity(args).join('\n');
  assert.match(problems, /secret of GET \/export\/logs\.csv\?user=anna&token=secret-query-token/);
  assert.doesNotMatch(problems, /GET \/files\/pdf-links\/[^?\s]*:/);
});

test('base images floating by tag are warned about, with the file and line; digests pass', () => {
  const files = [
    { file: 'Dockerfile', text: 'FROM node:22-bookworm-slim AS build\nFROM build AS again\nFROM --platform=linux/amd64 nginx:1.28-alpine\n' },
    { file: 'docker-compose.yml', text: `services:\n  db:\n    image: postgres:15-alpine@sha256:${'a'.repeat(64)}\n  # image: not-me:1\n` },
  ];
  assert.deepEqual(imageReferences(files).map((r) => `${r.file}:${r.line} ${r.ref}`), [
    'Dockerfile:1 node:22-bookworm-slim',
    'Dockerfile:3 nginx:1.28-alpine',
    `docker-compose.yml:3 postgres:15-alpine@sha256:${'a'.repeat(64)}`,
  ]);
  const warnings = checkImagePins(files);
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /Dockerfile:1: node:22-bookworm-slim floats by tag; pin it by digest with `node scripts\/pin-images\.mjs`/);
});

test('pin-images rewrites each reference to tag@digest and leaves everything else alone', () => {
  const digest = `sha256:${'b'.repeat(64)}`;
  const old = `sha256:${'c'.repeat(64)}`;
  const text = `FROM node:22-bookworm-slim AS build\nFROM build\nFROM node:22-bookworm-slim@${old}\n    image: redis:7-alpine # events\n`;
  assert.equal(tagOf(`node:22-bookworm-slim@${old}`), 'node:22-bookworm-slim');
  const out = pinnedText(text, { 'node:22-bookworm-slim': digest, 'redis:7-alpine': digest });
  assert.equal(out, `FROM node:22-bookworm-slim@${digest} AS build\nFROM build\nFROM node:22-bookworm-slim@${digest}\n    image: redis:7-alpine@${digest} # events\n`);
  assert.deepEqual(checkImagePins([{ file: 'Dockerfile', text: out }]), []);
});

test('the images run the Node.js of package.json engines, and @types/node describes that major', () => {
  const dockerfiles = ['apps/api/Dockerfile', 'apps/gateway/Dockerfile', 'deploy/proxy/Dockerfile'].map((file) => ({ file, text: read(file) }));
  assert.deepEqual(checkNodeVersions(JSON.parse(read('package.json')), dockerfiles), []);
  assert.equal(lowestNodeMajor('>=22'), 22);
  assert.equal(lowestNodeMajor('^20.19.0 || >=22.12.0'), 20);
  assert.equal(lowestNodeMajor('>=22.12 <23'), 22);
  const older = checkNodeVersions({ engines: { node: '>=20.19' }, devDependencies: { '@types/node': '^20.19.0' } }, dockerfiles).join('\n');
  assert.match(older, /engines\.node is ">=20\.19", the images run Node\.js 22: declare >=22/);
  assert.match(older, /@types\/node is \^20\.19\.0, the images run Node\.js 22: use @types\/node \^22/);
  const mixed = [{ file: 'a/Dockerfile', text: 'FROM node:22-bookworm-slim\n' }, { file: 'b/Dockerfile', text: 'FROM node:24-alpine\n' }];
  assert.match(checkNodeVersions({ engines: { node: '>=22' }, devDependencies: { '@types/node': '^22.0.0' } }, mixed).join('\n'), /different Node\.js majors: 22, 24/);
});

test('the proxy lets the largest upload of the product through: a configuration below the domain\'s limit is refused', () => {
  const nginx = read('deploy/proxy/nginx.conf');
  const limits = read(UPLOAD_LIMITS_SOURCE);
  assert.deepEqual(checkUploadLimit(nginx, limits), []);
  const sixty = nginx.replace(/(location \/upload \{[^}]*?client_max_body_size )\S+;/, '$160m;');
  assert.notEqual(sixty, nginx);
  const problems = checkUploadLimit(sixty, limits);
  assert.equal(problems.length, 3);
  assert.match(problems[0], /\/upload\/stores\/x\/leaflets: client_max_body_size 60m .* below the largest upload, UPLOAD_REQUEST_MAX_BYTES/);
  // Without its own limit the location has nginx's default of 1 MB, also too small; 0 means no limit.
  assert.equal(checkUploadLimit(nginx.replace(/client_max_body_size 501m;/, ''), limits).length, 3);
  assert.deepEqual(checkUploadLimit(nginx.replace(/client_max_body_size 501m;/, 'client_max_body_size 0;'), limits), []);
  // A limit that is not a number in the domain is a problem of its own.
  assert.match(checkUploadLimit(nginx, 'export const UPLOAD_REQUEST_MAX_BYTES = 500 * 1024;')[0], /no "export const UPLOAD_REQUEST_MAX_BYTES = <number>;"/);
});
