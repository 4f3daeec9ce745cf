import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ElementRequest } from '@lendline/permissions';
import { lazy, Suspense } from 'react';

const RateProgramEditorBody = lazy(() => import('./rate-program-editor-body.tsx'));

export interface RateProgramEditorProps {
  /** 'new', a program id, or null when closed. */
  target: 'new' | number | null;
  onClose: () => void;
  gate: ElementRequest;
  listHref: string;
}

/**
 * The rate program editor in a drawer over the list (no route of its own: spec §2 gives Setup only
 * `loansetup` and `create-promo`); the page keeps which program is open in the address. It closes only
 * by Cancel or its close button, so a stray click or Escape does not throw away a matrix.
 */
export function RateProgramEditor({ target, onClose, gate, listHref }: RateProgramEditorProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 1080}
      title={target === 'new' ? 'Add rate program' : 'Edit rate program'}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Close the editor' }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target !== null && (
        <Suspense
          fallback={
            <Stack gap="sm" aria-busy="true" aria-label="Loading the editor">
              <Skeleton height={160} />
              <Skeleton height={240} />
            </Stack>
          }
        >
          <RateProgramEditorBody target={target} onClose={onClose} gate={gate} listHref={listHref} />
        </Suspense>
      )}
    </Drawer>
  );
}
