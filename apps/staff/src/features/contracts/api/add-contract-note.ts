import { api } from '../../../lib/api.ts';
import {
  contractNoteRecord,
  portfolioPath,
  type ContractNoteRecord,
  type NoteCategory,
} from './contracts-resource.ts';

/** The longest note the server keeps. */
export const NOTE_MAX = 2000;

/** `POST /modules/{module}/contract-notes` (Contracts › create). */
export function addContractNote(
  module: string,
  note: { contractId: number; category: NoteCategory; text: string },
): Promise<ContractNoteRecord> {
  return api.create(portfolioPath(module, 'contract-notes'), { ...note }, { schema: contractNoteRecord });
}
