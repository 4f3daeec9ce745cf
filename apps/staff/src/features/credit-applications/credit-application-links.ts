import type { ElementRequest } from '@lendline/permissions';
import { changeGate } from '../../lib/access/change-gate.ts';

/** Where the credit application pages link to; the app builds them from its route table. */
export interface CreditApplicationLinks {
  /** The Inquiries list switched to credit applications (`enquiries/list?kind=applications`). */
  list: string;
  /** `enquiries/details?application=123`: the inquiries details route, told apart by its parameter. */
  details: (id: number) => string;
}

// Credit applications live in the Inquiries menu (CONTRACT.md) and take exactly its rights.
const MENU = 'Inquiries';

/** A status change or a note needs Inquiries › create; viewing alone leaves them disabled. */
export const applicationsGate = (module: string) => changeGate(module, MENU);

/** The CSV export needs download; a role that may only view sees the button disabled. */
export const exportGate = (module: string): ElementRequest => ({
  module,
  menu: MENU,
  actions: ['view', 'download'],
});

/**
 * Revealing a personal number needs download as well. Without it the Reveal button is not there at all
 * (hidden, not disabled): the server would answer 403, and a 403 ends the session (spec §8).
 */
export const revealGate = (module: string): ElementRequest => ({ module, menu: MENU, actions: ['download'] });
