import { isRefusedChangeCode } from '../codes/change-codes.ts';
import { returnAddendaKind } from '../codes/return-codes.ts';
import { isAdvTransactionCode } from '../codes/transaction-codes.ts';
import { parseLayout, type Layout } from './layout.ts';

// Every record layout of NACHA's rules, as `name:length[format]` tokens (see parseLayout). Formats: A printable,
// M mandatory, N digits, O digits or blank, U upper-case, X checked by a rule of its own. Each layout is a
// constant that layoutFor picks, never a name to look up: names of layouts would be bytes in the widget bundle.

/** What a record's layout depends on beyond its own text: the batch's SEC code and whether it is IAT or ADV. */
export interface RecordContext {
  secCode?: string;
  iat?: boolean;
  adv?: boolean;
}

const TYPE = 'recordType:1X ';
const ADDENDA = `${TYPE}addendaTypeCode:2X `;
const SEQUENCES = 'addendaSequenceNumber:4N entryDetailSequenceNumber:7N';
const IAT_TAIL = 'reserved:14 entryDetailSequenceNumber:7N';
const CONTROL_TAIL = 'odfiIdentification:8N batchNumber:7N';
const FILE_TOTALS = 'batchCount:6N blockCount:6N entryAddendaCount:8N entryHash:10N';
const BATCH_TOTALS = 'serviceClassCode:3X entryAddendaCount:6N entryHash:10N';

const FILE_HEADER =
  TYPE +
  'priorityCode:2N immediateDestination:10X immediateOrigin:10M fileCreationDate:6X fileCreationTime:4X ' +
  'fileIdModifier:1U recordSize:3X blockingFactor:2X formatCode:1X immediateDestinationName:23 ' +
  'immediateOriginName:23 referenceCode:8';
const FILE_CONTROL = `${TYPE}${FILE_TOTALS} totalDebit:12N totalCredit:12N reserved:39`;
const ADV_FILE_CONTROL = `${TYPE}${FILE_TOTALS} totalDebit:20N totalCredit:20N reserved:23`;
const BATCH_HEADER =
  TYPE +
  'serviceClassCode:3X companyName:16M companyDiscretionaryData:20 companyIdentification:10M ' +
  'standardEntryClassCode:3X companyEntryDescription:10M companyDescriptiveDate:6 effectiveEntryDate:6X ' +
  'settlementDate:3 originatorStatusCode:1X ' +
  CONTROL_TAIL;
const IAT_BATCH_HEADER =
  TYPE +
  'serviceClassCode:3X iatIndicator:16 foreignExchangeIndicator:2X foreignExchangeReferenceIndicator:1X ' +
  'foreignExchangeReference:15 isoDestinationCountryCode:2 originatorIdentification:10M ' +
  'standardEntryClassCode:3X companyEntryDescription:10M isoOriginatingCurrencyCode:3 ' +
  'isoDestinationCurrencyCode:3 effectiveEntryDate:6X settlementDate:3 originatorStatusCode:1X ' +
  CONTROL_TAIL;
const BATCH_CONTROL =
  `${TYPE}${BATCH_TOTALS} totalDebit:12N totalCredit:12N companyIdentification:10 ` +
  `messageAuthenticationCode:19 reserved:6 ${CONTROL_TAIL}`;
const ADV_BATCH_CONTROL = `${TYPE}${BATCH_TOTALS} totalDebit:20N totalCredit:20N achOperatorData:19 ${CONTROL_TAIL}`;
const ADV_ENTRY =
  TYPE +
  'transactionCode:2X receivingDfiIdentification:8N checkDigit:1X dfiAccountNumber:15M amount:12N ' +
  'adviceRoutingNumber:9N fileIdentification:5 achOperatorData:1 individualName:22 discretionaryData:2 ' +
  'addendaRecordIndicator:1X achOperatorRoutingNumber:8N julianDateDay:3N sequenceNumber:4N';
const IAT_ENTRY =
  TYPE +
  'transactionCode:2X receivingDfiIdentification:8N checkDigit:1X numberOfAddendaRecords:4N reserved:13 ' +
  'amount:10N dfiAccountNumber:35M reserved2:2 gatewayOfacScreeningIndicator:1 ' +
  'secondaryOfacScreeningIndicator:1 addendaRecordIndicator:1X traceNumber:15N';
const UNKNOWN = `${TYPE}data:93`;
const ADDENDA98_REFUSED =
  ADDENDA +
  'refusedChangeCode:3X originalTraceNumber:15N reserved:6 originalRdfiIdentification:8N correctedData:29 ' +
  'changeCode:3X traceSequenceNumber:7N reserved2:5 traceNumber:15N';
