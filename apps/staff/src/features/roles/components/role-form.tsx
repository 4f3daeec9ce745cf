import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  roleSubmissionErrors,
  validateRole,
  type RoleField,
  type RoleFormErrors,
  type RoleFormValues,
} from '../role-form-rules.ts';
import classes from './role-form.module.css';
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
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<RoleFormErrors>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors = { ...(submitted ? validateRole(values) : {}), ...serverErrors };

  const set = <Key extends keyof RoleFormValues>(key: Key, value: RoleFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'permissions') setRowErrors({});
    else setServerErrors(({ [key as RoleField]: _changed, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(validateRole(values)).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      const { fields, rows, form } = roleSubmissionErrors(failure);
      setServerErrors(fields);
      setRowErrors(rows);
      setFormError(form);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md" maw={880}>
        {formError && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {formError}
          </Alert>
        )}
        <fieldset disabled={readOnly} className={classes.fieldset}>
          <Stack gap="md">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="Name"
                    required
                    maxLength={NAME_MAX}
                    autoComplete="off"
                    value={values.name}
                    onChange={(event) => set('name', event.currentTarget.value)}
                    error={errors.name}
                  />
                  <RoleExpiryField
                    value={values.expireIn}
                    onChange={(expireIn) => set('expireIn', expireIn)}
                    error={errors.expireIn}
                  />
                </SimpleGrid>
                <Textarea
                  label="Description"
                  rows={3}
                  resize="vertical"
                  maxLength={DESCRIPTION_MAX}
                  value={values.description}
                  onChange={(event) => set('description', event.currentTarget.value)}
                  error={errors.description}
                />
                <Switch
                  label="Active"
                  description="An inactive role opens no module to its users."
                  checked={values.status}
                  onChange={(event) => set('status', event.currentTarget.checked)}
                  error={errors.status}
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
                onChange={(permissions) => set('permissions', permissions)}
                rowErrors={rowErrors}
                disabled={readOnly}
              />
            </Paper>
          </Stack>
        </fieldset>
        <Group justify="flex-end" gap="xs" className={classes.actions}>
          <Button variant="default" component={Link} to={cancelHref}>
            Cancel
          </Button>
          <PermissionGate {...gate}>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </PermissionGate>
        </Group>
      </Stack>
    </form>
  );
}
