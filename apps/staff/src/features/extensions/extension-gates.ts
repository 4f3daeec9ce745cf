import type { ElementRequest } from '@lendline/permissions';

/** The Extensions module's id, as routes, permissions and the PATCH path name it. */
export const EXTENSIONS = 'extensions';

/**
 * Extensions › Contracts › create: the Process runs and the invoicing view's edits (the server asks the
 * same of the runs and the PATCH). Asked alone, so a role without it does not see them at all.
 */
export const processGate: ElementRequest = { module: EXTENSIONS, menu: 'Contracts', actions: ['create'] };

/** Extensions › Invoices › create: sending invoices to GP. */
export const postToGpGate: ElementRequest = { module: EXTENSIONS, menu: 'Invoices', actions: ['create'] };
