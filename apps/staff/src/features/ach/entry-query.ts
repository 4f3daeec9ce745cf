import type { Where } from '@lendline/filter';
import type { SortState } from '../../components/data-table/list-settings.ts';

/** Manage ACH Batch's entries, as asked: a search and a sort, the page apart. */
export interface EntryQuery {
  search: string;
  sort: SortState;
}

export const ENTRY_QUERY_DEFAULTS: EntryQuery = {
  search: '',
  sort: { field: 'contractNumber', direction: 'asc' },
};

/** The columns the entries sort by (the table's keys) and the server fields each sorts on, in order. */
const ENTRY_SORTS: Record<string, readonly string[]> = {
  contractNumber: ['contractNumber'],
  invoiceNumber: ['invoiceNumber', 'contractNumber'],
  receiverName: ['receiverName', 'contractNumber'],
  amount: ['amount', 'contractNumber'],
  status: ['status', 'contractNumber'],
  traceNumber: ['traceNumber', 'contractNumber'],
  returnCode: ['returnCode', 'contractNumber'],
};

/** What a search word is looked for in: the receiver, the contract, the invoice and the trace number. */
const ENTRY_SEARCH_FIELDS = ['receiverName', 'contractNumber', 'invoiceNumber', 'traceNumber'] as const;

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Whether the entries can be sorted by this column. */
export const isEntrySort = (field: string) => field in ENTRY_SORTS;

/** Each search word must match one of the searched fields; undefined without a search. */
export function entryWhere(search: string): Where | undefined {
  const terms: Where[] = search
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      or: ENTRY_SEARCH_FIELDS.map((field) => ({ [field]: { ilike: `%${escapeLike(word)}%` } })),
    }));
  return terms.length > 0 ? { and: terms } : undefined;
}

/** The `order` of a sort, ending on the id so the pages never overlap. */
export function entryOrder(sort: SortState): string[] {
  const fields = ENTRY_SORTS[sort.field] ?? ENTRY_SORTS.contractNumber!;
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  return [...fields.map((field, at) => `${field} ${at === 0 ? direction : 'ASC'}`), 'id ASC'];
}
