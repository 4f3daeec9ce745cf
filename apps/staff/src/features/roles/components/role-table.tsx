import { Anchor, Text } from '@mantine/core';
import { roleExpiration, type ElementRequest } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table.tsx';
import type { SortState } from '../../../components/data-table/list-settings.ts';
import { RowActions, type RowAction } from '../../../components/data-table/row-actions.tsx';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { RoleRecord } from '../api/roles-resource.ts';
import { RoleStateBadge } from './role-state-badge.tsx';

const usersColumn: DataColumn<RoleRecord> = {
  key: 'users',
  header: 'Users',
  align: 'right',
  width: 70,
  cell: (role) => role.users?.length ?? 0,
};

export interface RoleTableProps {
  rows: readonly RoleRecord[] | undefined;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  refreshing?: boolean;
  error?: TableError | null;
  empty: ReactNode;
  perPage: number;
  updateHref: (roleId: number) => string;
  onOpen: (role: RoleRecord) => void;
  actionsFor: (role: RoleRecord) => RowAction[];
  actionGate: ElementRequest;
  /** Show how many users hold each role (the rows carry their user ids). */
  withUsers: boolean;
}

function Expiry({ expireIn }: { expireIn: string | null }) {
  const { message } = roleExpiration(expireIn, new Date());
  return (
    <>
      {expireIn && <div>{formatDate(expireIn)}</div>}
      <Text size="xs" c="dimmed">
        {message}
      </Text>
    </>
  );
}

/** The role list's table: name (to the editor), state, expiry with the spec's helper text, users. */
export function RoleTable({ withUsers, actionGate, actionsFor, updateHref, ...table }: RoleTableProps) {
  const columns: DataColumn<RoleRecord>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      width: 180,
      cell: (role) => (
        <Anchor component={Link} to={updateHref(role.id)} size="sm" fw={500}>
          {role.name}
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      width: 240,
      cell: (role) => (
        <Text size="sm" truncate="end" maw={320} title={role.description ?? undefined}>
          {role.description}
        </Text>
      ),
    },
    { key: 'state', header: 'Status', width: 90, cell: (role) => <RoleStateBadge role={role} /> },
    {
      key: 'expireIn',
      header: 'Expires (UTC)',
      sortable: true,
      width: 190,
      cell: (role) => <Expiry expireIn={role.expireIn} />,
    },
    ...(withUsers ? [usersColumn] : []),
    {
      key: 'updatedAt',
      header: 'Updated (UTC)',
      sortable: true,
      firstSortDirection: 'desc',
      width: 120,
      cell: (role) => formatDate(role.updatedAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      width: 48,
      cell: (role) => (
        <PermissionGate {...actionGate}>
          <RowActions label={`Actions for ${role.name}`} actions={actionsFor(role)} />
        </PermissionGate>
      ),
    },
  ];

  return (
    <DataTable
      label="Roles"
      columns={columns}
      rows={table.rows}
      rowKey={(role) => role.id}
      sort={table.sort}
      onSortChange={table.onSortChange}
      refreshing={table.refreshing}
      error={table.error}
      empty={table.empty}
      skeletonRows={table.perPage}
      onRowClick={table.onOpen}
      minWidth={820}
    />
  );
}
