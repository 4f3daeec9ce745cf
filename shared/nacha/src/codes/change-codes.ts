import { codeTable } from './return-codes.ts';

// Notification of change codes (C01-C14) and the codes a receiving bank uses to refuse a faulty NOC (C61-C69),
// one description a line in code order.
const CHANGE_CODES = `Incorrect DFI account number
Incorrect routing number
Incorrect routing number and incorrect DFI account number
Incorrect individual name or receiving company name
Incorrect transaction code
Incorrect DFI account number and incorrect transaction code
Incorrect routing number, DFI account number and transaction code
Incorrect receiving DFI identification (IAT only)
Incorrect individual identification number
Incorrect company name
Incorrect company identification
Incorrect company name and company identification
Addenda format error
Incorrect SEC code for outbound international payment
Misrouted notification of change
Incorrect trace number
Incorrect company identification number
Incorrect individual identification number or identification number
Incorrectly formatted corrected data
Incorrect discretionary data
Routing number not from original entry detail record
DFI account number not from original entry detail record
Incorrect transaction code`;

const changeCodes = codeTable('C', '1-14 61-69', CHANGE_CODES);

/**
 * What a notification-of-change code means, including the refused-NOC codes C61-C69; null for a code NACHA
 * does not define.
 *
 * @example
 * changeCodeDescription('C01'); // 'Incorrect DFI account number'
 * changeCodeDescription('C92'); // null
 */
export function changeCodeDescription(code: string): string | null {
  return changeCodes().get(code) ?? null;
}

/**
 * True for the refused-NOC codes C61-C69, whose Addenda 98 uses the refused layout.
 *
 * @example
 * isRefusedChangeCode('C61'); // true
 */
export function isRefusedChangeCode(code: string): boolean {
  return /^C6[1-9]$/.test(code);
}
