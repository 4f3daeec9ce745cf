/**
 * How ACH keeps account numbers: encrypted at rest with the key the credit applications' personal numbers
 * use (the app layer passes that cipher in, since features do not import each other). Only the last 4
 * digits are ever stored readable.
 */
export interface AccountCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}
