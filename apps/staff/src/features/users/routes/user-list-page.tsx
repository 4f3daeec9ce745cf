import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { withFilters, type ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { usePageInRange } from '../../../components/data-table/use-page-in-range.ts';
import { config } from '../../../config.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { USERS, USERS_KEY, type UserRecord } from '../api/users-resource.ts';
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
}

/**
 * Users (spec §2 `user/list`): search, filters and sort over the server's list and count calls, 15 per
 * page, and the actions on each user, every one gated with the element rule.
 */
export function UserListPage({ module, store, links, currentUserId }: UserListPageProps) {
  const { settings, ready, update, reset } = store;
  const navigate = useNavigate();
  const users = useListQuery<UserRecord>(
    USERS,
    USERS_KEY,
    ready ? userListFilter(settings) : null,
    'Failed to fetch users',
  );
  const roles = useRoleOptions();
  const actions = useUserActions();
  const gate = usersGate(module);
  const { perPage } = settings.pagination;
  usePageInRange(store, users.total);

  const filtered =
    JSON.stringify([settings.filters, settings.dateRange]) !==
    JSON.stringify([USER_LIST_DEFAULTS.filters, USER_LIST_DEFAULTS.dateRange]);
  const isDefault = !filtered && JSON.stringify(settings) === JSON.stringify(USER_LIST_DEFAULTS);

  const addButton = (
    <PermissionGate {...gate}>
      <Button size="sm" component={Link} to={links.add}>
        Add user
      </Button>
    </PermissionGate>
  );

  const rowActions = (user: UserRecord) => {
    const self = user.id === currentUserId;
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
        filters={settings.filters}
        dateRange={settings.dateRange}
        onFiltersChange={(change) =>
          update(withFilters(settings, { filters: { ...settings.filters, ...change } }))
        }
        onDateRangeChange={(dateRange) => update(withFilters(settings, { dateRange }))}
        roles={roles.options}
        rolesUnavailable={roles.error}
        activeCount={activeFilterCount(settings)}
        onReset={reset}
        resetDisabled={isDefault}
      />
      <UserTable
        rows={ready ? users.rows : undefined}
        sort={settings.sort}
        onSortChange={(sort) => update({ sort, pagination: { page: 1, perPage } })}
        refreshing={users.refreshing}
        error={
          users.error
            ? {
                title: 'Failed to fetch users',
                message: errorMessage(users.error, 'The server did not answer. Try again.'),
                onRetry: () => void users.retry(),
              }
            : null
        }
        empty={
          filtered ? (
            <TableEmptyState
              title="No users match these filters"
              description="Change the search or the filters, or reset them to see every user."
              action={
                <Button size="xs" variant="default" onClick={reset}>
                  Reset filters
                </Button>
              }
            />
          ) : (
            <TableEmptyState
              title="No users yet"
              description={`Users are the staff who sign in to ${config.productName}. Add the first one; they get an e-mail invitation to activate the account.`}
              action={addButton}
            />
          )
        }
        perPage={perPage}
        updateHref={links.update}
        onOpen={(user) => void navigate(links.update(user.id))}
        actionsFor={rowActions}
        actionGate={gate}
        currentUserId={currentUserId}
      />
      <PaginationBar
        pagination={settings.pagination}
        total={users.total}
        noun="users"
        onChange={(pagination) => update({ pagination })}
      />
    </>
  );
}
