import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { choiceProps } from '../../../components/form/input-props.ts';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import type { RoleOptions } from '../api/get-role-options.ts';
import { submissionErrors, UserFormSchema, type UserFormValues } from '../user-form-rules.ts';

export interface UserFormProps {
  initialValues: UserFormValues;
  roles: RoleOptions;
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
  onSubmit,
  submitLabel,
  cancelHref,
  self = false,
  gate,
}: UserFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const form = useRecordForm({
    initialValues,
    schema: UserFormSchema,
    save: (values) => {
      const { firstName, lastName, email } = values;
      return onSubmit({
        ...values,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
      });
    },
    placeRefusal: submissionErrors,
  });
  const text = (field: 'firstName' | 'lastName' | 'email') => form.getInputProps(field);

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      maw={720}
      submitLabel={submitLabel}
      cancelHref={cancelHref}
      gate={gate}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" required autoComplete="off" {...text('firstName')} />
          <TextInput label="Last name" required autoComplete="off" {...text('lastName')} />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          description="The invitation to activate the account goes to this address."
          {...text('email')}
        />
        <Select
          label="Role"
          required
          searchable
          placeholder={roles.loading ? 'Loading roles…' : 'Choose a role'}
          data={roles.options}
          {...choiceProps(form, 'roleId')}
          nothingFoundMessage="No role matches"
          disabled={self}
          description={self ? 'You cannot change your own role.' : undefined}
          error={form.errors.roleId ?? (roles.error ? 'The roles could not be loaded.' : undefined)}
        />
        <Switch
          label="Active"
          description={
            self
              ? 'You cannot deactivate yourself.'
              : 'Inactive users cannot sign in. Changing this or the role signs the user out everywhere.'
          }
          disabled={self}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </Stack>
    </RecordFormFrame>
  );
}
