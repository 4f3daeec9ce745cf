import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction (ARCHITECTURE.md rule 1): shared <- widgets, apps. Apps never import each other,
// widgets import no app and no other widget, shared imports no UI framework, server or database code.
const uiAndServer = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'preact',
  'preact/*',
  'hono',
  'hono/*',
  '@hono/*',
  'kysely',
  'pg',
  '@electric-sql/*',
  'swr',
  '@mantine/*',
];
const apps = ['@lendline/api', '@lendline/api/*', '@lendline/staff', '@lendline/staff/*'];
const widgets = [
  '@lendline/widget-loan-calculator',
  '@lendline/widget-credit-application',
  '@lendline/widget-ach-viewer',
];
const escapeRelative = (message) => ({
  group: ['**/apps/**', '**/widgets/**', '../../apps/*', '../../widgets/*'],
  message,
});

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: [...uiAndServer, ...apps, ...widgets],
        message: 'shared/* is framework-free: no UI, server or database code, no apps or widgets.',
      },
      escapeRelative('shared/* may not reach into apps or widgets.'),
    ]),
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: [...apps, ...widgets, 'react', 'react-dom', '@mantine/*'],
        message: 'Widgets use preact and shared/* only; never an app or another widget.',
      },
      {
        group: ['../../apps/*', '**/apps/**', '../*/src/**', '../../widgets/*'],
        message: 'Widgets may not reach into apps or other widgets.',
      },
    ]),
  },
  {
    files: ['apps/staff/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: [
            '@lendline/api',
            '@lendline/api/*',
            ...widgets,
            'preact',
            'preact/*',
            'hono',
            'kysely',
            'pg',
          ],
          message: 'The staff app talks to the API over HTTP through @lendline/api-client.',
        },
        {
          group: ['../../api/*', '**/apps/api/**', '**/widgets/**'],
          message: 'Apps never import each other.',
        },
      ]),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict([
      {
        group: [
          '@lendline/staff',
          '@lendline/staff/*',
          ...widgets,
          'react',
          'react-dom',
          'preact',
          'preact/*',
          '@mantine/*',
        ],
        message: 'The API imports no UI code.',
      },
      {
        group: ['../../staff/*', '**/apps/staff/**', '**/widgets/**'],
        message: 'Apps never import each other.',
      },
    ]),
  },
  {
    // Tests and scripts may print.
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**',
      'apps/api/bench/**',
      'apps/api/src/main.ts',
      'widgets/size-budget.mjs',
      'apps/staff/chart-budget.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
