/** The accounting system (Dynamics GP) behind its adapter; the app picks the real one or the journal. */
export { gpJournal } from './gp-journal.ts';
export { gpService, type GpServiceOptions } from './gp-sba-client.ts';
export type { GpAdapter, GpOutcome, GpSalesDocument } from '../../lib/gp-document.ts';
