import { can } from '@lendline/permissions';
import { useNavigate } from 'react-router';
import { AddRecordButton } from '../../../components/data-table/add-record-button.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { ROLES, ROLES_KEY, type RoleRecord, roleListRow } from '../api/roles-resource.ts';
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
  const navigate = useNavigate();
  // Who holds a role is user data: only a role that may view users asks for it.
  const withUsers = can(usePermissions(), module, 'Users', 'view');
  const list = useListPage<RoleRecord, RoleFilters>({
    store,
    defaults: ROLE_LIST_DEFAULTS,
    resource: ROLES,
    rowSchema: roleListRow,
    keyPrefix: ROLES_KEY,
    filter: (settings) => roleListFilter(settings, withUsers),
    failure: 'Failed to fetch roles',
    updateHref: links.update,
  });
  const actions = useRoleActions();
  const gate = rolesGate(module);

  const addButton = (
    <AddRecordButton gate={gate} to={links.add}>
      Add role
    </AddRecordButton>
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
      <RoleFilterBar {...list.filterBar} />
      <RoleTable
        {...list.table}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No roles match these filters"
              description="Change the search or the status, or reset them to see every role."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No roles yet"
              description="A role says what its users may view, create and download in each module. Add the first one, then give it to users."
              action={addButton}
            />
          )
        }
        actionsFor={rowActions}
        actionGate={gate}
        withUsers={withUsers}
      />
      <PaginationBar {...list.pagination} noun="roles" />
    </>
  );
}