const ADDENDA99_DISHONORED =
  ADDENDA +
  'dishonoredReturnReasonCode:3X originalTraceNumber:15N reserved:6 originalRdfiIdentification:8N ' +
  'reserved2:3 returnTraceNumber:15N returnSettlementDate:3 returnReasonCode:2 addendaInformation:21 ' +
  'traceNumber:15N';
const ADDENDA99_CONTESTED =
  ADDENDA +
  'contestedDishonoredReturnReasonCode:3X originalTraceNumber:15N dateOriginalEntryReturned:6 ' +
  'originalRdfiIdentification:8N originalSettlementDate:3 returnTraceNumber:15N returnSettlementDate:3 ' +
  'returnReasonCode:2 dishonoredReturnTraceNumber:15N dishonoredReturnSettlementDate:3 ' +
  'dishonoredReturnReasonCode:2 reserved:1 traceNumber:15N';
const ADDENDA_UNKNOWN = `${ADDENDA}data:91`;
// Addenda by type code; 98 and 99 have variants picked by their reason code.
const ADDENDA_BY_TYPE: Record<string, string> = {
  '02':
    ADDENDA +
    'referenceInformationOne:7 referenceInformationTwo:3 terminalIdentificationCode:6 ' +
    'transactionSerialNumber:6 transactionDate:4 authorizationCodeOrExpireDate:6 terminalLocation:27 ' +
    'terminalCity:15 terminalState:2 traceNumber:15N',
  '05': `${ADDENDA}paymentRelatedInformation:80 ${SEQUENCES}`,
  '10':
    ADDENDA +
    'transactionTypeCode:3X foreignPaymentAmount:18O foreignTraceNumber:22 receiverName:35M reserved:6 ' +
    'entryDetailSequenceNumber:7N',
  '11': `${ADDENDA}originatorName:35M originatorStreetAddress:35M ${IAT_TAIL}`,
  '12': `${ADDENDA}originatorCityStateProvince:35M originatorCountryPostalCode:35M ${IAT_TAIL}`,
  '13':
    ADDENDA +
    'odfiName:35M odfiIdNumberQualifier:2X odfiIdentification:34M odfiBranchCountryCode:3M reserved:10 ' +
    'entryDetailSequenceNumber:7N',
  '14':
    ADDENDA +
    'rdfiName:35M rdfiIdNumberQualifier:2X rdfiIdentification:34M rdfiBranchCountryCode:3M reserved:10 ' +
    'entryDetailSequenceNumber:7N',
  '15': `${ADDENDA}receiverIdentificationNumber:15 receiverStreetAddress:35M reserved:34 entryDetailSequenceNumber:7N`,
  '16': `${ADDENDA}receiverCityStateProvince:35M receiverCountryPostalCode:35M ${IAT_TAIL}`,
  '17': `${ADDENDA}paymentRelatedInformation:80 ${SEQUENCES}`,
  '18':
    ADDENDA +
    'foreignCorrespondentBankName:35M foreignCorrespondentBankIdNumberQualifier:2X ' +
    'foreignCorrespondentBankIdNumber:34M foreignCorrespondentBankBranchCountryCode:3M reserved:6 ' +
    SEQUENCES,
  '98':
    ADDENDA +
    'changeCode:3X originalTraceNumber:15N reserved:6 originalRdfiIdentification:8N correctedData:29 ' +
    'reserved2:15 traceNumber:15N',
  '99':
    ADDENDA +
    'returnReasonCode:3X originalTraceNumber:15N dateOfDeath:6 originalRdfiIdentification:8N ' +
    'addendaInformation:44 traceNumber:15N',
};

// Entry detail records share columns 1-39 and 79-94; columns 40-78 depend on the SEC code.
const ENTRY_HEAD =
  TYPE + 'transactionCode:2X receivingDfiIdentification:8N checkDigit:1X dfiAccountNumber:17M amount:10N ';
const ENTRY_TAIL = ' addendaRecordIndicator:1X traceNumber:15N';
const PERSON = 'individualIdentificationNumber:15 individualName:22';
const CHECK = 'checkSerialNumber:15 individualName:22 discretionaryData:2';
const TRUNCATION = 'checkSerialNumber:15 processControlField:6 itemResearchNumber:16';
const ADDENDA_COUNT = 'numberOfAddendaRecords:4N receivingCompanyName:16';

