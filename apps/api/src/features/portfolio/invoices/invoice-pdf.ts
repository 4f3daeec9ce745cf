import type { Kysely } from 'kysely';
import {
  PAGE_HEIGHT,
  PAGE_WIDTH,
  renderPdf,
  type PdfPages,
} from '../../../resources/documents/pdf-document.ts';

const LEFT = 54;
const RIGHT = PAGE_WIDTH - 54;
const LINES_PER_PAGE = 28;
// From the description column to the widest amount ("$99,999,999.99" at 9 pt) and a gap.
const DESCRIPTION_WIDTH = RIGHT - 6 - 76 - (LEFT + 140);

const money = (value: unknown) =>
  `$${Number(value ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const usDate = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const iso = value instanceof Date ? value.toISOString() : String(value);
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

const LINE_LABELS: Record<string, string> = {
  ADVANCE_RENT: 'Advance rent',
  RENT: 'Rent',
  DOC_FEE: 'Documentation fee',
  INTERIM_RENT: 'Interim rent',
  SECURITY_DEPOSIT: 'Security deposit',
  TAX: 'Sales tax',
  LATE_FEE: 'Late fee',
  NSF_FEE: 'NSF fee',
  PROPERTY_TAX: 'Property tax',
  UCC_FEE: 'UCC filing fee',
  PAYOFF: 'Payoff',
  PREFUND_INTEREST: 'Prefund interest',
  OTHER: 'Other',
};

/** What an invoice PDF shows, read in one go. */
export async function loadInvoiceDocument(db: Kysely<any>, invoiceId: number) {
  const invoice = await db
    .selectFrom('invoice as i')
    .innerJoin('contract as c', 'c.id', 'i.contract_id')
    .innerJoin('customer as cu', 'cu.id', 'i.customer_id')
    .select([
      'i.id',
      'i.invoice_number',
      'i.kind',
      'i.invoice_date',
      'i.due_date',
      'i.subtotal',
      'i.tax_amount',
      'i.total',
      'i.amount_paid',
      'i.balance',
      'i.status',
      'i.debit_date',
      'i.informational_reason',
      'i.send_to',
      'c.contract_number',
      'cu.legal_name',
      'cu.dba',
      'cu.address1',
      'cu.city',
      'cu.state',
      'cu.zip',
      'cu.bill_to_email',
      'cu.customer_number',
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('invoice_line')
    .select(['line_number', 'type', 'description', 'amount'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('line_number')
    .execute();
  return { invoice, lines };
}

type InvoiceDocument = Awaited<ReturnType<typeof loadInvoiceDocument>>;

// Layout in points from the top of the page; a text's y is its baseline (see PdfPages).
function header(
  page: PdfPages,
  doc: InvoiceDocument,
  companyName: string,
  pageNumber: number,
  pages: number,
) {
  const { invoice } = doc;
  let y = 72;
  page.text(LEFT, y, companyName, { size: 16, font: 'bold' });
  page.text(RIGHT, y, invoice.kind === 'INFORMATIONAL' ? 'INFORMATIONAL INVOICE' : 'INVOICE', {
    size: 16,
    font: 'bold',
    align: 'right',
  });
  y += 24;
  const facts: [string, string][] = [
    ['Invoice number', String(invoice.invoice_number)],
    ['Invoice date', usDate(invoice.invoice_date)],
    ['Due date', usDate(invoice.due_date)],
    ['Contract', String(invoice.contract_number)],
    ['Customer number', String(invoice.customer_number)],
  ];
  for (const [label, value] of facts) {
    page.text(RIGHT - 110, y, `${label}:`, { size: 9, align: 'right' });
    page.text(RIGHT, y, value, { size: 9, font: 'bold', align: 'right' });
    y += 13;
  }
  let billY = 96;
  page.text(LEFT, billY, 'Bill to', { size: 9, font: 'bold' });
  for (const text of [
    String(invoice.legal_name),
    invoice.dba ? `DBA ${String(invoice.dba)}` : '',
    String(invoice.address1),
    `${String(invoice.city)}, ${String(invoice.state)} ${String(invoice.zip)}`,
  ].filter(Boolean)) {
    billY += 13;
    page.text(LEFT, billY, text, { size: 10 });
  }
  if (pages > 1)
    page.text(RIGHT, PAGE_HEIGHT - 36, `Page ${pageNumber} of ${pages}`, { size: 8, align: 'right' });
  return Math.max(y, billY) + 24;
}

function tableHead(page: PdfPages, y: number) {
  page.box(LEFT, y - 12, RIGHT - LEFT, 16);
  page.text(LEFT + 6, y, '#', { size: 9, font: 'bold' });
  page.text(LEFT + 30, y, 'Type', { size: 9, font: 'bold' });
  page.text(LEFT + 140, y, 'Description', { size: 9, font: 'bold' });
  page.text(RIGHT - 6, y, 'Amount', { size: 9, font: 'bold', align: 'right' });
  return y + 18;
}

function totals(page: PdfPages, invoice: InvoiceDocument['invoice'], top: number) {
  let y = top + 8;
  const rows: [string, unknown, boolean][] = [
    ['Subtotal', invoice.subtotal, false],
    ['Tax', invoice.tax_amount, false],
    ['Total', invoice.total, true],
    ['Amount paid', invoice.amount_paid, false],
    ['Balance due', invoice.balance, true],
  ];
  for (const [label, value, strong] of rows) {
    const font = strong ? 'bold' : 'regular';
    page.text(RIGHT - 110, y, label, { size: 10, font, align: 'right' });
    page.text(RIGHT - 6, y, money(value), { size: 10, font, align: 'right' });
    y += 15;
  }
  y += 12;
  if (invoice.kind === 'INFORMATIONAL') {
    page.text(LEFT, y, 'This invoice is for your records only. Please do not remit payment:', {
      size: 10,
      font: 'bold',
    });
    y += 14;
    page.text(
      LEFT,
      y,
      `${money(invoice.total)} will be debited from your account on ${usDate(invoice.debit_date ?? invoice.due_date)}.`,
      { size: 10 },
    );
  } else {
    page.text(
      LEFT,
      y,
      `Please pay by ${usDate(invoice.due_date)} and quote invoice ${String(invoice.invoice_number)}.`,
      { size: 10 },
    );
  }
}

/**
 * An invoice as a one- or more-page PDF: the company and invoice facts, the bill-to address, a table of
 * the lines, then subtotal, tax, total, paid and balance due; an informational invoice says it is not
 * a request to remit and when the amount will be debited.
 */
export function renderInvoicePdf(
  doc: InvoiceDocument,
  companyName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: (typeof doc.lines)[] = [];
  for (let at = 0; at < Math.max(doc.lines.length, 1); at += LINES_PER_PAGE) {
    chunks.push(doc.lines.slice(at, at + LINES_PER_PAGE));
  }
  const { invoice } = doc;
  return renderPdf({ title: `Invoice ${String(invoice.invoice_number)}`, producer: companyName }, (page) => {
    chunks.forEach((lines, index) => {
      if (index > 0) page.addPage();
      let y = tableHead(page, header(page, doc, companyName, index + 1, chunks.length));
      for (const line of lines) {
        page.text(LEFT + 6, y, String(line.line_number), { size: 9 });
        page.text(LEFT + 30, y, LINE_LABELS[line.type] ?? String(line.type), { size: 9 });
        page.text(LEFT + 140, y, page.fit(String(line.description), DESCRIPTION_WIDTH, { size: 9 }), {
          size: 9,
        });
        page.text(RIGHT - 6, y, money(line.amount), { size: 9, align: 'right' });
        y += 4;
        page.line(LEFT, y, RIGHT, y, 0.25);
        y += 12;
      }
      if (index === chunks.length - 1) totals(page, invoice, y);
    });
  });
}
