import type { Addenda, AchFile, Batch, Entry } from '@lendline/nacha';
import { lastFour, maskText, plainAmount } from './format.ts';

/** One entry as the tables list it: the entry, its batch (null outside any batch) and its search keys. */
export interface EntryRow {
  entry: Entry;
  batch: Batch | null;
  /** The batch's number as the file writes it, without leading zeros; '' outside any batch. */
  batchNumber: string;
  lowerName: string;
  amount: string;
}

/** `3` for batch number 0000003; the batch's position when its number is unreadable. */
export const batchLabel = (batch: Batch, index: number): string =>
  batch.batchNumber.trim().replace(/^0+(?=\d)/, '') || String(index + 1);

/** Every entry of the file in file order, batch by batch, then the ones outside any batch. */
export function entryRows(file: AchFile): EntryRow[] {
  const rows: EntryRow[] = [];
  const add = (entry: Entry, batch: Batch | null, batchNumber: string) =>
    rows.push({
      entry,
      batch,
      batchNumber,
      lowerName: entry.name.toLowerCase(),
      amount: plainAmount(entry.amountCents),
    });
  file.batches.forEach((batch, index) => {
    for (const entry of batch.entries) add(entry, batch, batchLabel(batch, index));
  });
  for (const entry of file.orphanEntries) add(entry, null, '');
  return rows;
}

/**
 * The rows matching a search: the name contains the text (any case), the account's last four, the trace
 * number or the amount (`1234.56`, `$1,234.56` or its start, `1234`) contains the digits. Without `reveal`
 * only the last four of an account are searched, so a search cannot tell more than the screen shows.
 */
export function searchRows(rows: readonly EntryRow[], query: string, reveal: boolean): readonly EntryRow[] {
  const text = query.trim().toLowerCase();
  if (!text) return rows;
  const figure = text.replace(/[$,\s]/g, '');
  const digits = /^\d+$/.test(figure) ? figure : '';
  const amount = /^\d*\.?\d*$/.test(figure) && /\d/.test(figure) ? figure : '';
  return rows.filter(
    ({ entry, lowerName, amount: plain }) =>
      lowerName.includes(text) ||
      (digits !== '' &&
        ((reveal ? entry.accountNumber : lastFour(entry.accountNumber)).includes(digits) ||
          entry.traceNumber.includes(digits))) ||
      (amount !== '' && plain.startsWith(amount)),
  );
}

// Change codes whose corrected data carries an account number (C03 and C07 lead with a routing number).
const ACCOUNT_CHANGES = /^C0[1367]$/;

/** The addenda that carry a return or change reason, if any. */
export const reasonAddenda = (entry: Entry): Addenda | undefined =>
  entry.addenda.find((addenda) => addenda.reasonCode !== null);

/** A NOC's corrected data, masked like an account number when it holds one and `reveal` is off. */
export function correctedData(addenda: Addenda, reveal: boolean): string {
  const data = addenda.correctedData?.trim() ?? '';
  return !reveal && ACCOUNT_CHANGES.test(addenda.reasonCode ?? '') ? maskText(data) : data;
}

/** Whether a decoded field is an account number (or a NOC's corrected data holding one). */
export function isSensitiveField(name: string, reasonCode?: string | null): boolean {
  return /accountNumber/i.test(name) || (name === 'correctedData' && ACCOUNT_CHANGES.test(reasonCode ?? ''));
}
