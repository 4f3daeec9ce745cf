import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_MS } from './toast.ts';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * A success toast (5 s, spec §9) with one action under its message, e.g. "Contracts export is ready"
 * with Download. The action closes the toast.
 *
 * @example showSuccessToastWithAction('Contracts export is ready', 'The file is in Downloads.', { label: 'Download', onClick: save });
 */
export function showSuccessToastWithAction(title: string, message: string, action: ToastAction): void {
  const id = notifications.show({
    title,
    color: 'teal',
    autoClose: TOAST_MS,
    message: (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Anchor>
      </Stack>
    ),
  });
}
