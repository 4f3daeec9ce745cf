import type { AccessRule } from '../../resources/define-resource.ts';

// The catalog's `loanCalculator` menus (CONTRACT.md): Vendors, Inquiries and Setup, each view / create / download.
const menu = (name: 'Vendors' | 'Inquiries' | 'Setup', action: AccessRule['action']): AccessRule => ({
  module: 'loanCalculator',
  menu: name,
  action,
});

export const VENDORS_VIEW = menu('Vendors', 'view');
export const VENDORS_EDIT = menu('Vendors', 'create');
export const INQUIRIES_VIEW = menu('Inquiries', 'view');
export const INQUIRIES_EDIT = menu('Inquiries', 'create');
export const INQUIRIES_DOWNLOAD = menu('Inquiries', 'download');
export const SETUP_VIEW = menu('Setup', 'view');
export const SETUP_EDIT = menu('Setup', 'create');
