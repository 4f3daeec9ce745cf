import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { settleRequests } from '../../../testing/mock-api.ts';
import { resetAfterTest } from '../../../testing/render-app.tsx';

/**
 * Unmounting a list saves its pending page config at once (a read, then a write); that save must reach
 * the fake API before `resetAfterTest` restores the real `fetch`, or it would fail against no server, so
 * this waits until the fake API has answered every request and no further one follows. The toasts go
 * too, since their store outlives the rendered app. Register with `afterEach(settleAndReset)` wherever a
 * list page renders.
 */
export async function settleAndReset() {
  cleanup();
  await settleRequests();
  resetAfterTest();
  notifications.clean();
}
