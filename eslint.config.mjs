// Flat ESLint configuration with typescript-eslint's type-checked rules, the web app's boundaries
// (eslint-plugin-boundaries) and the rules of hooks (eslint-plugin-react-hooks).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const WEB = 'apps/web/src';

/**
 * The parts of the web app (ARCHITECTURE.md §4). A feature is one folder under features/; app/
 * composes features; shared/ is what every feature may use; __generated__/ is the GraphQL codegen
 * output; test/ holds the test harness (it renders the whole app, so it may import anything).
 * The entry point (main.tsx) belongs to none of them: it may import anything and nothing imports it.
 */
const WEB_ELEMENTS = [
  { type: 'web-app', pattern: `${WEB}/app`, partialMatch: false },
  { type: 'web-feature', pattern: `${WEB}/features/*`, capture: ['feature'], partialMatch: false },
  { type: 'web-shared', pattern: `${WEB}/shared`, partialMatch: false },
  { type: 'web-generated', pattern: `${WEB}/__generated__`, partialMatch: false },
  { type: 'web-test-harness', pattern: `${WEB}/test`, partialMatch: false },
];

/** Tests and their helpers: the only files that may use the test harness. */
const WEB_FILES = [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test-utils.{ts,tsx}'] }];

const FEATURE_MESSAGE =
  'A feature must not import another feature ({{ to.element.captured.feature }}): move what both need to apps/web/src/shared, or compose the features in apps/web/src/app.';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/__generated__/**', 'coverage/**', '**/*.cjs', '**/*.mjs', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['codegen.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through the app env.ts only.' }],
      // One import statement per module; a separate `import type` from the same module is allowed.
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['**/env.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**', 'codegen.ts', '**/vite.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The app is not compiled with the React Compiler: a library it cannot optimise is no defect here.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'error',
    },
  },
  {
    // The web app's parts may only depend on each other as ARCHITECTURE.md §4 says.
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': WEB_ELEMENTS,
      'boundaries/files': WEB_FILES,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Also refuse local files outside these parts (another app's sources, the entry point).
          checkUnknownLocals: true,
          message:
            "{{ from.element.types.[0] }} may not import '{{ dependency.source }}' (ARCHITECTURE.md §4): a feature uses shared/ and generated code, app/ composes features, shared/ imports neither.",
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: [
                  { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                  { element: { types: { anyOf: ['web-shared', 'web-generated'] } } },
                ],
              },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
              message: FEATURE_MESSAGE,
            },
            {
              from: { element: { type: 'web-shared' } },
              allow: { to: { element: { types: { anyOf: ['web-shared', 'web-generated'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['web-app', 'web-test-harness'] } } },
              allow: { to: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-shared', 'web-generated'] } } } },
            },
            {
              from: [{ element: { type: 'web-test-harness' } }, { file: { categories: 'test' } }],
              allow: { to: { element: { type: 'web-test-harness' } } },
            },
          ],
        },
      ],
    },
  },
);
