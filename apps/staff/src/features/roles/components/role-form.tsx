import { Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { fieldProps } from '../../../components/form/input-props.ts';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  roleSubmissionErrors,
  RoleFormSchema,
  type RoleFormValues,
} from '../role-form-rules.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { RoleExpiryField } from './role-expiry-field.tsx';

export interface RoleFormProps {
  initialValues: RoleFormValues;
  /** Saves; rejects with the server's error, which the form places on fields, matrix rows or above. */
  onSubmit: (values: RoleFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  /** The permission saving needs; a role that may only view sees everything but cannot change it. */
  gate: ElementRequest;
}

/**
 * Add or update a role: name, description, status and expiry day with the spec's helper text, then the
 * permission matrix. The save bar stays in view at the bottom while the long matrix scrolls.
 */
export function RoleForm({ initialValues, onSubmit, submitLabel, cancelHref, gate }: RoleFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  // The matrix rows' objections, until the matrix changes.
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const form = useRecordForm({
    initialValues,
    schema: RoleFormSchema,
    save: onSubmit,
    placeRefusal: (failure) => {
      const { rows, ...placed } = roleSubmissionErrors(failure);
      setRowErrors(rows);
      return placed;
    },
  });
  const { values } = form;

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      layout="sections"
      maw={880}
      submitLabel={submitLabel}
      cancelHref={cancelHref}
      gate={gate}
      sticky
    >
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Name"
                required
                maxLength={NAME_MAX}
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <RoleExpiryField {...fieldProps(form, 'expireIn')} />
            </SimpleGrid>
            <Textarea
              label="Description"
              rows={3}
              resize="vertical"
              maxLength={DESCRIPTION_MAX}
              {...form.getInputProps('description')}
            />
            <Switch
              label="Active"
              description="An inactive role opens no module to its users."
              {...form.getInputProps('status', { type: 'checkbox' })}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} fz="md" mb={4}>
            Permissions
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            What users with this role may do in each module. View opens a menu; Create and Download allow
            changes and exports there.
          </Text>
          <PermissionMatrix
            value={values.permissions}
            onChange={(permissions) => {
              form.setFieldValue('permissions', permissions);
              setRowErrors({});
            }}
            rowErrors={rowErrors}
            disabled={readOnly}
          />
        </Paper>
      </Stack>
    </RecordFormFrame>
  );
}
