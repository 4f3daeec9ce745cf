import type { ElementRequest } from '@lendline/permissions';
import { changeGate } from '../../lib/access/change-gate.ts';

/** The ACH module and its one menu (shared/permissions catalog). */
export const ACH_MODULE = 'ach';
export const ACH_MENU = 'ACH';

/** Build, edit entries, submit, approve or reject, request and decide re-opens, transmit (ACH create). */
export const achChangeGate: ElementRequest = changeGate(ACH_MODULE, ACH_MENU);

/** The generated file's bytes with whole account numbers (ACH download). */
export const achDownloadGate: ElementRequest = { module: ACH_MODULE, menu: ACH_MENU, actions: ['download'] };

/** Where the ACH pages link to; the app builds them from its route table. */
export interface AchLinks {
  list: string;
  /** `ach/manage/{batchId}/{status}`: the status keeps the address telling where the batch stood. */
  manage: (batch: { id: number; status: string }) => string;
  /** ACH View of the batch's file, the API server's own page (`/ach-view-file/{batchName}`). */
  viewFile: (batchName: string) => string;
  /** The standalone re-open approval (`/ach/approve?requestId=N`). */
  approve: (requestId?: number) => string;
  /** `ach/list?view=returns|mandates`: the tabs beside the batches (the spec gives ACH no other list route). */
  section?: (view: AchSection) => string;
  /** A contract's page, where the user may open one (Contract Inquiry); none: the number is plain text. */
  contract?: (contractId: number) => string | null;
  /** An invoice opened in a module where the user may read invoices; none: the number is plain text. */
  invoice?: (invoiceId: number) => string | null;
}

/** The tabs of the ACH page: batches (the spec's `ach/list`), returns and NOCs, mandates. */
export const ACH_SECTIONS = ['batches', 'returns', 'mandates'] as const;
export type AchSection = (typeof ACH_SECTIONS)[number];

export const achSection = (view: string | null): AchSection =>
  (ACH_SECTIONS as readonly string[]).includes(view ?? '') ? (view as AchSection) : 'batches';
