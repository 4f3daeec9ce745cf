import type { FileTotals } from '../model.ts';

/** The transaction codes the writer originates: checking and savings credits, debits and their prenotes. */
export type WriteTransactionCode = '22' | '23' | '27' | '28' | '32' | '33' | '37' | '38';

/** One payment to or from a receiver's account. */
export interface AchEntrySpec {
  transactionCode: WriteTransactionCode;
  /** The receiver's bank routing number: 9 digits including the ABA check digit. */
  routing: string;
  /** The receiver's account number, up to 17 characters. */
  accountNumber: string;
  /** Whole cents, 0 for prenotes, at most 9,999,999,999 ($99,999,999.99). */
  amountCents: number;
  /** Individual name (PPD) or receiving company name (CCD); cut to 22 characters. */
  name: string;
  /** Individual ID / identification number, e.g. the contract number; up to 15 characters. */
  id?: string;
  /** Two characters for the receiving bank, rarely used. */
  discretionaryData?: string;
  /** Payment related information for one Addenda 05 record; cut to 80 characters. */
  addenda?: string;
}

/** One batch: one originator (company), one SEC code, one effective date. */
export interface AchBatchSpec {
  /** PPD for consumer accounts, CCD for business accounts. */
  secCode: 'PPD' | 'CCD';
  /** The originator as the receiver's statement shows it; cut to 16 characters. */
  companyName: string;
  /** The originator's company ID as assigned by the bank (often "1" + tax ID), up to 10 characters. */
  companyId: string;
  /** Cut to 20 characters. */
  companyDiscretionaryData?: string;
  /** What the receiver's statement says the payment is, e.g. "LEASE PMT"; cut to 10 characters. */
  entryDescription: string;
  /** Free text shown with the description, e.g. "MAR 26"; cut to 6 characters. */
  descriptiveDate?: string;
  /** The date the originator wants the entries to settle, ISO `YYYY-MM-DD`. */
  effectiveDate: string;
  /** The originating bank: its 8-digit ODFI identification, or its full 9-digit routing number. */
  odfiRouting: string;
  /** Left out, it follows from the entries: 220 credits only, 225 debits only, 200 mixed. */
  serviceClassCode?: '200' | '220' | '225';
  entries: AchEntrySpec[];
}

/** A whole file: the header's parties and creation time, and its batches. */
export interface AchFileSpec {
  /** Routing number of the bank (or ACH operator) the file goes to: 9 digits with check digit. */
  immediateDestination: string;
  /** Who sends the file: the ODFI routing number or an ID the bank assigned; up to 10 characters. */
  immediateOrigin: string;
  /** Cut to 23 characters. */
  immediateDestinationName?: string;
  /** Cut to 23 characters. */
  immediateOriginName?: string;
  /** ISO `YYYY-MM-DD` (UTC). */
  fileCreationDate: string;
  /** `HH:MM` (UTC); left out, the field stays blank. */
  fileCreationTime?: string;
  /** A-Z or 0-9 telling apart files sent the same day; default 'A'. */
  fileIdModifier?: string;
  /** Cut to 8 characters. */
  referenceCode?: string;
  /** Default '\n'; some banks want '\r\n'. */
  lineEnding?: '\n' | '\r\n';
  batches: AchBatchSpec[];
}

/** Why a spec cannot be written: where (`batches[0].entries[2].routing`), a code and a sentence. */
export interface WriteIssue {
  path: string;
  code:
    'required' | 'format' | 'routing' | 'too-long' | 'amount' | 'characters' | 'service-class' | 'too-many';
  message: string;
}

export type WriteResult =
  | {
      ok: true;
      text: string;
      /** Trace numbers given to the entries, per batch in spec order, for matching returns later. */
      traceNumbers: string[][];
      totals: FileTotals;
    }
  | { ok: false; issues: WriteIssue[] };
