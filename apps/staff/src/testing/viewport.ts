import { onTestFinished } from 'vitest';

/** happy-dom's default window width: wide, so the app's phone layouts stay off unless a test asks. */
const DEFAULT_WIDTH = 1024;

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

/**
 * Renders the rest of the test at `width` px: happy-dom evaluates the app's media queries (Mantine's
 * useMediaQuery, `hiddenFrom`) against its own viewport. The width returns to the default when the test
 * ends, as the files of a worker share one window (vitest.config.ts, `isolate: false`).
 *
 * @example atViewportWidth(390); // a phone
 */
export function atViewportWidth(width: number) {
  setViewportWidth(width);
  onTestFinished(() => setViewportWidth(DEFAULT_WIDTH));
}
