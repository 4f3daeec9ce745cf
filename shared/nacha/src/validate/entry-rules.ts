import {
  isAdvTransactionCode,
  isStandardTransactionCode,
  transactionCodeLabel,
  transactionDirection,
  transactionKind,
} from '../codes/transaction-codes.ts';
import { entryLayout } from '../layouts/entry-layout.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { BatchState, EntryCategory, LineText, PendingEntry, SecRules } from '../read/state.ts';

export type { SecRules };
import { abaCheckDigit } from '../routing/aba.ts';
import { checkAddenda } from './addenda-rules.ts';
import { checkFieldFormats, digitsValue, isDigits } from './field-checks.ts';
import { dollars } from './format.ts';
import { reporter, type Problems, type Reporter } from './problem.ts';
import { twoCharsAt } from '../text/record-text.ts';

// Per-SEC rules of the NACHA operating rules, for forward entries (returns and NOCs follow their own).
const DEBIT_ONLY = /^(ARC|BOC|POP|RCK|TEL|TRC|TRX|XCK)$/;
const CHECK_SERIAL = /^(ARC|BOC|POP|RCK|TRC|XCK)$/;
const ZERO_AMOUNT = /^(ACK|ATX|DNE|COR)$/;
// Check conversions are limited to $25,000, re-presented and destroyed checks to $2,500 (in cents).
const amountLimit = (sec: string) =>
  /^(ARC|BOC|POP)$/.test(sec) ? 2_500_000 : /^(RCK|XCK)$/.test(sec) ? 250_000 : 0;
// The addenda type a forward entry of each SEC may carry, and how many: one, or as many as the entry's
// "number of addenda records" says ('n'). No rule: no addenda allowed (NO_ADDENDA) or no check (others).
const addendaRule = (sec: string) =>
  /^(PPD|CCD|WEB|CIE|DNE|ENR|ACK)$/.test(sec)
    ? '05'
    : /^(CTX|TRX|ATX)$/.test(sec)
      ? '05n'
      : /^(POS|SHR|MTE)$/.test(sec)
        ? '02'
        : undefined;
const NO_ADDENDA = /^(ARC|BOC|POP|RCK|TEL|TRC|XCK|ADV)$/;
const IAT_MANDATORY = ['10', '11', '12', '13', '14', '15', '16'];
// The addenda types of an entry without addenda (nearly every one), shared rather than made per entry.
const NO_TYPES: readonly string[] = [];

/**
 * The rules of a batch's SEC code, given the batch's company entry description (TEL batches may carry
 * credits when described REVERSAL).
 *
 * @example
 * secRules('ARC', 'CHECKPMT  ').amountLimit; // 2500000 ($25,000 in cents)
 */
export function secRules(sec: string, description: string): SecRules {
  return {
    refused:
      DEBIT_ONLY.test(sec) && !(sec === 'TEL' && description.trim() === 'REVERSAL')
        ? 'credit'
        : sec === 'CIE'
          ? 'debit'
          : null,
    zeroAmount: ZERO_AMOUNT.test(sec),
    amountLimit: amountLimit(sec),
    checkSerial: CHECK_SERIAL.test(sec),
    addendaType: addendaRule(sec)?.slice(0, 2),
    addendaCounted: addendaRule(sec) === '05n',
    noAddenda: NO_ADDENDA.test(sec),
  };
}

const records = (count: number) => `${count} addenda record${count === 1 ? '' : 's'}`;

function checkIndicator(report: Reporter, indicator: string, count: number, iat: boolean): void {
  const field = 'addendaRecordIndicator';
  if (iat) {
    if (indicator !== '1') {
      report.bad('ErrIATBatchAddendaIndicator', field, 'must be 1: IAT entries always carry addenda');
    }
  } else if (indicator !== '0' && indicator !== '1') {
    report.bad('ErrBatchAddendaIndicator', field, 'must be 0 or 1');
  } else if (indicator === '0' && count > 0) {
    report.error(
      'ErrBatchAddendaIndicator',
      `Addenda record indicator is 0 but ${records(count)} follow the entry.`,
      field,
    );
  } else if (indicator === '1' && count === 0) {
    report.error(
      'ErrBatchAddendaRequired',
      'Addenda record indicator is 1 but no addenda record follows.',
      field,
    );
  }
}

