import { canCancelInvoice, canSendInvoice } from '@lendline/portfolio';
import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ApiOperation } from '../../../lib/openapi-operation.ts';
import { readJsonBody } from '../../../lib/request-body.ts';
import { validateBody } from '../../../resources/body-schema.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { findOne, findScoped, pathId } from '../contracts/scoped-contract.ts';
import { INVOICES_CREATE, INVOICES_VIEW } from '../module-scope/module-access.ts';
import { loadInvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';

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

async function readOptionalJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type');
  if (!type && (c.req.header('content-length') ?? '0') === '0') return {};
  return (await readJsonBody(c)) ?? {};
}

const pdfFileName = (invoiceNumber: unknown) => `${String(invoiceNumber).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/** `POST /invoices/{id}/cancel`, `GET /invoices/{id}/pdf` and `POST /invoices/{id}/send`. */
export function invoiceActionRoutes(kit: ResourceRouteKit, services: InvoiceServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const invoiceDefinition = () => kit.definitionOf('Invoice');

  routes.post('/:id/cancel', async (c) => {
    await kit.authorize(c, INVOICES_CREATE, 'update');
    const id = pathId(c);
    await findScoped(kit, c, id);
    const { after } = await kit.write(c, async (trx) => {
      await sql`select id from invoice where id = ${id} for update`.execute(trx);
      const before = await findOne(trx, kit.model, id);
      if (!canCancelInvoice({ status: String(before.status), amountPaid: Number(before.amountPaid) })) {
        throw conflict(
          'INVOICE_NOT_CANCELLABLE',
          `Invoice ${String(before.invoiceNumber)} is ${String(before.status)}` +
            (Number(before.amountPaid) !== 0 ? ' with payments applied' : '') +
            ' and cannot be cancelled',
        );
      }
      await trx
        .updateTable('invoice')
        .set({ status: 'CANCELLED', updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      const changed = await findOne(trx, kit.model, id);
      return {
        after: changed,
        events: [
          { action: 'update' as const, resource: invoiceDefinition(), entityId: id, before, after: changed },
        ],
      };
    });
    return c.json(after);
  });

  routes.get('/:id/pdf', async (c) => {
    await kit.authorize(c, INVOICES_VIEW);
    const id = pathId(c);
    await findScoped(kit, c, id);
    const doc = await loadInvoiceDocument(kit.db, id);
    const pdf = await renderInvoicePdf(doc, services.companyName);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${pdfFileName(doc.invoice.invoice_number)}"`,
      'Cache-Control': 'no-store',
    });
  });

  routes.post('/:id/send', async (c) => {
    await kit.authorize(c, INVOICES_CREATE, 'update');
    const id = pathId(c);
    const body = validateBody(sendBodySchema, await readOptionalJson(c)) as { to?: string };
    const invoice = await findScoped(kit, c, id);
    if (!canSendInvoice({ status: String(invoice.status) })) {
      throw conflict(
        'INVOICE_NOT_SENDABLE',
        `Invoice ${String(invoice.invoiceNumber)} is ${String(invoice.status)}`,
      );
    }
    const doc = await loadInvoiceDocument(kit.db, id);
    const to = body.to ?? doc.invoice.send_to ?? doc.invoice.bill_to_email;
    const informational = doc.invoice.kind === 'INFORMATIONAL';
    const sent = await services.mail.send({
      to: String(to),
      subject: `${informational ? 'Informational invoice' : 'Invoice'} ${String(doc.invoice.invoice_number)} from ${services.companyName}`,
      text:
        `Dear ${String(doc.invoice.legal_name)},\n\n` +
        `Please find attached invoice ${String(doc.invoice.invoice_number)} for contract ` +
        `${String(doc.invoice.contract_number)}.\n\n` +
        (informational
          ? 'This invoice is for your records only; the amount will be debited from your account. Please do not remit.\n'
          : `Please pay by the due date shown on the invoice.\n`) +
        `\n${services.companyName}`,
      kind: 'invoice',
      attachments: [
        {
          filename: pdfFileName(doc.invoice.invoice_number),
          contentType: 'application/pdf',
          content: await renderInvoicePdf(doc, services.companyName),
        },
      ],
    });
    if (sent.status === 'failed') {
      throw new HttpError(502, 'Error', 'The mail relay did not accept the message', {
        code: 'MAIL_NOT_SENT',
      });
    }
    const { after } = await kit.write(c, async (trx) => {
      const before = await findOne(trx, kit.model, id);
      await trx
        .updateTable('invoice')
        .set({
          sent_at: sql`now()`,
          send_to: String(to),
          ...(BECOMES_SENT.includes(String(before.status)) ? { status: 'SENT' } : {}),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      const changed = await findOne(trx, kit.model, id);
      return {
        after: changed,
        events: [
          { action: 'update' as const, resource: invoiceDefinition(), entityId: id, before, after: changed },
        ],
      };
    });
    return c.json({ ...after, outboxId: sent.id });
  });
  return routes;
}

export const invoiceActionOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/modules/{module}/invoices/{id}/cancel',
    tag: 'Invoice',
    summary: 'Cancel an unpaid invoice ({module} › Invoices › create)',
    description:
      'DRAFT, POSTED, POST_FAILED or SENT with nothing paid becomes CANCELLED; anything else is 409.',
    auth: true,
    responses: { 200: 'The cancelled invoice', 404: 'Not in this module', 409: 'INVOICE_NOT_CANCELLABLE' },
  },
  {
    method: 'get',
    path: '/modules/{module}/invoices/{id}/pdf',
    tag: 'Invoice',
    summary: 'The invoice as a PDF ({module} › Invoices › view)',
    auth: true,
    responses: { 200: '`application/pdf`', 404: 'Not in this module' },
  },
  {
    method: 'post',
    path: '/modules/{module}/invoices/{id}/send',
    tag: 'Invoice',
    summary: 'Mail the invoice PDF ({module} › Invoices › create)',
    description:
      "Body `{ to? }` (default: the invoice's send-to, else the customer's bill-to e-mail). Sends the PDF " +
      'through the mail adapter, then sets sentAt and sendTo, and SENT unless the invoice is (partly) paid.',
    auth: true,
    body: { schema: sendBodySchema },
    responses: {
      200: 'The invoice, with `outboxId` of the mail',
      404: 'Not in this module',
      409: 'INVOICE_NOT_SENDABLE (cancelled or void)',
      502: 'MAIL_NOT_SENT',
    },
  },
];
