import type { EntryLayout } from '../layouts/entry-layout.ts';
import type { Layout } from '../layouts/layout.ts';
import type { RecordContext } from '../layouts/record-layouts.ts';
import type { Entry } from '../model.ts';
import type { SecRules } from '../validate/entry-rules.ts';

/** A record's text with its line, before it becomes part of the model. */
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
