// Standard Entry Class codes say what kind of payment a batch carries and which entry layout it uses.
const SEC_CODES =
  /^(ACK|ADV|ARC|ATX|BOC|CCD|CIE|COR|CTX|DNE|ENR|IAT|MTE|POP|POS|PPD|RCK|SHR|TEL|TRC|TRX|WEB|XCK)$/;

// Their descriptions, one a line in the order of SEC_CODES: only secCodeDescription reads them, so a bundle
// that only validates leaves them out.
const DESCRIPTIONS = `Acknowledgment of a CCD entry
Automated accounting advice
Accounts receivable check conversion
Acknowledgment of a CTX entry
Back office check conversion
Corporate credit or debit
Customer-initiated entry
Notification of change or refused notification of change
Corporate trade exchange
Death notification
Automated enrollment
International ACH transaction
Machine transfer entry (ATM)
Point-of-purchase check conversion
Point-of-sale entry
Prearranged payment and deposit (consumer)
Re-presented check
Shared network transaction
Telephone-initiated entry
Check truncation entry
Check truncation entries exchange
Internet-initiated or mobile entry
Destroyed check entry`;

// Built on first use.
let descriptions: Map<string, string> | undefined;

/**
 * True for the SEC codes NACHA defines.
 *
 * @example
 * isSecCode('CCD'); // true
 */
export function isSecCode(code: string): boolean {
  return SEC_CODES.test(code);
}

/**
 * What a Standard Entry Class code means, in a few words; null for a code NACHA does not define.
 *
 * @example
 * secCodeDescription('PPD'); // 'Prearranged payment and deposit (consumer)'
 * secCodeDescription('XYZ'); // null
 */
export function secCodeDescription(code: string): string | null {
  if (!descriptions) {
    const lines = DESCRIPTIONS.split('\n');
    descriptions = new Map(
      SEC_CODES.source
        .slice(2, -2)
        .split('|')
        .map((sec, index) => [sec, lines[index]!]),
    );
  }
  return descriptions.get(code) ?? null;
}
