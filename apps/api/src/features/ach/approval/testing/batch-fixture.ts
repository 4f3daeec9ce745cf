import { abaCheckDigit } from '@lendline/nacha';
import type { AchBatchStatus } from '@lendline/portfolio';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import { decimalOf } from '../../file/cents.ts';

/** One entry a test wants in its batch: whole cents, an 8-digit RDFI id (the check digit is added). */
export interface FixtureEntry {
  amountCents: number;
  rdfi?: string;
  account?: string;
  name?: string;
  transactionCode?: 22 | 27 | 32 | 37;
  status?: 'SCHEDULED' | 'HELD';
}

let made = 0;

/**
 * Inserts a batch and its entries straight into the tables, as the build job would leave them (totals,
 * entry hash), so the approval side is tested without waiting for a build: every account number is
 * encrypted with `encrypt` (the app's cipher) and the contract is any seeded one.
 */
export async function insertBatch(
  db: Kysely<Database>,
  options: {
    encrypt(plain: string): string;
    createdBy: number;
    entries: readonly FixtureEntry[];
    status?: AchBatchStatus;
    submittedBy?: number;
    secCode?: 'CCD' | 'PPD';
  },
): Promise<{ id: number; batchName: string }> {
  const contract = await db.selectFrom('contract').select('id').orderBy('id').executeTakeFirstOrThrow();
  const mandate = await db
    .insertInto('ach_mandate')
    .values({
      contract_id: contract.id,
      account_holder_name: 'FIXTURE HOLDER',
      routing_number: '091000019',
      account_number_cipher: options.encrypt('000123456789'),
      account_last4: '6789',
      account_type: 'CHECKING',
      sec_code: options.secCode ?? 'CCD',
      authorized_at: '2026-01-05',
      auth_method: 'WRITTEN',
      prenote_status: 'WAIVED',
      // Revoked at once: the fixture's mandates are records for its entries, not one in force per contract.
      revoked_at: '2026-01-06',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  made += 1;
  const batchName = `ACH-T${process.pid % 1000}-${made}-${Date.now() % 100000}`;
  const live = options.entries.filter((entry) => (entry.status ?? 'SCHEDULED') === 'SCHEDULED');
  const code = (entry: FixtureEntry) => entry.transactionCode ?? 27;
  const debit = live.filter((e) => code(e) === 27 || code(e) === 37).reduce((s, e) => s + e.amountCents, 0);
  const credit = live.filter((e) => code(e) === 22 || code(e) === 32).reduce((s, e) => s + e.amountCents, 0);
  const rdfiOf = (entry: FixtureEntry) => entry.rdfi ?? '09100001';
  const hash = live.reduce((s, e) => s + Number(rdfiOf(e)), 0) % 1e10;
  const status = options.status ?? 'DRAFT';
  const batch = await db
    .insertInto('ach_batch')
    .values({
      batch_name: batchName,
      purpose: 'COLLECTION',
      company_name: 'LENDLINE LEASING',
      company_id: '1234567890',
      sec_code: options.secCode ?? 'CCD',
      service_class: credit > 0 && debit > 0 ? 200 : credit > 0 ? 220 : 225,
      entry_description: 'LEASE PMT',
      effective_date: '2026-11-24',
      entry_count: live.length,
      debit_total: decimalOf(debit),
      credit_total: decimalOf(credit),
      entry_hash: hash,
      status,
      created_by: options.createdBy,
      submitted_by: options.submittedBy ?? (status === 'DRAFT' ? null : options.createdBy),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.entries.length > 0)
    await db
      .insertInto('ach_entry')
      .values(
        options.entries.map((entry, index) => {
          const rdfi = rdfiOf(entry);
          const account = entry.account ?? `${100000 + index}${batch.id}`;
          return {
            batch_id: batch.id,
            contract_id: contract.id,
            mandate_id: mandate.id,
            invoice_id: null,
            receiver_name: entry.name ?? `RECEIVER ${index + 1}`,
            individual_id: `C-${batch.id}-${index + 1}`,
            routing_number: rdfi + String(abaCheckDigit(rdfi)),
            account_number_cipher: options.encrypt(account),
            account_last4: account.slice(-4),
            account_type: code(entry) >= 32 ? 'SAVINGS' : 'CHECKING',
            transaction_code: code(entry),
            amount: decimalOf(entry.amountCents),
            status: entry.status ?? 'SCHEDULED',
          } as const;
        }),
      )
      .execute();
  return { id: batch.id, batchName };
}

/** The first active user of a seeded role (`ACH Operator`, `ACH Approver`, `Admin`, ...). */
export async function userOfRole(db: Kysely<Database>, roleName: string, skip = 0) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('app_role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.email'])
    .where('r.name', '=', roleName)
    .where('u.is_active', '=', true)
    .where('u.email_verified', '=', true)
    .orderBy('u.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}
