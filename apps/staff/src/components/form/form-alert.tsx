import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Why the last submission failed, announced as soon as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" p="sm">
      {children}
    </Alert>
  );
}

/** Good news about the account (signed out, password updated, link sent), read out politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="teal" variant="light" role="status" p="sm">
      {children}
    </Alert>
  );
}
