import { Button } from '@mantine/core';
import { can } from '@lendline/permissions';
import { Link, useNavigate } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { withFilters, type ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { usePageInRange } from '../../../components/data-table/use-page-in-range.ts';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { ROLES, ROLES_KEY, type RoleRecord } from '../api/roles-resource.ts';
import { RoleFilterBar } from '../components/role-filter-bar.tsx';
import { RoleTable } from '../components/role-table.tsx';
import { rolesGate, type RoleLinks } from '../role-links.ts';
import { ROLE_LIST_DEFAULTS, roleListFilter, type RoleFilters } from '../role-query.ts';
import { useRoleActions } from '../use-role-actions.tsx';

export interface RoleListPageProps {
  module: string;
  store: ListSettingsStore<RoleFilters>;
  links: RoleLinks;
}

/** Roles (spec §2 `role/list`): state, expiry and holders of each role, with add, edit and delete. */
export function RoleListPage({ module, store, links }: RoleListPageProps) {
  const { settings, ready, update, reset } = store;
  const navigate = useNavigate();
  // Who holds a role is user data: only a role that may view users asks for it.
  const withUsers = can(usePermissions(), module, 'Users', 'view');
  const roles = useListQuery<RoleRecord>(
    ROLES,
    ROLES_KEY,
    ready ? roleListFilter(settings, withUsers) : null,
    'Failed to fetch roles',
  );
  const actions = useRoleActions();
  const gate = rolesGate(module);
  const { perPage } = settings.pagination;
  usePageInRange(store, roles.total);

  const filtered = JSON.stringify(settings.filters) !== JSON.stringify(ROLE_LIST_DEFAULTS.filters);
  const isDefault = JSON.stringify(settings) === JSON.stringify(ROLE_LIST_DEFAULTS);

  const addButton = (
    <PermissionGate {...gate}>
      <Button size="sm" component={Link} to={links.add}>
        Add role
      </Button>
    </PermissionGate>
  );

  const rowActions = (role: RoleRecord) => [
    { label: 'Edit', onClick: () => void navigate(links.update(role.id)) },
    { label: 'Delete', onClick: () => void actions.remove(role), danger: true },
  ];

  return (
    <>
      <PageHeader
        title="Roles"
        context="What each role may do in every module, and until when."
        actions={addButton}
      />
      <RoleFilterBar
        filters={settings.filters}
        onFiltersChange={(change) =>
          update(withFilters(settings, { filters: { ...settings.filters, ...change } }))
        }
        onReset={reset}
        resetDisabled={isDefault}
      />
      <RoleTable
        rows={ready ? roles.rows : undefined}
        sort={settings.sort}
        onSortChange={(sort) => update({ sort, pagination: { page: 1, perPage } })}
        refreshing={roles.refreshing}
        error={
          roles.error
            ? {
                title: 'Failed to fetch roles',
                message: errorMessage(roles.error, 'The server did not answer. Try again.'),
                onRetry: () => void roles.retry(),
              }
            : null
        }
        empty={
          filtered ? (
            <TableEmptyState
              title="No roles match these filters"
              description="Change the search or the status, or reset them to see every role."
              action={
                <Button size="xs" variant="default" onClick={reset}>
                  Reset filters
                </Button>
              }
            />
          ) : (
            <TableEmptyState
              title="No roles yet"
              description="A role says what its users may view, create and download in each module. Add the first one, then give it to users."
              action={addButton}
            />
          )
        }
        perPage={perPage}
        updateHref={links.update}
        onOpen={(role) => void navigate(links.update(role.id))}
        actionsFor={rowActions}
        actionGate={gate}
        withUsers={withUsers}
      />
      <PaginationBar
        pagination={settings.pagination}
        total={roles.total}
        noun="roles"
        onChange={(pagination) => update({ pagination })}
      />
    </>
  );
}
