export type {
  AchFile,
  Addenda,
  Batch,
  BatchTotals,
  Entry,
  FieldValue,
  FileTotals,
  Problem,
  RawRecord,
  RecordTypeCode,
  Severity,
} from './model.ts';
export { readAchFile } from './read/read-ach-file.ts';
export { plainEntry, type EntryJson } from './read/build-entry.ts';
export { describeRecord } from './layouts/describe-record.ts';
export type { RecordContext } from './layouts/record-layouts.ts';
export { returnAddendaKind, returnCodeDescription } from './codes/return-codes.ts';
export { changeCodeDescription } from './codes/change-codes.ts';
export { transactionCodeLabel, transactionDirection, transactionKind } from './codes/transaction-codes.ts';
export type { TransactionKind } from './codes/transaction-codes.ts';
export { serviceClassLabel } from './codes/service-class.ts';
export { secCodeDescription } from './codes/sec-codes.ts';
export { abaCheckDigit, isValidRouting } from './routing/aba.ts';
export { dollars } from './validate/format.ts';
export { createAchStreamReader, readAchStream } from './stream/stream-reader.ts';
export type {
  AchStreamReader,
  AchStreamSummary,
  AchStreamUpdate,
  BatchSummary,
} from './stream/stream-reader.ts';
export { writeAchFile } from './write/write-ach-file.ts';
export type {
  AchBatchSpec,
  AchEntrySpec,
  AchFileSpec,
  WriteIssue,
  WriteResult,
  WriteTransactionCode,
} from './write/spec.ts';
