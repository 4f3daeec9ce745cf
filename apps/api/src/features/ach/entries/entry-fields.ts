import { sql } from 'kysely';
import type { ResourceView } from '../../../resources/define-resource.ts';
import type { FieldDef } from '../../../resources/field-def.ts';
import {
  code,
  count,
  id,
  money,
  optionalCode,
  optionalDay,
  optionalId,
  optionalText,
  text,
} from '../ach-fields.ts';

/** `achEntryRecord`'s fields. The account number's cipher is no field: only its last 4 are readable. */
export const entryFields: Record<string, FieldDef> = {
  id,
  batchId: id,
  contractId: id,
  contractNumber: text,
  invoiceId: optionalId,
  invoiceNumber: { ...text, nullable: true },
  receiverName: text,
  individualId: text,
  routingNumber: code,
  accountLast4: code,
  accountType: code,
  transactionCode: count,
  amount: money,
  status: code,
  holdReason: optionalText,
  traceNumber: optionalCode,
  presentment: count,
  returnCode: optionalCode,
  returnDate: optionalDay,
  returnReason: optionalText,
  nocCode: optionalCode,
};

export const entryView: ResourceView = {
  from: sql`select e.id, e.batch_id, e.contract_id, c.contract_number, e.invoice_id, i.invoice_number,
      e.receiver_name, e.individual_id, e.routing_number, e.account_last4, e.account_type, e.transaction_code,
      e.amount, e.status, e.hold_reason, e.trace_number, e.presentment, e.return_code, e.return_date,
      e.return_reason, e.noc_code
    from ach_entry e
    join contract c on c.id = e.contract_id
    left join invoice i on i.id = e.invoice_id`,
  tables: ['ach_entry', 'contract', 'invoice'],
};
