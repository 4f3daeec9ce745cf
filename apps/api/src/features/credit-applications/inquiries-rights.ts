import type { AccessRule } from '../../resources/define-resource.ts';

// Credit applications are worked in the Vendor Quote Inquiries screens, so they take exactly the
// rights of `loanCalculator` › `Inquiries` (the same rules as vendor-quote/loan-calculator-menus.ts,
// written here because features do not import each other): view to read, create to change status and
// write notes, download to export and to reveal a personal number.
const inquiries = (action: AccessRule['action']): AccessRule => ({
  module: 'loanCalculator',
  menu: 'Inquiries',
  action,
});

export const APPLICATIONS_VIEW = inquiries('view');
export const APPLICATIONS_EDIT = inquiries('create');
export const APPLICATIONS_DOWNLOAD = inquiries('download');
