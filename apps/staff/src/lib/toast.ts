import { notifications } from '@mantine/notifications';

// The app's own toasts stay longer than the 3 s base setting: 5 s, and 10 s for errors (spec §4, §9).
const ERROR_MS = 10_000;

export function showErrorToast(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', autoClose: ERROR_MS });
}