function checkIatAddenda(report: Reporter, types: readonly string[]): void {
  const missing = IAT_MANDATORY.filter((type) => !types.includes(type));
  if (missing.length > 0) {
    report.error(
      'ErrBatchRequiredAddendaCount',
      `IAT entries need Addenda 10-16; this one lacks ${missing.join(', ')}.`,
    );
  }
  const count = (type: string) => types.filter((found) => found === type).length;
  if (
    IAT_MANDATORY.some((type) => count(type) > 1) ||
    count('17') > 2 ||
    count('18') > 5 ||
    count('98') + count('99') > 1
  ) {
    report.error(
      'ErrBatchAddendaCount',
      'IAT entries carry one each of Addenda 10-16, up to two 17s and five 18s.',
    );
  }
  const foreign = types.find((type) => !/^1[0-8]$|^9[89]$/.test(type));
  if (foreign) report.error('ErrBatchAddendaCategory', `Addenda ${foreign} is not allowed in an IAT batch.`);
}

function checkSecAddenda(
  report: Reporter,
  sec: string,
  rules: SecRules,
  types: readonly string[],
  category: EntryCategory,
): void {
  const found = types.length;
  if (category !== 'forward') {
    if (found > 1) {
      report.error(
        'ErrBatchAddendaCount',
        `A ${category === 'return' ? 'return' : 'notification of change'} carries exactly one addenda record; found ${found}.`,
      );
    }
    return;
  }
  if (sec === 'COR') {
    return report.error(
      'ErrBatchCORAddenda',
      'Each COR entry needs one Addenda 98 (notification of change).',
    );
  }
  const allowed = rules.addendaType;
  if (!allowed && !rules.noAddenda) return;
  const foreign = found === 0 ? undefined : types.find((type) => type !== allowed);
  if (foreign)
    return report.error('ErrBatchAddendaCategory', `${sec} entries may not carry Addenda ${foreign}.`);
  if (rules.addendaCounted) {
    const expected = report.value('numberOfAddendaRecords');
    if (isDigits(expected) && +expected !== found) {
      report.error(
        'ErrBatchExpectedAddendaCount',
        `The entry says it has ${records(+expected)} but ${found} follow.`,
        'numberOfAddendaRecords',
      );
    }
  } else if (found > 1) {
    report.error('ErrBatchAddendaCount', `${sec} entries carry at most one addenda record; found ${found}.`);
  }
}

function checkSecRules(
  report: Reporter,
  batch: BatchState,
  text: string,
  tx: string,
  category: EntryCategory,
  amount: number | null,
): void {
  const sec = batch.context.secCode;
  const rules = batch.rules;
  if (sec === 'COR' && !/^[2-5][16]$/.test(tx)) {
    report.error(
      'ErrBatchTransactionCode',
      `COR entries use a return or NOC transaction code (x1 or x6); found ${tx}.`,
      'transactionCode',
    );
  }
  if (amount && rules.zeroAmount) {
    report.error(
      'ErrBatchAmountNonZero',
      `${sec} entries must have a zero amount; found ${dollars(amount)}.`,
      'amount',
    );
  }
  if (category !== 'forward') return;
  const refused = rules.refused;
  if (refused && transactionDirection(tx) === refused) {
    report.error(
      refused === 'credit' ? 'ErrBatchDebitOnly' : 'ErrBatchCreditOnly',
      `${sec} batches carry ${refused === 'credit' ? 'debits' : 'credits'} only; ${transactionCodeLabel(tx)} is a ${refused}.`,
      'transactionCode',
    );
  }
  if ((sec === 'ACK' || sec === 'ATX') && tx !== '24' && tx !== '34') {
    report.error(
      'ErrBatchTransactionCode',
      `${sec} entries use zero-dollar transaction codes 24 or 34; found ${tx}.`,
      'transactionCode',
    );
  }
  const limit = rules.amountLimit;
  if (limit && amount !== null && amount > limit) {
    report.error(
      'ErrBatchAmount',
      `${sec} entries are limited to ${dollars(limit)}; this one is ${dollars(amount)}.`,
      'amount',
    );
  }
  if (rules.checkSerial && report.value('checkSerialNumber').trim() === '') {
    report.error(
      'ErrBatchCheckSerialNumber',
      `${sec} entries need the check serial number.`,
      'checkSerialNumber',
    );
  }
  const cardType = batch.entry.cardTypeField;
  if (cardType && !/^(0[123]|1[123]|2[123]|99)$/.test(text.slice(cardType.start - 1, cardType.end))) {
    report.bad('ErrBatchInvalidCardTransactionType', 'cardTransactionTypeCode', 'is not one NACHA defines');
  }
}

// Each addenda is checked with its place among the entry's addenda of its type.
function checkEachAddenda(
  addenda: LineText[],
  types: readonly string[],
  trace: string | null,
  problems: Problems,
) {
  const positions: Record<string, number> = {};
  addenda.forEach((record, index) => {
    const type = types[index]!;
    checkAddenda(record, trace, (positions[type] = (positions[type] ?? 0) + 1), problems);
  });
}

/**
 * The service class code that refuses entries of a direction: 220 (credits only) refuses debits, 225 (debits
 * only) credits.
 *
 * @example
 * refusingService('debit'); // '220'
 */
