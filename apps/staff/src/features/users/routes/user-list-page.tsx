import type { PermissionMap } from '@lendline/permissions';
import { useNavigate } from 'react-router';
import { AddRecordButton } from '../../../components/data-table/add-record-button.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { config } from '../../../config.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { outranksViewer, USERS, USERS_KEY, type UserRecord, userListRow } from '../api/users-resource.ts';
import { UserFilterBar } from '../components/user-filter-bar.tsx';
import { UserTable } from '../components/user-table.tsx';
import { useUserActions } from '../use-user-actions.tsx';
import { usersGate, type UserLinks } from '../user-links.ts';
import { activeFilterCount, USER_LIST_DEFAULTS, userListFilter, type UserFilters } from '../user-query.ts';

export interface UserListPageProps {
  module: string;
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<UserFilters>;
  links: UserLinks;
  currentUserId?: number;
  /** The signed-in user's rights: rows of users who hold more offer no actions. */
  viewerPermissions?: PermissionMap;
}

/**
 * Users (spec §2 `user/list`): search, filters and sort over the server's list and count calls, 15 per
 * page, and the actions on each user, every one gated with the element rule.
 */
export function UserListPage({ module, store, links, currentUserId, viewerPermissions }: UserListPageProps) {
  const navigate = useNavigate();
  const list = useListPage<UserRecord, UserFilters>({
    store,
    defaults: USER_LIST_DEFAULTS,
    resource: USERS,
    rowSchema: userListRow,
    keyPrefix: USERS_KEY,
    filter: userListFilter,
    failure: 'Failed to fetch users',
    updateHref: links.update,
    dateRangeFilters: true,
  });
  const roles = useRoleOptions();
  const actions = useUserActions();
  const gate = usersGate(module);

  const addButton = (
    <AddRecordButton gate={gate} to={links.add}>
      Add user
    </AddRecordButton>
  );

  const rowActions = (user: UserRecord) => {
    const self = user.id === currentUserId;
    if (!self && viewerPermissions && outranksViewer(user, viewerPermissions, new Date())) return [];
    return [
      { label: 'Edit', onClick: () => void navigate(links.update(user.id)) },
      ...(user.emailVerified
        ? []
        : [{ label: 'Resend invitation', onClick: () => void actions.resendInvitation(user) }]),
      // Nobody locks themselves out: the server refuses it too.
      ...(self
        ? []
        : [
            user.isActive
              ? { label: 'Deactivate', onClick: () => void actions.deactivate(user), danger: true }
              : { label: 'Activate', onClick: () => void actions.activate(user) },
            { label: 'Delete', onClick: () => void actions.remove(user), danger: true },
          ]),
    ];
  };

  return (
    <>
      <PageHeader
        title="Users"
        context={`Staff who can sign in to ${config.productName}, with their role and sign-in status.`}
        actions={addButton}
      />
      <UserFilterBar
        {...list.filterBar}
        roles={roles.options}
        rolesUnavailable={roles.error}
        activeCount={activeFilterCount(list.settings)}
      />
      <UserTable
        {...list.table}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No users match these filters"
              description="Change the search or the filters, or reset them to see every user."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No users yet"
              description={`Users are the staff who sign in to ${config.productName}. Add the first one; they get an e-mail invitation to activate the account.`}
              action={addButton}
            />
          )
        }
        actionsFor={rowActions}
        actionGate={gate}
        currentUserId={currentUserId}
      />
      {/* 15 rows (the spec's default) run past a 1366×800 screen: the pagination stays in sight. */}
      <PaginationBar {...list.pagination} noun="users" />
    </>
  );
}
