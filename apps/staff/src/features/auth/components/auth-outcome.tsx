import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError, FormNotice } from '../../../components/form/form-alert.tsx';

export interface AuthOutcomeProps {
  /** A notice for done (link sent, account active), an error for a dead end (a broken link). */
  kind: 'notice' | 'error';
  children: ReactNode;
  /** Where to go next. */
  link: ReactNode;
}

/** What a sign-in page shows in place of its form once there is nothing more to fill in. */
export function AuthOutcome({ kind, children, link }: AuthOutcomeProps) {
  return (
    <Stack gap="md">
      {kind === 'error' ? <FormError>{children}</FormError> : <FormNotice>{children}</FormNotice>}
      {link}
    </Stack>
  );
}
