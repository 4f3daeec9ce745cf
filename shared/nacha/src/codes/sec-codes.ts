// Standard Entry Class codes say what kind of payment a batch carries and which entry layout it uses.
const SEC_CODES = new Map(
  `ACK Acknowledgment of a CCD entry
ADV Automated accounting advice
ARC Accounts receivable check conversion
ATX Acknowledgment of a CTX entry
BOC Back office check conversion
CCD Corporate credit or debit
CIE Customer-initiated entry
COR Notification of change or refused notification of change
CTX Corporate trade exchange
DNE Death notification
ENR Automated enrollment
IAT International ACH transaction
MTE Machine transfer entry (ATM)
POP Point-of-purchase check conversion
POS Point-of-sale entry
PPD Prearranged payment and deposit (consumer)
RCK Re-presented check
SHR Shared network transaction
TEL Telephone-initiated entry
TRC Check truncation entry
TRX Check truncation entries exchange
WEB Internet-initiated or mobile entry
XCK Destroyed check entry`
    .split('\n')
    .map((line): [string, string] => [line.slice(0, 3), line.slice(4)]),
);

/**
 * True for the SEC codes NACHA defines.
 *
 * @example
 * isSecCode('CCD'); // true
 */
export function isSecCode(code: string): boolean {
  return SEC_CODES.has(code);
}

/**
 * What a Standard Entry Class code means, in a few words; null for a code NACHA does not define.
 *
 * @example
 * secCodeDescription('PPD'); // 'Prearranged payment and deposit (consumer)'
 * secCodeDescription('XYZ'); // null
 */
export function secCodeDescription(code: string): string | null {
  return SEC_CODES.get(code) ?? null;
}
