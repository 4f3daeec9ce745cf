import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../src/features/portfolio/invoices/invoice-pdf.ts';
import { readPdf } from '../support/pdf-reader.ts';

type InvoiceDocument = Parameters<typeof renderInvoicePdf>[0];

function invoiceDocument(kind: string, lineCount: number): InvoiceDocument {
  return {
    invoice: {
      id: 1,
      invoice_number: 'INV-2026-000042',
      kind,
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      subtotal: '31000.00',
      tax_amount: '0.00',
      total: '31000.00',
      amount_paid: '0.00',
      balance: '31000.00',
      status: 'POSTED',
      debit_date: '2026-11-20',
      informational_reason: null,
      send_to: null,
      contract_number: 'EL-2024-000123',
      legal_name: 'Zoë Ünal Makine A.Ş.',
      dba: null,
      address1: '1 Harbor Way',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      bill_to_email: 'ap@example.com',
      customer_number: 'C-00042',
    },
    lines: Array.from({ length: lineCount }, (_, index) => ({
      line_number: index + 1,
      type: index === 0 ? 'RENT' : 'OTHER',
      description:
        index === 0
          ? 'Monthly rent for the Łódź press line, serial 4471-A, including the maintenance plan and insurance'
          : `Line ${index + 1}`,
      amount: '1000.00',
    })),
  } as unknown as InvoiceDocument;
}

describe('invoice PDF layout', () => {
  it('continues the lines on a second page, numbers the pages and totals on the last', async () => {
    const pdf = await readPdf(await renderInvoicePdf(invoiceDocument('STANDARD', 31), 'Lendline Finance'));
    expect(pdf.pages).toBe(2);
    expect(pdf.lines[0]).toContain('Page 1 of 2');
    expect(pdf.lines[1]).toContain('Page 2 of 2');
    expect(pdf.lines[0]).toContainEqual(expect.stringMatching(/^28 Other Line 28 \$1,000\.00$/));
    expect(pdf.lines[1]).toContainEqual(expect.stringMatching(/^29 Other Line 29 \$1,000\.00$/));
    expect(pdf.lines[0]).not.toContainEqual(expect.stringMatching(/^Total /));
    expect(pdf.lines[1]).toContain('Total $31,000.00');
    expect(pdf.lines[1]).toContain('Please pay by 11/15/2026 and quote invoice INV-2026-000042.');
  });

  it('cuts a long description before the amount column', async () => {
    const pdf = await readPdf(await renderInvoicePdf(invoiceDocument('STANDARD', 1), 'Lendline Finance'));
    const description = pdf.items.find((item) => item.text.startsWith('Monthly rent for the Łódź'))!;
    const amount = pdf.items.find((item) => item.y === description.y && item.text === '$1,000.00')!;
    expect(description.text.endsWith('…')).toBe(true);
    expect(description.right).toBeLessThan(amount.x);
  });

  it('tells an informational invoice not to remit and when it will be debited', async () => {
    const pdf = await readPdf(
      await renderInvoicePdf(invoiceDocument('INFORMATIONAL', 2), 'Lendline Finance'),
    );
    expect(pdf.lines[0]).toContainEqual(expect.stringMatching(/ INFORMATIONAL INVOICE$/));
    expect(pdf.lines[0]).toContain('This invoice is for your records only. Please do not remit payment:');
    expect(pdf.lines[0]).toContain('$31,000.00 will be debited from your account on 11/20/2026.');
  });
});
