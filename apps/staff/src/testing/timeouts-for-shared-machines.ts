import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// The route tests render the whole app (Mantine, lazy route chunks, SWR) in happy-dom, which is CPU-bound
// work: on the 2-core CI machine, with every project's workers running at once (load 5 to 8), the same
// test runs four to six times slower than alone. Nothing they wait for is a timer or a race; they wait
// for the CPU. The defaults (1 s for `findBy*`/`waitFor`, 5 s a test) were tuned for an idle laptop and
// failed there, so the limits are set here, once, for every staff test file instead of per file. A real
// hang still fails, only later.

/** How long `findBy*` and `waitFor` wait for the screen to get there. */
export const SCREEN_WAIT_MS = 15_000;

/** How long one test may take: a few screens' worth of waits. */
export const TEST_TIMEOUT_MS = 60_000;

/**
 * Sets both limits for the test file being collected. Called from the setup file, which runs before each
 * file: vitest restores its configuration after each file, and with the module graph shared between
 * files (`isolate: false`) a module-level call would only reach the first file of each worker.
 */
export function allowForSharedMachines() {
  configure({ asyncUtilTimeout: SCREEN_WAIT_MS });
  vi.setConfig({ testTimeout: TEST_TIMEOUT_MS });
}
