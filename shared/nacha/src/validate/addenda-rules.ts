import { changeCodeDescription, isRefusedChangeCode } from '../codes/change-codes.ts';
import { returnCodeDescription } from '../codes/return-codes.ts';
import { fieldOf, fieldText } from '../layouts/layout.ts';
import { isAddendaTypeCode, layoutFor } from '../layouts/record-layouts.ts';
import type { LineText } from '../read/state.ts';
import { checkFieldFormats } from './field-checks.ts';
import type { Problems } from './problem.ts';

// Addenda 10 transaction type codes: what an international payment is for.
const IAT_TRANSACTION_TYPES = new Set(
  'ANN BUS DEP LOA MIS MOR PEN REM RLS SAL TAX ARC BOC MTE POP POS RCK SHR TEL WEB'.split(' '),
);
const QUALIFIER_FIELDS: Record<string, string> = {
  13: 'odfiIdNumberQualifier',
  14: 'rdfiIdNumberQualifier',
  18: 'foreignCorrespondentBankIdNumberQualifier',
};

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
  const place = { line, recordType: '7' };
  checkFieldFormats(layout, text, place, problems);
  const type = text.slice(1, 3);
  const code = text.slice(3, 6);
  if (!isAddendaTypeCode(type)) {
    problems.error(
      'ErrAddendaTypeCode',
      `Addenda type code "${type}" is not one NACHA defines.`,
      place,
      fieldOf(layout, 'addendaTypeCode'),
    );
    return;
  }
  if (type === '98') {
    const refused = isRefusedChangeCode(code);
    const changeCode = refused ? fieldText(layout, text, 'changeCode') : code;
    if (changeCodeDescription(changeCode) === null || isRefusedChangeCode(changeCode)) {
      problems.error(
        'ErrAddenda98ChangeCode',
        `Change code "${changeCode}" is not a NACHA change code.`,
        place,
        fieldOf(layout, 'changeCode'),
      );
    }
    if (!refused && fieldText(layout, text, 'correctedData').trim() === '') {
      problems.error(
        'ErrAddenda98CorrectedData',
        'A notification of change must carry the corrected data.',
        place,
        fieldOf(layout, 'correctedData'),
      );
    }
  } else if (type === '99' && returnCodeDescription(code) === null) {
    problems.error(
      'ErrAddenda99ReturnCode',
      `Return reason code "${code}" is not a NACHA return code.`,
      place,
      layout.fields[2] ?? null,
    );
  } else if (type === '10' && !IAT_TRANSACTION_TYPES.has(code)) {
    problems.error(
      'ErrTransactionTypeCode',
      `IAT transaction type code "${code}" is not one NACHA defines.`,
      place,
      fieldOf(layout, 'transactionTypeCode'),
    );
  }
  const qualifierField = QUALIFIER_FIELDS[type];
  if (qualifierField !== undefined && !/^0[123]$/.test(fieldText(layout, text, qualifierField))) {
    problems.error(
      'ErrIDNumberQualifier',
      `ID number qualifier "${fieldText(layout, text, qualifierField)}" must be 01 (national clearing system), 02 (BIC) or 03 (IBAN).`,
      place,
      fieldOf(layout, qualifierField),
    );
  }
  if (entryTrace === null) return;
  const sequence = fieldOf(layout, 'entryDetailSequenceNumber');
  const expected = entryTrace.slice(8);
  if (sequence !== null && fieldText(layout, text, sequence.name) !== expected) {
    problems.error(
      'ErrBatchAddendaTraceNumber',
      `Entry detail sequence number "${fieldText(layout, text, sequence.name)}" does not match the entry's trace number ${entryTrace} (expected ${expected}).`,
      place,
      sequence,
    );
  }
  if (type === '02' && fieldText(layout, text, 'traceNumber') !== entryTrace) {
    problems.error(
      'ErrBatchAddendaTraceNumber',
      `Addenda trace number ${fieldText(layout, text, 'traceNumber')} does not match the entry's trace number ${entryTrace}.`,
      place,
      fieldOf(layout, 'traceNumber'),
    );
  }
  if (type === '05' && Number(fieldText(layout, text, 'addendaSequenceNumber')) !== position) {
    problems.error(
      'ErrBatchAscending',
      `Addenda sequence number "${fieldText(layout, text, 'addendaSequenceNumber')}" should be ${position}: addenda are numbered 1, 2, 3… within their entry.`,
      place,
      fieldOf(layout, 'addendaSequenceNumber'),
    );
  }
}
