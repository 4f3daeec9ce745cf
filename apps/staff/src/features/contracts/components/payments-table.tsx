import { Badge } from '@mantine/core';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { PaymentRecord } from '../api/contracts-resource.ts';
import { billingMethodLabel, codeLabel } from '../contract-labels.ts';
import { RelatedTable, type RelatedRows } from './related-table.tsx';

const PAYMENT_COLORS: Record<string, string> = { APPLIED: 'green', REVERSED: 'gray', NSF: 'red' };

/** What the customer paid: when, how much, how, and whether it stuck (reversed, NSF). */
export function PaymentsTable(props: RelatedRows<PaymentRecord>) {
  return (
    <RelatedTable
      {...props}
      label="Payments"
      rowKey={(payment) => payment.id}
      emptyTitle="No payments received yet"
      emptyDescription="Payments appear here as they are applied to this contract's invoices."
      columns={[
        { key: 'receivedDate', header: 'Received', width: 110, cell: (p) => formatDate(p.receivedDate) },
        { key: 'amount', header: 'Amount', align: 'right', width: 110, cell: (p) => formatMoney(p.amount) },
        { key: 'method', header: 'Method', width: 90, cell: (p) => billingMethodLabel(p.method) },
        { key: 'reference', header: 'Reference', width: 200, cell: (p) => p.reference },
        {
          key: 'status',
          header: 'Status',
          width: 100,
          cell: (p) => (
            <Badge color={PAYMENT_COLORS[p.status] ?? 'gray'} variant="light" size="sm" radius="sm">
              {p.status === 'NSF' ? 'NSF' : codeLabel(p.status)}
            </Badge>
          ),
        },
      ]}
    />
  );
}
