import type { CreditApplicationStatus } from '@lendline/validation';
import type {
  CreditApplicationConsents,
  CreditApplicationEquipment,
  CreditApplicationRecord,
} from '@lendline/wire';
import type { Kysely } from 'kysely';
import { entityNotFound } from '../../lib/http-error.ts';
import type { Database } from '../../db/schema.ts';
import { maskBankNumber, maskDateOfBirth, maskFein, maskSsn } from './pii-masks.ts';

/**
 * `GET /credit-applications/{id}`: everything staff work with, the personal numbers masked (CONTRACT.md).
 * Built from the stored last-four columns; the ciphertext is never read here.
 */
export async function loadApplicationDetail(
  db: Kysely<Database>,
  id: number,
): Promise<CreditApplicationRecord> {
  const row = await db
    .selectFrom('credit_application as a')
    .leftJoin('app_user as u', 'u.id', 'a.recipient_user_id')
    .leftJoin('vendor as v', 'v.id', 'a.recipient_vendor_id')
    .select([
      'a.id',
      'a.reference_number',
      'a.company',
      'a.to_slug',
      'a.recipient_user_id',
      'a.recipient_vendor_id',
      'a.vendor_api_key_id',
      'u.first_name',
      'u.last_name',
      'v.name as vendor_name',
      'a.status',
      'a.legal_name',
      'a.dba',
      'a.entity_type',
      'a.state',
      'a.requested_amount',
      'a.term_months',
      'a.business_json',
      'a.equipment_json',
      'a.consents_json',
      'a.signature_name',
      'a.fein_last4',
      'a.bank_account_last4',
      'a.bank_routing_last4',
      'a.submitted_at',
      'a.updated_at',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw entityNotFound('CreditApplication', id);
  const owners = await db
    .selectFrom('credit_application_owner')
    .select([
      'position',
      'first_name',
      'last_name',
      'title',
      'ownership_percent',
      'email',
      'phone',
      'street',
      'city',
      'state',
      'zip',
      'guarantor',
      'ssn_last4',
      'dob_year',
    ])
    .where('application_id', '=', id)
    .orderBy('position')
    .execute();
  // The JSON columns hold what store-application.ts wrote from the validated submission.
  const business = row.business_json as Omit<
    CreditApplicationRecord['business'],
    'fein' | 'bankAccount' | 'bankRouting'
  >;
  return {
    id: row.id,
    referenceNumber: row.reference_number,
    company: row.company,
    toSlug: row.to_slug,
    recipientUserId: row.recipient_user_id,
    recipientVendorId: row.recipient_vendor_id,
    vendorApiKeyId: row.vendor_api_key_id,
    recipientName: row.first_name !== null ? `${row.first_name} ${row.last_name}` : row.vendor_name,
    // The column's check constraint (migration 0007) admits only the wire statuses.
    status: row.status as CreditApplicationStatus,
    legalName: row.legal_name,
    dba: row.dba,
    // Validated against the same vocabulary on the way in (CreditApplicationSchema).
    entityType: row.entity_type as CreditApplicationRecord['entityType'],
    state: row.state,
    requestedAmount: Number(row.requested_amount),
    termMonths: row.term_months,
    submittedAt: new Date(row.submitted_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    business: {
      ...business,
      // From its column, as at the top: the demo seed's business JSON was written without it.
      entityType: row.entity_type as CreditApplicationRecord['entityType'],
      fein: maskFein(row.fein_last4),
      bankAccount: maskBankNumber(row.bank_account_last4),
      bankRouting: maskBankNumber(row.bank_routing_last4),
    },
    owners: owners.map((owner) => ({
      position: owner.position,
      firstName: owner.first_name,
      lastName: owner.last_name,
      title: owner.title,
      ownershipPercent: Number(owner.ownership_percent),
      ssn: maskSsn(owner.ssn_last4),
      dateOfBirth: maskDateOfBirth(owner.dob_year),
      street: owner.street,
      city: owner.city,
      state: owner.state,
      zip: owner.zip,
      email: owner.email,
      phone: owner.phone,
      guarantor: owner.guarantor,
    })),
    equipment: row.equipment_json as CreditApplicationEquipment,
    consents: row.consents_json as CreditApplicationConsents,
    signature: { name: row.signature_name },
  };
}
