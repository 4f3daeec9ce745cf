import {
  isAdvTransactionCode,
  isStandardTransactionCode,
  transactionCodeLabel,
  transactionDirection,
  transactionKind,
} from '../codes/transaction-codes.ts';
import { fieldOf, fieldText, type Layout } from '../layouts/layout.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { BatchState, EntryCategory, PendingEntry } from '../read/state.ts';
import { abaCheckDigit } from '../routing/aba.ts';
import { checkAddenda } from './addenda-rules.ts';
import { checkFieldFormats, isDigits } from './field-checks.ts';
import { dollars } from './format.ts';
import type { Place, Problems } from './problem.ts';

// Per-SEC rules of the NACHA operating rules, for forward entries (returns and NOCs follow their own).
const DEBIT_ONLY = new Set(['ARC', 'BOC', 'POP', 'RCK', 'TEL', 'TRC', 'TRX', 'XCK']);
const AMOUNT_LIMITS: Record<string, number> = {
  ARC: 2_500_000,
  BOC: 2_500_000,
  POP: 2_500_000,
  RCK: 250_000,
  XCK: 250_000,
};
const CHECK_SERIAL = new Set(['ARC', 'BOC', 'POP', 'RCK', 'TRC', 'XCK']);
const ZERO_AMOUNT = new Set(['ACK', 'ATX', 'DNE', 'COR']);
// The addenda type a forward entry of each SEC may carry, and how many: one, or as many as the entry's
// "number of addenda records" says ('n'). No rule: no addenda allowed.
const ADDENDA_RULES: Record<string, string> = {
  PPD: '05',
  CCD: '05',
  WEB: '05',
  CIE: '05',
  DNE: '05',
  ENR: '05',
  ACK: '05',
  CTX: '05n',
  TRX: '05n',
  ATX: '05n',
  POS: '02',
  SHR: '02',
  MTE: '02',
};
const NO_ADDENDA = new Set(['ARC', 'BOC', 'POP', 'RCK', 'TEL', 'TRC', 'XCK', 'ADV']);
const IAT_MANDATORY = ['10', '11', '12', '13', '14', '15', '16'];

function categoryOf(types: string[]): EntryCategory {
  return types.includes('99') ? 'return' : types.includes('98') ? 'noc' : 'forward';
}

interface EntryCheck {
  text: string;
  layout: Layout;
  place: Place;
  problems: Problems;
}

function checkIndicator(check: EntryCheck, count: number, iat: boolean): void {
  const { text, layout, place, problems } = check;
  const indicator = text.charAt(78);
  const field = fieldOf(layout, 'addendaRecordIndicator');
  if (iat) {
    if (indicator !== '1') {
      problems.error(
        'ErrIATBatchAddendaIndicator',
        `Addenda record indicator "${indicator}" must be 1: IAT entries always carry addenda.`,
        place,
        field,
      );
    }
  } else if (indicator !== '0' && indicator !== '1') {
    problems.error(
      'ErrBatchAddendaIndicator',
      `Addenda record indicator "${indicator}" must be 0 or 1.`,
      place,
      field,
    );
  } else if (indicator === '0' && count > 0) {
    problems.error(
      'ErrBatchAddendaIndicator',
      `Addenda record indicator is 0 but ${count} addenda record(s) follow the entry.`,
      place,
      field,
    );
  } else if (indicator === '1' && count === 0) {
    problems.error(
      'ErrBatchAddendaRequired',
      'Addenda record indicator is 1 but no addenda record follows.',
      place,
      field,
    );
  }
}

function checkIatAddenda(check: EntryCheck, types: string[]): void {
  const { place, problems } = check;
  const missing = IAT_MANDATORY.filter((type) => !types.includes(type));
  if (missing.length > 0) {
    problems.error(
      'ErrBatchRequiredAddendaCount',
      `IAT entries need Addenda 10-16; this one lacks ${missing.join(', ')}.`,
      place,
    );
  }
  const count = (type: string) => types.filter((found) => found === type).length;
  const duplicated = IAT_MANDATORY.filter((type) => count(type) > 1);
  if (duplicated.length > 0 || count('17') > 2 || count('18') > 5 || count('98') + count('99') > 1) {
    problems.error(
      'ErrBatchAddendaCount',
      'IAT entries carry one each of Addenda 10-16, up to two 17s and five 18s.',
      place,
    );
  }
  const foreign = types.find((type) => !/^1[0-8]$|^9[89]$/.test(type));
  if (foreign !== undefined) {
    problems.error('ErrBatchAddendaCategory', `Addenda ${foreign} is not allowed in an IAT batch.`, place);
  }
}

