import {
  isAdvTransactionCode,
  isStandardTransactionCode,
  transactionCodeLabel,
  transactionDirection,
  transactionKind,
} from '../codes/transaction-codes.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { BatchState, EntryCategory, PendingEntry } from '../read/state.ts';
import { abaCheckDigit } from '../routing/aba.ts';
import { checkAddenda } from './addenda-rules.ts';
import { checkFieldFormats, isDigits } from './field-checks.ts';
import { dollars } from './format.ts';
import { reporter, type Problems, type Reporter } from './problem.ts';

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

const records = (count: number) => `${count} addenda record${count === 1 ? '' : 's'}`;

function checkIndicator(report: Reporter, indicator: string, count: number, iat: boolean): void {
  const { bad, error } = report;
  const field = 'addendaRecordIndicator';
  if (iat) {
    if (indicator !== '1') {
      bad('ErrIATBatchAddendaIndicator', field, 'must be 1: IAT entries always carry addenda');
    }
  } else if (indicator !== '0' && indicator !== '1') {
    bad('ErrBatchAddendaIndicator', field, 'must be 0 or 1');
  } else if (indicator === '0' && count > 0) {
    error(
      'ErrBatchAddendaIndicator',
      `Addenda record indicator is 0 but ${records(count)} follow the entry.`,
      field,
    );
  } else if (indicator === '1' && count === 0) {
    error('ErrBatchAddendaRequired', 'Addenda record indicator is 1 but no addenda record follows.', field);
  }
}

