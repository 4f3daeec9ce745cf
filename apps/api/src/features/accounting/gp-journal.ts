import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GpAdapter, GpOutcome, GpSalesDocument } from '../../lib/gp-document.ts';

/**
 * The embedded GP (`gp_journal`, migration 0018): with no GP configured the documents are stored here,
 * unposted in their batch, as eConnect would leave them, so billing and posting work offline and staff
 * can read what "GP" holds. A document number it already has is a duplicate, never a second row. A lessee
 * without a GP customer number is refused as GP refuses one.
 *
 * @example
 * const gp = gpJournal(db);
 * await gp.submit(document); // { status: 'in-batch', batchId: 'EXT-20261127', documentNumber: 'EXT-INV-0001234', duplicate: false }
 */
export function gpJournal(db: Kysely<Database>): GpAdapter {
  return {
    describe: 'the embedded GP journal',
    async submit(document: GpSalesDocument): Promise<GpOutcome> {
      if (!document.customerNumber.trim())
        return {
          status: 'rejected',
          reason: 'GP eConnect: the customer has no GP customer number (RM00101)',
        };
      const inserted = await sql<{
        batch_id: string;
      }>`insert into gp_journal (document_number, batch_id, document_type,
          customer_number, document_date, due_date, subtotal, tax_amount, total, lines, reference)
        values (${document.documentNumber}, ${document.batchId}, 'SOP_INVOICE', ${document.customerNumber},
          ${document.documentDate}, ${document.dueDate}, ${document.subtotal}, ${document.taxAmount}, ${document.total},
          ${JSON.stringify(document.lines)}, ${document.reference})
        on conflict (document_number) do nothing
        returning batch_id`.execute(db);
      if (inserted.rows[0])
        return {
          status: 'in-batch',
          batchId: inserted.rows[0].batch_id,
          documentNumber: document.documentNumber,
          duplicate: false,
        };
      const existing = await db
        .selectFrom('gp_journal')
        .select('batch_id')
        .where('document_number', '=', document.documentNumber)
        .executeTakeFirstOrThrow();
      return {
        status: 'in-batch',
        batchId: existing.batch_id,
        documentNumber: document.documentNumber,
        duplicate: true,
      };
    },
  };
}
