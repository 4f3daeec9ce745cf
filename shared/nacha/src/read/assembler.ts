import { serviceClassLabel } from '../codes/service-class.ts';
import { transactionDirection } from '../codes/transaction-codes.ts';
import { decodeFields, fieldText } from '../layouts/layout.ts';
import { isIatBatchHeader, layoutFor } from '../layouts/record-layouts.ts';
import type { Batch, BatchTotals, Entry, FileTotals, RawRecord } from '../model.ts';
import { checkBatchControl, checkBatchHeader, formatHash } from '../validate/batch-records.ts';
import { checkEntry } from '../validate/entry-rules.ts';
import { isDigits } from '../validate/field-checks.ts';
import { checkAddenda } from '../validate/addenda-rules.ts';
import { checkFileControl, checkFileHeader } from '../validate/file-records.ts';
import type { Problems } from '../validate/problem.ts';
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

function totals(count: number, hash: number, debit: number, credit: number): BatchTotals {
  return { entryAddendaCount: count, entryHash: formatHash(hash), debitCents: debit, creditCents: credit };
}

/**
 * The record-by-record state machine both readers share: it places records into batches and entries,
 * validates each as soon as it is complete, keeps running totals, and hands out each batch as it closes.
 * With `keepEntries` off it holds at most one batch header and one entry at a time, which is what lets the
 * stream reader read a file of any size in constant memory and still report exactly what readAchFile does.
 *
 * @example
 * const assembler = new Assembler(problems, true, (batch) => batches.push(batch));
 * for (const record of records) assembler.record(record);
 * assembler.finish().computed.batchCount; // batches.length
 */
export class Assembler {
  private header: LineText | null = null;
  private control: LineText | null = null;
  private batch: BatchState | null = null;
  private entry: PendingEntry | null = null;
  private entryInBatch = false;
  private previousBatchNumber: string | null = null;
  private recordCount = 0;
  private batchCount = 0;
  private advBatches = 0;
  private readonly orphans: Entry[] = [];
  private orphanCount = 0;
  // Sums of recomputed batch totals (the file's "computed") and of the batch controls (what moov-io/ach
  // compares the file control with, so one wrong entry is reported at its batch only).
  private readonly computed = { count: 0, hash: 0, debit: 0, credit: 0 };
  private readonly controls = { count: 0, hash: 0, debit: 0, credit: 0 };

  constructor(
    private readonly problems: Problems,
    private readonly keepEntries: boolean,
    private readonly onBatch: BatchListener,
  ) {}

  record(record: RawRecord): void {
    if (record.typeCode === '') return;
    this.recordCount++;
    if (record.filler) return;
    const item: LineText = { line: record.line, text: record.text };
    const place = { line: record.line, recordType: record.typeCode };
    if (this.control !== null) {
      this.problems.error(
        'ErrExtraRecordsAfterFileControl',
        'Only lines of 9s may follow the file control record.',
        place,
      );
      return;
    }
    switch (record.typeCode) {
      case '1':
        return this.fileHeader(item);
      case '5':
        this.flushEntry();
        this.closeBatch(null);
        return this.openBatch(item);
      case '6':
        this.flushEntry();
        this.entry = { line: item.line, text: item.text, addenda: [] };
        this.entryInBatch = this.batch !== null;
        if (!this.entryInBatch) {
          this.problems.error(
            'ErrFileEntryOutsideBatch',
            'This entry is not inside a batch: no open batch header precedes it.',
            place,
          );
        }
        return;
      case '7':
        return this.addenda(item);
      case '8':
        this.flushEntry();
        if (this.batch === null) {
          this.problems.error(
            'ErrFileBatchControlOutsideBatch',
            'This batch control has no open batch to close.',
            place,
          );
        } else this.closeBatch(item);
        return;
      case '9':
        this.flushEntry();
        this.closeBatch(null);
        this.control = item;
        return;
      default:
        this.problems.error(
          'ErrUnknownRecordType',
          `Record type ${JSON.stringify(record.typeCode)} is not 1, 5, 6, 7, 8 or 9.`,
          place,
        );
    }
  }

  finish(): AssembledFile {
    this.flushEntry();
    this.closeBatch(null);
    if (this.header === null) {
      this.problems.error('ErrFileHeader', 'The file has no file header record (type 1).', null);
    }
    const adv = this.batchCount > 0 && this.advBatches === this.batchCount;
    const { count, hash, debit, credit } = this.computed;
    const computed: FileTotals = {
      ...totals(count, hash, debit, credit),
      batchCount: this.batchCount,
      blockCount: Math.ceil(this.recordCount / 10),
    };
    let stored: FileTotals | null = null;
    if (this.control === null) {
      this.problems.error('ErrFileControl', 'The file has no file control record (type 9).', null);
    } else {
      stored = checkFileControl(
        this.control,
        adv,
        {
          batchCount: this.batchCount,
          recordCount: this.recordCount,
          entryAddendaCount: this.controls.count,
          entryHash: this.controls.hash,
          debitCents: this.controls.debit,
          creditCents: this.controls.credit,
        },
        this.problems,
      );
    }
    return {
      header: this.header,
      control: this.control,
      adv,
      orphanEntries: this.orphans,
      orphanCount: this.orphanCount,
      recordCount: this.recordCount,
      stored,
      computed,
    };
  }

