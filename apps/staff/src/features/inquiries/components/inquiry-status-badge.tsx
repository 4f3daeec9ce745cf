import { Badge } from '@mantine/core';
import { isInquiryStatus } from '@lendline/validation';
import { INQUIRY_STATUS_COLORS } from '../inquiry-status.ts';

/** The inquiry's status in words as well as colour. */
export function InquiryStatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'md' }) {
  return (
    <Badge
      color={isInquiryStatus(status) ? INQUIRY_STATUS_COLORS[status] : 'gray'}
      variant="light"
      size={size}
      radius="sm"
    >
      {status}
    </Badge>
  );
}
