import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BILLING_SOURCE_CHOICES, codeChoices, EXTENSION_KIND_CHOICES } from '../report-choices.ts';

/** The extensions in force one by one: where "Extensions by billing source" drills to. */
export const extensionContracts = declareReport({
  id: 'extension-contracts',
  module: 'extensions',
  menu: 'Reports',
  title: 'Extensions in force',
  description: 'Each extension elected or billing, with its terms and what is left to bill.',
  filters: [
    {
      key: 'billingSource',
      label: 'Billing source',
      kind: 'choice',
      expr: sql`e.billing_source`,
      choices: BILLING_SOURCE_CHOICES,
    },
    { key: 'kind', label: 'Kind', kind: 'choice', expr: sql`e.kind`, choices: EXTENSION_KIND_CHOICES },
    {
      key: 'state',
      label: 'State',
      kind: 'choice',
      expr: sql`e.state`,
      choices: codeChoices(['NEW', 'ACTIVE']),
    },
    {
      key: 'extFirstPaymentDate',
      label: 'First extension payment',
      kind: 'dayRange',
      expr: sql`e.ext_first_payment_date`,
    },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'billingSource', label: 'Billing source', format: 'text' },
    { key: 'kind', label: 'Kind', format: 'text' },
    { key: 'state', label: 'State', format: 'text' },
    { key: 'extFirstPaymentDate', label: 'First payment', format: 'day' },
    { key: 'extMaturityDate', label: 'Extension maturity', format: 'day' },
    { key: 'extRemainingPayments', label: 'Payments left', format: 'count' },
    { key: 'paymentAmount', label: 'Payment', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select c.id as "contractId", c.contract_number as "contractNumber", c.customer_name as "customerName",
      e.billing_source as "billingSource", e.kind as "kind", e.state as "state",
      e.ext_first_payment_date as "extFirstPaymentDate", e.ext_maturity_date as "extMaturityDate",
      e.ext_remaining_payments as "extRemainingPayments", e.payment_amount as "paymentAmount"
    from contract_extension e join contract c on c.id = e.contract_id
    where e.state in ('NEW', 'ACTIVE') and ${where}`,
  order: [['contractNumber', 'asc']],
  chart: {
    kind: 'bar',
    label: 'billingSource',
    value: 'count',
    valueFormat: 'count',
    valueLabel: 'Extensions',
  },
  card: null,
  drill: { to: 'record' },
});
