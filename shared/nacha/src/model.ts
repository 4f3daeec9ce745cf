// The parsed shape of a NACHA file: what the reader produces, what the validator reports on, what the
// viewer widget and the command line show. Field positions are 1-based columns, as the NACHA rules print them.

/** Record type codes: 1 file header, 5 batch header, 6 entry detail, 7 addenda, 8 batch control, 9 file control. */
export type RecordTypeCode = '1' | '5' | '6' | '7' | '8' | '9';

/** One physical record after line splitting and normalising (always 94 characters once padded or cut). */
export interface RawRecord {
  /** 1-based line number in the file as the user sees it (for files without line breaks: the 94-char slot). */
  line: number;
  /** The record text normalised to 94 characters. */
  text: string;
  /** The first character of the original line ('' for a blank line). */
  typeCode: string;
  /** The record is all 9s padding (blocking filler after the file control). */
  filler: boolean;
}

/** A decoded field of a record: enough for a raw view to highlight it and a detail view to label it. */
export interface FieldValue {
  /** Stable machine name in camelCase, e.g. `receivingDfiIdentification`. */
  name: string;
  /** Label for people, e.g. "RDFI routing". */
  label: string;
  /** First column (1-based, inclusive). */
  start: number;
  /** Last column (1-based, inclusive). */
  end: number;
  /** The raw text of those columns. */
  raw: string;
}

export type Severity = 'error' | 'warning';

/** One problem found by reading or validating. Every problem is reported, never only the first. */
export interface Problem {
  severity: Severity;
  /** moov-io/ach's error name where moov has one (e.g. `ErrValidCheckDigit`), our own otherwise. */
  code: string;
  /** Plain-English sentence for operations staff. */
  message: string;
  /** 1-based line number, null for whole-file problems with no line (e.g. a missing file control). */
  line: number | null;
  /** Record type the problem is in, null when it is not about one record. */
  recordType: RecordTypeCode | null;
  /** Field name (a `FieldValue.name`) and its columns, when the problem is about one field. */
  field: { name: string; start: number; end: number } | null;
}

export interface Addenda {
  line: number;
  /** Addenda type code: '02', '05', '10'..'18', '98', '99'. */
  typeCode: string;
  /** Payment related information (05), or the raw text of the addenda's data area for other types. */
  paymentInfo: string | null;
  /** 99 returns: R-code and its description; 98 NOCs: C-code and its description. */
  reasonCode: string | null;
  reasonDescription: string | null;
  /** 98: corrected data; 99: addenda information. */
  correctedData: string | null;
  originalTraceNumber: string | null;
  fields: FieldValue[];
}

/**
 * An entry detail record with its addenda. Entries read from a file hold their record text and expose most
 * of these as getters cut from it on access: JSON.stringify gives every property, but a spread or
 * structuredClone copies only `line` and `addenda`; copy with `plainEntry` instead.
 */
export interface Entry {
  line: number;
  transactionCode: string;
  /** "27 Checking Debit", "22 Checking Credit", "81 ADV Credit for ACH debits originated" … */
  transactionLabel: string;
  /** 'debit' | 'credit' | 'prenote' | 'zero' | 'unknown' from the transaction code. */
  kind: 'debit' | 'credit' | 'prenote' | 'zero' | 'unknown';
  /** 9 digits: 8-digit RDFI id + check digit as written. */
  rdfiRouting: string;
  /** DFI account number, trimmed. The widget masks it; the library never does. */
  accountNumber: string;
  /** Amount in cents (ADV amounts are 12 digits and still fit a safe integer). Null when unreadable. */
  amountCents: number | null;
  /** Individual id / identification number (layout depends on SEC), trimmed. */
  individualId: string;
  /** Individual / receiving company name, trimmed. */
  name: string;
  traceNumber: string;
  addendaIndicator: string;
  addenda: Addenda[];
  fields: FieldValue[];
}

export interface BatchTotals {
  entryAddendaCount: number;
  /** Sum of the 8-digit RDFI ids, last 10 digits, as the 10-char string a control record holds. */
  entryHash: string;
  debitCents: number;
  creditCents: number;
}

export interface Batch {
  /** Line of the batch header, or of the first record when the header is missing. */
  line: number;
  serviceClassCode: string;
  /** "200 Mixed debits and credits", "220 Credits only", "225 Debits only", "280 ADV". */
  serviceClassLabel: string;
  secCode: string;
  companyName: string;
  companyId: string;
  entryDescription: string;
  effectiveDate: string;
  batchNumber: string;
  isIat: boolean;
  header: FieldValue[] | null;
  control: FieldValue[] | null;
  entries: Entry[];
  /** Entry detail records in the batch (also when entries are not kept, as in the stream reader). */
  entryCount: number;
  /** Addenda records attached to the batch's entries. */
  addendaCount: number;
  /** Totals as stored in the batch control (null when it is missing or unreadable). */
  stored: BatchTotals | null;
  /** Totals recomputed from the entries and addenda. */
  computed: BatchTotals;
}

export interface FileTotals extends BatchTotals {
  batchCount: number;
  blockCount: number;
}

export interface AchFile {
  header: FieldValue[] | null;
  control: FieldValue[] | null;
  /** Convenience copies of header fields, '' when the header is missing. */
  immediateDestination: string;
  immediateOrigin: string;
  immediateDestinationName: string;
  immediateOriginName: string;
  fileCreationDate: string;
  fileCreationTime: string;
  fileIdModifier: string;
  batches: Batch[];
  /** Entries and addenda that sit outside any batch (bank return snippets); reported as problems too. */
  orphanEntries: Entry[];
  stored: FileTotals | null;
  computed: FileTotals;
  problems: Problem[];
  /** Every physical record, in order, for the raw view. */
  records: RawRecord[];
  /** How the text was read: line ending found and the text encoding assumed. */
  lineEnding: 'LF' | 'CRLF' | 'CR' | 'none' | 'mixed';
  encoding: 'ascii' | 'utf-8' | 'windows-1252';
}
