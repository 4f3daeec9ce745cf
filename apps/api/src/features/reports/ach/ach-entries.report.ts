import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { batchNames, ENTRY_STATUS_CHOICES } from './ach-choices.ts';

/** A batch's entries one by one (prenotes included, at no amount): where the batch list drills to. */
export const achEntries = declareReport({
  id: 'ach-entries',
  module: 'ach',
  menu: 'ACH',
  title: 'ACH entries',
  description: 'Each entry of a batch: lessee, account (last 4), invoice, amount, status and any return.',
  filters: [
    { key: 'batch', label: 'Batch', kind: 'choice', expr: sql`b.batch_name`, choices: batchNames },
    { key: 'status', label: 'Status', kind: 'choice', expr: sql`e.status`, choices: ENTRY_STATUS_CHOICES },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'receiverName', label: 'Receiver', format: 'text' },
    { key: 'batchName', label: 'Batch', format: 'text' },
    { key: 'effectiveDate', label: 'Effective', format: 'day' },
    { key: 'account', label: 'Account', format: 'text' },
    { key: 'invoiceNumber', label: 'Invoice', format: 'text' },
    { key: 'presentment', label: 'Presentment', format: 'count' },
    { key: 'status', label: 'Status', format: 'text' },
    { key: 'returnCode', label: 'Return', format: 'text' },
    { key: 'amount', label: 'Amount', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select e.id as "entryId", e.contract_id as "contractId", e.invoice_id as "invoiceId",
      c.contract_number as "contractNumber", e.receiver_name as "receiverName", b.batch_name as "batchName",
      b.effective_date as "effectiveDate", '••••' || e.account_last4 as "account",
      i.invoice_number as "invoiceNumber", e.presentment as "presentment", e.status as "status",
      e.return_code as "returnCode", e.amount as "amount"
    from ach_entry e join ach_batch b on b.id = e.batch_id join contract c on c.id = e.contract_id
      left join invoice i on i.id = e.invoice_id
    where ${where}`,
  order: [
    ['effectiveDate', 'desc'],
    ['contractNumber', 'asc'],
    ['entryId', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'status',
    value: { sum: 'amount' },
    valueFormat: 'money',
    valueLabel: 'Amount',
  },
  card: null,
  drill: { to: 'record' },
});
