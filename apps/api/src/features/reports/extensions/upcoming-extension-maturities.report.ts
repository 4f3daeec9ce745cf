import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BILLING_SOURCE_CHOICES, dayPlus } from '../report-choices.ts';

/** Domain §2.5 "Upcoming extension maturities": fixed-term extensions still to end, soonest first. */
export const upcomingExtensionMaturities = declareReport({
  id: 'upcoming-extension-maturities',
  module: 'extensions',
  menu: 'Reports',
  title: 'Upcoming extension maturities',
  description: 'Fixed-term extensions that end from today on, with the payments and rent still to bill.',
  filters: [
    { key: 'extMaturityDate', label: 'Extension maturity', kind: 'dayRange', expr: sql`e.ext_maturity_date` },
    {
      key: 'billingSource',
      label: 'Billing source',
      kind: 'choice',
      expr: sql`e.billing_source`,
      choices: BILLING_SOURCE_CHOICES,
    },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'billingSource', label: 'Billing source', format: 'text' },
    { key: 'extMaturityDate', label: 'Matures', format: 'day' },
    { key: 'daysToMaturity', label: 'Days to go', format: 'days' },
    { key: 'remainingPayments', label: 'Payments left', format: 'count', total: true },
    { key: 'paymentAmount', label: 'Payment', format: 'money', total: true },
    { key: 'remainingRent', label: 'Rent to bill', format: 'money', total: true },
  ],
  rows: ({ asOf, where }) => sql`
    select c.id as "contractId", c.contract_number as "contractNumber", c.customer_name as "customerName",
      e.billing_source as "billingSource", e.ext_maturity_date as "extMaturityDate",
      e.ext_maturity_date - ${asOf}::date as "daysToMaturity",
      coalesce(e.ext_remaining_payments, 0) as "remainingPayments", e.payment_amount as "paymentAmount",
      e.payment_amount * coalesce(e.ext_remaining_payments, 0) as "remainingRent",
      to_char(e.ext_maturity_date, 'YYYY-MM') as "maturityMonth"
    from contract_extension e join contract c on c.id = e.contract_id
    where e.kind = 'FIXED' and e.state in ('NEW', 'ACTIVE') and e.ext_maturity_date >= ${asOf}::date and ${where}`,
  order: [
    ['extMaturityDate', 'asc'],
    ['contractNumber', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'maturityMonth',
    value: 'count',
    valueFormat: 'count',
    valueLabel: 'Extensions',
  },
  card: {
    value: 'count',
    format: 'count',
    label: 'maturing in the next 90 days',
    where: (asOf) => ({ extMaturityDate: { between: [asOf, dayPlus(asOf, 90)] } }),
  },
  drill: { to: 'record' },
});
