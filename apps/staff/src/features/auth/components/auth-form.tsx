import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormError, FormNotice } from '../../../components/form/form-alert.tsx';

export interface AuthFormProps {
  /** Called on submit; the browser's own submission and validation are kept out of the way. */
  onSubmit: () => unknown;
  /** Why the last attempt failed, shown above the fields. */
  error?: string | null;
  /** Good news shown above the fields while there is no error, such as after signing out. */
  notice?: string;
  submitLabel: string;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
  /** The links under the submit button. */
  links?: ReactNode;
}

/** The shape every sign-in page's form shares: message, fields, one full-width submit, then its links. */
export function AuthForm({
  onSubmit,
  error,
  notice,
  submitLabel,
  submitting,
  children,
  links,
}: AuthFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error ? <FormError>{error}</FormError> : notice && <FormNotice>{notice}</FormNotice>}
        {children}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {links}
      </Stack>
    </form>
  );
}
