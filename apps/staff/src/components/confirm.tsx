import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { MODAL_DEFAULTS } from './modal-defaults.ts';

export interface ConfirmOptions {
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button red, for actions that discard or delete. */
  danger?: boolean;
}

// Spec §9: the confirmation dialog's defaults.
export const CONFIRM_DEFAULTS = {
  title: 'Are you sure?',
  message: 'Do you want to proceed with this action?',
  confirmLabel: 'Confirm',
  cancelLabel: 'Cancel',
} as const;

/**
 * Asks the user to confirm and resolves true on Confirm, false on Cancel, Escape or a click outside.
 * Needs the shell's `ModalsProvider`, so it is for signed-in screens.
 *
 * @example if (await confirm({ title: 'Delete template', message: 'Delete "Q3 tape"?', danger: true })) remove();
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  const { title, message, confirmLabel, cancelLabel } = { ...CONFIRM_DEFAULTS, ...options };
  return new Promise((resolve) => {
    // Confirm closes the modal too, and the first resolve wins, so onClose only ever answers "no".
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: options.danger ? 'red' : undefined },
      cancelProps: { variant: 'default' },
      ...MODAL_DEFAULTS,
      onConfirm: () => resolve(true),
      onClose: () => resolve(false),
    });
  });
}
