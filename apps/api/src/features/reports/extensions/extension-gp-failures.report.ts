import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BILLING_SOURCE_CHOICES } from '../report-choices.ts';

/**
 * Domain §2.5 "Extension invoices failed to post to GP": the invoices GP refused (POST_FAILED, with GP's
 * reason), waiting for a fix and another "Post to GP".
 */
export const extensionGpFailures = declareReport({
  id: 'extension-gp-failures',
  module: 'extensions',
  menu: 'Reports',
  title: 'Extension invoices failed to post to GP',
  description: 'Extension invoices Dynamics GP refused, with its reason, to fix and post again.',
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
    { key: 'invoiceNumber', label: 'Invoice', format: 'text' },
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'invoiceDate', label: 'Dated', format: 'day' },
    { key: 'reason', label: 'GP said', format: 'text' },
    { key: 'amount', label: 'Amount', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select i.id as "invoiceId", i.contract_id as "contractId", i.invoice_number as "invoiceNumber",
      c.contract_number as "contractNumber", c.customer_name as "customerName",
      i.invoice_date as "invoiceDate", coalesce(i.post_error, 'No reason given') as "reason", i.total as "amount"
    from invoice i join contract c on c.id = i.contract_id
      left join contract_extension e on e.contract_id = i.contract_id
    where i.kind = 'EXTENSION' and i.status = 'POST_FAILED' and ${where}`,
  order: [
    ['invoiceDate', 'desc'],
    ['invoiceNumber', 'asc'],
  ],
  chart: { kind: 'donut', label: 'reason', value: 'count', valueFormat: 'count', valueLabel: 'Invoices' },
  card: { value: 'count', format: 'count', label: 'invoices GP refused' },
  drill: { to: 'record' },
});
