import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { resetAfterTest } from '../../../testing/render-app.tsx';

/**
 * Unmounting a list saves its pending page config at once; that save must reach the fake API before
 * `resetAfterTest` restores the real `fetch`, or it would fail against no server. The toasts go too,
 * since their store outlives the rendered app. Register with `afterEach(settleAndReset)` wherever a
 * list page renders.
 */
export async function settleAndReset() {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 100));
  resetAfterTest();
  notifications.clean();
}
