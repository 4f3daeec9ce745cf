import { notifications } from '@mantine/notifications';

// The app's own toasts stay longer than the 3 s base setting: 5 s, and 10 s for errors (spec §4, §9).
export const TOAST_MS = 5_000;
export const ERROR_MS = 10_000;

export function showSuccessToast(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', autoClose: TOAST_MS });
}

export function showInfoToast(title: string, message: string): void {
  notifications.show({ title, message, color: 'blue', autoClose: TOAST_MS });
}

export function showErrorToast(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', autoClose: ERROR_MS });
}
