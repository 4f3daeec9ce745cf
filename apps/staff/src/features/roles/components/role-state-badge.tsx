import { Badge } from '@mantine/core';
import { roleState, type RoleState, type RoleStatus } from '@lendline/permissions';

/** One colour per meaning across the app (docs/ui.md): green active, grey inactive, red expired. */
export const ROLE_STATES: Record<RoleState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'gray' },
  expired: { label: 'Expired', color: 'red' },
};

/** The role's state today (spec §4), in words as well as colour. */
export function RoleStateBadge({ role }: { role: RoleStatus }) {
  const { label, color } = ROLE_STATES[roleState(role, new Date())];
  return (
    <Badge color={color} variant="light" size="sm" radius="sm">
      {label}
    </Badge>
  );
}
