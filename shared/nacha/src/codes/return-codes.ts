// NACHA return reason codes, one per line as "code description": a string table is smaller in the widget
// bundle than an object literal and still reads like the rule book.
const RETURN_CODES = `R01 Insufficient funds
R02 Account closed
R03 No account or unable to locate account
R04 Invalid account number structure
R05 Unauthorized debit to consumer account using corporate SEC code
R06 Returned per ODFI's request
R07 Authorization revoked by customer
R08 Payment stopped
R09 Uncollected funds
R10 Customer advises originator is not known or not authorized to debit the account
R11 Customer advises entry not in accordance with the terms of the authorization
R12 Account sold to another DFI
R13 Invalid ACH routing number
R14 Representative payee deceased or unable to continue in that capacity
R15 Beneficiary or account holder deceased
R16 Account frozen or entry returned per OFAC instruction
R17 File record edit criteria or entry initiated under questionable circumstances
R18 Improper effective entry date
R19 Amount field error
R20 Non-transaction account
R21 Invalid company identification
R22 Invalid individual ID number
R23 Credit entry refused by receiver
R24 Duplicate entry
R25 Addenda error
R26 Mandatory field error
R27 Trace number error
R28 Routing number check digit error
R29 Corporate customer advises not authorized
R30 RDFI not participant in check truncation program
R31 Permissible return entry (CCD and CTX only)
R32 RDFI non-settlement
R33 Return of XCK entry
R34 Limited participation DFI
R35 Return of improper debit entry
R36 Return of improper credit entry
R37 Source document presented for payment
R38 Stop payment on source document
R39 Improper source document or source document presented for payment
R40 Return of ENR entry by federal government agency
R41 Invalid transaction code (ENR only)
R42 Routing number or check digit error (ENR only)
R43 Invalid DFI account number (ENR only)
R44 Invalid individual ID number or identification number (ENR only)
R45 Invalid individual name or company name (ENR only)
R46 Invalid representative payee indicator (ENR only)
R47 Duplicate enrollment (ENR only)
R50 State law affecting RCK acceptance
R51 Item related to RCK entry is ineligible or RCK entry is improper
R52 Stop payment on item related to RCK entry
R53 Item and RCK entry presented for payment
R61 Misrouted return
R62 Return of erroneous or reversing debit
R67 Duplicate return
R68 Untimely return
R69 Field error(s)
R70 Permissible return entry not accepted or return not requested by ODFI
R71 Misrouted dishonored return
R72 Untimely dishonored return
R73 Timely original return
R74 Corrected return
R75 Return not a duplicate
R76 No errors found
R77 Non-acceptance of R62 dishonored return
R80 IAT entry coding error
R81 Non-participant in IAT program
R82 Invalid foreign receiving DFI identification
R83 Foreign receiving DFI unable to settle
R84 Entry not processed by gateway
R85 Incorrectly coded outbound international payment`;

/**
 * Parses a "CODE description" table once, on first use.
 *
 * @example
 * codeTable('R01 Insufficient funds')().get('R01'); // 'Insufficient funds'
 */
export function codeTable(source: string): () => Map<string, string> {
  let table: Map<string, string> | undefined;
  return () =>
    (table ??= new Map(source.split('\n').map((line) => [line.slice(0, 3), line.slice(4)] as const)));
}

const returnCodes = codeTable(RETURN_CODES);

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
