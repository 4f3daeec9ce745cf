import { serviceClassLabel } from '../codes/service-class.ts';
import { transactionDirection } from '../codes/transaction-codes.ts';
import { decodeFields, fieldText } from '../layouts/layout.ts';
import { entryLayout } from '../layouts/entry-layout.ts';
import { isIatBatchHeader, layoutFor } from '../layouts/record-layouts.ts';
import type { Batch, BatchTotals, Entry, FileTotals, RawRecord } from '../model.ts';
import { checkBatchControl, checkBatchHeader, formatHash } from '../validate/batch-records.ts';
import { checkEntry, secRules } from '../validate/entry-rules.ts';
import { digitsValue, isDigits } from '../validate/field-checks.ts';
import { cleanEntryAmount } from '../validate/clean-entry.ts';
import { checkAddenda } from '../validate/addenda-rules.ts';
import { checkFileControl, checkFileHeader } from '../validate/file-records.ts';
import { twoCharsAt } from '../text/record-text.ts';
import { reporter, type Problems } from '../validate/problem.ts';
import { buildEntry } from './build-entry.ts';
import type { BatchState, LineText, PendingEntry } from './state.ts';

/** What the assembler hands out as each batch closes; `entries` is empty unless entries are kept. */
export type BatchListener = (batch: Batch) => void;

/** The file-level outcome once every record has been read. */
export interface AssembledFile {
  header: LineText | null;
  control: LineText | null;
  adv: boolean;
  /** Entries outside any batch; empty unless entries are kept, but always counted. */
  orphanEntries: Entry[];
  orphanCount: number;
  recordCount: number;
  stored: FileTotals | null;
  computed: FileTotals;
}

export interface Assembler {
  /** Places the next record (in file order); `source` and `at` say where its text sits (RecordListener). */
  record(record: RawRecord, source?: string, at?: number): void;
  /** Closes what is open and checks the file control: the file-level outcome. */
  finish(): AssembledFile;
}

/** Running sums of batch totals. */
type Sums = [count: number, hash: number, debit: number, credit: number];

const totals = ([count, hash, debit, credit]: Sums): BatchTotals => ({
  entryAddendaCount: count,
  entryHash: formatHash(hash),
  debitCents: debit,
  creditCents: credit,
});

const add = (sums: Sums, { entryAddendaCount, entryHash, debitCents, creditCents }: BatchTotals) => {
  sums[0] += entryAddendaCount;
  sums[1] += +entryHash;
  sums[2] += debitCents;
  sums[3] += creditCents;
};

// A problem with where a record sits, on the record's line. A function of its own rather than a reporter per
// record: nearly every record sits where it should.
function placementError(problems: Problems, record: RawRecord, code: string, message: string): void {
  reporter(problems, record.line, record.typeCode).error(code, message);
}

// Any entry record: the layout of a batch's entries follows from the batch alone (its SEC code, IAT, ADV).
const ANY_ENTRY = '6'.padEnd(94);

/**
 * The state of a batch as its header opens it: the header's layout, SEC code and rules, and totals at zero.
 *
 * @example
 * openBatch({ line: 2, text: batchHeaderText }).context.secCode; // 'PPD'
 */
export function openBatch({ line, text }: LineText): BatchState {
  const iat = isIatBatchHeader(text);
  const layout = layoutFor(text, { iat });
  const secCode = fieldText(layout, text, 'standardEntryClassCode');
  const context = { secCode, iat, adv: secCode === 'ADV' };
  const description = fieldText(layout, text, 'companyEntryDescription');
  const odfi = text.slice(79, 87);
  return {
    line,
    text,
    layout,
    context,
    serviceClassCode: text.slice(1, 4),
    // Every entry of the batch has the same layout (ADV and IAT batches included).
    entry: entryLayout(layoutFor(ANY_ENTRY, context)),
    rules: secRules(secCode, description),
    odfi: isDigits(odfi) ? odfi : '',
    // PPD, CCD and WEB codes set no rule of their own on forward entries without addenda.
    clean: !iat && /^(PPD|CCD|WEB)$/.test(secCode),
    description,
    entryCount: 0,
    addendaCount: 0,
    hashSum: 0,
    debit: 0,
    credit: 0,
    lastTrace: null,
    category: null,
    entries: [],
  };
}

