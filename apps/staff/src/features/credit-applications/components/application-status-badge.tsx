import { Badge } from '@mantine/core';
import { isCreditApplicationStatus, STATUS_COLORS, statusLabel } from '../credit-application-status.ts';

/** The application's status in words as well as colour. */
export function ApplicationStatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'md' }) {
  return (
    <Badge
      color={isCreditApplicationStatus(status) ? STATUS_COLORS[status] : 'gray'}
      variant="light"
      size={size}
      radius="sm"
    >
      {statusLabel(status)}
    </Badge>
  );
}
