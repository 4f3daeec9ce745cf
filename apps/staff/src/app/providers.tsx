import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';
import { ToastHost } from './toast-host.tsx';

/**
 * Context every screen needs, the sign-in pages included; Storybook wraps staff stories in the same
 * providers. Modals open only inside the shell, so `ShellLayout` provides them and the sign-in pages do
 * not load the modal code.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ToastHost />
      {children}
    </MantineProvider>
  );
}
