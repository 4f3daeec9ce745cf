import { afterAll, vi } from 'vitest';

// The API project's setup file, run before every test file. The files of a worker share one process and
// module graph (`isolate: false` in vitest.config.ts); each opens its own database and app, so what one
// file could still leave behind is process-wide: stubbed environment variables (TZ) and globals, spies
// and fake timers. They are undone after every file, whatever the file itself cleans up.
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