function checkIatAddenda({ error }: Reporter, types: string[]): void {
  const missing = IAT_MANDATORY.filter((type) => !types.includes(type));
  if (missing.length > 0) {
    error(
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
    error('ErrBatchAddendaCount', 'IAT entries carry one each of Addenda 10-16, up to two 17s and five 18s.');
  }
  const foreign = types.find((type) => !/^1[0-8]$|^9[89]$/.test(type));
  if (foreign) error('ErrBatchAddendaCategory', `Addenda ${foreign} is not allowed in an IAT batch.`);
}

function checkSecAddenda(report: Reporter, sec: string, types: string[], category: EntryCategory): void {
  const { error } = report;
  const found = types.length;
  if (category !== 'forward') {
    if (found > 1) {
      error(
        'ErrBatchAddendaCount',
        `A ${category === 'return' ? 'return' : 'notification of change'} carries exactly one addenda record; found ${found}.`,
      );
    }
    return;
  }
  if (sec === 'COR') {
    return error('ErrBatchCORAddenda', 'Each COR entry needs one Addenda 98 (notification of change).');
  }
  const rule = addendaRule(sec);
  if (!rule && !NO_ADDENDA.test(sec)) return;
  const foreign = types.find((type) => type !== rule?.slice(0, 2));
  if (foreign) return error('ErrBatchAddendaCategory', `${sec} entries may not carry Addenda ${foreign}.`);
  if (rule === '05n') {
    const expected = report.value('numberOfAddendaRecords');
    if (isDigits(expected) && +expected !== found) {
      error(
        'ErrBatchExpectedAddendaCount',
        `The entry says it has ${records(+expected)} but ${found} follow.`,
        'numberOfAddendaRecords',
      );
    }
  } else if (found > 1) {
    error('ErrBatchAddendaCount', `${sec} entries carry at most one addenda record; found ${found}.`);
  }
}

function checkSecRules(
  report: Reporter,
  batch: BatchState,
  tx: string,
  category: EntryCategory,
  amount: number | null,
): void {
  const { value, error } = report;
  const sec = batch.context.secCode;
  const direction = transactionDirection(tx);
  if (sec === 'COR' && !/^[2-5][16]$/.test(tx)) {
    error(
      'ErrBatchTransactionCode',
      `COR entries use a return or NOC transaction code (x1 or x6); found ${tx}.`,
      'transactionCode',
    );
  }
  if (amount && ZERO_AMOUNT.test(sec)) {
    error(
      'ErrBatchAmountNonZero',
      `${sec} entries must have a zero amount; found ${dollars(amount)}.`,
      'amount',
    );
  }
  if (category !== 'forward') return;
  // TEL batches may carry credits only as reversals; CIE batches carry credits only.
  const refused =
    DEBIT_ONLY.test(sec) && !(sec === 'TEL' && batch.description.trim() === 'REVERSAL')
      ? 'credit'
      : sec === 'CIE'
        ? 'debit'
        : null;
  if (refused && direction === refused) {
    error(
      refused === 'credit' ? 'ErrBatchDebitOnly' : 'ErrBatchCreditOnly',
      `${sec} batches carry ${refused === 'credit' ? 'debits' : 'credits'} only; ${transactionCodeLabel(tx)} is a ${refused}.`,
      'transactionCode',
    );
  }
  if ((sec === 'ACK' || sec === 'ATX') && tx !== '24' && tx !== '34') {
    error(
      'ErrBatchTransactionCode',
      `${sec} entries use zero-dollar transaction codes 24 or 34; found ${tx}.`,
      'transactionCode',
    );
  }
  const limit = amountLimit(sec);
  if (limit && amount !== null && amount > limit) {
    error(
      'ErrBatchAmount',
      `${sec} entries are limited to ${dollars(limit)}; this one is ${dollars(amount)}.`,
      'amount',
    );
  }
  if (CHECK_SERIAL.test(sec) && value('checkSerialNumber').trim() === '') {
    error('ErrBatchCheckSerialNumber', `${sec} entries need the check serial number.`, 'checkSerialNumber');
  }
  const cardType = value('cardTransactionTypeCode');
  if (cardType && !/^(0[123]|1[123]|2[123]|99)$/.test(cardType)) {
    report.bad('ErrBatchInvalidCardTransactionType', 'cardTransactionTypeCode', 'is not one NACHA defines');
  }
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
  const report = reporter(problems, line, '6', layout, text);
  const { value, error } = report;
  checkFieldFormats(layout, text, report);
  const tx = text.slice(1, 3);
  const adv = batch ? batch.context.adv : isAdvTransactionCode(tx);
  if (adv ? !isAdvTransactionCode(tx) : !isStandardTransactionCode(tx)) {
    const why = adv
      ? 'ADV entries use codes 81-88'
      : isAdvTransactionCode(tx)
        ? 'ADV codes 81-88 belong in ADV batches'
        : 'it is not a NACHA transaction code';
    report.bad('ErrTransactionCode', 'transactionCode', `is not valid here: ${why}`);
  }
  const routing = text.slice(3, 11);
  const expected = abaCheckDigit(routing);
  if (expected !== null && text.charAt(11) !== String(expected)) {
    error(
      'ErrValidCheckDigit',
      `RDFI check digit is "${text.charAt(11)}" but routing ${routing} needs ${expected}.`,
      'checkDigit',
    );
  }
  const iat = batch?.context.iat ?? false;
  checkIndicator(report, text.charAt(78), entry.addenda.length, iat);
  const trace = adv ? null : text.slice(79, 94);
  const types = entry.addenda.map((addenda) => addenda.text.slice(1, 3));
  // Each addenda's place among the entry's addenda of its type.
  const positions: Record<string, number> = {};
  entry.addenda.forEach((addenda, index) => {
    const type = types[index]!;
    checkAddenda(addenda, trace, (positions[type] = (positions[type] ?? 0) + 1), problems);
  });
  const raw = value('amount');
  const amount = isDigits(raw) ? +raw : null;
  if (!batch) return amount;

  const label = transactionCodeLabel(tx);
  const direction = transactionDirection(tx);
  const scc = batch.serviceClassCode;
  if ((scc === '220' && direction === 'debit') || (scc === '225' && direction === 'credit')) {
    error(
      'ErrBatchServiceClassTranCode',
      `Service class ${scc} allows ${scc === '220' ? 'credits' : 'debits'} only; ${label} is a ${direction}.`,
      'transactionCode',
    );
  }
  const kind = transactionKind(tx);
  if ((kind === 'prenote' || kind === 'zero') && amount) {
    error('ErrBatchAmountNonZero', `${label} must have a zero amount; found ${dollars(amount)}.`, 'amount');
  }
  if (trace !== null && isDigits(trace)) {
    if (isDigits(batch.odfi) && !trace.startsWith(batch.odfi)) {
      error(
        'ErrBatchTraceNumberNotODFI',
        `Trace number ${trace} does not start with the batch's ODFI routing ${batch.odfi}.`,
        'traceNumber',
      );
    }
    if (batch.lastTrace !== null && trace <= batch.lastTrace) {
      error(
        'ErrBatchAscending',
        `Trace number ${trace} is not above the previous entry's ${batch.lastTrace}: trace numbers ascend.`,
        'traceNumber',
      );
    }
    batch.lastTrace = trace;
  }
  const category: EntryCategory = types.includes('99') ? 'return' : types.includes('98') ? 'noc' : 'forward';
  batch.category ??= category;
  if (batch.category !== category) {
    error(
      'ErrBatchCategory',
      `A ${category} entry in a batch of ${batch.category} entries: returns, NOCs and others need batches of their own.`,
    );
  }
  if (iat) checkIatAddenda(report, types);
  else {
    checkSecAddenda(report, batch.context.secCode, types, category);
    checkSecRules(report, batch, tx, category, amount);
  }
  return amount;
}
