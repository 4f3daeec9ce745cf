import type { ElementRequest } from '@lendline/permissions';

/** Reports › download: a role that may only view sees the exports disabled (spec §6). */
export const reportExportGate = (module: string): ElementRequest => ({
  module,
  menu: 'Reports',
  actions: ['view', 'download'],
});
