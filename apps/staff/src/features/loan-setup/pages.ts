/** Vendor Quote › Setup under `/{module}/setup/` (spec §2), as data for the app's route table. */
export const setupPages = {
  route: 'setup',
  accessDenied: 'access-denied',
  pages: {
    loanSetup: { path: 'loansetup', title: 'Loan Setup' },
    createPromo: { path: 'create-promo', title: 'Create Promo' },
  },
} as const;