function checkSecAddenda(check: EntryCheck, sec: string, types: string[], category: EntryCategory): void {
  const { text, layout, place, problems } = check;
  if (category !== 'forward') {
    if (types.length > 1) {
      problems.error(
        'ErrBatchAddendaCount',
        `A ${category === 'return' ? 'return' : 'notification of change'} carries exactly one addenda record; found ${types.length}.`,
        place,
      );
    }
    return;
  }
  if (sec === 'COR') {
    problems.error(
      'ErrBatchCORAddenda',
      'Each COR entry needs one Addenda 98 (notification of change).',
      place,
    );
    return;
  }
  const rule = ADDENDA_RULES[sec];
  if (rule === undefined && !NO_ADDENDA.has(sec)) return;
  const allowed = rule?.slice(0, 2);
  const foreign = types.find((type) => type !== allowed);
  if (foreign !== undefined) {
    problems.error('ErrBatchAddendaCategory', `${sec} entries may not carry Addenda ${foreign}.`, place);
    return;
  }
  if (rule === undefined) return;
  if (rule.endsWith('n')) {
    const expected = fieldText(layout, text, 'numberOfAddendaRecords');
    if (isDigits(expected) && Number(expected) !== types.length) {
      problems.error(
        'ErrBatchExpectedAddendaCount',
        `The entry says it has ${Number(expected)} addenda record(s) but ${types.length} follow.`,
        place,
        fieldOf(layout, 'numberOfAddendaRecords'),
      );
    }
  } else if (types.length > 1) {
    problems.error(
      'ErrBatchAddendaCount',
      `${sec} entries carry at most one addenda record; found ${types.length}.`,
      place,
    );
  }
}

function checkSecRules(
  check: EntryCheck,
  batch: BatchState,
  category: EntryCategory,
  amount: number | null,
): void {
  const { text, layout, place, problems } = check;
  const sec = batch.context.secCode;
  const tx = text.slice(1, 3);
  const direction = transactionDirection(tx);
  if (sec === 'COR' && !/^[2-5][16]$/.test(tx)) {
    problems.error(
      'ErrBatchTransactionCode',
      `COR entries use a return or NOC transaction code (x1 or x6); found ${tx}.`,
      place,
      fieldOf(layout, 'transactionCode'),
    );
  }
  if (amount !== null && amount > 0 && ZERO_AMOUNT.has(sec)) {
    problems.error(
      'ErrBatchAmountNonZero',
      `${sec} entries must have a zero amount; found ${dollars(amount)}.`,
      place,
      fieldOf(layout, 'amount'),
    );
  }
  if (category !== 'forward') return;
  const reversal = sec === 'TEL' && batch.description.trim() === 'REVERSAL';
  if (DEBIT_ONLY.has(sec) && direction === 'credit' && !reversal) {
    problems.error(
      'ErrBatchDebitOnly',
      `${sec} batches carry debits only; ${transactionCodeLabel(tx)} is a credit.`,
      place,
      fieldOf(layout, 'transactionCode'),
    );
  }
  if (sec === 'CIE' && direction === 'debit') {
    problems.error(
      'ErrBatchCreditOnly',
      `CIE batches carry credits only; ${transactionCodeLabel(tx)} is a debit.`,
      place,
      fieldOf(layout, 'transactionCode'),
    );
  }
  if ((sec === 'ACK' || sec === 'ATX') && tx !== '24' && tx !== '34') {
    problems.error(
      'ErrBatchTransactionCode',
      `${sec} entries use zero-dollar transaction codes 24 or 34; found ${tx}.`,
      place,
      fieldOf(layout, 'transactionCode'),
    );
  }
  const limit = AMOUNT_LIMITS[sec];
  if (limit !== undefined && amount !== null && amount > limit) {
    problems.error(
      'ErrBatchAmount',
      `${sec} entries are limited to ${dollars(limit)}; this one is ${dollars(amount)}.`,
      place,
      fieldOf(layout, 'amount'),
    );
  }
  if (CHECK_SERIAL.has(sec) && fieldText(check.layout, text, 'checkSerialNumber').trim() === '') {
    problems.error(
      'ErrBatchCheckSerialNumber',
      `${sec} entries need the check serial number.`,
      place,
      fieldOf(layout, 'checkSerialNumber'),
    );
  }
  const cardType = fieldOf(layout, 'cardTransactionTypeCode');
  if (
    cardType !== null &&
    !/^(0[123]|1[123]|2[123]|99)$/.test(fieldText(check.layout, text, cardType.name))
  ) {
    problems.error(
      'ErrBatchInvalidCardTransactionType',
      `Card transaction type code "${fieldText(check.layout, text, cardType.name)}" is not one NACHA defines.`,
      place,
      cardType,
    );
  }
}

