import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { dayPlus } from '../report-choices.ts';
import { BATCH_STATUS_CHOICES } from './ach-choices.ts';

/** Domain §2.9 "Batch summary by effective date": batches, entries and totals per day and status. */
export const achBatchSummary = declareReport({
  id: 'ach-batch-summary',
  module: 'ach',
  menu: 'ACH',
  title: 'Batch summary by effective date',
  description: 'ACH batches by effective date and status: batches, entries, debit and credit totals.',
  filters: [
    { key: 'effectiveDate', label: 'Effective date', kind: 'dayRange', expr: sql`b.effective_date` },
    { key: 'status', label: 'Status', kind: 'choice', expr: sql`b.status`, choices: BATCH_STATUS_CHOICES },
  ],
  columns: [
    { key: 'effectiveDate', label: 'Effective date', format: 'day' },
    { key: 'status', label: 'Status', format: 'text' },
    { key: 'batches', label: 'Batches', format: 'count', total: true },
    { key: 'entries', label: 'Entries', format: 'count', total: true },
    { key: 'debitTotal', label: 'Debits', format: 'money', total: true },
    { key: 'creditTotal', label: 'Credits', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select b.effective_date as "effectiveDate", to_char(b.effective_date, 'YYYY-MM-DD') as "effectiveDay",
      b.status as "status", count(*) as "batches", sum(b.entry_count) as "entries",
      sum(b.debit_total) as "debitTotal", sum(b.credit_total) as "creditTotal"
    from ach_batch b where ${where}
    group by b.effective_date, b.status`,
  order: [
    ['effectiveDate', 'desc'],
    ['status', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'status',
    value: { sum: 'debitTotal' },
    valueFormat: 'money',
    valueLabel: 'Debits',
  },
  card: {
    value: { sum: 'debitTotal' },
    format: 'money',
    label: 'in batches effective in the last 30 days',
    where: (asOf) => ({ effectiveDate: { between: [dayPlus(asOf, -30), asOf] } }),
  },
  drill: {
    to: 'report',
    report: 'ach-batch-list',
    where: { effectiveDate: 'effectiveDay', status: 'status' },
  },
});
