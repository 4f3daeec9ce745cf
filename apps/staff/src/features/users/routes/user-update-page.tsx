import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ApiError } from '@lendline/api-client';
import { useNavigate } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { showSuccessToast } from '../../../lib/toast.ts';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { StatusPage } from '../../../components/status-page.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
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

  if (!Number.isInteger(userId) || (user.error instanceof ApiError && user.error.status === 404)) {
    return (
      <StatusPage title="User not found" action={{ label: 'Back to users', to: links.list }}>
        This user does not exist or was deleted.
      </StatusPage>
    );
  }
  if (user.error) {
    return (
      <TableErrorState
        title="The user could not be loaded"
        message={errorMessage(user.error, 'The server did not answer. Try again.')}
        onRetry={() => void user.mutate()}
      />
    );
  }
  if (!user.data) {
    return (
      <Stack gap="sm" maw={720} aria-busy="true" aria-label="Loading the user">
        <Skeleton height={28} width={240} />
        <Skeleton height={320} />
      </Stack>
    );
  }

  const record = user.data;
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
              <PermissionGate {...gate}>
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  onClick={async () => (await actions.remove(record)) && (await navigate(links.list))}
                >
                  Delete
                </Button>
              </PermissionGate>
            )}
          </>
        }
      />
      <UserForm
        key={record.id}
        initialValues={initial}
        roles={roles.options}
        rolesLoading={roles.loading}
        rolesFailed={roles.error}
        onSubmit={save}
        submitLabel="Save changes"
        cancelHref={links.list}
        self={self}
        gate={gate}
      />
    </>
  );
}
