import type { EntryLayout } from '../layouts/entry-layout.ts';
import type { Layout } from '../layouts/layout.ts';
import type { RecordContext } from '../layouts/record-layouts.ts';
import type { Entry } from '../model.ts';

/** A record's text with its line, before it becomes part of the model. */
/** What a batch's SEC code asks of its entries, worked out once per batch rather than for every entry. */
export interface SecRules {
  /** The direction a batch may not carry: credits in debit-only SEC codes (TEL reversals aside), debits in CIE. */
  refused: 'credit' | 'debit' | null;
  /** Entries must have a zero amount. */
  zeroAmount: boolean;
  /** The highest amount in cents, 0 for no limit. */
  amountLimit: number;
  /** Entries need their check serial number. */
  checkSerial: boolean;
  /** The one addenda type forward entries may carry ('05', '02'), undefined when any or none. */
  addendaType: string | undefined;
  /** Entries carry as many addenda as their "number of addenda records" says, rather than one at most. */
  addendaCounted: boolean;
  /** Forward entries may carry no addenda at all. */
  noAddenda: boolean;
}

export interface LineText {
  line: number;
  text: string;
}

/** An entry whose addenda are still being read. */
export interface PendingEntry extends LineText {
  /** Where the entry's text sits: `source.slice(at, at + 94)` is `text` (see RecordListener). */
  source: string;
  at: number;
  addenda: LineText[];
}

export type EntryCategory = 'forward' | 'return' | 'noc';

/** A batch between its header and its control, with running totals so entries need not be kept. */
export interface BatchState extends LineText {
  layout: Layout;
  context: RecordContext & { secCode: string; iat: boolean; adv: boolean };
  serviceClassCode: string;
  /** The layout of the batch's entries, and what its SEC code asks of them. */
  entry: EntryLayout;
  rules: SecRules;
  /** The ODFI routing when it is digits, so trace numbers can be held to it; '' (which every text starts with) when not. */
  odfi: string;
  /** PPD, CCD and WEB batches (not IAT), whose entries without addenda may take cleanEntryAmount's path. */
  clean: boolean;
  description: string;
  entryCount: number;
  addendaCount: number;
  hashSum: number;
  debit: number;
  credit: number;
  /** The trace number of the batch's last entry with a trace number of digits, as a number. */
  lastTrace: number | null;
  category: EntryCategory | null;
  entries: Entry[];
}
