import { isSecCode } from '../codes/sec-codes.ts';
import { isServiceClassCode } from '../codes/service-class.ts';
import { fieldLabel, fieldText } from '../layouts/layout.ts';
import { layoutFor } from '../layouts/record-layouts.ts';
import type { BatchTotals } from '../model.ts';
import type { BatchState, LineText } from '../read/state.ts';
import { checkFieldFormats, isDigits, isYymmdd } from './field-checks.ts';
import { dollars } from './format.ts';
import { reporter, type Problems, type Reporter } from './problem.ts';

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
 * Compares a control record's totals with the ones expected of it, one error per figure that differs:
 * "Entry hash 0009140060 in the batch control does not match 0009140061 computed from the entries."
 * Returns false when a figure is unreadable (not digits).
 *
 * @example
 * checkTotals(report, 'Batch', 'entries', { entryHash: 9_140_061 }); // false when the entry hash is not digits
 */
export function checkTotals(
  report: Reporter,
  control: 'Batch' | 'File',
  from: string,
  expected: Record<string, number>,
): boolean {
  let readable = true;
  for (const [name, computed] of Object.entries(expected)) {
    const raw = report.value(name);
    const show = (n: number) =>
      name === 'entryHash' ? formatHash(n) : name.startsWith('total') ? dollars(n) : String(n);
    if (!isDigits(raw)) readable = false;
    else if (Number(raw) !== computed) {
      report.error(
        `Err${control}CalculatedControlEquality`,
        `${fieldLabel(name).replace(' (cents)', '')} ${show(Number(raw))} in the ${control.toLowerCase()} control does not match ${show(computed)} computed from the ${name === 'batchCount' ? 'batches' : from}.`,
        name,
      );
    }
  }
  return readable;
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
  const report = reporter(problems, batch.line, '5', layout, text);
  checkFieldFormats(layout, text, report);
  const scc = batch.serviceClassCode;
  const sec = context.secCode;
  if (!isServiceClassCode(scc))
    report.bad('ErrServiceClass', 'serviceClassCode', 'is not 200, 220, 225 or 280');
  else if ((scc === '280') !== (sec === 'ADV')) {
    report.error(
      'ErrBatchServiceClassCode',
      `Service class 280 goes with SEC code ADV only; found ${scc} with ${sec}.`,
      'serviceClassCode',
    );
  }
  if (context.iat ? sec !== 'IAT' && sec !== 'COR' : !isSecCode(sec)) {
    report.bad('ErrSECCode', 'standardEntryClassCode', 'is not one NACHA defines');
  }
  const status = report.value('originatorStatusCode');
  if (!/^[012]$/.test(status) || (status === '0' && !context.iat && !context.adv)) {
    report.bad('ErrOrigStatusCode', 'originatorStatusCode', 'must be 1 or 2 (0 in ADV files)');
  }
  const description = batch.description.trim();
  // ENR and RCK batches carry a fixed company entry description.
  const required = sec === 'ENR' ? 'AUTOENROLL' : sec === 'RCK' ? 'REDEPCHECK' : '';
  if (required && description !== required) {
    report.error(
      `ErrBatchCompanyEntryDescription${sec === 'ENR' ? 'Autoenroll' : required}`,
      `${sec} batches must be described ${required}; found "${description}".`,
      'companyEntryDescription',
    );
  }
  if (sec === 'DNE' && status !== '2') {
    report.error(
      'ErrBatchOriginatorDNE',
      'DNE entries come from government agencies only (originator status 2).',
      'originatorStatusCode',
    );
  }
  if (context.iat) {
    if (!/^(FV|VF|FF)$/.test(report.value('foreignExchangeIndicator'))) {
      report.bad('ErrForeignExchangeIndicator', 'foreignExchangeIndicator', 'must be FV, VF or FF');
    }
    if (!/^[123]$/.test(report.value('foreignExchangeReferenceIndicator'))) {
      report.bad(
        'ErrForeignExchangeReferenceIndicator',
        'foreignExchangeReferenceIndicator',
        'must be 1, 2 or 3',
      );
    }
  }
  const effective = report.value('effectiveEntryDate');
  if (effective.trim() !== '' && effective !== '000000' && !isYymmdd(effective)) {
    report.bad(
      'InvalidDate',
      'effectiveEntryDate',
      'is not a YYMMDD date; the operator will settle on its next day',
      true,
    );
  }
  const number = report.value('batchNumber');
  if (previousNumber && isDigits(number) && isDigits(previousNumber) && +number <= +previousNumber) {
    report.error(
      'ErrFileBatchNumberAscending',
      `Batch number ${number} is not above the previous batch's ${previousNumber}: batch numbers ascend.`,
      'batchNumber',
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
  const report = reporter(problems, control.line, '8', layout, control.text);
  checkFieldFormats(layout, control.text, report);
  const same = ['serviceClassCode', 'odfiIdentification', 'batchNumber'];
  if (!batch.context.iat && !batch.context.adv) same.push('companyIdentification');
  for (const name of same) {
    const header = fieldText(batch.layout, batch.text, name).trim();
    const stored = report.value(name).trim();
    if (header !== stored) {
      report.error(
        'ErrBatchHeaderControlEquality',
        `${fieldLabel(name)} "${stored}" in the batch control does not match "${header}" in the batch header.`,
        name,
      );
    }
  }
  const readable = checkTotals(report, 'Batch', 'entries', {
    entryAddendaCount: batch.entryCount + batch.addendaCount,
    entryHash: batch.hashSum % 1e10,
    totalDebit: batch.debit,
    totalCredit: batch.credit,
  });
  return readable ? storedTotals(report) : null;
}

/**
 * The totals a control record states, once they are known to be readable.
 *
 * @example
 * storedTotals(report).entryHash; // '0023138010'
 */
export function storedTotals(report: Reporter): BatchTotals {
  return {
    entryAddendaCount: +report.value('entryAddendaCount'),
    entryHash: report.value('entryHash'),
    debitCents: +report.value('totalDebit'),
    creditCents: +report.value('totalCredit'),
  };
}
