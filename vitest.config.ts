import { defineConfig } from 'vitest/config';

// One runner over every workspace; each project picks the environment its code runs in.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine. Two keep
    // both cores busy while the main process mostly waits; the API project sets its own limit.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/*/src/**/*.test.ts', 'shared/*/src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // tests/contract runs the staff app's client against the real app, on both stores like the API suite.
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each test file opens its own embedded database (~0.5 GB RSS); two at a time fits 2 cores.
          maxWorkers: 2,
          // Files share their worker's modules instead of importing the app afresh (~2 s each, over half
          // the project's CPU time). Nothing the app keeps at module level is per test: apps, databases
          // and rate limits are made per file; the setup file undoes process-wide stubs.
          isolate: false,
          setupFiles: ['apps/api/test/support/between-test-files.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/staff/vite.config.ts',
        test: {
          name: 'staff',
          root: 'apps/staff',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Each file would otherwise import React, Mantine and the whole app afresh in a new happy-dom
          // window (a quarter of the project's CPU time); the setup file resets what files could share.
          isolate: false,
          setupFiles: ['src/testing/between-test-files.ts'],
        },
      },
      {
        test: {
          name: 'widgets',
          include: ['widgets/*/src/**/*.test.ts', 'widgets/*/src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
      },
      {
        test: {
          name: 'architecture',
          include: ['tests/architecture/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
