import { isStandardTransactionCode, transactionDirection } from '../codes/transaction-codes.ts';
import type { BatchState } from '../read/state.ts';
import { abaCheckDigit } from '../routing/aba.ts';
import { twoCharsAt } from '../text/record-text.ts';
import { refusingService } from './entry-rules.ts';
import { digitsValue, formatsClean } from './field-checks.ts';

/**
 * The amount of an entry without addenda of a PPD, CCD or WEB batch (BatchState.clean) that passes every check of
 * checkEntry, read in place in the file's text (`source` at `at`) without cutting anything out, and with the batch's trace
 * number and category moved on as checkEntry moves them; -1, with the batch untouched, when any check might
 * fail: checkEntry then checks the entry field by field and reports what it finds. Nearly every entry of a
 * file is such an entry, so this is the reader's per-entry cost.
 *
 * @example
 * cleanEntryAmount(fileText, 1034, batch); // 100000000
 */
export function cleanEntryAmount(source: string, at: number, batch: BatchState): number {
  // Every field's format first, so the RDFI, the amount and the trace number are digits.
  if (!formatsClean(batch.entry.layout, source, at)) return -1;
  const tx = twoCharsAt(source, at + 1);
  // Columns 30-39 in every PPD, CCD and WEB entry.
  const amount = digitsValue(source, at + 29, at + 39);
  const direction = transactionDirection(tx);
  const trace = digitsValue(source, at + 79, at + 94);
  if (
    !isStandardTransactionCode(tx) ||
    source.charCodeAt(at + 11) !== 48 + abaCheckDigit(source, at + 3)! ||
    source[at + 78] !== '0' ||
    batch.serviceClassCode === refusingService(direction!) ||
    // Prenotes (x3, x8) and zero-dollar entries (x4, x9) carry no money (transactionKind).
    (amount && '3489'.includes(tx[1]!)) ||
    !source.startsWith(batch.odfi, at + 79) ||
    (batch.lastTrace ?? -1) >= trace ||
    (batch.category ?? 'forward') !== 'forward'
  ) {
    return -1;
  }
  batch.lastTrace = trace;
  batch.category = 'forward';
  return amount;
}
