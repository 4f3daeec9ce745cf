import { sql } from 'kysely';
import type { ResourceView } from '../../../resources/define-resource.ts';
import type { FieldDef } from '../../../resources/field-def.ts';
import {
  code,
  count,
  day,
  flag,
  id,
  moment,
  money,
  optionalCode,
  optionalId,
  optionalMoment,
  optionalText,
  text,
  user,
  userJson,
} from '../ach-fields.ts';

/** `achBatchRecord`'s fields, plus the users' ids (`createdById`, …) to filter and sort by. */
export const batchFields: Record<string, FieldDef> = {
  id,
  batchName: text,
  purpose: code,
  status: code,
  companyName: text,
  companyId: code,
  secCode: code,
  serviceClass: { ...count },
  entryDescription: text,
  effectiveDate: day,
  sameDay: flag,
  entryCount: count,
  heldCount: count,
  debitTotal: money,
  creditTotal: money,
  entryHash: code,
  createdBy: user,
  createdById: id,
  createdAt: moment,
  submittedBy: user,
  submittedById: optionalId,
  submittedAt: optionalMoment,
  approvedBy: user,
  approvedById: optionalId,
  approvedAt: optionalMoment,
  rejectedBy: user,
  rejectedAt: optionalMoment,
  rejectReason: optionalText,
  fileIdModifier: optionalCode,
  fileName: optionalText,
  fileHash: optionalCode,
  fileId: optionalId,
  generatedAt: optionalMoment,
  transmittedAt: optionalMoment,
  transmitMode: optionalCode,
  reversalOfBatchId: optionalId,
  buildRunId: optionalId,
};

// The batch row as the wire has it: users as `{ id, name }`, the entry hash as text (a bigint), and the
// held entries counted (the stored entry_count is the file's: scheduled entries only).
export const batchView: ResourceView = {
  from: sql.raw(`select b.id, b.batch_name, b.purpose, b.status, b.company_name, b.company_id, b.sec_code,
      b.service_class, b.entry_description, b.effective_date, b.same_day, b.entry_count,
      (select count(*)::int from ach_entry e where e.batch_id = b.id and e.status = 'HELD') as held_count,
      b.debit_total, b.credit_total, b.entry_hash::text as entry_hash,
      ${userJson('b.created_by')} as created_by, b.created_by as created_by_id, b.created_at,
      ${userJson('b.submitted_by')} as submitted_by, b.submitted_by as submitted_by_id, b.submitted_at,
      ${userJson('b.approved_by')} as approved_by, b.approved_by as approved_by_id, b.approved_at,
      ${userJson('b.rejected_by')} as rejected_by, b.rejected_at, b.reject_reason,
      b.file_id_modifier, b.file_name, b.file_hash, b.file_id, b.generated_at, b.transmitted_at,
      b.transmit_mode, b.reversal_of_batch_id, b.build_run_id
    from ach_batch b`),
  tables: ['ach_batch', 'ach_entry', 'app_user'],
};
