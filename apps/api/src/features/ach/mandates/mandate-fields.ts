import { sql } from 'kysely';
import type { ResourceView } from '../../../resources/define-resource.ts';
import type { FieldDef } from '../../../resources/field-def.ts';
import { code, day, flag, id, optionalCode, optionalDay, optionalText, text } from '../ach-fields.ts';

/** `achMandateRecord`'s fields. The account number's cipher is no field: it never leaves the database. */
export const mandateFields: Record<string, FieldDef> = {
  id,
  contractId: id,
  contractNumber: text,
  customerName: text,
  accountHolderName: text,
  routingNumber: code,
  accountLast4: code,
  accountType: code,
  secCode: code,
  authorizedAt: day,
  authMethod: code,
  revokedAt: optionalDay,
  revokedReason: optionalText,
  needsNewAuthorization: flag,
  prenoteStatus: code,
  prenoteSettledOn: optionalDay,
  liveFrom: optionalDay,
  lastNocCode: optionalCode,
};

export const mandateView: ResourceView = {
  from: sql`select m.id, m.contract_id, c.contract_number, cu.legal_name as customer_name,
      m.account_holder_name, m.routing_number, m.account_last4, m.account_type, m.sec_code, m.authorized_at,
      m.auth_method, m.revoked_at, m.revoked_reason, m.needs_new_authorization, m.prenote_status,
      m.prenote_settled_on, m.live_from, m.last_noc_code
    from ach_mandate m
    join contract c on c.id = m.contract_id
    join customer cu on cu.id = c.customer_id`,
  tables: ['ach_mandate', 'contract', 'customer'],
};
