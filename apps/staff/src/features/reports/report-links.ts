import type { ElementRequest } from '@lendline/permissions';

/** Reports › download (ACH's: ACH › download): a role that may only view sees the exports disabled (spec §6). */
export const reportExportGate = (module: string, menu = 'Reports'): ElementRequest => ({
  module,
  menu,
  actions: ['view', 'download'],
});
