import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { assertNoLoops, featureBoundaries } from './eslint/feature-boundaries.js';

const appImports = ['@hirelane/server', '@hirelane/server/*', '@hirelane/web', '@hirelane/web/*'];

/**
 * Which feature may import which, per package (issue 15). Features not listed as a key fail the
 * lint until they are added; the tables must stay free of loops (checked below), so a new loop
 * cannot be allowed by adding an entry. Tests and test kits are exempt.
 */
const DOMAIN_FEATURES = {
  accounts: [],
  activity: ['pipeline'],
  calendars: ['accounts'],
  admin: ['workspaces'],
  'app-shell': ['auth', 'campaigns', 'workspaces'],
  auth: ['workspaces'],
  billing: ['workspaces'],
  calls: ['billing'],
  campaigns: ['accounts', 'billing'],
  candidates: ['pipeline'],
  careers: ['candidates', 'projects'],
  extension: ['candidates'],
  imports: ['candidates', 'pipeline'],
  inbox: ['campaigns', 'outreach'],
  insights: ['pipeline', 'search'],
  interviews: ['accounts', 'pipeline', 'projects'],
  linkedin: ['campaigns', 'candidates', 'outreach'],
  onboarding: ['workspaces'],
  outreach: ['campaigns'],
  partners: ['candidates', 'pipeline', 'workspaces'],
  pipeline: [],
  profile: [],
  projects: ['pipeline', 'search', 'workspaces'],
  reports: ['campaigns', 'insights', 'pipeline'],
  search: [],
  sourcing: ['search'],
  tools: ['campaigns'],
  'workspace-settings': ['auth', 'workspaces'],
  slack: [],
  whatsapp: [],
  workflows: ['inbox', 'interviews', 'pipeline'],
  workspaces: [],
};
assertNoLoops(DOMAIN_FEATURES);

/**
 * Server features. `projects` sits at the bottom of the work features (project access and the
 * project and job stores every feature needs); the project entity that composes pipeline and
 * search is served by `pipeline`. http/ (route table), jobs/ (worker registry), seed/ and cli/
 * compose features; db/, integrations/ and mail/ are shared infrastructure and import none.
 */
const SERVER_FEATURES = {
  accounts: ['slack', 'workspaces'],
  activity: ['calendars', 'projects'],
  admin: ['auth', 'billing', 'workspaces'],
  calendars: ['candidates', 'projects'],
  auth: ['workspaces'],
  billing: ['workspaces'],
  calls: ['billing', 'candidates', 'outreach', 'pipeline', 'projects'],
  campaigns: ['accounts', 'projects', 'workspaces'],
  candidates: ['auth', 'billing', 'pipeline', 'projects', 'search'],
  careers: ['candidates', 'imports', 'projects', 'tools', 'workspace-settings'],
  'dev-outbox': [],
  duplicates: ['admin', 'candidates'],
  extension: ['auth', 'candidates', 'pipeline', 'projects', 'workspaces'],
  erasure: [
    'admin',
    'billing',
    'candidates',
    'imports',
    'interviews',
    'outreach',
    'search',
    'workspace-settings',
  ],
  health: [],
  imports: ['candidates', 'pipeline', 'projects', 'search'],
  inbox: [
    'accounts',
    'campaigns',
    'outreach',
    'projects',
    'whatsapp',
    'workflow-events',
    'workspaces',
  ],
  insights: ['pipeline', 'projects', 'search'],
  interviews: [
    'accounts',
    'billing',
    'calendars',
    'candidates',
    'pipeline',
    'projects',
    'tools',
    'workflow-events',
    'workspaces',
  ],
  linkedin: ['outreach', 'pipeline', 'projects'],
  onboarding: ['workspaces'],
  outreach: [
    'accounts',
    'calendars',
    'campaigns',
    'candidates',
    'pipeline',
    'projects',
    'workflow-events',
  ],
  /** Recruiting partners (decision 051): the portal's submissions and the team's partner lists. */
  partners: ['candidates', 'careers', 'imports', 'projects', 'workspaces'],
  pipeline: ['campaigns', 'projects', 'search', 'workflow-events', 'workspaces'],
  profile: ['auth'],
  projects: ['workspaces'],
  reports: ['projects'],
  search: ['projects'],
  sourcing: ['billing', 'candidates', 'pipeline', 'projects', 'search', 'workspaces'],
  tools: ['imports'],
  'workspace-settings': ['accounts', 'admin', 'imports', 'pipeline', 'workspaces'],
  /** The bottom of the workflows: the facts' writers record runs and queue their job. */
  'workflow-events': [],
  /** The WhatsApp channel (decision 048): its account, webhooks and sender. */
  slack: ['projects', 'workspaces'],
  whatsapp: ['accounts', 'candidates', 'outreach', 'pipeline'],
  workflows: ['accounts', 'campaigns', 'outreach', 'pipeline', 'projects', 'workflow-events'],
  workspaces: [],
};
assertNoLoops(SERVER_FEATURES);

/**
 * The web app's features (apps/web/src/features). The frame (app/: the page registry and route
 * guards; layouts/) composes them and is imported by none; lib/, components/ and test/ import no
 * feature. A page that needs sections of features above its own gets them from the frame (the
 * project settings page receives pipeline's custom fields section from app/pages/).
 */
