import { Text, VisuallyHidden } from '@mantine/core';
import { roleExpiration } from '@lendline/permissions';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatCount } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { RoleRecord } from '../api/roles-resource.ts';
import { RoleStateBadge } from './role-state-badge.tsx';

const usersColumn: DataColumn<RoleRecord> = {
  key: 'users',
  priority: 3,
  header: 'Users',
  align: 'right',
  width: 70,
  cell: (role) => formatCount(role.users?.length ?? 0),
};

export interface RoleTableProps extends RecordTableProps<RoleRecord> {
  /** Show how many users hold each role (the rows carry their user ids). */
  withUsers: boolean;
}

/**
 * The expiry day with the spec's helper text under it. Most roles never expire, so a role without a date
 * shows a dash (named for screen readers) instead of repeating "No expiration date set." on every row;
 * the role's own page keeps the spec's sentence under its expiry field.
 */
function Expiry({ expireIn }: { expireIn: string | null }) {
  if (expireIn === null) {
    return (
      <>
        <Text span c="dimmed" aria-hidden>
          —
        </Text>
        <VisuallyHidden>No expiry</VisuallyHidden>
      </>
    );
  }
  const { message } = roleExpiration(expireIn, new Date());
  return (
    <>
      <div>{formatDate(expireIn)}</div>
      <Text size="xs" c="dimmed">
        {message}
      </Text>
    </>
  );
}

/** The role list's table: name (to the editor), state, expiry with the spec's helper text, users. */
export function RoleTable({ withUsers, ...table }: RoleTableProps) {
  const columns: DataColumn<RoleRecord>[] = [
    {
      key: 'description',
      priority: 3,
      header: 'Description',
      width: 240,
      cell: (role) => (
        <Text size="sm" truncate="end" maw="100%" title={role.description ?? undefined}>
          {role.description}
        </Text>
      ),
    },
    {
      key: 'state',
      priority: 1,
      header: 'Status',
      width: 150,
      cell: (role) => <RoleStateBadge role={role} />,
    },
    {
      key: 'expireIn',
      priority: 2,
      header: 'Expires (UTC)',
      sortable: true,
      width: 190,
      cell: (role) => <Expiry expireIn={role.expireIn} />,
    },
    ...(withUsers ? [usersColumn] : []),
    {
      key: 'updatedAt',
      priority: 3,
      header: 'Updated (UTC)',
      sortable: true,
      firstSortDirection: 'desc',
      width: 120,
      cell: (role) => formatDate(role.updatedAt),
    },
  ];

  return (
    <RecordTable
      {...table}
      label="Roles"
      titleColumn={{ key: 'name', header: 'Name', sortable: true, width: 180, cell: (role) => role.name }}
      columns={columns}
      rowName={(role) => role.name}
    />
  );
}
