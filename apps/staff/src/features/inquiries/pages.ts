/**
 * Vendor Quote › Inquiries under `/{module}/enquiries/` (spec §2), as data for the app's route table.
 * Credit applications share these two pages, told apart by the query (`?kind=`, `?application=`).
 */
export const inquiryPages = {
  route: 'enquiries',
  accessDenied: 'access-denied',
  pages: {
    list: { path: 'list', title: 'Inquiries' },
    details: { path: 'details', title: 'Inquiry Details' },
  },
} as const;
