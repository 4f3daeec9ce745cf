/**
 * Vendor Quote › Vendors under `/{module}/vendors/` (spec §2), as data for the app's route table. A
 * vendor opens in the list's drawer (`list?vendor={id}`), so there is no vendor page.
 */
export const vendorPages = {
  route: 'vendors',
  accessDenied: 'access-denied',
  pages: {
    list: { path: 'list', title: 'Vendors' },
    add: { path: 'add', title: 'Add Vendor' },
  },
} as const;
