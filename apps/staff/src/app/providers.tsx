import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';

/** Context every screen needs; Storybook wraps staff stories in the same providers. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <MantineProvider>{children}</MantineProvider>;
}
