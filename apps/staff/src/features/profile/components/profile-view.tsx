import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { roleExpiration } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import type { AccountProfile } from '../api/get-account-profile.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { RolePermissionsTable } from './role-permissions-table.tsx';

export interface ProfileViewProps {
  /** Undefined while loading. */
  profile: AccountProfile | undefined;
  /** Why the profile could not be loaded, in words; shown with a retry. */
  error?: string | undefined;
  onRetry: () => void;
  onChangePassword: () => void;
  /** The page asks for confirmation, naming how many sessions end, before it sends anything. */
  onSignOutEverywhere: () => void;
  signingOut?: boolean;
  /** Set while acting as another user: why the account's own actions are closed. */
  ownActionsUnavailable?: string | undefined;
}

const STATE_BADGE = {
  active: { color: 'green', label: 'Active' },
  inactive: { color: 'gray', label: 'Inactive' },
  expired: { color: 'red', label: 'Expired' },
} as const;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** An action that is closed while impersonating says why on hover and keeps its place. */
function OwnAction({ reason, children }: { reason: string | undefined; children: ReactNode }) {
  return reason ? (
    <Tooltip label={reason}>
      <span>{children}</span>
    </Tooltip>
  ) : (
    children
  );
}

function RoleFacts({ role }: { role: AccountProfile['role'] }) {
  if (!role)
    return <Text c="dimmed">No role is assigned to you, so no module is open. Ask an administrator.</Text>;
  const badge = STATE_BADGE[role.state];
  return (
    <FactGrid
      facts={[
        { label: 'Role', value: role.name },
        {
          label: 'State',
          value: (
            <Badge size="sm" variant="light" color={badge.color}>
              {badge.label}
            </Badge>
          ),
        },
        { label: 'Expiration', value: roleExpiration(role.expireIn, new Date()).message },
      ]}
    />
  );
}

/**
 * The signed-in user's profile (spec §2 `profile`): who they are, their role and what it grants, their
 * last sign-in, the sessions open on their account with "Sign out everywhere", and Change Password.
 */
export function ProfileView({
  profile,
  error,
  onRetry,
  onChangePassword,
  onSignOutEverywhere,
  signingOut = false,
  ownActionsUnavailable,
}: ProfileViewProps) {
  const header = (
    <PageHeader
      title="Profile"
      context="Your account, your role and the sessions open on it."
      actions={
        <OwnAction reason={ownActionsUnavailable}>
          <Button size="xs" variant="default" onClick={onChangePassword} disabled={!!ownActionsUnavailable}>
            Change Password
          </Button>
        </OwnAction>
      }
    />
  );
  if (error !== undefined) {
    return (
      <>
        {header}
        <TableErrorState title="Your profile could not be loaded" message={error} onRetry={onRetry} />
      </>
    );
  }
  if (!profile) {
    return (
      <>
        {header}
        <Stack gap="md" maw={960} aria-busy="true" aria-label="Loading your profile">
          <Skeleton height={120} />
          <Skeleton height={220} />
          <Skeleton height={140} />
        </Stack>
      </>
    );
  }

  const others = profile.sessions.filter((session) => !session.current).length;
  const expiredOrInactive = profile.role && profile.role.state !== 'active';
  return (
    <>
      {header}
      <Stack gap="md" maw={960}>
        <Section title="Account">
          <FactGrid
            facts={[
              { label: 'Name', value: `${profile.firstName} ${profile.lastName}`.trim() },
              { label: 'E-mail', value: profile.email },
              { label: 'Last sign-in', value: formatDateTime(profile.lastLogin) || 'Never' },
            ]}
          />
        </Section>
        <Section title="Role and permissions">
          <Stack gap="sm">
            <RoleFacts role={profile.role} />
            {expiredOrInactive && (
              <Alert color="orange" variant="light" p="xs">
                Your role is {profile.role?.state}, so it grants nothing until an administrator renews it.
              </Alert>
            )}
            {profile.role && (
              <RolePermissionsTable
                permissions={profile.permissions}
                emptyText={
                  expiredOrInactive
                    ? 'No permissions while the role is not active.'
                    : 'Your role grants no permissions.'
                }
              />
            )}
          </Stack>
        </Section>
        <Section
          title="Active sessions"
          action={
            <OwnAction reason={ownActionsUnavailable}>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={onSignOutEverywhere}
                loading={signingOut}
                disabled={!!ownActionsUnavailable || others === 0}
              >
                Sign out everywhere
              </Button>
            </OwnAction>
          }
        >
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {others === 0
                ? 'You are signed in on this device only.'
                : `You are signed in on ${others + 1} sessions. "Sign out everywhere" ends the ${others} other${others === 1 ? '' : 's'}; this device stays signed in.`}
            </Text>
            <ActiveSessions sessions={profile.sessions} />
          </Stack>
        </Section>
      </Stack>
    </>
  );
}
