/**
 * The invoice section's pages under `/{module}/invoice/` (spec §2), as data for the app's route table
 * and `paths`; the menu, landing page and guard come from the module catalog. `session` is the spec's
 * "Create Invoice list" and `create` its form. On screen both are named for what they hold, billing runs
 * (the server's invoice sessions): one name for one thing (docs/ui.md; issue 22 item 6), and not
 * "Sessions", which is Vendor Invoice's menu.
 */
export const invoicePages = {
  route: 'invoice',
  accessDenied: 'invoice-access-denied',
  pages: {
    list: { path: 'list', title: 'Invoices' },
    session: { path: 'session', title: 'Billing Runs' },
    create: { path: 'create', title: 'New Billing Run' },
  },
} as const;
