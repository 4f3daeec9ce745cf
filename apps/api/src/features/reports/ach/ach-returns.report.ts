import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { RETURN_CATEGORY_CHOICES, RETURN_CODE_CHOICES, RETURN_CODE_TABLE } from './ach-choices.ts';

/** Each return posted: where "Returns by code" drills to. */
export const achReturns = declareReport({
  id: 'ach-returns',
  module: 'ach',
  menu: 'ACH',
  title: 'ACH returns',
  description: 'Each returned entry: code, contract, invoice, amount and what posting it did.',
  filters: [
    { key: 'code', label: 'Code', kind: 'choice', expr: sql`r.code`, choices: RETURN_CODE_CHOICES },
    {
      key: 'category',
      label: 'Rate group',
      kind: 'choice',
      expr: sql`coalesce(return_code.category, 'other')`,
      choices: RETURN_CATEGORY_CHOICES,
    },
    { key: 'returnDate', label: 'Return date', kind: 'dayRange', expr: sql`r.return_date` },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'returnDate', label: 'Returned', format: 'day' },
    { key: 'code', label: 'Code', format: 'text' },
    { key: 'category', label: 'Rate group', format: 'text' },
    { key: 'trace', label: 'Original trace', format: 'text' },
    { key: 'batchName', label: 'Batch', format: 'text' },
    { key: 'invoiceNumber', label: 'Invoice', format: 'text' },
    { key: 'outcome', label: 'Outcome', format: 'text' },
    { key: 'amount', label: 'Amount', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select r.id as "returnId", e.contract_id as "contractId", e.invoice_id as "invoiceId",
      c.contract_number as "contractNumber", r.return_date as "returnDate", r.code as "code",
      coalesce(return_code.category, 'other') as "category", r.original_trace as "trace",
      b.batch_name as "batchName", i.invoice_number as "invoiceNumber", r.outcome as "outcome",
      r.amount as "amount"
    from ach_return r left join ${RETURN_CODE_TABLE} on return_code.code = r.code
      left join ach_entry e on e.id = r.entry_id left join ach_batch b on b.id = e.batch_id
      left join contract c on c.id = e.contract_id left join invoice i on i.id = e.invoice_id
    where r.kind = 'RETURN' and ${where}`,
  order: [
    ['returnDate', 'desc'],
    ['returnId', 'asc'],
  ],
  chart: { kind: 'bar', label: 'code', value: 'count', valueFormat: 'count', valueLabel: 'Returns' },
  card: null,
  drill: { to: 'record' },
});
