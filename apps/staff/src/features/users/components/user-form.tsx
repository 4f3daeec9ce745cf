import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import type { RoleOption } from '../api/get-role-options.ts';
import {
  submissionErrors,
  validateUser,
  type UserFormErrors,
  type UserFormValues,
} from '../user-form-rules.ts';

export interface UserFormProps {
  initialValues: UserFormValues;
  roles: RoleOption[];
  rolesLoading?: boolean;
  /** The role picker could not be filled. */
  rolesFailed?: boolean;
  /** Saves; rejects with the server's error, which the form places on its fields or above them. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  /** The signed-in user's own record: the server refuses a new role or deactivation, so neither is offered. */
  self?: boolean;
  /** The permission saving needs; a role that may only view sees the fields but cannot change them. */
  gate: ElementRequest;
}

/**
 * Add or update a user: names, e-mail, role and the active switch, checked with the spec's messages
 * before anything is sent. Field errors show once the user has tried to save.
 */
export function UserForm({
  initialValues,
  roles,
  rolesLoading = false,
  rolesFailed = false,
  onSubmit,
  submitLabel,
  cancelHref,
  self = false,
  gate,
}: UserFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<UserFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors = { ...(submitted ? validateUser(values) : {}), ...serverErrors };

  const set = <Key extends keyof UserFormValues>(key: Key, value: UserFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A server's objection to a field no longer applies once that field changes.
    setServerErrors(({ [key]: _changed, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(validateUser(values)).length > 0) return;
    setSubmitting(true);
    try {
      const { firstName, lastName, email } = values;
      await onSubmit({
        ...values,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
      });
    } catch (failure) {
      const { fields, form } = submissionErrors(failure);
      setServerErrors(fields);
      setFormError(form);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      maw={720}
      component="form"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="First name"
              required
              autoComplete="off"
              value={values.firstName}
              onChange={(event) => set('firstName', event.currentTarget.value)}
              error={errors.firstName}
            />
            <TextInput
              label="Last name"
              required
              autoComplete="off"
              value={values.lastName}
              onChange={(event) => set('lastName', event.currentTarget.value)}
              error={errors.lastName}
            />
          </SimpleGrid>
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="off"
            description="The invitation to activate the account goes to this address."
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={errors.email}
          />
          <Select
            label="Role"
            required
            searchable
            placeholder={rolesLoading ? 'Loading roles…' : 'Choose a role'}
            data={roles}
            value={values.roleId || null}
            onChange={(roleId) => set('roleId', roleId ?? '')}
            nothingFoundMessage="No role matches"
            disabled={self}
            description={self ? 'You cannot change your own role.' : undefined}
            error={errors.roleId ?? (rolesFailed ? 'The roles could not be loaded.' : undefined)}
          />
          <Switch
            label="Active"
            description={
              self
                ? 'You cannot deactivate yourself.'
                : 'Inactive users cannot sign in. Changing this or the role signs the user out everywhere.'
            }
            checked={values.isActive}
            disabled={self}
            onChange={(event) => set('isActive', event.currentTarget.checked)}
          />
        </Stack>
      </fieldset>
      <Group justify="flex-end" gap="xs" mt="md">
        <Button variant="default" component={Link} to={cancelHref}>
          Cancel
        </Button>
        <PermissionGate {...gate}>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </PermissionGate>
      </Group>
    </Paper>
  );
}