const ENTRY_MIDDLES: Record<string, string> = {
  PPD: `${PERSON}M discretionaryData:2`,
  CCD: 'identificationNumber:15 receivingCompanyName:22M discretionaryData:2',
  WEB: `${PERSON}M paymentTypeCode:2`,
  CTX: `identificationNumber:15 ${ADDENDA_COUNT}M reserved:2 discretionaryData:2`,
  TRX: `identificationNumber:15 ${ADDENDA_COUNT} reserved:2 itemTypeIndicator:2`,
  ATX: `originalTraceNumber:15N ${ADDENDA_COUNT} reserved:2 discretionaryData:2`,
  ACK: 'originalTraceNumber:15N receivingCompanyName:22M discretionaryData:2',
  ARC: CHECK,
  POP: 'checkSerialNumber:9 terminalCity:4 terminalState:2 individualName:22 discretionaryData:2',
  POS: `${PERSON} cardTransactionTypeCode:2X`,
  MTE: 'individualName:22 individualIdentificationNumber:15 discretionaryData:2',
  SHR: 'cardExpirationDate:4 documentReferenceNumber:11 individualCardAccountNumber:22 cardTransactionTypeCode:2X',
  TRC: `${TRUNCATION} itemTypeIndicator:2`,
  XCK: `${TRUNCATION} discretionaryData:2`,
  CIE: 'individualName:15 individualIdentificationNumber:22 discretionaryData:2',
  GENERIC: `${PERSON} discretionaryData:2`,
};

// SEC codes that share another code's entry layout; COR and unknown codes use the generic one.
const SAME_ENTRY_AS: Record<string, string> = { DNE: 'PPD', ENR: 'PPD', TEL: 'WEB', BOC: 'ARC', RCK: 'ARC' };

// The entry layout of every SEC code NACHA defines, written out once at load.
const ENTRIES = new Map(
  Object.entries(ENTRY_MIDDLES).map(([sec, middle]) => [sec, ENTRY_HEAD + middle + ENTRY_TAIL]),
);

// Layouts parsed on first use, keyed by their spec (the same string object each time, so its hash is cached).
const parsed = new Map<string, Layout>();

function parsedLayout(spec: string): Layout {
  let found = parsed.get(spec);
  if (found === undefined) parsed.set(spec, (found = parseLayout(spec)));
  return found;
}

/** The entry-detail layout spec for a SEC code (COR and codes NACHA does not define use the generic one). */
function entrySpec(secCode: string | undefined): string {
  const sec = SAME_ENTRY_AS[secCode ?? ''] ?? secCode ?? '';
  return ENTRIES.get(sec) ?? ENTRIES.get('GENERIC')!;
}

/**
 * True when a batch header uses the IAT layout: SEC IAT, or an IAT notification of change ("IATCOR").
 *
 * @example
 * isIatBatchHeader('5220' + ' '.repeat(46) + 'IAT…'); // true
 */
export function isIatBatchHeader(text: string): boolean {
  return text.slice(50, 53) === 'IAT' || text.startsWith('IATCOR', 4);
}

// Addenda 02, 05, 10-18, 98 and 99.
const ADDENDA_TYPES = /^(0[25]|1[0-8]|9[89])$/;

/**
 * True for the addenda type codes NACHA defines.
 *
 * @example
 * isAddendaTypeCode('05'); // true
 * isAddendaTypeCode('42'); // false
 */
export function isAddendaTypeCode(code: string): boolean {
  return ADDENDA_TYPES.test(code);
}

/** An addenda record's layout spec: by its type code, and for 98 and 99 by its change or return code. */
function addendaSpec(text: string): string {
  const type = text.slice(1, 3);
  const code = text.slice(3, 6);
  if (!ADDENDA_TYPES.test(type)) return ADDENDA_UNKNOWN;
  if (type === '98' && isRefusedChangeCode(code)) return ADDENDA98_REFUSED;
  if (type === '99') {
    const kind = returnAddendaKind(code);
    if (kind !== 'return') return kind === 'dishonored' ? ADDENDA99_DISHONORED : ADDENDA99_CONTESTED;
  }
  return ADDENDA_BY_TYPE[type]!;
}

/**
 * Picks the layout of a normalised record from its type code, its own text (addenda type, return code,
 * IAT header markers, ADV transaction codes) and what the batch it sits in says.
 *
 * @example
 * layoutFor(entryText, { secCode: 'CTX' }).byName.has('numberOfAddendaRecords'); // true
 */
export function layoutFor(text: string, context: RecordContext = {}): Layout {
  return parsedLayout(specFor(text, context));
}

/** The spec layoutFor parses: by record type, then by what the record and its batch say. */
function specFor(text: string, context: RecordContext): string {
  switch (text[0]) {
    case '1':
      return FILE_HEADER;
    case '5':
      return context.iat || isIatBatchHeader(text) ? IAT_BATCH_HEADER : BATCH_HEADER;
    case '6':
      if (context.adv ?? isAdvTransactionCode(text.slice(1, 3))) return ADV_ENTRY;
      return context.iat ? IAT_ENTRY : entrySpec(context.secCode);
    case '7':
      return addendaSpec(text);
    case '8':
      return (context.adv ?? text.startsWith('280', 1)) ? ADV_BATCH_CONTROL : BATCH_CONTROL;
    case '9':
      return context.adv ? ADV_FILE_CONTROL : FILE_CONTROL;
    default:
      return UNKNOWN;
  }
}
