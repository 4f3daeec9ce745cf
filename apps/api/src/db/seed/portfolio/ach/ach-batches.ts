import { addBankingDays, isBankingDay } from '@lendline/ach-rules';
import type { SeedMandate } from './ach-mandates.ts';

export type SeedBatchStatus =
  | 'DRAFT'
  | 'PENDING_APPROVAL'
  | 'REJECTED'
  | 'FILE_GENERATED'
  | 'REOPEN_REQUESTED'
  | 'TRANSMITTED'
  | 'SETTLED'
  | 'CLOSED';

export interface SeedInvoice {
  id: number;
  contractId: number;
  dueDate: string;
  status: string;
  amountPaidCents: number;
  balanceCents: number;
  invoiceNumber: string;
}

export interface SeedEntry {
  id: number;
  batch: SeedBatch;
  mandate: SeedMandate;
  invoice: SeedInvoice | null;
  routing: string;
  account: string;
  transactionCode: number;
  amountCents: number;
  status: 'SCHEDULED' | 'HELD' | 'SENT' | 'SETTLED' | 'RETURNED';
  holdReason: string | null;
  trace: string | null;
  presentment: number;
  reinitiationOf: number | null;
}

export interface SeedBatch {
  id: number;
  name: string;
  purpose: 'COLLECTION' | 'REINITIATION' | 'REVERSAL';
  secCode: 'CCD' | 'PPD';
  description: string;
  effectiveDate: string;
  status: SeedBatchStatus;
  modifier: string | null;
  reversalOf: number | null;
  rejectReason: string | null;
  entries: SeedEntry[];
}

/** The banking day on or before `day`. */
export const bankingDayOnOrBefore = (day: string) => (isBankingDay(day) ? day : addBankingDays(day, -1));

export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Names batches `ACH-YYYYMMDD-NN` as the builder does, numbering on per effective date, and ids them.
 */
export class BatchBook {
  readonly batches: SeedBatch[] = [];
  private readonly perDay = new Map<string, number>();
  private entryCount = 0;

  constructor(
    private readonly firstBatchId: number,
    private readonly firstEntryId: number,
  ) {}

  add(batch: Omit<SeedBatch, 'id' | 'name' | 'entries'>): SeedBatch {
    const n = (this.perDay.get(batch.effectiveDate) ?? 0) + 1;
    this.perDay.set(batch.effectiveDate, n);
    const made: SeedBatch = {
      ...batch,
      id: this.firstBatchId + this.batches.length,
      name: `ACH-${batch.effectiveDate.replaceAll('-', '')}-${String(n).padStart(2, '0')}`,
      entries: [],
    };
    this.batches.push(made);
    return made;
  }

  entry(batch: SeedBatch, fields: Omit<SeedEntry, 'id' | 'batch'>): SeedEntry {
    const entry: SeedEntry = { ...fields, id: this.firstEntryId + this.entryCount, batch };
    this.entryCount += 1;
    batch.entries.push(entry);
    return entry;
  }
}

/** Debit 27 checking / 37 savings; a reversal's offsetting credit 22 / 32. */
export const debitCode = (mandate: SeedMandate) => (mandate.accountType === 'SAVINGS' ? 37 : 27);
export const creditCode = (mandate: SeedMandate) => (mandate.accountType === 'SAVINGS' ? 32 : 22);

/**
 * The control record's figures over the entries the file carries (every one not held): count, debits and
 * credits in cents, and the entry hash (sum of the receiving banks' 8-digit prefixes, last 10 digits).
 */
export function batchTotals(batch: SeedBatch) {
  let count = 0;
  let debit = 0;
  let credit = 0;
  let hash = 0n;
  for (const entry of batch.entries) {
    if (entry.status === 'HELD') continue;
    count += 1;
    if ([27, 28, 37, 38].includes(entry.transactionCode)) debit += entry.amountCents;
    else credit += entry.amountCents;
    hash += BigInt(entry.routing.slice(0, 8));
  }
  return { count, debit, credit, hash: hash % 10_000_000_000n };
}
