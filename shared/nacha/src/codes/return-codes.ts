// NACHA return reason codes R01-R47, R50-R53, R61, R62, R67-R77 and R80-R85, one description a line in code
// order: a string table is smaller in the widget bundle than an object literal and still reads like the rule
// book.
const RETURN_CODES = `Insufficient funds
Account closed
No account or unable to locate account
Invalid account number structure
Unauthorized debit to consumer account using corporate SEC code
Returned per ODFI's request
Authorization revoked by customer
Payment stopped
Uncollected funds
Customer advises originator is not known or not authorized to debit the account
Customer advises entry not in accordance with the terms of the authorization
Account sold to another DFI
Invalid ACH routing number
Representative payee deceased or unable to continue in that capacity
Beneficiary or account holder deceased
Account frozen or entry returned per OFAC instruction
File record edit criteria or entry initiated under questionable circumstances
Improper effective entry date
Amount field error
Non-transaction account
Invalid company identification
Invalid individual ID number
Credit entry refused by receiver
Duplicate entry
Addenda error
Mandatory field error
Trace number error
Routing number check digit error
Corporate customer advises not authorized
RDFI not participant in check truncation program
Permissible return entry (CCD and CTX only)
RDFI non-settlement
Return of XCK entry
Limited participation DFI
Return of improper debit entry
Return of improper credit entry
Source document presented for payment
Stop payment on source document
Improper source document or source document presented for payment
Return of ENR entry by federal government agency
Invalid transaction code (ENR only)
Routing number or check digit error (ENR only)
Invalid DFI account number (ENR only)
Invalid individual ID number or identification number (ENR only)
Invalid individual name or company name (ENR only)
Invalid representative payee indicator (ENR only)
Duplicate enrollment (ENR only)
State law affecting RCK acceptance
Item related to RCK entry is ineligible or RCK entry is improper
Stop payment on item related to RCK entry
Item and RCK entry presented for payment
Misrouted return
Return of erroneous or reversing debit
Duplicate return
Untimely return
Field error(s)
Permissible return entry not accepted or return not requested by ODFI
Misrouted dishonored return
Untimely dishonored return
Timely original return
Corrected return
Return not a duplicate
No errors found
Non-acceptance of R62 dishonored return
IAT entry coding error
Non-participant in IAT program
Invalid foreign receiving DFI identification
Foreign receiving DFI unable to settle
Entry not processed by gateway
Incorrectly coded outbound international payment`;

/**
 * Parses a table of descriptions, one a line, for the codes `prefix` + each number of `ranges` in order;
 * once, on first use.
 *
 * @example
 * codeTable('R', '1-2', 'Insufficient funds\nAccount closed')().get('R02'); // 'Account closed'
 */
export function codeTable(prefix: string, ranges: string, source: string): () => Map<string, string> {
  let table: Map<string, string> | undefined;
  return () => {
    if (!table) {
      const descriptions = source.split('\n');
      table = new Map();
      for (const range of ranges.split(' ')) {
        const [from = 0, to = from] = range.split('-').map(Number);
        for (let n = from; n <= to; n++)
          table.set(prefix + String(n).padStart(2, '0'), descriptions[table.size]!);
      }
    }
    return table;
  };
}

const returnCodes = codeTable('R', '1-47 50-53 61-62 67-77 80-85', RETURN_CODES);

/**
 * What a return reason code means; null for a code NACHA does not define (files from some banks carry
 * private codes such as R97, which moov-io/ach also rejects by default).
 *
 * @example
 * returnCodeDescription('R01'); // 'Insufficient funds'
 * returnCodeDescription('R97'); // null
 */
export function returnCodeDescription(code: string): string | null {
  return returnCodes().get(code) ?? null;
}

/**
 * Which Addenda 99 layout a return reason code uses: dishonored returns (the ODFI refusing a return) and
 * contested dishonored returns (the RDFI answering that refusal) carry extra trace and date fields.
 *
 * @example
 * returnAddendaKind('R01'); // 'return'
 * returnAddendaKind('R69'); // 'dishonored'
 * returnAddendaKind('R73'); // 'contested'
 */
export function returnAddendaKind(code: string): 'return' | 'dishonored' | 'contested' {
  if (/^R(6[1-9]|70)$/.test(code)) return 'dishonored';
  if (/^R7[1-7]$/.test(code)) return 'contested';
  return 'return';
}
