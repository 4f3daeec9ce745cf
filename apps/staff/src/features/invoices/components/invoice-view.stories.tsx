import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { invoiceLinesOf } from '../testing/fake-invoices-api.ts';
import { INVOICE_FIXTURES } from '../testing/invoice-fixtures.ts';
import { InvoiceView } from './invoice-view.tsx';

const invoice = INVOICE_FIXTURES[0]!;

// The body of the invoice drawer (`?invoice=` on an invoice list). Its loading, not-found and error
// states are the shared record states (recordLoadState), as every record page shows them.
const meta = {
  title: 'Portfolio/Invoices/Invoice drawer',
  component: InvoiceView,
  decorators: [
    withPermissions({ firstPayment: { Invoices: { view: true, create: true } } }),
    withMemoryRouter,
  ],
  args: {
    invoice: { ...invoice, lines: invoiceLinesOf(invoice) },
    contractHref: '/firstPayment/contract/detail/module-wise/4218',
    pdfGate: { module: 'firstPayment', menu: 'Invoices', actions: ['view'] },
    actionGate: { module: 'firstPayment', menu: 'Invoices', actions: ['view', 'create'] },
    onPdf: fn(),
    onSend: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof InvoiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sent first payment invoice: PDF, send again and cancel offered. */
export const SentInvoice: Story = {};

/** An informational invoice: the account is debited on its debit date; nothing is owed on it. */
export const Informational: Story = {
  args: {
    invoice: {
      ...invoice,
      kind: 'INFORMATIONAL',
      informationalReason: 'ACH',
      debitDate: invoice.dueDate,
      balance: 0,
      lines: invoiceLinesOf(invoice),
    },
  },
};

/** Posting to the accounting system failed: the reason is said above the lines. */
export const PostingFailed: Story = {
  args: {
    invoice: { ...invoice, postError: 'GP: customer 12 is on hold', lines: invoiceLinesOf(invoice) },
  },
};

/** Paid: nothing to cancel. */
export const Paid: Story = {
  args: {
    invoice: {
      ...invoice,
      status: 'PAID',
      amountPaid: invoice.total,
      balance: 0,
      lines: invoiceLinesOf(invoice),
    },
  },
};

/** A role with Invoices › view only: the PDF, but no send or cancel. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ firstPayment: { Invoices: { view: true } } })],
};

/** No lines (an invoice created before lines were kept). */
export const NoLines: Story = {
  args: { invoice: { ...invoice, lines: [] } },
};

/** A first payment collected by ACH and returned R01: the code and Nacha's reason show on the invoice. */
export const AchReturned: Story = {
  args: {
    achReturns: [
      {
        id: 801,
        returnFileId: 41,
        entryId: 501,
        contractId: 4218,
        contractNumber: invoice.contractNumber,
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        originalTrace: '091000010002909',
        kind: 'RETURN',
        code: 'R01',
        description: 'Insufficient funds',
        amount: invoice.total,
        returnDate: '2026-11-23',
        outcome: `Invoice ${invoice.invoiceNumber} reopened.`,
      },
    ],
  },
};
