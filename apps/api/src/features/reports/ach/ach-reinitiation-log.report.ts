import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { codeChoices } from '../report-choices.ts';

const RESULT = sql`case when re.id is not null then 'REINITIATED' else 'REFUSED' end`;

/**
 * Domain §2.9 "Reinitiation log": each return posting considered for reinitiation (Nacha 2.12.4): the
 * original entry, the entry that presented it again and in which batch, as which presentment, or why it
 * was not (the posting's own sentence: a third attempt, R07, an R08 waiting for a new authorisation...).
 */
export const achReinitiationLog = declareReport({
  id: 'ach-reinitiation-log',
  module: 'ach',
  menu: 'ACH',
  title: 'Reinitiation log',
  description: 'Returns presented again (batch, presentment) or refused, with the reason.',
  filters: [
    {
      key: 'result',
      label: 'Result',
      kind: 'choice',
      expr: RESULT,
      choices: codeChoices(['REINITIATED', 'REFUSED']),
    },
    { key: 'returnDate', label: 'Return date', kind: 'dayRange', expr: sql`r.return_date` },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'returnDate', label: 'Returned', format: 'day' },
    { key: 'code', label: 'Code', format: 'text' },
    { key: 'originalTrace', label: 'Original entry', format: 'text' },
    { key: 'originalBatch', label: 'Original batch', format: 'text' },
    { key: 'result', label: 'Result', format: 'text' },
    { key: 'reinitiatedBatch', label: 'Reinitiated in', format: 'text' },
    { key: 'attempt', label: 'Attempt', format: 'count' },
    { key: 'reason', label: 'Reason', format: 'text' },
    { key: 'amount', label: 'Amount', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select r.id as "returnId", e.contract_id as "contractId", e.invoice_id as "invoiceId",
      c.contract_number as "contractNumber", r.return_date as "returnDate", r.code as "code",
      r.original_trace as "originalTrace", ob.batch_name as "originalBatch", ${RESULT} as "result",
      rb.batch_name as "reinitiatedBatch", re.presentment as "attempt",
      case when re.id is null then r.outcome end as "reason", r.amount as "amount"
    from ach_return r join ach_entry e on e.id = r.entry_id join ach_batch ob on ob.id = e.batch_id
      join contract c on c.id = e.contract_id
      left join ach_entry re on re.reinitiation_of_entry_id = e.id
      left join ach_batch rb on rb.id = re.batch_id
    where r.kind = 'RETURN' and (re.id is not null or r.code in ('R01', 'R09') or r.outcome ilike '%reinitiat%')
      and ${where}`,
  order: [
    ['returnDate', 'desc'],
    ['returnId', 'asc'],
  ],
  chart: { kind: 'donut', label: 'result', value: 'count', valueFormat: 'count', valueLabel: 'Returns' },
  card: { value: 'count', format: 'count', label: 'returns considered for reinitiation' },
  drill: { to: 'record' },
});
