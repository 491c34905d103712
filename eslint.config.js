import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lintas from './tools/eslint-rules/index.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Imports flow one way: shared (components, lib, stores, config, hooks, testing) ->
    // features -> app. A feature never imports another feature (sibling `../../x/...`
    // imports included), shared code never imports a feature or the app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { lintas },
    rules: { 'lintas/web-import-zones': ['error', { root: 'apps/web/src' }] },
  },
  {
    // One owner per table: a module reaches another module's data through its service.
    files: ['apps/server/src/**/*.ts'],
    plugins: { lintas },
    rules: {
      'lintas/server-module-repositories': ['error', { root: 'apps/server/src/modules' }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fastify*', 'kysely', 'react*'] }],
    },
  },
);
