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
  checkNginx,
  checkProxyHops,
  checkTopology,
  ciInstallCommand,
  composeDurationMs,
  composeVariables,
  envFileValue,
  gatewayServices,
  matchLocation,
  parseDockerfile,
  parseNginx,
  proxyHopsSettings,
  publicServer,
  RECOMMENDED_PROXY_HOPS,
  runCommand,
  testableNginxConfig,
  TEST_PATHS,
} from './check-deploy.mjs';

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