const WEB_FEATURES = {
  accounts: [],
  activity: ['calendars', 'linkedin', 'projects'],
  admin: [],
  calendars: [],
  auth: [],
  billing: ['auth', 'errors', 'workspaces'],
  campaigns: ['accounts', 'calendars', 'linkedin', 'projects'],
  candidates: [
    'billing',
    'calendars',
    'interviews',
    'outreach',
    'pipeline',
    'projects',
    'sourcing',
  ],
  errors: [],
  extension: ['auth'],
  imports: ['projects'],
  inbox: ['campaigns', 'projects', 'workspaces'],
  insights: ['pipeline', 'projects', 'search'],
  interviews: ['accounts', 'billing', 'pipeline', 'projects'],
  linkedin: ['accounts', 'extension'],
  onboarding: ['auth'],
  outreach: ['pipeline'],
  partners: ['projects'],
  pipeline: ['calendars', 'projects', 'search', 'sourcing'],
  profile: ['auth'],
  projects: ['workspaces'],
  reports: ['projects'],
  search: ['projects'],
  sourcing: ['billing', 'projects'],
  support: [],
  tools: [],
  slack: [],
  'workspace-settings': [
    'accounts',
    'auth',
    'billing',
    'partners',
    'profile',
    'projects',
    'slack',
    'workspaces',
  ],
  workflows: ['projects', 'workspaces'],
  workspaces: ['auth'],
};
assertNoLoops(WEB_FEATURES);

const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.integration-test.ts',
  '**/*.test-kit.{ts,tsx}',
  '**/test/**',
];
const APPS_APART = {
  group: ['@hirelane/web', '@hirelane/web/*', '**/apps/web/**', '../../web/**'],
  message: 'Apps never import each other.',
};
/** Where the server may import pg and drizzle-orm (decision 018). */
const SERVER_DATABASE_ACCESS = [
  'apps/server/**/*-store.ts',
  'apps/server/src/db/**',
  'apps/server/bench/**',
  'apps/server/drizzle.config.ts',
  ...TEST_FILES,
  // Better Auth's Drizzle adapter is handed the auth tables.
  'apps/server/src/features/auth/better-auth.ts',
];
const DATABASE_ACCESS_MESSAGE =
  'Decision 018: pg, drizzle-orm and the table schemas only in *-store.ts files and db/; call the owning store instead.';
const NO_TEST_CODE = {
  group: ['**/*.test-kit', '**/test/**'],
  message: 'Production code imports no test kit or test helper.',
};
const featureBoundariesPlugin = { rules: { 'feature-boundaries': featureBoundaries } };

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
    files: ['*.js', '*.config.{js,ts}', 'eslint/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['eslint/**'],
    languageOptions: { globals: globals.node },
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
    files: ['packages/domain/src/**'],
    ignores: TEST_FILES,
    plugins: { hirelane: featureBoundariesPlugin },
    rules: {
      'hirelane/feature-boundaries': [
        'error',
        {
          srcDir: 'packages/domain/src',
          featuresDir: 'packages/domain/src',
          shared: ['http', 'format', 'phone', 'product'],
          allowed: DOMAIN_FEATURES,
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': ['error', { patterns: [APPS_APART] }],
    },
  },
  {
    files: ['apps/server/src/**'],
    ignores: TEST_FILES,
    plugins: { hirelane: featureBoundariesPlugin },
    rules: {
      'hirelane/feature-boundaries': [
        'error',
        {
          srcDir: 'apps/server/src',
          featuresDir: 'apps/server/src/features',
          frame: [],
          shared: ['db', 'integrations', 'mail'],
          allowed: SERVER_FEATURES,
        },
      ],
      // Later blocks replace this rule's options, so each repeats the patterns before it.
      'no-restricted-imports': ['error', { patterns: [APPS_APART, NO_TEST_CODE] }],
    },
  },
  {
    // Decision 018: SQL (pg, drizzle-orm and its sql tag) only in stores, db/, tests and bench/.
    files: ['apps/server/**'],
    ignores: SERVER_DATABASE_ACCESS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'pg', message: DATABASE_ACCESS_MESSAGE }],
          patterns: [
            APPS_APART,
            NO_TEST_CODE,
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg-copy-streams', '**/db/schema/*'],
              message: DATABASE_ACCESS_MESSAGE,
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
    files: ['apps/web/src/**'],
    ignores: TEST_FILES,
    plugins: { hirelane: featureBoundariesPlugin },
    rules: {
      'hirelane/feature-boundaries': [
        'error',
        {
          srcDir: 'apps/web/src',
          featuresDir: 'apps/web/src/features',
          frame: ['app', 'layouts'],
          shared: ['lib', 'components', 'test'],
          allowed: WEB_FEATURES,
        },
      ],
    },
  },
  {
    files: ['apps/extension/**'],
    languageOptions: { globals: { ...globals.browser, chrome: 'readonly' } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...appImports,
                '**/apps/server/**',
                '**/apps/web/**',
                '../../server/**',
                '../../web/**',
              ],
              message: 'The extension imports only packages/domain.',
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
