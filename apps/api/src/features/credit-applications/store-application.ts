import type { Kysely } from 'kysely';
import { createOnce } from '../../db/create-once.ts';
import type { Database } from '../../db/schema.ts';
import { nameSlug, referenceNumber } from './credit-application-values.ts';
import type { PiiCipher } from './pii-cipher.ts';
import { lastFour } from './pii-masks.ts';
import type { Recipient } from './recipient.ts';
import type { CreditApplication, CreditApplicationStatus } from '@lendline/validation';
import type { SubmissionAnswer } from '@lendline/wire';

export interface StoredApplication {
  id: number;
  /** What the applicant is told, the first time and on every retry of the same draft. */
  answer: SubmissionAnswer;
  /** False when this draft had already been received: nothing new was written. */
  created: boolean;
}

export interface SubmissionSource {
  /** The vendor's key for an embedded form; null for our own page. */
  keyId: number | null;
  clientAddress: string;
  now: Date;
}

const blankToNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The application stored for this draft and source, if any. */
export async function findByDraft(
  db: Kysely<Database>,
  clientId: string,
  keyId: number | null,
): Promise<{ id: number; answer: SubmissionAnswer } | undefined> {
  const row = await db
    .selectFrom('credit_application')
    .select(['id', 'reference_number', 'status', 'submitted_at'])
    .where('client_id', '=', clientId)
    .where('vendor_api_key_id', keyId === null ? 'is' : '=', keyId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      answer: {
        referenceNumber: row.reference_number,
        // The column's check constraint (migration 0007) admits only the wire statuses.
        status: row.status as CreditApplicationStatus,
        submittedAt: new Date(row.submitted_at).toISOString(),
      },
    }
  );
}

// Six random characters from 30 make a collision on a reference number rare; one is retried.
const REFERENCE_ATTEMPTS = 3;

/**
 * Stores one application with its owners and its first history row in one transaction, the personal
 * numbers encrypted, and answers as the first submission of the draft did. Two copies of a draft racing
 * (a double click, a retry while the first is in flight) meet at the unique (client id, source) index:
 * the later insert does nothing and reads the earlier one's answer.
 */
export async function storeApplication(
  db: Kysely<Database>,
  cipher: PiiCipher,
  input: CreditApplication,
  recipient: Recipient,
  source: SubmissionSource,
): Promise<StoredApplication> {
  const { business, equipment } = input;
  const bankAccount = blankToNull(business.bankAccount);
  const bankRouting = blankToNull(business.bankRouting);
  const fein = digitsOf(business.fein);
  // Everything of the business but its personal numbers, which live only in their encrypted columns.
  const businessJson = {
    legalName: business.legalName,
    dba: blankToNull(business.dba),
    entityType: business.entityType,
    yearEstablished: business.yearEstablished,
    industry: blankToNull(business.industry),
    street: business.street,
    city: business.city,
    state: business.state.toUpperCase(),
    zip: business.zip,
    phone: business.phone,
    email: business.email,
    website: blankToNull(business.website),
    annualRevenue: blankToNull(business.annualRevenue),
    bankName: blankToNull(business.bankName),
  };
  const insert = async () => {
    for (let attempt = 1; ; attempt += 1) {
      const reference = referenceNumber(source.now);
      const inserted = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('credit_application')
            .values({
              reference_number: reference,
              client_id: input.clientId,
              vendor_api_key_id: source.keyId,
              company: input.company,
              to_slug: nameSlug(input.to),
              recipient_user_id: recipient.userId,
              recipient_vendor_id: recipient.vendorId,
              status: 'submitted',
              legal_name: business.legalName,
              dba: blankToNull(business.dba),
              entity_type: business.entityType,
              state: business.state.toUpperCase(),
              requested_amount: equipment.cost,
              term_months: equipment.termMonths,
              business_json: JSON.stringify(businessJson),
              equipment_json: JSON.stringify({
                vendorName: blankToNull(equipment.vendorName),
                vendorContact: blankToNull(equipment.vendorContact),
                description: equipment.description,
                condition: equipment.condition,
                cost: equipment.cost,
                termMonths: equipment.termMonths,
                structure: equipment.structure,
              }),
              consents_json: JSON.stringify(input.consents),
              signature_name: input.signature.name,
              fein_enc: cipher.encrypt(fein),
              fein_last4: lastFour(fein),
              bank_account_enc: bankAccount === null ? null : cipher.encrypt(digitsOf(bankAccount)),
              bank_account_last4: bankAccount === null ? null : lastFour(bankAccount),
              bank_routing_enc: bankRouting === null ? null : cipher.encrypt(digitsOf(bankRouting)),
              bank_routing_last4: bankRouting === null ? null : lastFour(bankRouting),
              submitted_at: source.now,
              updated_at: source.now,
              ip_hash: cipher.fingerprint(source.clientAddress),
            })
            // Only the draft index may swallow the insert; a reference number collision must surface (below).
            .onConflict((oc) => oc.columns(['client_id', 'vendor_api_key_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!row) return undefined;
          await trx
            .insertInto('credit_application_owner')
            .values(
              input.owners.map((owner, position) => {
                const ssn = digitsOf(owner.ssn);
                return {
                  application_id: row.id,
                  position,
                  first_name: owner.firstName,
                  last_name: owner.lastName,
                  title: owner.title,
                  ownership_percent: owner.ownershipPercent,
                  email: owner.email,
                  phone: owner.phone,
                  street: owner.street,
                  city: owner.city,
                  state: owner.state.toUpperCase(),
                  zip: owner.zip,
                  guarantor: owner.guarantor,
                  ssn_enc: cipher.encrypt(ssn),
                  ssn_last4: lastFour(ssn),
                  dob_enc: cipher.encrypt(owner.dateOfBirth),
                  dob_year: Number(owner.dateOfBirth.slice(0, 4)) || null,
                };
              }),
            )
            .execute();
          await trx
            .insertInto('credit_application_event')
            .values({ application_id: row.id, kind: 'status', from_status: null, to_status: 'submitted' })
            .execute();
          return row.id;
        })
        .catch((error: unknown) => {
          const unique = (error as { code?: string; constraint?: string }).code === '23505';
          if (unique && attempt < REFERENCE_ATTEMPTS) return 'retry' as const;
          throw error;
        });
      if (inserted === 'retry') continue;
      return inserted === undefined
        ? undefined
        : {
            id: inserted,
            answer: {
              referenceNumber: reference,
              status: 'submitted' as const,
              submittedAt: source.now.toISOString(),
            },
          };
    }
  };
  const once = await createOnce(() => findByDraft(db, input.clientId, source.keyId), insert);
  if (!once) throw new Error('A credit application insert was skipped without an earlier one to answer with');
  return { ...once.value, created: once.created };
}
