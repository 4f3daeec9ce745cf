import { Anchor, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table.tsx';
import type { SortState } from '../../../components/data-table/list-settings.ts';
import { RowActions, type RowAction } from '../../../components/data-table/row-actions.tsx';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { fullName, type UserRecord } from '../api/users-resource.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

export interface UserTableProps {
  rows: readonly UserRecord[] | undefined;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  refreshing?: boolean;
  error?: TableError | null;
  empty: ReactNode;
  perPage: number;
  updateHref: (userId: number) => string;
  onOpen: (user: UserRecord) => void;
  /** The row's actions; the menu is gated as a whole with `actionGate`. */
  actionsFor: (user: UserRecord) => RowAction[];
  actionGate: ElementRequest;
  currentUserId?: number;
}

/** The user list's table: name (to the update form), e-mail, role, status and last login in UTC. */
export function UserTable({
  rows,
  sort,
  onSortChange,
  refreshing,
  error,
  empty,
  perPage,
  updateHref,
  onOpen,
  actionsFor,
  actionGate,
  currentUserId,
}: UserTableProps) {
  const columns: DataColumn<UserRecord>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      width: 180,
      cell: (user) => (
        <Anchor component={Link} to={updateHref(user.id)} size="sm" fw={500}>
          {fullName(user)}
          {user.id === currentUserId && (
            <Text span size="xs" c="dimmed">
              {' '}
              (you)
            </Text>
          )}
        </Anchor>
      ),
    },
    { key: 'email', header: 'E-mail', sortable: true, width: 220, cell: (user) => user.email },
    {
      key: 'role',
      header: 'Role',
      width: 150,
      cell: (user) =>
        user.permissions?.name ?? (
          <Text span size="sm" c="dimmed">
            No role
          </Text>
        ),
    },
    { key: 'status', header: 'Status', width: 90, cell: (user) => <UserStatusBadge user={user} /> },
    {
      key: 'lastLogin',
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
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      width: 48,
      cell: (user) => (
        <PermissionGate {...actionGate}>
          <RowActions label={`Actions for ${fullName(user)}`} actions={actionsFor(user)} />
        </PermissionGate>
      ),
    },
  ];

  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      sort={sort}
      onSortChange={onSortChange}
      refreshing={refreshing}
      error={error}
      empty={empty}
      skeletonRows={perPage}
      onRowClick={onOpen}
      minWidth={760}
    />
  );
}
