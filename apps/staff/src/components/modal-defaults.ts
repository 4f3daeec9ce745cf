import type { ModalProps } from '@mantine/core';

/**
 * What every dialog of the app shares: centred, with a title as firm as the sign-in pages' headings
 * (Mantine's default title is regular weight).
 */
export const MODAL_DEFAULTS = {
  centered: true,
  styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
} satisfies Partial<ModalProps>;
