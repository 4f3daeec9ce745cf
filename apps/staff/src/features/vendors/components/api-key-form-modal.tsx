import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { FormError } from '../../../components/form/form-alert.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import {
  apiKeySubmissionErrors,
  KEY_LABEL_MAX,
  RATE_LIMIT,
  ApiKeyFormSchema,
  type ApiKeyFormValues,
} from '../api-key-rules.ts';
import { OriginsEditor } from './origins-editor.tsx';

export interface ApiKeyFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** "Create API key for Acme Paving" or "Edit key …". */
  title: string;
  submitLabel: string;
  initialValues: ApiKeyFormValues;
  /** Saves; rejects with the server's error, which the form places on its fields or above them. */
  onSubmit: (values: ApiKeyFormValues) => Promise<void>;
}

function ApiKeyForm({
  onClose,
  submitLabel,
  initialValues,
  onSubmit,
}: Omit<ApiKeyFormModalProps, 'opened' | 'title'>) {
  // The server numbers the origins it was sent; the refusal is placed on the rows they came from.
  const sentRows = useRef(initialValues.origins);
  const form = useRecordForm({
    initialValues,
    schema: ApiKeyFormSchema,
    save: (values) => {
      sentRows.current = values.origins;
      return onSubmit(values);
    },
    placeRefusal: (failure) => apiKeySubmissionErrors(failure, sentRows.current),
  });
  const { values, errors } = form;
  const originErrors = Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) =>
      field.startsWith('origins.') ? [[Number(field.slice('origins.'.length)), message]] : [],
    ),
  ) as Record<number, string>;

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        {form.formError && <FormError>{form.formError}</FormError>}
        <TextInput
          label="Label"
          description="Where the key is used, e.g. Website or Quote PDF."
          maxLength={KEY_LABEL_MAX}
          {...form.getInputProps('label')}
          autoComplete="off"
          data-autofocus
        />
        <OriginsEditor
          origins={values.origins}
          onChange={(origins) => form.setFieldValue('origins', origins)}
          errors={originErrors}
          error={errors.origins as string | undefined}
        />
        <NumberInput
          label="Rate limit (requests a minute)"
          description={`From ${RATE_LIMIT.min} to ${RATE_LIMIT.max.toLocaleString('en-US')}; past it, the calculator asks visitors to wait.`}
          required
          w={260}
          min={RATE_LIMIT.min}
          max={RATE_LIMIT.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('rateLimit')}
        />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create a key, or change a key's label, origins and rate limit. */
export function ApiKeyFormModal({ opened, title, ...form }: ApiKeyFormModalProps) {
  return (
    <Modal {...MODAL_DEFAULTS} opened={opened} onClose={form.onClose} title={title} size="lg">
      <ApiKeyForm {...form} />
    </Modal>
  );
}
