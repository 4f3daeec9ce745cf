import { canCancelInvoice, canSendInvoice } from '@lendline/portfolio';
import { invoiceRecord, sentInvoice } from '@lendline/wire';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { findOne, findScoped, pathId } from '../contracts/scoped-contract.ts';
import { INVOICES_CREATE, INVOICES_VIEW } from '../module-scope/module-access.ts';
import { loadInvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';
import { lockInvoice, markInvoiceCancelled, markInvoiceSent } from './invoices.repo.ts';

/** What the invoice routes need from the app: the mail adapter and the name on the documents. */
export interface InvoiceServices {
  companyName: string;
  mail: {
    send(message: {
      to: string;
      subject: string;
      text: string;
      kind: 'invoice';
      attachments: { filename: string; contentType: string; content: Uint8Array }[];
    }): Promise<{ id: number; status: 'stored' | 'sent' | 'failed' }>;
  };
}

/** Statuses that become SENT when mailed; paid ones keep theirs (the mail is a copy). */
const BECOMES_SENT = ['DRAFT', 'POSTED', 'POST_FAILED', 'SENT'];

const conflict = (code: string, message: string) => new HttpError(409, 'ConflictError', message, { code });

const sendBodySchema = v.strictObject({
  to: v.optional(v.pipe(v.string(), v.trim(), v.email('to must be an e-mail address'), v.maxLength(254))),
});

const pdfFileName = (invoiceNumber: unknown) => `${String(invoiceNumber).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/** A change of one invoice in one transaction, with its audit event; answers the invoice as it is after. */
async function changeInvoice(
  kit: ResourceRouteKit,
  c: Context<AppEnv>,
  id: number,
  change: (
    trx: Parameters<Parameters<ResourceRouteKit['write']>[1]>[0],
    before: Record<string, unknown>,
  ) => Promise<void>,
): Promise<Record<string, unknown>> {
  const { after } = await kit.write(c, async (trx) => {
    await lockInvoice(trx, id);
    const before = await findOne(trx, kit.model, id);
    await change(trx, before);
    const changed = await findOne(trx, kit.model, id);
    return {
      after: changed,
      events: [
        {
          action: 'update' as const,
          resource: kit.definitionOf('Invoice'),
          entityId: id,
          before,
          after: changed,
        },
      ],
    };
  });
  return after;
}

/** `POST /invoices/{id}/cancel`: an unpaid DRAFT, POSTED, POST_FAILED or SENT invoice becomes CANCELLED. */
export const cancelInvoiceRoute = declareRoute({
  method: 'post',
  path: '/:id/cancel',
  summary: 'Cancel an unpaid invoice',
  description:
    'DRAFT, POSTED, POST_FAILED or SENT with nothing paid becomes CANCELLED; anything else is 409.',
  access: INVOICES_CREATE,
  response: { status: 200, description: 'The cancelled invoice', schema: invoiceRecord },
  errors: { 404: 'Not in this module', 409: 'INVOICE_NOT_CANCELLABLE' },
  handle: async (c, { kit }) => {
    const id = pathId(c);
    await findScoped(kit, c, id);
    const after = await changeInvoice(kit, c, id, async (trx, before) => {
      if (!canCancelInvoice({ status: String(before.status), amountPaid: Number(before.amountPaid) })) {
        throw conflict(
          'INVOICE_NOT_CANCELLABLE',
          `Invoice ${String(before.invoiceNumber)} is ${String(before.status)}` +
            (Number(before.amountPaid) !== 0 ? ' with payments applied' : '') +
            ' and cannot be cancelled',
        );
      }
      await markInvoiceCancelled(trx, id);
    });
    return c.json(after);
  },
});

/** `GET /invoices/{id}/pdf` and `POST /invoices/{id}/send`: they need the app's mail and company name. */
export function invoiceActionRoutes(services: InvoiceServices) {
  const pdfRoute = declareRoute({
    method: 'get',
    path: '/:id/pdf',
    summary: 'The invoice as a PDF',
    access: INVOICES_VIEW,
    response: {
      status: 200,
      description: 'The invoice, `inline` with its number as the file name',
      mediaType: 'application/pdf',
    },
    errors: { 404: 'Not in this module' },
    handle: async (c, { kit }) => {
      const id = pathId(c);
      await findScoped(kit, c, id);
      const doc = await loadInvoiceDocument(kit.db, id);
      const pdf = await renderInvoicePdf(doc, services.companyName);
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${pdfFileName(doc.invoice.invoice_number)}"`,
        'Cache-Control': 'no-store',
      });
    },
  });

  const sendRoute = declareRoute({
    method: 'post',
    path: '/:id/send',
    summary: 'Mail the invoice PDF',
    description:
      "Optional body `{ to? }` (default: the invoice's send-to, else the customer's bill-to e-mail). Sends the " +
      'PDF through the mail adapter, then sets sentAt and sendTo, and SENT unless the invoice is (partly) paid.',
    access: INVOICES_CREATE,
    // None, or `{}`, mails to the invoice's own address.
    body: sendBodySchema,
    bodyOptional: true,
    // A malformed id is refused as such, whatever the body.
    precheck: (c) => void pathId(c),
    response: { status: 200, description: 'The invoice, with `outboxId` of the mail', schema: sentInvoice },
    errors: {
      404: 'Not in this module',
      409: 'INVOICE_NOT_SENDABLE (cancelled or void)',
      422: 'Invalid `to`',
      502: 'MAIL_NOT_SENT',
    },
    handle: async (c, { kit, body }) => {
      const id = pathId(c);
      const invoice = await findScoped(kit, c, id);
      if (!canSendInvoice({ status: String(invoice.status) })) {
        throw conflict(
          'INVOICE_NOT_SENDABLE',
          `Invoice ${String(invoice.invoiceNumber)} is ${String(invoice.status)}`,
        );
      }
      const doc = await loadInvoiceDocument(kit.db, id);
      const to = String(body.to ?? doc.invoice.send_to ?? doc.invoice.bill_to_email);
      const sent = await services.mail.send(
        invoiceMail(doc, to, services.companyName, await renderInvoicePdf(doc, services.companyName)),
      );
      if (sent.status === 'failed') {
        throw new HttpError(502, 'Error', 'The mail relay did not accept the message', {
          code: 'MAIL_NOT_SENT',
        });
      }
      const after = await changeInvoice(kit, c, id, (trx, before) =>
        markInvoiceSent(trx, id, to, BECOMES_SENT.includes(String(before.status))),
      );
      return c.json({ ...after, outboxId: sent.id });
    },
  });
  return [pdfRoute, sendRoute];
}

type InvoiceDocument = Awaited<ReturnType<typeof loadInvoiceDocument>>;

/** The mail that carries an invoice: informational ones say not to remit. */
function invoiceMail(doc: InvoiceDocument, to: string, companyName: string, pdf: Uint8Array) {
  const informational = doc.invoice.kind === 'INFORMATIONAL';
  return {
    to,
    subject: `${informational ? 'Informational invoice' : 'Invoice'} ${String(doc.invoice.invoice_number)} from ${companyName}`,
    text:
      `Dear ${String(doc.invoice.legal_name)},\n\n` +
      `Please find attached invoice ${String(doc.invoice.invoice_number)} for contract ` +
      `${String(doc.invoice.contract_number)}.\n\n` +
      (informational
        ? 'This invoice is for your records only; the amount will be debited from your account. Please do not remit.\n'
        : `Please pay by the due date shown on the invoice.\n`) +
      `\n${companyName}`,
    kind: 'invoice' as const,
    attachments: [
      { filename: pdfFileName(doc.invoice.invoice_number), contentType: 'application/pdf', content: pdf },
    ],
  };
}