/** The amount in cents, or null when the amount field is not all digits. */
function entryAmount(text: string, layout: Layout): number | null {
  const raw = fieldText(layout, text, 'amount');
  return isDigits(raw) ? Number(raw) : null;
}

/**
 * Checks one entry with its addenda: fields, transaction and check-digit rules, the addenda indicator and
 * each addenda record; inside a batch also the trace number order and ODFI prefix, the batch's service class,
 * one category (forward, return or NOC) per batch, and the rules of the batch's SEC code. Returns the
 * entry's amount (null when unreadable) so the caller can total it.
 *
 * @example
 * checkEntry({ line: 3, text: entryText, addenda: [] }, batch, problems); // 100000000 (cents)
 */
export function checkEntry(entry: PendingEntry, batch: BatchState | null, problems: Problems): number | null {
  const { text, line } = entry;
  const layout = layoutFor(text, batch?.context ?? {});
  const check: EntryCheck = { text, layout, place: { line, recordType: '6' }, problems };
  const { place } = check;
  checkFieldFormats(layout, text, place, problems);
  const tx = text.slice(1, 3);
  const adv = batch === null ? isAdvTransactionCode(tx) : batch.context.adv;
  if (adv ? !isAdvTransactionCode(tx) : !isStandardTransactionCode(tx)) {
    const why = adv
      ? 'ADV entries use codes 81-88'
      : isAdvTransactionCode(tx)
        ? 'ADV codes 81-88 belong in ADV batches'
        : 'it is not a NACHA transaction code';
    problems.error(
      'ErrTransactionCode',
      `Transaction code "${tx}" is not valid here: ${why}.`,
      place,
      fieldOf(layout, 'transactionCode'),
    );
  }
  const expected = abaCheckDigit(text.slice(3, 11));
  if (expected !== null && text.charAt(11) !== String(expected)) {
    problems.error(
      'ErrValidCheckDigit',
      `RDFI check digit is "${text.charAt(11)}" but routing ${text.slice(3, 11)} needs ${expected}.`,
      place,
      fieldOf(layout, 'checkDigit'),
    );
  }
  const iat = batch?.context.iat ?? false;
  checkIndicator(check, entry.addenda.length, iat);
  const trace = adv ? null : text.slice(79, 94);
  const positions = new Map<string, number>();
  for (const addenda of entry.addenda) {
    const type = addenda.text.slice(1, 3);
    positions.set(type, (positions.get(type) ?? 0) + 1);
    checkAddenda(addenda, trace, positions.get(type)!, problems);
  }
  const amount = entryAmount(text, layout);
  if (batch === null) return amount;

  const direction = transactionDirection(tx);
  const scc = batch.serviceClassCode;
  if ((scc === '220' && direction === 'debit') || (scc === '225' && direction === 'credit')) {
    problems.error(
      'ErrBatchServiceClassTranCode',
      `Service class ${scc} allows ${scc === '220' ? 'credits' : 'debits'} only; ${transactionCodeLabel(tx)} is a ${direction}.`,
      place,
      fieldOf(layout, 'transactionCode'),
    );
  }
  const kind = transactionKind(tx);
  if ((kind === 'prenote' || kind === 'zero') && amount !== null && amount > 0) {
    problems.error(
      'ErrBatchAmountNonZero',
      `${transactionCodeLabel(tx)} must have a zero amount; found ${dollars(amount)}.`,
      place,
      fieldOf(layout, 'amount'),
    );
  }
  if (trace !== null && isDigits(trace)) {
    if (isDigits(batch.odfi) && !trace.startsWith(batch.odfi)) {
      problems.error(
        'ErrBatchTraceNumberNotODFI',
        `Trace number ${trace} does not start with the batch's ODFI routing ${batch.odfi}.`,
        place,
        fieldOf(layout, 'traceNumber'),
      );
    }
    if (batch.lastTrace !== null && trace <= batch.lastTrace) {
      problems.error(
        'ErrBatchAscending',
        `Trace number ${trace} does not follow the previous entry's ${batch.lastTrace}; trace numbers ascend.`,
        place,
        fieldOf(layout, 'traceNumber'),
      );
    }
    batch.lastTrace = trace;
  }
  const types = entry.addenda.map((addenda) => addenda.text.slice(1, 3));
  const category = categoryOf(types);
  if (batch.category === null) batch.category = category;
  else if (batch.category !== category) {
    problems.error(
      'ErrBatchCategory',
      `A ${category} entry in a batch of ${batch.category} entries; returns, NOCs and others go in separate batches.`,
      place,
    );
  }
  if (iat) checkIatAddenda(check, types);
  else {
    checkSecAddenda(check, batch.context.secCode, types, category);
    checkSecRules(check, batch, category, amount);
  }
  return amount;
}
