import { isSecCode } from '../codes/sec-codes.ts';
import { isServiceClassCode } from '../codes/service-class.ts';
import { fieldText, inSentence } from '../layouts/layout.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { BatchTotals } from '../model.ts';
import type { BatchState, LineText } from '../read/state.ts';
import { checkFieldFormats, isDigits, isYymmdd } from './field-checks.ts';
import { dollars } from './format.ts';
import type { Problems } from './problem.ts';

/**
 * The 10-digit entry hash a control record holds: the sum's last ten digits.
 *
 * @example
 * formatHash(12_345_678_901); // '2345678901'
 */
export function formatHash(sum: number): string {
  return String(sum % 1e10).padStart(10, '0');
}

/**
 * Checks a batch header: its fields, service class, SEC code and originator status, the SEC code's header
 * rules (ENR, RCK, DNE, ADV, IAT exchange indicators), the effective date, and that batch numbers ascend.
 *
 * @example
 * checkBatchHeader(batch, '0000001', problems); // a batch numbered 0000001 again: ErrFileBatchNumberAscending
 */
export function checkBatchHeader(batch: BatchState, previousNumber: string | null, problems: Problems): void {
  const { text, layout, context } = batch;
  const place = { line: batch.line, recordType: '5' };
  const at = (name: string) => layout.byName.get(name) ?? null;
  const value = (name: string) => fieldText(layout, text, name);
  checkFieldFormats(layout, text, place, problems);
  const scc = batch.serviceClassCode;
  const sec = context.secCode;
  if (!isServiceClassCode(scc)) {
    problems.error(
      'ErrServiceClass',
      `Service class code "${scc}" is not 200, 220, 225 or 280.`,
      place,
      at('serviceClassCode'),
    );
  } else if ((scc === '280') !== (sec === 'ADV')) {
    problems.error(
      'ErrBatchServiceClassCode',
      `Service class 280 goes with SEC code ADV only; found ${scc} with ${sec}.`,
      place,
      at('serviceClassCode'),
    );
  }
  if (context.iat ? sec !== 'IAT' && sec !== 'COR' : !isSecCode(sec)) {
    problems.error(
      'ErrSECCode',
      `SEC code "${sec}" is not one NACHA defines.`,
      place,
      at('standardEntryClassCode'),
    );
  }
  const status = value('originatorStatusCode');
  if (!/^[012]$/.test(status) || (status === '0' && !context.iat && !context.adv)) {
    problems.error(
      'ErrOrigStatusCode',
      `Originator status code "${status}" must be 1 or 2 (0 in ADV files).`,
      place,
      at('originatorStatusCode'),
    );
  }
  const description = value('companyEntryDescription').trim();
  if (sec === 'ENR' && description !== 'AUTOENROLL') {
    problems.error(
      'ErrBatchCompanyEntryDescriptionAutoenroll',
      `ENR batches must be described AUTOENROLL; found "${description}".`,
      place,
      at('companyEntryDescription'),
    );
  }
  if (sec === 'RCK' && description !== 'REDEPCHECK') {
    problems.error(
      'ErrBatchCompanyEntryDescriptionREDEPCHECK',
      `RCK batches must be described REDEPCHECK; found "${description}".`,
      place,
      at('companyEntryDescription'),
    );
  }
  if (sec === 'DNE' && status !== '2') {
    problems.error(
      'ErrBatchOriginatorDNE',
      'DNE entries come from government agencies only (originator status 2).',
      place,
      at('originatorStatusCode'),
    );
  }
  if (context.iat) {
    if (!/^(FV|VF|FF)$/.test(value('foreignExchangeIndicator'))) {
      problems.error(
        'ErrForeignExchangeIndicator',
        `Foreign exchange indicator "${value('foreignExchangeIndicator')}" must be FV, VF or FF.`,
        place,
        at('foreignExchangeIndicator'),
      );
    }
    if (!/^[123]$/.test(value('foreignExchangeReferenceIndicator'))) {
      problems.error(
        'ErrForeignExchangeReferenceIndicator',
        `Foreign exchange reference indicator "${value('foreignExchangeReferenceIndicator')}" must be 1, 2 or 3.`,
        place,
        at('foreignExchangeReferenceIndicator'),
      );
    }
  }
  const effective = value('effectiveEntryDate');
  if (effective.trim() !== '' && effective !== '000000' && !isYymmdd(effective)) {
    problems.warning(
      'InvalidDate',
      `Effective entry date "${effective}" is not a YYMMDD date; the operator will settle on its next day.`,
      place,
      at('effectiveEntryDate'),
    );
  }
  const number = value('batchNumber');
  if (
    previousNumber !== null &&
    isDigits(number) &&
    isDigits(previousNumber) &&
    Number(number) <= Number(previousNumber)
  ) {
    problems.error(
      'ErrFileBatchNumberAscending',
      `Batch number ${number} does not follow the previous batch's ${previousNumber}; batch numbers ascend.`,
      place,
      at('batchNumber'),
    );
  }
}

/**
 * Checks a batch control against its header (service class, company ID, ODFI, batch number) and against the
 * totals recomputed from the batch's entries. Returns the stored totals, or null when one is unreadable.
 *
 * @example
 * checkBatchControl(batch, { line: 4, text: controlText }, problems)?.entryHash; // '0023138010'
 */
export function checkBatchControl(
  batch: BatchState,
  control: LineText,
  problems: Problems,
): BatchTotals | null {
  const layout = layoutFor(control.text, batch.context);
  const place = { line: control.line, recordType: '8' };
  const value = (name: string) => fieldText(layout, control.text, name);
  checkFieldFormats(layout, control.text, place, problems);
  const same = ['serviceClassCode', 'odfiIdentification', 'batchNumber'];
  if (!batch.context.iat && !batch.context.adv) same.push('companyIdentification');
  for (const name of same) {
    const header = fieldText(batch.layout, batch.text, name).trim();
    const stored = value(name).trim();
    if (header !== stored) {
      problems.error(
        'ErrBatchHeaderControlEquality',
        `Batch control says ${inSentence(name)} "${stored}"; the batch header says "${header}".`,
        place,
        layout.byName.get(name) ?? null,
      );
    }
  }
  const computed: Record<string, [number, string]> = {
    entryAddendaCount: [batch.entryCount + batch.addendaCount, 'the batch has'],
    entryHash: [batch.hash % 1e10, 'the RDFI routing numbers add up to'],
    totalDebit: [batch.debit, 'the debit entries add up to'],
    totalCredit: [batch.credit, 'the credit entries add up to'],
  };
  let readable = true;
  for (const [name, [expected, phrase]] of Object.entries(computed)) {
    const raw = value(name);
    if (!isDigits(raw)) {
      readable = false;
      continue;
    }
    if (Number(raw) === expected) continue;
    const shown = (n: number) =>
      name === 'entryHash' ? formatHash(n) : name === 'entryAddendaCount' ? String(n) : dollars(n);
    problems.error(
      'ErrBatchCalculatedControlEquality',
      `Batch control says ${inSentence(name)} ${shown(Number(raw))}; ${phrase} ${shown(expected)}.`,
      place,
      layout.byName.get(name) ?? null,
    );
  }
  if (!readable) return null;
  return {
    entryAddendaCount: Number(value('entryAddendaCount')),
    entryHash: value('entryHash'),
    debitCents: Number(value('totalDebit')),
    creditCents: Number(value('totalCredit')),
  };
}
