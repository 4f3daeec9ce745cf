import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BILLING_SOURCE_CHOICES, codeChoices, extensionInvoiceMonths } from '../report-choices.ts';

/** The extension invoices one by one: where "Extension revenue by month" drills to. */
export const extensionInvoices = declareReport({
  id: 'extension-invoices',
  module: 'extensions',
  menu: 'Reports',
  title: 'Extension invoices',
  description: 'Each extension invoice billed (not cancelled or void), with what was collected.',
  filters: [
    {
      key: 'month',
      label: 'Month',
      kind: 'choice',
      expr: sql`to_char(i.invoice_date, 'YYYY-MM')`,
      choices: extensionInvoiceMonths,
    },
    {
      key: 'status',
      label: 'Status',
      kind: 'choice',
      expr: sql`i.status`,
      choices: codeChoices(['DRAFT', 'POSTED', 'POST_FAILED', 'SENT', 'PARTIALLY_PAID', 'PAID']),
    },
    {
      key: 'billingSource',
      label: 'Billing source',
      kind: 'choice',
      expr: sql`e.billing_source`,
      choices: BILLING_SOURCE_CHOICES,
    },
    { key: 'invoiceDate', label: 'Invoice date', kind: 'dayRange', expr: sql`i.invoice_date` },
  ],
  columns: [
    { key: 'invoiceNumber', label: 'Invoice', format: 'text' },
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'invoiceDate', label: 'Dated', format: 'day' },
    { key: 'dueDate', label: 'Due', format: 'day' },
    { key: 'status', label: 'Status', format: 'text' },
    { key: 'rent', label: 'Rent', format: 'money', total: true },
    { key: 'tax', label: 'Tax', format: 'money', total: true },
    { key: 'billed', label: 'Billed', format: 'money', total: true },
    { key: 'collected', label: 'Collected', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select i.id as "invoiceId", i.contract_id as "contractId", i.invoice_number as "invoiceNumber",
      c.contract_number as "contractNumber", c.customer_name as "customerName",
      i.invoice_date as "invoiceDate", i.due_date as "dueDate", i.status as "status",
      i.subtotal as "rent", i.tax_amount as "tax", i.total as "billed", i.amount_paid as "collected",
      to_char(i.invoice_date, 'YYYY-MM') as "month"
    from invoice i join contract c on c.id = i.contract_id
      left join contract_extension e on e.contract_id = i.contract_id
    where i.kind = 'EXTENSION' and i.status not in ('CANCELLED', 'VOID') and ${where}`,
  order: [
    ['invoiceDate', 'desc'],
    ['invoiceNumber', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'status',
    value: { sum: 'billed' },
    valueFormat: 'money',
    valueLabel: 'Billed',
  },
  card: null,
  drill: { to: 'record' },
});
