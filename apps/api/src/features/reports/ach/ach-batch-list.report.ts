import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BATCH_STATUS_CHOICES, batchEffectiveDates } from './ach-choices.ts';

/** The batches one by one: where the batch summary drills to; each leads to its entries. */
export const achBatchList = declareReport({
  id: 'ach-batch-list',
  module: 'ach',
  menu: 'ACH',
  title: 'ACH batches',
  description: 'Each batch with its purpose, status, entries, totals, maker and approver.',
  filters: [
    {
      key: 'effectiveDate',
      label: 'Effective date',
      kind: 'choice',
      expr: sql`to_char(b.effective_date, 'YYYY-MM-DD')`,
      choices: batchEffectiveDates,
    },
    { key: 'status', label: 'Status', kind: 'choice', expr: sql`b.status`, choices: BATCH_STATUS_CHOICES },
  ],
  columns: [
    { key: 'batchName', label: 'Batch', format: 'text' },
    { key: 'effectiveDate', label: 'Effective', format: 'day' },
    { key: 'purpose', label: 'Purpose', format: 'text' },
    { key: 'status', label: 'Status', format: 'text' },
    { key: 'entries', label: 'Entries', format: 'count', total: true },
    { key: 'debitTotal', label: 'Debits', format: 'money', total: true },
    { key: 'creditTotal', label: 'Credits', format: 'money', total: true },
    { key: 'maker', label: 'Maker', format: 'text' },
    { key: 'approver', label: 'Approver', format: 'text' },
  ],
  rows: ({ where }) => sql`
    select b.batch_name as "batchName", b.effective_date as "effectiveDate", b.purpose as "purpose",
      b.status as "status", b.entry_count as "entries", b.debit_total as "debitTotal",
      b.credit_total as "creditTotal", mk.first_name || ' ' || mk.last_name as "maker", ap.first_name || ' ' || ap.last_name as "approver"
    from ach_batch b join app_user mk on mk.id = b.created_by left join app_user ap on ap.id = b.approved_by
    where ${where}`,
  order: [
    ['effectiveDate', 'desc'],
    ['batchName', 'asc'],
  ],
  chart: { kind: 'bar', label: 'status', value: 'count', valueFormat: 'count', valueLabel: 'Batches' },
  card: null,
  drill: { to: 'report', report: 'ach-entries', where: { batch: 'batchName' } },
});
