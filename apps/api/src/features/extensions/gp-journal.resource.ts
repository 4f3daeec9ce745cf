import { gpJournalRow } from '@lendline/wire';
import { sql } from 'kysely';
import { defineResource } from '../../resources/define-resource.ts';
import { code, day, money, optionalText, text } from './extension-fields.ts';

const read = { readOnly: true } as const;

/**
 * `GET /gp-journal` (+ `/count`, `/{id}`): what the embedded GP holds (issue 23 item 2, migration 0018),
 * in words staff read: each sales document with its batch, customer, amount, the Lendline invoice it was
 * made from and the posting run that sent it. Read-only: documents are written by the GP adapter only.
 * The invoice is found by its GP document number (`invoice.gp_doc_number`), the run as the latest
 * posting run whose invoice list holds that invoice.
 */
export const gpJournalResource = defineResource({
  name: 'GpJournalDocument',
  path: '/gp-journal',
  table: 'gp_journal',
  description: 'The embedded Dynamics GP journal: sales documents unposted in their batch',
  wire: gpJournalRow,
  fields: {
    id: { type: 'number', ...read },
    batchId: code,
    documentNumber: code,
    documentType: code,
    customerNumber: code,
    customerName: optionalText,
    documentDate: day,
    dueDate: day,
    subtotal: money,
    taxAmount: money,
    total: money,
    invoiceNumber: { ...code, nullable: true },
    invoiceId: { type: 'number', nullable: true, ...read },
    contractId: optionalText,
    reference: optionalText,
    createdAt: { type: 'date', ...read },
    jobRunId: { type: 'number', nullable: true, ...read },
    postedByName: { ...text, nullable: true },
  },
  view: {
    from: sql`select j.id, j.batch_id, j.document_number, j.document_type, j.customer_number,
        c.customer_name, j.document_date, j.due_date, j.subtotal, j.tax_amount, j.total,
        i.invoice_number, i.id as invoice_id, c.contract_number as contract_id, j.reference, j.created_at,
        run.id as job_run_id, run.by_name as posted_by_name
      from gp_journal j
      left join invoice i on i.gp_doc_number = j.document_number
      left join contract c on c.id = i.contract_id
      left join lateral (
        select r.id, u.first_name || ' ' || u.last_name as by_name
        from job_run r left join app_user u on u.id = r.requested_by
        where i.id is not null and r.type = 'extension-gp-posting'
          and r.params->'invoiceIds' @> to_jsonb(i.id)
        order by r.id desc limit 1
      ) run on true`,
    tables: ['gp_journal', 'invoice', 'contract', 'job_run', 'app_user'],
  },
  access: { read: { module: 'extensions', menu: 'Invoices', action: 'view' } },
});
