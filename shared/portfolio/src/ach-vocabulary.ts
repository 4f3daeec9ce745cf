// ACH (issue 24; /work docs: domain.md §2.9): the value lists of mandates, batches, entries, re-open
// requests and imported returns. The database checks the same lists (migration 0021) and the wire schemas
// picklist them, so a code added on one side only fails a contract test.

/**
 * Where a batch stands. Approval moves a batch to APPROVED and queues the file job, which makes it
 * FILE_GENERATED; a re-open returns it to DRAFT with its old file voided. TRANSMITTED is final for edits:
 * a correction after that is a reversal batch.
 *
 * @example
 * DRAFT → PENDING_APPROVAL → APPROVED → FILE_GENERATED → TRANSMITTED → SETTLED → CLOSED
 *           └→ REJECTED → DRAFT        FILE_GENERATED → REOPEN_REQUESTED → DRAFT | FILE_GENERATED
 */
export const ACH_BATCH_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'REJECTED',
  'APPROVED',
  'FILE_GENERATED',
  'REOPEN_REQUESTED',
  'TRANSMITTED',
  'SETTLED',
  'CLOSED',
] as const;
export type AchBatchStatus = (typeof ACH_BATCH_STATUSES)[number];

/**
 * Why a batch exists: rent collections from due invoices, zero-dollar prenotes that test a new account,
 * re-presentments of R01/R09 returns (entry description "RETRY PMT", Nacha), return fees ("RETURN FEE")
 * and reversals of a transmitted batch ("REVERSAL").
 */
export const ACH_BATCH_PURPOSES = [
  'COLLECTION',
  'PRENOTE',
  'REINITIATION',
  'RETURN_FEE',
  'REVERSAL',
] as const;
export type AchBatchPurpose = (typeof ACH_BATCH_PURPOSES)[number];

/** CCD for a business lessee's account, PPD for a consumer's (sole proprietor signing as a person). */
export const ACH_SEC_CODES = ['CCD', 'PPD'] as const;
export type AchSecCode = (typeof ACH_SEC_CODES)[number];

export const ACH_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type AchAccountType = (typeof ACH_ACCOUNT_TYPES)[number];

/** How the lessee authorised the debits (Nacha: a written or similarly authenticated authorisation). */
export const ACH_AUTH_METHODS = ['WRITTEN', 'ELECTRONIC', 'RECORDED_ORAL'] as const;
export type AchAuthMethod = (typeof ACH_AUTH_METHODS)[number];

/**
 * A mandate's prenote: REQUIRED until one is sent, SENT while in a batch on its way, VERIFIED once it
 * settled with no return (live debits from the 3rd banking day after, Nacha 2.6.3), FAILED when returned,
 * WAIVED when the account was verified another way.
 */
export const ACH_PRENOTE_STATUSES = ['REQUIRED', 'SENT', 'VERIFIED', 'FAILED', 'WAIVED'] as const;
export type AchPrenoteStatus = (typeof ACH_PRENOTE_STATUSES)[number];

/**
 * An entry: SCHEDULED in a batch not yet sent, HELD out of the file by the operator (its invoice free for
 * another batch), SENT in a transmitted file, SETTLED on its effective date, RETURNED by the bank.
 */
export const ACH_ENTRY_STATUSES = ['SCHEDULED', 'HELD', 'SENT', 'SETTLED', 'RETURNED'] as const;
export type AchEntryStatus = (typeof ACH_ENTRY_STATUSES)[number];

export const ACH_REOPEN_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AchReopenStatus = (typeof ACH_REOPEN_STATUSES)[number];

/** A line of an imported bank file: a return (R codes) or a notification of change (C codes). */
export const ACH_RETURN_KINDS = ['RETURN', 'NOC'] as const;
export type AchReturnKind = (typeof ACH_RETURN_KINDS)[number];

/** Where an imported return file came from. */
export const ACH_RETURN_FILE_SOURCES = ['UPLOAD', 'SFTP'] as const;
export type AchReturnFileSource = (typeof ACH_RETURN_FILE_SOURCES)[number];
