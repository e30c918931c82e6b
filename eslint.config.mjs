// Flat ESLint configuration with typescript-eslint's type-checked rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
);
