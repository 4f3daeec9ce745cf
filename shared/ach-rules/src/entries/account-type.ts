// The values the API's mandates store (migration 0021 checks the same two).

/** The kind of deposit account a mandate debits. */
export type AchAccountType = 'CHECKING' | 'SAVINGS';

/** The bank details of a mandate that entries and NOCs are about. */
export interface MandateBankFields {
  /** Nine digits, the last the ABA check digit. */
  routingNumber: string;
  /** The DFI account number, up to 17 characters. */
  accountNumber: string;
  accountType: AchAccountType;
}

/**
 * An account number as it may be shown: masked to its last 4 characters, as everywhere in the app.
 *
 * @example
 * maskAccount('000123456789'); // '••••6789'
 */
export function maskAccount(accountNumber: string): string {
  return `••••${accountNumber.trim().slice(-4)}`;
}