export const refusingService = (direction: 'debit' | 'credit') => (direction === 'debit' ? '220' : '225');

/**
 * Checks one entry with its addenda: fields, transaction and check-digit rules, the addenda indicator and
 * each addenda record; inside a batch also the trace number order and ODFI prefix, the batch's service class,
 * one category (forward, return or NOC) per batch, and the rules of the batch's SEC code. Returns the
 * entry's amount (null when unreadable) so the caller can total it. A clean entry allocates little: every
 * check reads the record text in place, and messages are only built for problems found.
 *
 * @example
 * checkEntry({ line: 3, text: entryText, addenda: [] }, batch, problems); // 100000000 (cents)
 */
export function checkEntry(entry: PendingEntry, batch: BatchState | null, problems: Problems): number | null {
  const { text, line } = entry;
  const fields = batch ? batch.entry : entryLayout(layoutFor(text));
  const report = reporter(problems, line, '6', fields.layout, text);
  checkFieldFormats(fields.layout, text, report);
  const tx = twoCharsAt(text, 1);
  const adv = batch ? batch.context.adv : isAdvTransactionCode(tx);
  if (adv ? !isAdvTransactionCode(tx) : !isStandardTransactionCode(tx)) {
    const why = adv
      ? 'ADV entries use codes 81-88'
      : isAdvTransactionCode(tx)
        ? 'ADV codes 81-88 belong in ADV batches'
        : 'it is not a NACHA transaction code';
    report.bad('ErrTransactionCode', 'transactionCode', `is not valid here: ${why}`);
  }
  const expected = abaCheckDigit(text, 3);
  if (expected !== null && text.charCodeAt(11) !== 48 + expected) {
    report.error(
      'ErrValidCheckDigit',
      `RDFI check digit is "${text.charAt(11)}" but routing ${text.slice(3, 11)} needs ${expected}.`,
      'checkDigit',
    );
  }
  const iat = batch?.context.iat ?? false;
  const addenda = entry.addenda;
  checkIndicator(report, text.charAt(78), addenda.length, iat);
  const types = addenda.length === 0 ? NO_TYPES : addenda.map((record) => twoCharsAt(record.text, 1));
  // Columns 80-94 hold the trace number but in ADV entries; cut only for addenda and messages.
  if (addenda.length > 0) checkEachAddenda(addenda, types, adv ? null : text.slice(79, 94), problems);
  const amountField = fields.amountField;
  const cents = amountField ? digitsValue(text, amountField.start - 1, amountField.end) : -1;
  const amount = cents < 0 ? null : cents;
  if (!batch) return amount;

  const direction = transactionDirection(tx);
  const scc = batch.serviceClassCode;
  if (direction && scc === refusingService(direction)) {
    report.error(
      'ErrBatchServiceClassTranCode',
      `Service class ${scc} allows ${scc === '220' ? 'credits' : 'debits'} only; ${transactionCodeLabel(tx)} is a ${direction}.`,
      'transactionCode',
    );
  }
  const kind = transactionKind(tx);
  if ((kind === 'prenote' || kind === 'zero') && amount) {
    report.error(
      'ErrBatchAmountNonZero',
      `${transactionCodeLabel(tx)} must have a zero amount; found ${dollars(amount)}.`,
      'amount',
    );
  }
  // The trace number as a number (15 digits are exact in a double; messages write it back with its leading
  // zeros), -1 unless it is all digits: read in place rather than cut out, since every entry is checked.
  const trace = adv ? -1 : digitsValue(text, 79, 94);
  if (trace >= 0) {
    if (!text.startsWith(batch.odfi, 79)) {
      report.error(
        'ErrBatchTraceNumberNotODFI',
        `Trace number ${text.slice(79, 94)} does not start with the batch's ODFI routing ${batch.odfi}.`,
        'traceNumber',
      );
    }
    if (batch.lastTrace !== null && trace <= batch.lastTrace) {
      report.error(
        'ErrBatchAscending',
        `Trace number ${text.slice(79, 94)} is not above the previous entry's ${String(batch.lastTrace).padStart(15, '0')}: trace numbers ascend.`,
        'traceNumber',
      );
    }
    batch.lastTrace = trace;
  }
  const category: EntryCategory = types.includes('99') ? 'return' : types.includes('98') ? 'noc' : 'forward';
  batch.category ??= category;
  if (batch.category !== category) {
    report.error(
      'ErrBatchCategory',
      `A ${category} entry in a batch of ${batch.category} entries: returns, NOCs and others need batches of their own.`,
    );
  }
  if (iat) checkIatAddenda(report, types);
  else {
    checkSecAddenda(report, batch.context.secCode, batch.rules, types, category);
    checkSecRules(report, batch, text, tx, category, amount);
  }
  return amount;
}
