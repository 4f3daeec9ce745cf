import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { DeleteRecordButton } from '../../../components/data-table/delete-record-button.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { showSuccessToast } from '../../../lib/toast.ts';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { useUser } from '../api/get-user.ts';
import { updateUser, type UserInput } from '../api/save-user.ts';
import { fullName, useRefreshUsers, type UserRecord } from '../api/users-resource.ts';
import { UserForm } from '../components/user-form.tsx';
import { UserStatusBadge } from '../components/user-status-badge.tsx';
import { useUserActions } from '../use-user-actions.tsx';
import type { UserFormValues } from '../user-form-rules.ts';
import { usersGate, type UserLinks } from '../user-links.ts';

export interface UserUpdatePageProps {
  module: string;
  /** NaN when the address holds no valid id. */
  userId: number;
  links: UserLinks;
  currentUserId?: number;
}

const formValues = (user: UserRecord): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  roleId: user.roleId === null ? '' : String(user.roleId),
  isActive: user.isActive,
});

/** Only what the form changed, so the server applies (and checks) nothing else. */
function changes(before: UserFormValues, { roleId, ...after }: UserFormValues): Partial<UserInput> {
  const next: UserInput = { ...after, roleId: Number(roleId) };
  const previous = { ...before, roleId: Number(before.roleId) };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => previous[key as keyof UserInput] !== value),
  );
}

/** Update User (spec §2 `user/update/{userId}`): the form, plus resend invitation and delete. */
export function UserUpdatePage({ module, userId, links, currentUserId }: UserUpdatePageProps) {
  const navigate = useNavigate();
  const user = useUser(userId);
  const roles = useRoleOptions();
  const actions = useUserActions();
  const refreshUsers = useRefreshUsers();
  const gate = usersGate(module);

  const pending = recordLoadState({
    validId: Number.isInteger(userId),
    query: user,
    noun: 'user',
    list: { label: 'Back to users', href: links.list },
    skeleton: [320],
    maxWidth: 720,
  });
  if (pending) return pending;
  const record = user.data!;
  const initial = formValues(record);
  const self = record.id === currentUserId;

  const save = async (values: UserFormValues) => {
    const changed = changes(initial, values);
    if (Object.keys(changed).length > 0) {
      await updateUser(record.id, changed);
      showSuccessToast('User updated', `${values.firstName} ${values.lastName} was saved.`);
      void refreshUsers();
    }
    await navigate(links.list);
  };

  return (
    <>
      <PageHeader
        title="Update User"
        context={
          <Group gap="xs">
            <Text span size="sm" fw={500} c="var(--mantine-color-text)">
              {fullName(record)}
            </Text>
            <UserStatusBadge user={record} />
            <Text span size="sm" c="dimmed">
              {record.lastLogin
                ? `Last login ${formatDateTime(record.lastLogin)} UTC`
                : 'Has never signed in'}
            </Text>
          </Group>
        }
        actions={
          <>
            {!record.emailVerified && (
              <PermissionGate {...gate}>
                <Button size="sm" variant="default" onClick={() => void actions.resendInvitation(record)}>
                  Resend invitation
                </Button>
              </PermissionGate>
            )}
            {!self && (
              <DeleteRecordButton
                gate={gate}
                onDelete={async () => (await actions.remove(record)) && (await navigate(links.list))}
              />
            )}
          </>
        }
      />
      <UserForm
        key={record.id}
        initialValues={initial}
        roles={roles}
        onSubmit={save}
        submitLabel="Save changes"
        cancelHref={links.list}
        self={self}
        gate={gate}
      />
    </>
  );
}
