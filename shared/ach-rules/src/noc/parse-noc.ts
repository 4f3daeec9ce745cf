import { changeCodeDescription, isValidRouting, transactionCodeLabel } from '@lendline/nacha';
import type { AchAccountType } from '../entries/account-type.ts';

// A notification of change carries the right value in the 29-character "corrected data" field of its
// Addenda 98 (positions 36-64), laid out per change code (Nacha Appendix 5):
//   C01  account number in 1-17                 C02  routing number in 1-9
//   C03  routing 1-9, 3 spaces, account 13-29   C05  transaction code in 1-2
//   C06  account 1-17, 3 spaces, code 21-22     C07  routing 1-9, account 10-26, code 27-28
// Some software right-justifies the last part instead (moov-io/ach writes C03, C06 and C07 that way), so
// after the Nacha layout the parser also accepts the same values split by spaces.

/** The change codes that correct a mandate's bank details; the others (names, IDs) are not applied here. */
export const BANK_DETAIL_CHANGE_CODES = ['C01', 'C02', 'C03', 'C05', 'C06', 'C07'] as const;
export type BankDetailChangeCode = (typeof BANK_DETAIL_CHANGE_CODES)[number];

type Corrected =
  | { code: 'C01'; accountNumber: string }
  | { code: 'C02'; routingNumber: string }
  | { code: 'C03'; routingNumber: string; accountNumber: string }
  | { code: 'C05'; transactionCode: string; accountType: AchAccountType }
  | { code: 'C06'; accountNumber: string; transactionCode: string; accountType: AchAccountType }
  | {
      code: 'C07';
      routingNumber: string;
      accountNumber: string;
      transactionCode: string;
      accountType: AchAccountType;
    };

/** A parsed correction: the code, nacha's description of it, the account it names and the right values. */
export type NocCorrection = Corrected & {
  description: string;
  /** The account the NOC is about, from the original entry: only that account may be corrected. */
  names: { rdfiIdentification: string; accountNumber: string };
};

export interface NocInput {
  changeCode: string;
  /** The Addenda 98 corrected data field (29 characters; shorter text is read as space-padded). */
  correctedData: string;
  /** The original entry's receiving DFI identification (8 digits; a 9-digit routing number also does). */
  originalRdfi: string;
  /** The original entry's DFI account number. */
  originalAccountNumber: string;
}

export type NocParse = { ok: true; correction: NocCorrection } | { ok: false; reason: string };

const ACCOUNT = /^\S{1,17}$/;
const TRANSACTION = /^\d\d$/;

/**
 * Reads a notification of change's corrected data into a typed correction, or says why it cannot be used:
 * a code that does not correct bank details, a field that does not follow the code's layout, a routing
 * number whose ABA check digit is wrong, a transaction code for neither a checking nor a savings account.
 *
 * @example
 * parseNoc({ changeCode: 'C03', correctedData: '121042882   987654321',
 *   originalRdfi: '09101298', originalAccountNumber: '1918171614' });
 * // { ok: true, correction: { code: 'C03', routingNumber: '121042882', accountNumber: '987654321',
 * //   description: 'Incorrect routing number and incorrect DFI account number',
 * //   names: { rdfiIdentification: '09101298', accountNumber: '1918171614' } } }
 */
export function parseNoc(input: NocInput): NocParse {
  const code = input.changeCode;
  const description = changeCodeDescription(code);
  if (!(BANK_DETAIL_CHANGE_CODES as readonly string[]).includes(code) || description === null)
    return {
      ok: false,
      reason: `${code}${description ? ` (${description})` : ''} is not a bank-detail correction; only ${BANK_DETAIL_CHANGE_CODES.join(', ')} change a mandate.`,
    };
  if (input.correctedData.length > 29)
    return { ok: false, reason: `${code}: the corrected data is longer than its 29 characters.` };
  const field = input.correctedData.padEnd(29, ' ');
  const corrected = read(code as BankDetailChangeCode, field);
  if (typeof corrected === 'string') return { ok: false, reason: `${code} (${description}): ${corrected}` };
  return {
    ok: true,
    correction: {
      ...corrected,
      description,
      names: {
        rdfiIdentification: input.originalRdfi.trim().slice(0, 8),
        accountNumber: input.originalAccountNumber.trim(),
      },
    },
  };
}

const badLayout = 'the corrected data does not follow the layout Nacha sets for this code.';

function routing(text: string): string | { error: string } {
  if (!/^\d{9}$/.test(text)) return { error: badLayout };
  return isValidRouting(text)
    ? text
    : { error: `the corrected routing number ${text} fails the ABA check digit, so it is not applied.` };
}

function accountType(transactionCode: string): AchAccountType | { error: string } {
  if (/^[23][2378]$/.test(transactionCode)) return transactionCode[0] === '2' ? 'CHECKING' : 'SAVINGS';
  return {
    error: `the corrected transaction code ${transactionCodeLabel(transactionCode)} is not a checking or savings entry a mandate can use.`,
  };
}

/** Splits what follows a fixed part into account and transaction code, by the Nacha columns or by spaces. */
function accountAndCode(rest: string, codeAt: number): [string, string] | null {
  const account = rest.slice(0, codeAt).trim();
  const transaction = rest.slice(codeAt, codeAt + 2);
  if (ACCOUNT.test(account) && TRANSACTION.test(transaction) && rest.slice(codeAt + 2).trim() === '')
    return [account, transaction];
  const words = rest.trim().split(/\s+/);
  return words.length === 2 && ACCOUNT.test(words[0]!) && TRANSACTION.test(words[1]!)
    ? [words[0]!, words[1]!]
    : null;
}

function read(code: BankDetailChangeCode, field: string): Corrected | string {
  const whole = field.trim();
  switch (code) {
    case 'C01':
      return ACCOUNT.test(whole) ? { code, accountNumber: whole } : badLayout;
    case 'C02': {
      const routingNumber = routing(whole);
      return typeof routingNumber === 'string' ? { code, routingNumber } : routingNumber.error;
    }
    case 'C03': {
      const routingNumber = routing(field.slice(0, 9));
      const accountNumber = field.slice(9).trim();
      if (typeof routingNumber !== 'string') return routingNumber.error;
      return ACCOUNT.test(accountNumber) ? { code, routingNumber, accountNumber } : badLayout;
    }
    case 'C05': {
      if (!TRANSACTION.test(whole)) return badLayout;
      const type = accountType(whole);
      return typeof type === 'string' ? { code, transactionCode: whole, accountType: type } : type.error;
    }
    case 'C06':
    case 'C07': {
      const routingNumber = code === 'C07' ? routing(field.slice(0, 9)) : null;
      if (routingNumber !== null && typeof routingNumber !== 'string') return routingNumber.error;
      const parts = code === 'C07' ? accountAndCode(field.slice(9), 17) : accountAndCode(field, 20);
      if (!parts) return badLayout;
      const [accountNumber, transactionCode] = parts;
      const type = accountType(transactionCode);
      if (typeof type !== 'string') return type.error;
      return routingNumber === null
        ? { code: 'C06', accountNumber, transactionCode, accountType: type }
        : { code: 'C07', routingNumber, accountNumber, transactionCode, accountType: type };
    }
  }
}
