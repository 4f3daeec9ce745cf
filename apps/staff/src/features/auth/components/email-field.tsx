import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** `username` where a password goes with it, so password managers pair the two. */
  autoComplete: 'email' | 'username';
  error?: ReactNode;
}

/** The required e-mail address of the sign-in pages. */
export function EmailField({ value, onChange, autoComplete, error }: EmailFieldProps) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
