import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Keeps what it holds at the bottom of the window while the page above it scrolls, on the page's
 * background so the rows pass under it. For a list whose default page is taller than a laptop screen
 * (Users' 15 rows, spec §8, at 1366×800): the total and the page buttons stay in sight without scrolling,
 * as in the accounting tools staff use. When the list is short the footer sits right under it.
 */
export function StickyFooter({ children }: { children: ReactNode }) {
  return (
    <Box
      data-sticky-footer
      pb="xs"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      {children}
    </Box>
  );
}
