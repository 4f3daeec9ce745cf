import { changeCodeDescription, isRefusedChangeCode } from '../codes/change-codes.ts';
import { returnCodeDescription } from '../codes/return-codes.ts';
import { isAddendaTypeCode, layoutFor } from '../layouts/record-layouts.ts';
import type { LineText } from '../read/state.ts';
import { checkFieldFormats } from './field-checks.ts';
import { reporter, type Problems } from './problem.ts';

// Addenda 10 transaction type codes: what an international payment is for.
const IAT_TRANSACTION_TYPES =
  /^(ANN|BUS|DEP|LOA|MIS|MOR|PEN|REM|RLS|SAL|TAX|ARC|BOC|MTE|POP|POS|RCK|SHR|TEL|WEB)$/;
const QUALIFIER_FIELDS: Record<string, string> = {
  13: 'odfiIdNumberQualifier',
  14: 'rdfiIdNumberQualifier',
  18: 'foreignCorrespondentBankIdNumberQualifier',
};
const UNDEFINED = 'is not one NACHA defines';

/**
 * Checks one addenda record: its fields, its codes (return, change, IAT transaction type, bank ID
 * qualifier) and, when it follows an entry, that it points back at that entry. `position` is its 1-based
 * place among the entry's addenda of the same type.
 *
 * @example
 * checkAddenda({ line: 4, text: '799R97…' }, '121042880000001', 1, problems); // problems: ErrAddenda99ReturnCode
 */
export function checkAddenda(
  addenda: LineText,
  entryTrace: string | null,
  position: number,
  problems: Problems,
) {
  const { text, line } = addenda;
  const layout = layoutFor(text);
  const report = reporter(problems, line, '7', layout, text);
  checkFieldFormats(layout, text, report);
  const type = text.slice(1, 3);
  const code = text.slice(3, 6);
  if (!isAddendaTypeCode(type)) return report.bad('ErrAddendaTypeCode', 'addendaTypeCode', UNDEFINED);
  if (type === '98') {
    const refused = isRefusedChangeCode(code);
    const changeCode = refused ? report.value('changeCode') : code;
    if (changeCodeDescription(changeCode) === null || isRefusedChangeCode(changeCode)) {
      report.bad('ErrAddenda98ChangeCode', 'changeCode', 'is not a NACHA change code');
    }
    if (!refused && report.value('correctedData').trim() === '') {
      report.error(
        'ErrAddenda98CorrectedData',
        'A notification of change must carry the corrected data.',
        'correctedData',
      );
    }
  } else if (type === '99' && returnCodeDescription(code) === null) {
    report.bad('ErrAddenda99ReturnCode', layout.fields[2]!.name, 'is not a NACHA return code');
  } else if (type === '10' && !IAT_TRANSACTION_TYPES.test(code)) {
    report.bad('ErrTransactionTypeCode', 'transactionTypeCode', UNDEFINED);
  }
  const qualifier = QUALIFIER_FIELDS[type];
  if (qualifier && !/^0[123]$/.test(report.value(qualifier))) {
    report.bad(
      'ErrIDNumberQualifier',
      qualifier,
      'must be 01 (national clearing system), 02 (BIC) or 03 (IBAN)',
    );
  }
  if (entryTrace === null) return;
  const ofEntry = `the entry's trace number ${entryTrace}`;
  const expected = entryTrace.slice(8);
  const sequence =
    layout.byName.has('entryDetailSequenceNumber') && report.value('entryDetailSequenceNumber');
  if (sequence !== false && sequence !== expected) {
    report.bad(
      'ErrBatchAddendaTraceNumber',
      'entryDetailSequenceNumber',
      `does not match ${ofEntry} (expected ${expected})`,
    );
  }
  if (type === '02' && report.value('traceNumber') !== entryTrace) {
    report.bad('ErrBatchAddendaTraceNumber', 'traceNumber', `does not match ${ofEntry}`);
  }
  if (type === '05' && Number(report.value('addendaSequenceNumber')) !== position) {
    report.bad(
      'ErrBatchAscending',
      'addendaSequenceNumber',
      `should be ${position}: addenda are numbered from 1 within their entry`,
    );
  }
}
