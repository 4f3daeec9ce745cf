import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BILLING_SOURCE_CHOICES, codeChoices } from '../report-choices.ts';

const BASIS = sql`case when e.evergreen then 'EVERGREEN' else 'ELECTED' end`;

/** Domain §2.5 "Month-to-month roster": every lease billing month to month, under the clause or by choice. */
export const monthToMonthRoster = declareReport({
  id: 'month-to-month-roster',
  module: 'extensions',
  menu: 'Reports',
  title: 'Month-to-month roster',
  description:
    'Leases billing month to month after maturity, evergreen or elected, until notice is received.',
  filters: [
    {
      key: 'billingSource',
      label: 'Billing source',
      kind: 'choice',
      expr: sql`e.billing_source`,
      choices: BILLING_SOURCE_CHOICES,
    },
    {
      key: 'basis',
      label: 'Basis',
      kind: 'choice',
      expr: BASIS,
      choices: codeChoices(['EVERGREEN', 'ELECTED']),
    },
    { key: 'since', label: 'Month to month since', kind: 'dayRange', expr: sql`e.ext_first_payment_date` },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'billingSource', label: 'Billing source', format: 'text' },
    { key: 'basis', label: 'Basis', format: 'text' },
    { key: 'since', label: 'Since', format: 'day' },
    { key: 'paymentsBilled', label: 'Payments billed', format: 'count', total: true },
    { key: 'nextDue', label: 'Next due', format: 'day' },
    { key: 'paymentAmount', label: 'Monthly rent', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select c.id as "contractId", c.contract_number as "contractNumber", c.customer_name as "customerName",
      e.billing_source as "billingSource", ${BASIS} as "basis", e.ext_first_payment_date as "since",
      e.billed_count as "paymentsBilled", e.ext_next_due_date as "nextDue", e.payment_amount as "paymentAmount"
    from contract_extension e join contract c on c.id = e.contract_id
    where e.kind = 'MONTH_TO_MONTH' and e.state = 'ACTIVE' and ${where}`,
  order: [
    ['since', 'asc'],
    ['contractNumber', 'asc'],
  ],
  chart: { kind: 'bar', label: 'billingSource', value: 'count', valueFormat: 'count', valueLabel: 'Leases' },
  card: { value: 'count', format: 'count', label: 'leases month to month' },
  drill: { to: 'record' },
});
