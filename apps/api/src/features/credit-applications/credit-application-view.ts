import { sql } from 'kysely';
import type { ResourceView } from '../../resources/define-resource.ts';
import { MASK_SQL } from './pii-masks.ts';

/**
 * What staff lists read: the application's plain columns, the recipient's display name, and the FEIN
 * and bank account already masked, so no list, export or audit record can carry more than the last four.
 */
export const CREDIT_APPLICATION_VIEW: ResourceView = {
  from: sql`select a.id, a.reference_number, a.company, a.to_slug, a.recipient_user_id,
      a.recipient_vendor_id, a.vendor_api_key_id,
      coalesce(u.first_name || ' ' || u.last_name, v.name) as recipient_name,
      a.status, a.legal_name, a.dba, a.entity_type, a.state, a.requested_amount, a.term_months,
      a.signature_name, ${sql.raw(MASK_SQL.fein('a.fein_last4'))} as fein_masked,
      ${sql.raw(MASK_SQL.bankNumber('a.bank_account_last4'))} as bank_account_masked,
      a.submitted_at, a.updated_at
    from credit_application a
    left join app_user u on u.id = a.recipient_user_id
    left join vendor v on v.id = a.recipient_vendor_id`,
  tables: ['credit_application', 'app_user', 'vendor'],
};
