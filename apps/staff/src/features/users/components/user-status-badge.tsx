import { Badge } from '@mantine/core';
import { USER_STATUSES, userStatus } from '../user-status.ts';

/** Active, Inactive or Invited, in words as well as colour. */
export function UserStatusBadge({ user }: { user: { isActive: boolean; emailVerified: boolean } }) {
  const { label, color } = USER_STATUSES[userStatus(user)];
  return (
    <Badge color={color} variant="light" size="sm" radius="sm">
      {label}
    </Badge>
  );
}