/**
 * The record-by-record state machine both readers share: it places records into batches and entries,
 * validates each as soon as it is complete, keeps running totals, and hands out each batch as it closes.
 * With `keepEntries` off it holds at most one batch header and one entry at a time, which is what lets the
 * stream reader read a file of any size in constant memory and still report exactly what readAchFile does.
 *
 * @example
 * const assembler = createAssembler(problems, true, (batch) => batches.push(batch));
 * for (const record of records) assembler.record(record);
 * assembler.finish().computed.batchCount; // batches.length
 */
export function createAssembler(problems: Problems, keepEntries: boolean, onBatch: BatchListener): Assembler {
  let header: LineText | null = null;
  let control: LineText | null = null;
  let batch: BatchState | null = null;
  // The entry whose addenda are being read; one object reused for every entry (nothing keeps it), `reading`
  // while there is one.
  const entry: PendingEntry & { reading: boolean } = {
    line: 0,
    text: '',
    source: '',
    at: 0,
    addenda: [],
    reading: false,
  };
  let entryInBatch = false;
  let previousBatchNumber: string | null = null;
  let recordCount = 0;
  let batchCount = 0;
  let advBatches = 0;
  const orphans: Entry[] = [];
  let orphanCount = 0;
  // Sums of recomputed batch totals (the file's "computed") and of the batch controls (what moov-io/ach
  // compares the file control with, so one wrong entry is reported at its batch only).
  const computed: Sums = [0, 0, 0, 0];
  const controls: Sums = [0, 0, 0, 0];

  const flushEntry = () => {
    if (!entry.reading) return;
    const pending = entry;
    entry.reading = false;
    const open = entryInBatch ? batch : null;
    // Entries without addenda in PPD, CCD and WEB batches are first read in place (cleanEntryAmount); only
    // one that might have a problem is checked field by field.
    const cents =
      open?.clean && pending.addenda.length === 0 ? cleanEntryAmount(pending.source, pending.at, open) : -1;
    const amount = cents >= 0 ? cents : checkEntry(pending, open, problems);
    if (!open) {
      orphanCount++;
      if (keepEntries) {
        orphans.push(buildEntry(pending, entryLayout(layoutFor(pending.text))));
      }
      return;
    }
    open.entryCount++;
    open.addendaCount += pending.addenda.length;
    const rdfi = digitsValue(pending.text, 3, 11);
    if (rdfi >= 0) open.hashSum += rdfi;
    const direction = transactionDirection(twoCharsAt(pending.text, 1));
    if (amount !== null && direction) open[direction] += amount;
    if (keepEntries) open.entries.push(buildEntry(pending, open.entry));
  };

  const closeBatch = (batchControl: LineText | null) => {
    flushEntry();
    const closing = batch;
    if (!closing) return;
    batch = null;
    const { line, text, context, layout } = closing;
    const number = text.slice(87, 94);
    if (!batchControl) {
      reporter(problems, line, '5').error(
        'MissingBatchControl',
        `Batch ${number} has no batch control record.`,
      );
    }
    if (closing.entryCount === 0) {
      reporter(problems, line, '5').error('ErrBatchNoEntries', `Batch ${number} has no entries.`);
    }
    const stored = batchControl && checkBatchControl(closing, batchControl, problems);
    const sums = totals([
      closing.entryCount + closing.addendaCount,
      closing.hashSum,
      closing.debit,
      closing.credit,
    ]);
    add(computed, sums);
    add(controls, stored ?? sums);
    batchCount++;
    if (context.adv) advBatches++;
    const value = (name: string) => fieldText(layout, text, name).trim();
    onBatch({
      line,
      serviceClassCode: closing.serviceClassCode,
      serviceClassLabel: serviceClassLabel(closing.serviceClassCode),
      secCode: context.secCode,
      companyName: value(context.iat ? 'iatIndicator' : 'companyName'),
      companyId: value(context.iat ? 'originatorIdentification' : 'companyIdentification'),
      entryDescription: value('companyEntryDescription'),
      effectiveDate: value('effectiveEntryDate'),
      batchNumber: number,
      isIat: context.iat,
      header: decodeFields(layout, text),
      control: batchControl && decodeFields(layoutFor(batchControl.text, context), batchControl.text),
      entries: closing.entries,
      entryCount: closing.entryCount,
      addendaCount: closing.addendaCount,
      stored,
      computed: sums,
    });
  };

  return {
    record(record, source = record.text, at = 0) {
      const { line, text, typeCode } = record;
      if (typeCode === '') return;
      recordCount++;
      if (record.filler) return;
      // The record itself serves as its line and text; a reporter is made only for a problem found here.
      if (control) {
        return placementError(
          problems,
          record,
          'ErrExtraRecordsAfterFileControl',
          'Only lines of 9s may follow the file control record.',
        );
      }
      if (typeCode === '6') {
        flushEntry();
        entry.line = line;
        entry.text = text;
        entry.source = source;
        entry.at = at;
        // Emptied only when it holds something: setting an array's length is a slow call.
        if (entry.addenda.length > 0) entry.addenda = [];
        entry.reading = true;
        entryInBatch = batch !== null;
        if (!entryInBatch) {
          placementError(
            problems,
            record,
            'ErrFileEntryOutsideBatch',
            'Entry outside any batch: no batch header precedes it.',
          );
        }
      } else if (typeCode === '7') {
        if (entry.reading) {
          entry.addenda.push(record);
          if (!entryInBatch) {
            placementError(
              problems,
              record,
              'ErrFileAddendaOutsideBatch',
              'Addenda of an entry outside any batch.',
            );
          }
        } else {
          if (batch)
            placementError(
              problems,
              record,
              'ErrFileAddendaOutsideEntry',
              'Addenda before any entry of its batch.',
            );
          else placementError(problems, record, 'ErrFileAddendaOutsideBatch', 'Addenda outside any batch.');
          checkAddenda(record, null, 1, problems);
        }
      } else if (typeCode === '1') {
        if (header) placementError(problems, record, 'ErrFileHeader', 'A second file header.');
        else {
          header = record;
          if (recordCount > 1)
            placementError(problems, record, 'ErrFileHeader', 'The file header must be the first record.');
        }
        checkFileHeader(record, problems);
      } else if (typeCode === '5') {
        closeBatch(null);
        batch = openBatch(record);
        checkBatchHeader(batch, previousBatchNumber, problems);
        previousBatchNumber = text.slice(87, 94);
      } else if (typeCode === '8') {
        if (batch) closeBatch(record);
        else {
          flushEntry();
          placementError(
            problems,
            record,
            'ErrFileBatchControlOutsideBatch',
            'Batch control with no open batch to close.',
          );
        }
      } else if (typeCode === '9') {
        closeBatch(null);
        control = record;
      } else {
        placementError(
          problems,
          record,
          'ErrUnknownRecordType',
          `Record type ${JSON.stringify(typeCode)} is not 1, 5, 6, 7, 8 or 9.`,
        );
      }
    },

    finish() {
      closeBatch(null);
      const report = reporter(problems, null);
      if (!header) report.error('ErrFileHeader', 'No file header record (type 1).');
      const adv = batchCount > 0 && advBatches === batchCount;
      let stored: FileTotals | null = null;
      if (control) {
        stored = checkFileControl(
          control,
          adv,
          {
            batchCount,
            recordCount,
            entryAddendaCount: controls[0],
            entryHash: controls[1],
            debitCents: controls[2],
            creditCents: controls[3],
          },
          problems,
        );
      } else report.error('ErrFileControl', 'No file control record (type 9).');
      return {
        header,
        control,
        adv,
        orphanEntries: orphans,
        orphanCount,
        recordCount,
        stored,
        computed: { ...totals(computed), batchCount, blockCount: Math.ceil(recordCount / 10) },
      };
    },
  };
}
