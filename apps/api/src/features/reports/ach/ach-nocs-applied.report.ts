import { maskAccount, parseNoc } from '@lendline/ach-rules';
import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { codeChoices } from '../report-choices.ts';

/**
 * The corrected values of a NOC as the report shows them, read by @lendline/ach-rules' `parseNoc` (the
 * account number masked to its last 4 by `maskAccount`); the raw corrected data never leaves the server.
 */
function correctedValues(row: Readonly<Record<string, unknown>>): string | null {
  const parsed = parseNoc({
    changeCode: String(row.changeCode ?? ''),
    correctedData: String(row.correctedData ?? ''),
    originalRdfi: String(row.routingNumber ?? ''),
    originalAccountNumber: '',
  });
  if (!parsed.ok) return null;
  const c = parsed.correction;
  return [
    'routingNumber' in c ? `routing ${c.routingNumber}` : null,
    'accountNumber' in c ? `account ${maskAccount(c.accountNumber)}` : null,
    'transactionCode' in c ? `code ${c.transactionCode} (${c.accountType.toLowerCase()})` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Domain §2.9 "NOCs applied": each notification of change posted, the mandate value it replaced and the
 * corrected one (account numbers masked to the last 4), and when it was posted.
 */
export const achNocsApplied = declareReport({
  id: 'ach-nocs-applied',
  module: 'ach',
  menu: 'ACH',
  title: 'NOCs applied',
  description:
    'Notifications of change: the change code, the contract, old and new values (masked) and when.',
  filters: [
    {
      key: 'changeCode',
      label: 'Change code',
      kind: 'choice',
      expr: sql`r.code`,
      choices: codeChoices(['C01', 'C02', 'C03', 'C05', 'C06', 'C07']),
    },
    { key: 'appliedAt', label: 'Applied', kind: 'dayRange', expr: sql`r.created_at::date` },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'changeCode', label: 'Change code', format: 'text' },
    { key: 'oldValue', label: 'Old', format: 'text' },
    { key: 'newValue', label: 'New', format: 'text' },
    { key: 'appliedAt', label: 'Applied', format: 'day' },
    { key: 'outcome', label: 'Outcome', format: 'text' },
  ],
  rows: ({ where }) => sql`
    select r.id as "nocId", e.contract_id as "contractId", c.contract_number as "contractNumber",
      r.code as "changeCode",
      concat_ws(', ',
        case when r.code in ('C02', 'C03', 'C07') then 'routing ' || e.routing_number end,
        case when r.code in ('C01', 'C03', 'C06', 'C07') then 'account ••••' || e.account_last4 end,
        case when r.code in ('C05', 'C06', 'C07') then 'code ' || e.transaction_code end) as "oldValue",
      null as "newValue", r.corrected_data as "correctedData", e.routing_number as "routingNumber",
      r.created_at::date as "appliedAt", r.outcome as "outcome"
    from ach_return r left join ach_entry e on e.id = r.entry_id left join contract c on c.id = e.contract_id
    where r.kind = 'NOC' and ${where}`,
  derive: (row) => ({ newValue: correctedValues(row) }),
  order: [
    ['appliedAt', 'desc'],
    ['nocId', 'asc'],
  ],
  chart: { kind: 'bar', label: 'changeCode', value: 'count', valueFormat: 'count', valueLabel: 'NOCs' },
  card: { value: 'count', format: 'count', label: 'notifications of change posted' },
  drill: { to: 'record' },
});
