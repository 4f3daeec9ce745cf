import { Badge, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { roleExpiration, type PermissionMap, type RoleState } from '@lendline/permissions';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { RolePermissionsTable } from './role-permissions-table.tsx';

export type RefreshState =
  | { status: 'refreshing' }
  | { status: 'failed'; message: string }
  | {
      status: 'done';
      refreshedAt: Date;
      role: { name: string; state: RoleState; expireIn: string | null } | null;
      permissions: PermissionMap;
    };

export interface RolePermissionsRefreshProps {
  state: RefreshState;
  onRefresh: () => void;
  homeHref: string;
}

const STATE_BADGE = {
  active: { color: 'green', label: 'Active' },
  inactive: { color: 'gray', label: 'Inactive' },
  expired: { color: 'red', label: 'Expired' },
} as const;

/**
 * Role Permissions (spec §2 `process-role-permissions`, §4 "Role permission refresh"): reads the signed-in
 * role and its permissions from the server again, so a role an administrator has just changed applies
 * now, and shows what the role grants after the refresh.
 */
export function RolePermissionsRefresh({ state, onRefresh, homeHref }: RolePermissionsRefreshProps) {
  const header = (
    <PageHeader
      title="Role Permissions"
      context="Your role's permissions, read again from the server."
      actions={
        <>
          <Button size="xs" variant="default" component={Link} to={homeHref}>
            Go to home
          </Button>
          <Button size="xs" onClick={onRefresh} loading={state.status === 'refreshing'}>
            Refresh again
          </Button>
        </>
      }
    />
  );
  if (state.status === 'failed') {
    return (
      <>
        {header}
        <TableErrorState
          title="The permissions could not be refreshed"
          message={state.message}
          onRetry={onRefresh}
        />
      </>
    );
  }
  if (state.status === 'refreshing') {
    return (
      <>
        {header}
        <Stack gap="md" maw={960} aria-busy="true" aria-label="Refreshing your permissions">
          <Skeleton height={64} />
          <Skeleton height={220} />
        </Stack>
      </>
    );
  }
  const { role, permissions, refreshedAt } = state;
  return (
    <>
      {header}
      <Paper withBorder p="md" maw={960}>
        <Stack gap="sm">
          <Text size="sm" role="status">
            Permissions refreshed at {formatDateTime(refreshedAt)} (UTC). Menus and pages now follow them.
          </Text>
          {role ? (
            <FactGrid
              facts={[
                { label: 'Role', value: role.name },
                {
                  label: 'State',
                  value: (
                    <Badge size="sm" variant="light" color={STATE_BADGE[role.state].color}>
                      {STATE_BADGE[role.state].label}
                    </Badge>
                  ),
                },
                { label: 'Expiration', value: roleExpiration(role.expireIn, refreshedAt).message },
              ]}
            />
          ) : (
            <Text c="dimmed">No role is assigned to you, so no module is open. Ask an administrator.</Text>
          )}
          {role && (
            <RolePermissionsTable
              permissions={permissions}
              emptyText={
                role.state === 'active'
                  ? 'Your role grants no permissions.'
                  : `Your role is ${role.state}, so it grants nothing until an administrator renews it.`
              }
            />
          )}
        </Stack>
      </Paper>
    </>
  );
}
