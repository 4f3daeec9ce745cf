import { Box, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions, type FormActionsProps } from './form-actions.tsx';
import { FormError } from './form-alert.tsx';
import { FormFieldset } from './form-fieldset.tsx';

export interface RecordFormFrameProps extends Omit<FormActionsProps, 'submitting' | 'mt'> {
  /** The form's state from `useRecordForm`: its submit, the message above it and whether it is saving. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    formError: string | null;
    submitting: boolean;
  };
  /** A role that may only view: every field disabled at once. */
  readOnly: boolean;
  /** The form's accessible name, where a page holds more than one. */
  label?: string;
  /** A heading above the fields. */
  title?: ReactNode;
  /**
   * `card`: the fields on a bordered card (the default); `bare`: the same without the card (inside a
   * drawer); `sections`: a long form whose fields bring cards of their own.
   */
  layout?: 'card' | 'bare' | 'sections';
  maw?: number;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of every add and update form: the form element (checked by the browser never, by the rules
 * always), a heading, the message above the fields when a save failed, the fields in one fieldset that
 * a view-only role finds disabled, and Cancel with the gated save button at the foot.
 *
 * @example <RecordFormFrame form={form} readOnly={readOnly} submitLabel="Add user" cancelHref={listHref} gate={gate}>
 *            <TextInput label="First name" {...form.text('firstName')} />
 *          </RecordFormFrame>
 */
export function RecordFormFrame({
  form,
  readOnly,
  label,
  title,
  layout = 'card',
  maw,
  children,
  ...actions
}: RecordFormFrameProps) {
  const sections = layout === 'sections';
  const body = (
    <Stack gap={sections ? 'md' : 'sm'}>
      {title}
      {form.formError && <FormError>{form.formError}</FormError>}
      <FormFieldset disabled={readOnly}>{children}</FormFieldset>
      <FormActions {...actions} submitting={form.submitting} mt={sections ? undefined : 'xs'} />
    </Stack>
  );
  const formProps = { onSubmit: form.onSubmit, noValidate: true, 'aria-label': label, maw };
  return sections ? (
    <Box component="form" {...formProps}>
      {body}
    </Box>
  ) : (
    <Paper component="form" withBorder={layout === 'card'} p={layout === 'card' ? 'md' : 0} {...formProps}>
      {body}
    </Paper>
  );
}
