import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearBrowserState } from './browser-state.ts';
import { skipReactOwnerStacks } from './react-owner-stacks.ts';
import { allowForSharedMachines } from './timeouts-for-shared-machines.ts';

// The staff project's setup file, run before every test file. The project shares one module graph and
// one happy-dom window between the files of a worker (`isolate: false` in vitest.config.ts), so the
// state a file could once leave behind, because the next file started afresh, is reset here after every
// test, whatever the file itself cleans up: the rendered tree, fake timers, cookies and storage, the
// toasts' module-level store, spies and stubbed globals.

allowForSharedMachines();
skipReactOwnerStacks();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearBrowserState();
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
