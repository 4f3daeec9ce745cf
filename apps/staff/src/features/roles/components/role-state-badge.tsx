import { Badge } from '@mantine/core';
import { roleExpiration, roleState, type RoleState, type RoleStatus } from '@lendline/permissions';

/** One colour per meaning across the app (docs/ui.md): green active, grey inactive, red expired. */
export const ROLE_STATES: Record<RoleState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'gray' },
  expired: { label: 'Expired', color: 'red' },
};

/**
 * An active role whose last day is today needs attention (amber, docs/ui.md): it is the spec's
 * "Role will expire tomorrow." state (§4 expiration helper), which still grants everything today. One
 * short word fits the status column; the spec's sentence is the badge's title and the Expires column's text.
 */
const EXPIRING_TOMORROW = { label: 'Expiring', color: 'orange', title: 'Role will expire tomorrow.' };

/** What the badge shows for a role on a given day: its state, or the expiring-tomorrow warning. */
export function roleBadge(role: RoleStatus, today: Date): { label: string; color: string; title?: string } {
  const state = roleState(role, today);
  if (state === 'active' && roleExpiration(role.expireIn, today).status === 'expiring-tomorrow') {
    return EXPIRING_TOMORROW;
  }
  return ROLE_STATES[state];
}

/** The role's state today (spec §4), in words as well as colour. */
export function RoleStateBadge({ role }: { role: RoleStatus }) {
  const { label, color, title } = roleBadge(role, new Date());
  return (
    <Badge color={color} variant="light" size="sm" radius="sm" title={title}>
      {label}
    </Badge>
  );
}
