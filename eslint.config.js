import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const appImports = ['@hirelane/server', '@hirelane/server/*', '@hirelane/web', '@hirelane/web/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      'scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['*.js', '*.config.{js,ts}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/test-servers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: appImports, message: 'packages/test-servers imports no app.' },
            { group: ['**/apps/**'], message: 'packages/test-servers imports no app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: appImports, message: 'packages/domain imports no app.' },
            { group: ['node:*'], message: 'packages/domain is isomorphic: nothing Node-only.' },
            { group: ['**/apps/**'], message: 'packages/domain imports no app.' },
          ],
          paths: ['fs', 'path', 'os', 'crypto', 'http', 'child_process', 'pg', 'fastify'].map(
            (name) => ({ name, message: 'packages/domain is isomorphic: nothing Node-only.' }),
          ),
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hirelane/web', '@hirelane/web/*', '**/apps/web/**', '../../web/**'],
              message: 'Apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@hirelane/server',
                '@hirelane/server/*',
                '**/apps/server/**',
                '../../server/**',
              ],
              message: 'Apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/src/**'],
              message: 'E2E tests drive the browser, not web internals.',
            },
          ],
        },
      ],
    },
  },
);
