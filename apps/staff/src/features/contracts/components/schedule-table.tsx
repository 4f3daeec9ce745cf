import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { ScheduleRow } from '../api/contracts-resource.ts';
import { RelatedTable, type RelatedRows } from './related-table.tsx';

const money = (key: keyof ScheduleRow, header: string) => ({
  key,
  header,
  align: 'right' as const,
  width: 120,
  cell: (row: ScheduleRow) => formatMoney(row[key]),
});

/** The payment schedule: each payment's due date, its interest and principal, and the balance after it. */
export function ScheduleTable(props: RelatedRows<ScheduleRow>) {
  return (
    <RelatedTable
      {...props}
      label="Payment schedule"
      rowKey={(row) => row.paymentNumber}
      emptyTitle="No schedule"
      emptyDescription="This contract has no payment stream (a miscellaneous contract is billed charge by charge)."
      columns={[
        { key: 'paymentNumber', header: 'No.', align: 'right', width: 56, cell: (row) => row.paymentNumber },
        { key: 'dueDate', header: 'Due date', width: 110, cell: (row) => formatDate(row.dueDate) },
        money('payment', 'Payment'),
        money('interest', 'Interest'),
        money('principal', 'Principal'),
        money('balance', 'Balance'),
      ]}
      minWidth={640}
    />
  );
}
