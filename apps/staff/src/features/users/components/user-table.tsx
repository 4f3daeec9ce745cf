import { Text } from '@mantine/core';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { fullName, type UserRecord } from '../api/users-resource.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

export interface UserTableProps extends RecordTableProps<UserRecord> {
  currentUserId?: number;
}

/** The user list's table: name (to the update form), e-mail, role, status and last login in UTC. */
export function UserTable({ currentUserId, ...table }: UserTableProps) {
  const columns: DataColumn<UserRecord>[] = [
    {
      key: 'email',
      priority: 2,
      header: 'E-mail',
      sortable: true,
      width: 220,
      cell: (user) => <ClippedText>{user.email}</ClippedText>,
    },
    {
      key: 'role',
      priority: 2,
      header: 'Role',
      width: 150,
      cell: (user) =>
        user.permissions?.name ? (
          <ClippedText>{user.permissions.name}</ClippedText>
        ) : (
          <Text span size="sm" c="dimmed">
            No role
          </Text>
        ),
    },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      width: 90,
      cell: (user) => <UserStatusBadge user={user} />,
    },
    {
      key: 'lastLogin',
      priority: 3,
      header: 'Last login (UTC)',
      sortable: true,
      firstSortDirection: 'desc',
      width: 170,
      cell: (user) =>
        user.lastLogin ? (
          formatDateTime(user.lastLogin)
        ) : (
          <Text span size="sm" c="dimmed">
            Never
          </Text>
        ),
    },
  ];

  return (
    <RecordTable
      {...table}
      label="Users"
      titleColumn={{
        key: 'name',
        header: 'Name',
        sortable: true,
        width: 180,
        cell: (user) => (
          <>
            {fullName(user)}
            {user.id === currentUserId && (
              <Text span size="xs" c="dimmed">
                {' '}
                (you)
              </Text>
            )}
          </>
        ),
      }}
      columns={columns}
      rowName={fullName}
    />
  );
}