  private fileHeader(item: LineText): void {
    if (this.header !== null) {
      this.problems.error('ErrFileHeader', 'A second file header: a file has exactly one.', {
        line: item.line,
        recordType: '1',
      });
    } else {
      this.header = item;
      if (this.recordCount > 1) {
        this.problems.error('ErrFileHeader', 'The file header must be the first record.', {
          line: item.line,
          recordType: '1',
        });
      }
    }
    checkFileHeader(item, this.problems);
  }

  private openBatch(item: LineText): void {
    const iat = isIatBatchHeader(item.text);
    const header = layoutFor(item.text, { iat });
    const secCode = fieldText(header, item.text, 'standardEntryClassCode');
    this.batch = {
      ...item,
      layout: header,
      context: { secCode, iat, adv: secCode === 'ADV' },
      serviceClassCode: item.text.slice(1, 4),
      odfi: item.text.slice(79, 87),
      description: fieldText(header, item.text, 'companyEntryDescription'),
      entryCount: 0,
      addendaCount: 0,
      hash: 0,
      debit: 0,
      credit: 0,
      lastTrace: null,
      category: null,
      entries: [],
    };
    checkBatchHeader(this.batch, this.previousBatchNumber, this.problems);
    this.previousBatchNumber = item.text.slice(87, 94);
  }

  private addenda(item: LineText): void {
    const place = { line: item.line, recordType: '7' };
    if (this.entry !== null) {
      this.entry.addenda.push(item);
      if (!this.entryInBatch) {
        this.problems.error(
          'ErrFileAddendaOutsideBatch',
          'This addenda belongs to an entry outside any batch.',
          place,
        );
      }
      return;
    }
    this.problems.error(
      this.batch === null ? 'ErrFileAddendaOutsideBatch' : 'ErrFileAddendaOutsideEntry',
      this.batch === null
        ? 'This addenda is outside any batch.'
        : 'This addenda comes before any entry of its batch.',
      place,
    );
    checkAddenda(item, null, 1, this.problems);
  }

  private flushEntry(): void {
    const entry = this.entry;
    if (entry === null) return;
    this.entry = null;
    const batch = this.entryInBatch ? this.batch : null;
    const amount = checkEntry(entry, batch, this.problems);
    if (batch === null) {
      this.orphanCount++;
      if (this.keepEntries) this.orphans.push(buildEntry(entry, {}, amount));
      return;
    }
    batch.entryCount++;
    batch.addendaCount += entry.addenda.length;
    const rdfi = entry.text.slice(3, 11);
    if (isDigits(rdfi)) batch.hash += Number(rdfi);
    const direction = transactionDirection(entry.text.slice(1, 3));
    if (amount !== null && direction === 'debit') batch.debit += amount;
    if (amount !== null && direction === 'credit') batch.credit += amount;
    if (this.keepEntries) batch.entries.push(buildEntry(entry, batch.context, amount));
  }

  private closeBatch(control: LineText | null): void {
    const batch = this.batch;
    if (batch === null) return;
    this.batch = null;
    const place = { line: batch.line, recordType: '5' };
    const number = batch.text.slice(87, 94);
    if (control === null) {
      this.problems.error('MissingBatchControl', `Batch ${number} has no batch control record.`, place);
    }
    if (batch.entryCount === 0) {
      this.problems.error('ErrBatchNoEntries', `Batch ${number} has no entries.`, place);
    }
    const stored = control === null ? null : checkBatchControl(batch, control, this.problems);
    const computed = totals(batch.entryCount + batch.addendaCount, batch.hash, batch.debit, batch.credit);
    this.add(this.computed, computed);
    this.add(this.controls, stored ?? computed);
    this.batchCount++;
    if (batch.context.adv) this.advBatches++;
    const header = batch.layout;
    const value = (name: string) => fieldText(header, batch.text, name).trim();
    const serviceClassCode = batch.serviceClassCode;
    this.onBatch({
      line: batch.line,
      serviceClassCode,
      serviceClassLabel: serviceClassLabel(serviceClassCode),
      secCode: batch.context.secCode,
      companyName: value(batch.context.iat ? 'iatIndicator' : 'companyName'),
      companyId: value(batch.context.iat ? 'originatorIdentification' : 'companyIdentification'),
      entryDescription: value('companyEntryDescription'),
      effectiveDate: value('effectiveEntryDate'),
      batchNumber: number,
      isIat: batch.context.iat,
      header: decodeFields(header, batch.text),
      control: control === null ? null : decodeFields(layoutFor(control.text, batch.context), control.text),
      entries: batch.entries,
      entryCount: batch.entryCount,
      addendaCount: batch.addendaCount,
      stored,
      computed,
    });
  }

  private add(sum: { count: number; hash: number; debit: number; credit: number }, batch: BatchTotals): void {
    sum.count += batch.entryAddendaCount;
    sum.hash += Number(batch.entryHash);
    sum.debit += batch.debitCents;
    sum.credit += batch.creditCents;
  }
}
