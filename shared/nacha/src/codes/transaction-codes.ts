// Transaction codes are two digits: the first names the account (2 checking, 3 savings, 4 general ledger,
// 5 loan, 8 ADV), the second what happens to it. Composing labels from those two tables keeps the widget
// small and gives every valid code the same wording.

const ACCOUNTS: Record<string, string> = { 2: 'Checking', 3: 'Savings', 4: 'General Ledger', 5: 'Loan' };

const ACTIONS: Record<string, string> = {
  1: 'Return or NOC Credit',
  2: 'Credit',
  3: 'Prenote Credit',
  4: 'Zero-Dollar Credit with Remittance',
  6: 'Return or NOC Debit',
  7: 'Debit',
  8: 'Prenote Debit',
  9: 'Zero-Dollar Debit with Remittance',
};

// ADV (automated accounting advice) codes 81-88 describe settlement between the ACH operator and a bank.
const ADV_ACTIONS = [
  'Credit for ACH debits originated',
  'Debit for ACH credits originated',
  'Credit for ACH credits received',
  'Debit for ACH debits received',
  'Credit for ACH credits in rejected batches',
  'Debit for ACH debits in rejected batches',
  'Summary credit for respondent ACH activity',
  'Summary debit for respondent ACH activity',
];

export type TransactionKind = 'debit' | 'credit' | 'prenote' | 'zero' | 'unknown';

/**
 * True for the codes NACHA defines outside ADV: 21-24, 26-29, 31-34, 36-39, 41-44, 46-49, 51-56.
 *
 * @example
 * isStandardTransactionCode('27'); // true
 * isStandardTransactionCode('25'); // false
 */
export function isStandardTransactionCode(code: string): boolean {
  // Character codes rather than a regex: the reader asks this of every entry.
  const account = code.charCodeAt(0);
  const action = code.charCodeAt(1);
  if (code.length !== 2 || account < 50 || account > 53 || action < 49 || action > 57) return false;
  return account === 53 ? action <= 54 : action !== 53;
}

/**
 * True for the ADV codes 81-88.
 *
 * @example
 * isAdvTransactionCode('81'); // true
 */
export function isAdvTransactionCode(code: string): boolean {
  const action = code.charCodeAt(1);
  return code.length === 2 && code.charCodeAt(0) === 56 && action >= 49 && action <= 56;
}

/**
 * Which way a transaction code moves money, for totals: credits are x1-x4 and the odd ADV codes, debits are
 * x6-x9, 55 (loan reversal) and the even ADV codes. Unknown codes count as neither.
 *
 * @example
 * transactionDirection('27'); // 'debit'
 * transactionDirection('81'); // 'credit'
 */
export function transactionDirection(code: string): 'debit' | 'credit' | null {
  if (isAdvTransactionCode(code)) return Number(code) % 2 === 1 ? 'credit' : 'debit';
  if (!isStandardTransactionCode(code)) return null;
  return code[1]! <= '4' ? 'credit' : 'debit';
}

/**
 * The entry kind a transaction code implies: prenotes (x3, x8) and zero-dollar remittance entries (x4, x9)
 * carry no money, everything else is a debit or a credit.
 *
 * @example
 * transactionKind('28'); // 'prenote'
 * transactionKind('90'); // 'unknown'
 */
export function transactionKind(code: string): TransactionKind {
  const direction = transactionDirection(code);
  if (direction === null) return 'unknown';
  if (isAdvTransactionCode(code)) return direction;
  const action = code[1];
  if (action === '3' || action === '8') return 'prenote';
  if (action === '4' || action === '9') return 'zero';
  return direction;
}

/**
 * A label for a transaction code: the code followed by account and action, the way operations staff read
 * an entry. Unknown codes say so rather than guess.
 *
 * @example
 * transactionCodeLabel('27'); // '27 Checking Debit'
 * transactionCodeLabel('81'); // '81 ADV Credit for ACH debits originated'
 * transactionCodeLabel('55'); // '55 Loan Debit (reversals only)'
 */
export function transactionCodeLabel(code: string): string {
  if (isAdvTransactionCode(code)) return `${code} ADV ${ADV_ACTIONS[Number(code[1]) - 1]}`;
  if (!isStandardTransactionCode(code)) return `${code} Unknown transaction code`;
  if (code === '55') return '55 Loan Debit (reversals only)';
  return `${code} ${ACCOUNTS[code[0]!]} ${ACTIONS[code[1]!]}`;
}
