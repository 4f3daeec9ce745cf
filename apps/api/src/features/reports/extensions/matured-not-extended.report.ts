import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { codeChoices, CONTRACT_TYPE_CHOICES } from '../report-choices.ts';

const ELECTION = sql`case when e.contract_id is null then 'NO_NOTICE' else 'AWAITING_ELECTION' end`;

/** Domain §2.5 "Matured-not-extended (action list)": matured leases with no extension elected yet. */
export const maturedNotExtended = declareReport({
  id: 'matured-not-extended',
  module: 'extensions',
  menu: 'Reports',
  title: 'Matured, not extended',
  description:
    'Leases past maturity with no extension elected: the lessee still has to purchase, return or extend.',
  filters: [
    { key: 'maturityDate', label: 'Matured', kind: 'dayRange', expr: sql`c.maturity_date` },
    {
      key: 'contractType',
      label: 'Contract type',
      kind: 'choice',
      expr: sql`c.contract_type`,
      choices: CONTRACT_TYPE_CHOICES,
    },
    {
      key: 'election',
      label: 'Election',
      kind: 'choice',
      expr: ELECTION,
      choices: codeChoices(['NO_NOTICE', 'AWAITING_ELECTION']),
    },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'contractType', label: 'Type', format: 'text' },
    { key: 'maturityDate', label: 'Matured', format: 'day' },
    { key: 'daysSinceMaturity', label: 'Days since', format: 'days' },
    { key: 'election', label: 'Election', format: 'text' },
    { key: 'paymentAmount', label: 'Payment', format: 'money', total: true },
    { key: 'residualAmount', label: 'Residual', format: 'money', total: true },
  ],
  rows: ({ asOf, where }) => sql`
    select c.id as "contractId", c.contract_number as "contractNumber", c.customer_name as "customerName",
      c.contract_type as "contractType", c.maturity_date as "maturityDate",
      ${asOf}::date - c.maturity_date as "daysSinceMaturity", ${ELECTION} as "election",
      c.payment_amount as "paymentAmount", c.residual_amount as "residualAmount",
      to_char(c.maturity_date, 'YYYY-MM') as "maturityMonth"
    from contract c left join contract_extension e on e.contract_id = c.id
    where c.status = 'MATURED' and (e.contract_id is null or e.state = 'AWAITING_ELECTION') and ${where}`,
  order: [
    ['maturityDate', 'asc'],
    ['contractNumber', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'maturityMonth',
    value: 'count',
    valueFormat: 'count',
    valueLabel: 'Contracts',
  },
  card: { value: 'count', format: 'count', label: 'matured leases without an extension' },
  drill: { to: 'record' },
});
