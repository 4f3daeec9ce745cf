import { changeCodeDescription, returnCodeDescription } from '@lendline/nacha';
import { sql } from 'kysely';
import type { ResourceView } from '../../../resources/define-resource.ts';
import type { FieldDef } from '../../../resources/field-def.ts';
import {
  code,
  count,
  day,
  id,
  moment,
  money,
  optionalId,
  optionalText,
  text,
  user,
  userJson,
} from '../ach-fields.ts';

/** `achReturnFileRecord`'s fields, plus `importedById` to filter and sort by. */
export const returnFileFields: Record<string, FieldDef> = {
  id,
  fileName: text,
  fileHash: code,
  source: code,
  importedBy: user,
  importedById: id,
  importedAt: moment,
  returnCount: count,
  nocCount: count,
  unmatchedCount: count,
  duplicateCount: count,
};

export const returnFileView: ResourceView = {
  from: sql.raw(`select f.id, f.file_name, f.file_hash, f.source, ${userJson('f.imported_by')} as imported_by,
      f.imported_by as imported_by_id, f.imported_at, f.return_count, f.noc_count, f.unmatched_count,
      f.duplicate_count
    from ach_return_file f`),
  tables: ['ach_return_file', 'app_user'],
};

/** `achReturnRecord`'s fields. */
export const returnFields: Record<string, FieldDef> = {
  id,
  returnFileId: id,
  entryId: optionalId,
  contractId: optionalId,
  contractNumber: optionalText,
  invoiceId: optionalId,
  invoiceNumber: optionalText,
  originalTrace: code,
  kind: code,
  code,
  description: text,
  amount: money,
  returnDate: day,
  outcome: text,
};

// Nacha's wording of every return and change code, as a SQL CASE built from @lendline/nacha's tables
// (never copied): the list filters and sorts by the description like by any column.
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const codes = (prefix: string, to: number, describe: (code: string) => string | null) =>
  Array.from({ length: to }, (_, at) => `${prefix}${String(at + 1).padStart(2, '0')}`)
    .map((one) => [one, describe(one)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== null)
    .map(([one, words]) => `when ${quote(one)} then ${quote(words)}`)
    .join(' ');
const descriptionCase = `case r.kind when 'RETURN' then (case r.code ${codes('R', 99, returnCodeDescription)}
    else 'Unknown return code' end) else (case r.code ${codes('C', 99, changeCodeDescription)}
    else 'Unknown change code' end) end`;

export const returnView: ResourceView = {
  from: sql.raw(`select r.id, r.return_file_id, r.entry_id, e.contract_id, c.contract_number, e.invoice_id,
      i.invoice_number, r.original_trace, r.kind, r.code, ${descriptionCase} as description, r.amount,
      r.return_date, r.outcome
    from ach_return r left join ach_entry e on e.id = r.entry_id left join contract c on c.id = e.contract_id
      left join invoice i on i.id = e.invoice_id`),
  tables: ['ach_return', 'ach_entry', 'contract', 'invoice'],
};
