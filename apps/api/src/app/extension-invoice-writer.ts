import { sql } from 'kysely';
import type { ExtensionInvoiceWriter } from '../features/extensions/extension-resources.ts';
import {
  insertInvoices,
  insertSession,
  nextSessionName,
  sessionOfKey,
} from '../features/portfolio/invoice-sessions/invoice-sessions.repo.ts';

/**
 * The extensions' invoicing run writes its billing run and invoices with the portfolio's own writers, so
 * every invoice kind shares one invoice number series and one session naming (`EXT-2026-11-27-01`).
 */
export const extensionInvoiceWriter: ExtensionInvoiceWriter = {
  sessionOfKey: (trx, key) => sessionOfKey(trx, key),
  openSession: async (trx, { key, day, createdBy }) =>
    insertSession(trx, {
      sessionName: await nextSessionName(trx, 'EXTENSION', day),
      module: 'extensions',
      kind: 'EXTENSION',
      idempotencyKey: key,
      invoiceCount: 0,
      total: 0,
      createdBy,
    }),
  insertInvoices: (trx, sessionId, createdBy, drafts) =>
    insertInvoices(
      trx,
      sessionId,
      createdBy,
      drafts.map((draft) => ({
        ...draft,
        kind: 'EXTENSION',
        amountPaid: 0,
        balance: draft.total,
        informationalReason: null,
        debitDate: null,
        chargeType: null,
      })),
    ),
  closeSession: async (trx, sessionId) => {
    await sql`update invoice_session s set
        invoice_count = (select count(*) from invoice i where i.session_id = s.id),
        total = (select coalesce(sum(i.total), 0) from invoice i where i.session_id = s.id)
      where s.id = ${sessionId}`.execute(trx);
  },
};
