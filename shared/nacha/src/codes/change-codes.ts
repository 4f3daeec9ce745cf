import { codeTable } from './return-codes.ts';

// Notification of change codes (C01-C14) and the codes a receiving bank uses to refuse a faulty NOC (C61-C69).
const CHANGE_CODES = `C01 Incorrect DFI account number
C02 Incorrect routing number
C03 Incorrect routing number and incorrect DFI account number
C04 Incorrect individual name or receiving company name
C05 Incorrect transaction code
C06 Incorrect DFI account number and incorrect transaction code
C07 Incorrect routing number, DFI account number and transaction code
C08 Incorrect receiving DFI identification (IAT only)
C09 Incorrect individual identification number
C10 Incorrect company name
C11 Incorrect company identification
C12 Incorrect company name and company identification
C13 Addenda format error
C14 Incorrect SEC code for outbound international payment
C61 Misrouted notification of change
C62 Incorrect trace number
C63 Incorrect company identification number
C64 Incorrect individual identification number or identification number
C65 Incorrectly formatted corrected data
C66 Incorrect discretionary data
C67 Routing number not from original entry detail record
C68 DFI account number not from original entry detail record
C69 Incorrect transaction code`;

const changeCodes = codeTable(CHANGE_CODES);

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
