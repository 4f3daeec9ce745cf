import type { WriteTransactionCode } from '@lendline/nacha';
import type { AchAccountType } from './account-type.ts';

/** Who holds the debited account: a business, or a person (a sole proprietor's personal account too). */
export type AccountHolderKind = 'BUSINESS' | 'CONSUMER';

/** The two SEC codes a lessor's debits use. */
export type LeaseSecCode = 'CCD' | 'PPD';

/**
 * The SEC code for entries to an account: CCD for a business's account, PPD for a consumer's. A CCD debit
 * to a consumer account comes back R05 (counted as unauthorised), and PPD needs the consumer's written or
 * similarly authenticated authorisation, so the choice follows the account, not the size of the lessee.
 *
 * @example
 * secCodeFor('BUSINESS'); // 'CCD'
 * secCodeFor('CONSUMER'); // 'PPD'
 */
export function secCodeFor(holder: AccountHolderKind): LeaseSecCode {
  return holder === 'BUSINESS' ? 'CCD' : 'PPD';
}

export interface EntryKind {
  accountType: AchAccountType;
  direction: 'debit' | 'credit';
  /** A zero-dollar prenote that tests the account before live entries. */
  prenote: boolean;
}

// Nacha's first digit names the account (2 checking, 3 savings), the second the action: 2 credit,
// 3 credit prenote, 7 debit, 8 debit prenote. @lendline/nacha's transactionCodeLabel words each one.
const ACTION = { debit: { live: '7', prenote: '8' }, credit: { live: '2', prenote: '3' } } as const;

/**
 * The transaction code of an entry: checking debit 27 / prenote 28, savings debit 37 / prenote 38,
 * checking credit 22 / prenote 23, savings credit 32 / prenote 33. The result is a code nacha's writer takes.
 *
 * @example
 * transactionCodeFor({ accountType: 'SAVINGS', direction: 'debit', prenote: false }); // '37'
 * transactionCodeFor({ accountType: 'CHECKING', direction: 'credit', prenote: true }); // '23'
 */
export function transactionCodeFor(kind: EntryKind): WriteTransactionCode {
  const account = kind.accountType === 'CHECKING' ? '2' : '3';
  return `${account}${ACTION[kind.direction][kind.prenote ? 'prenote' : 'live']}` as WriteTransactionCode;
}
