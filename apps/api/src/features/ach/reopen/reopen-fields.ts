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
  optionalMoment,
  optionalText,
  text,
  user,
  userJson,
} from '../ach-fields.ts';

/** `achReopenRequestRecord`'s fields, plus the users' ids to filter by (`requestedById`, `decidedById`). */
export const reopenFields: Record<string, FieldDef> = {
  id,
  batchId: id,
  batchName: text,
  entryCount: count,
  debitTotal: money,
  creditTotal: money,
  effectiveDate: day,
  requestedBy: user,
  requestedById: id,
  requestedAt: moment,
  reason: text,
  status: code,
  decidedBy: user,
  decidedById: optionalId,
  decidedAt: optionalMoment,
  decisionNote: optionalText,
  voidedFileName: optionalText,
};

// The request with the batch's name and figures, which the approval page shows before anyone decides.
export const reopenView: ResourceView = {
  from: sql.raw(`select r.id, r.batch_id, b.batch_name, b.entry_count, b.debit_total, b.credit_total,
      b.effective_date, ${userJson('r.requested_by')} as requested_by, r.requested_by as requested_by_id,
      r.requested_at, r.reason, r.status, ${userJson('r.decided_by')} as decided_by,
      r.decided_by as decided_by_id, r.decided_at, r.decision_note, r.voided_file_name
    from ach_reopen_request r join ach_batch b on b.id = r.batch_id`),
  tables: ['ach_reopen_request', 'ach_batch', 'app_user'],
};
