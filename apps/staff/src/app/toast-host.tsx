import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(async () => ({ default: (await import('./toast-renderer.ts')).Notifications }));

// Spec §4/§9: the base notification setting closes toasts after 3 s and shows at most 10.
const BASE_TOAST_MS = 3_000;
const MAX_TOASTS = 10;

/**
 * Shows the toasts. Its code loads with the first toast, so the sign-in pages, which rarely toast, stay
 * small; toasts raised before it arrives wait in the store and appear once it has loaded.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so closing toasts can animate out.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={BASE_TOAST_MS} limit={MAX_TOASTS} />
    </Suspense>
  );
}
