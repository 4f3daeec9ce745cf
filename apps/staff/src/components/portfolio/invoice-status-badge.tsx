import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@lendline/portfolio';

/**
 * One colour per meaning across the app (docs/ui.md): grey draft or closed, blue on its way, amber
 * partly paid, green paid, red failed.
 */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  DRAFT: 'gray',
  POSTED: 'blue',
  POST_FAILED: 'red',
  SENT: 'blue',
  PARTIALLY_PAID: 'orange',
  PAID: 'green',
  CANCELLED: 'gray',
  VOID: 'gray',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  POSTED: 'Posted',
  POST_FAILED: 'Post failed',
  SENT: 'Sent',
  PARTIALLY_PAID: 'Partially paid',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
  VOID: 'Void',
};

/** An invoice's status in words as well as colour; shared by the contract details and the invoice screens. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={INVOICE_STATUS_COLORS[status as InvoiceStatus] ?? 'gray'}
      variant="light"
      size="sm"
      radius="sm"
    >
      {INVOICE_STATUS_LABELS[status as InvoiceStatus] ?? status}
    </Badge>
  );
}
