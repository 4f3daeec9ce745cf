import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BILLING_SOURCE_CHOICES, dayPlus } from '../report-choices.ts';

/**
 * Domain §2.5 "Extension revenue by month": what the extension runs billed each month and what of it was
 * collected. Cancelled and void invoices billed nothing.
 */
export const extensionRevenueByMonth = declareReport({
  id: 'extension-revenue-by-month',
  module: 'extensions',
  menu: 'Reports',
  title: 'Extension revenue by month',
  description: 'Extension invoices by the month they are dated in: rent, tax, billed and collected.',
  filters: [
    { key: 'invoiceDate', label: 'Invoice date', kind: 'dayRange', expr: sql`i.invoice_date` },
    {
      key: 'billingSource',
      label: 'Billing source',
      kind: 'choice',
      expr: sql`e.billing_source`,
      choices: BILLING_SOURCE_CHOICES,
    },
  ],
  columns: [
    { key: 'month', label: 'Month', format: 'text' },
    { key: 'invoices', label: 'Invoices', format: 'count', total: true },
    { key: 'rent', label: 'Rent', format: 'money', total: true },
    { key: 'tax', label: 'Tax', format: 'money', total: true },
    { key: 'billed', label: 'Billed', format: 'money', total: true },
    { key: 'collected', label: 'Collected', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select to_char(i.invoice_date, 'YYYY-MM') as "month", count(*) as "invoices", sum(i.subtotal) as "rent",
      sum(i.tax_amount) as "tax", sum(i.total) as "billed", sum(i.amount_paid) as "collected"
    from invoice i left join contract_extension e on e.contract_id = i.contract_id
    where i.kind = 'EXTENSION' and i.status not in ('CANCELLED', 'VOID') and ${where}
    group by 1`,
  order: [['month', 'asc']],
  chart: {
    kind: 'line',
    label: 'month',
    value: { sum: 'billed' },
    valueFormat: 'money',
    valueLabel: 'Billed',
  },
  card: {
    value: { sum: 'billed' },
    format: 'money',
    label: 'billed in the last 12 months',
    where: (asOf) => ({ invoiceDate: { between: [dayPlus(asOf, -365), asOf] } }),
  },
  drill: { to: 'report', report: 'extension-invoices', where: { month: 'month' } },
});
