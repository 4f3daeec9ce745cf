/**
 * The invoice section's pages under `/{module}/invoice/` (spec §2), as data for the app's route table
 * and `paths`; the menu, landing page and guard come from the module catalog. `session` is the spec's
 * Create Invoice page (the invoice sessions), `create` the new-invoice form.
 */
export const invoicePages = {
  route: 'invoice',
  accessDenied: 'invoice-access-denied',
  pages: {
    list: { path: 'list', title: 'Invoices' },
    session: { path: 'session', title: 'Create Invoice' },
    create: { path: 'create', title: 'New Invoice' },
  },
} as const;
