// The web app's boundaries (ARCHITECTURE.md §4) are enforced by ESLint: `node --test scripts/lint-boundaries.test.mjs`.
// Each case lints a few lines as if they were a file at the given path, with the repository's
// eslint.config.mjs. The imported files are real; the importing file need not exist, so the
// type-aware parsing is switched off here (the boundaries rule does not need types).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The messages of one rule for `code` linted as the file at `filePath` (relative to the repository). */
async function lint(filePath, code, ruleId = 'boundaries/dependencies') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${filePath} could not be linted`);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const IMPORT_SHOPS_PANEL = (from) => `import { ShopsPanel } from '${from}';\nexport const panel = ShopsPanel;\n`;

test("a feature importing another feature's internals fails, naming the feature", async () => {
  const messages = await lint('apps/web/src/features/crawler/Probe.tsx', IMPORT_SHOPS_PANEL('../dashboard/ShopsPanel'));
  assert.equal(messages.length, 1);
  assert.match(messages[0], /A feature must not import another feature \(dashboard\)/);
});

test("a feature's test importing another feature's test helpers fails too", async () => {
  const messages = await lint(
    'apps/web/src/features/crawler/Probe.test.tsx',
    "import { aStore } from '../dashboard/test-utils';\nexport const store = aStore;\n",
  );
  assert.equal(messages.length, 1);
});

test('a lazily loaded import of another feature fails as well', async () => {
  const messages = await lint('apps/web/src/features/crawler/Probe.tsx', "export const load = () => import('../dashboard/ShopsPanel');\n");
  assert.equal(messages.length, 1);
});

test('the same import from the app (which composes features) passes', async () => {
  assert.deepEqual(await lint('apps/web/src/app/Probe.tsx', IMPORT_SHOPS_PANEL('../features/dashboard/ShopsPanel')), []);
  assert.deepEqual(await lint('apps/web/src/app/dashboard/Probe.tsx', IMPORT_SHOPS_PANEL('../../features/dashboard/ShopsPanel')), []);
});

test('a feature may import its own files, shared code, generated code and the domain package', async () => {
  const code = [
    "import { ShopRow } from './ShopRow';",
    "import { useSession } from '../../shared/session/session';",
    "import { graphql } from '../../__generated__/gql';",
    "import { can } from '@flyerdesk/domain/permissions';",
    'export const used = [ShopRow, useSession, graphql, can];',
    '',
  ].join('\n');
  assert.deepEqual(await lint('apps/web/src/features/dashboard/Probe.tsx', code), []);
});

test('shared code may import neither a feature nor the app', async () => {
  assert.equal((await lint('apps/web/src/shared/Probe.tsx', IMPORT_SHOPS_PANEL('../features/dashboard/ShopsPanel'))).length, 1);
  const app = await lint('apps/web/src/shared/Probe.tsx', "import { BUILT_ROUTES } from '../app/builtRoutes';\nexport const routes = BUILT_ROUTES;\n");
  assert.equal(app.length, 1);
});

test('only tests use the test harness', async () => {
  const code = "import { renderFeature } from '../../test/renderFeature';\nexport const render = renderFeature;\n";
  assert.equal((await lint('apps/web/src/features/crawler/Probe.tsx', code)).length, 1);
  assert.deepEqual(await lint('apps/web/src/features/crawler/Probe.test.tsx', code), []);
});

test('a second import statement from the same module fails; a separate `import type` passes', async () => {
  const twice = "import { useState } from 'react';\nimport { useEffect } from 'react';\nexport const hooks = [useState, useEffect];\n";
  assert.equal((await lint('apps/web/src/shared/Probe.tsx', twice, 'no-duplicate-imports')).length, 1);
  const typeApart = "import { useState } from 'react';\nimport type { ReactNode } from 'react';\nexport const hook = useState;\nexport type Node = ReactNode;\n";
  assert.deepEqual(await lint('apps/web/src/shared/Probe.tsx', typeApart, 'no-duplicate-imports'), []);
});

test('a hook called conditionally fails the rules of hooks', async () => {
  const code = "import { useState } from 'react';\nexport function useMaybe(on: boolean) {\n  if (on) useState(0);\n}\n";
  assert.equal((await lint('apps/web/src/shared/Probe.ts', code, 'react-hooks/rules-of-hooks')).length, 1);
});
