import { abaCheckDigit } from '@lendline/nacha';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';

export interface SentEntryOptions {
  encrypt(plain: string): string;
  createdBy: number;
  trace: string;
  /** The lessee's account on the mandate and the entry (default 987654321012). */
  account?: string;
  /** The account the entry went to, when the mandate has moved on since (a NOC naming another account). */
  entryAccount?: string;
  /** The lessee's bank, 8 digits (default 02100002). */
  rdfi?: string;
  presentment?: number;
  reinitiationOf?: number;
  /** An existing mandate (a reinitiation goes on the same one). */
  mandateId?: number;
  /** An existing invoice (a reinitiation collects the same one). */
  invoiceId?: number;
  /** Post the ACH payment the settlement would have posted (default true). */
  paid?: boolean;
  secCode?: 'CCD' | 'PPD';
  /** The entry's amount (default $100.00, the amount the fixture files return). */
  amountCents?: number;
}

export interface SentEntry {
  entryId: number;
  mandateId: number;
  invoiceId: number;
  contractId: number;
  amountCents: number;
}

/**
 * A debit as it stands after transmission (and settlement, with `paid`): a mandate on a contract with an
 * open invoice and no mandate yet, a TRANSMITTED batch, the entry SENT under `trace`, and, when paid,
 * the ACH payment referencing the trace taken off the invoice. Test only.
 */
export async function insertSentEntry(db: Kysely<Database>, options: SentEntryOptions): Promise<SentEntry> {
  const rdfi = options.rdfi ?? '02100002';
  const routing = rdfi + String(abaCheckDigit(rdfi));
  const account = options.account ?? '987654321012';
  let contractId: number;
  let invoiceId: number;
  let mandateId = options.mandateId;
  if (options.invoiceId !== undefined) {
    invoiceId = options.invoiceId;
    const invoice = await db
      .selectFrom('invoice')
      .select('contract_id')
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    contractId = invoice.contract_id;
  } else {
    const { rows } = await sql<{ contract_id: number; id: number }>`select i.contract_id, i.id from invoice i
      where i.balance >= 100 and i.status in ('POSTED', 'SENT') and i.amount_paid = 0
        and not exists (select 1 from ach_mandate m where m.contract_id = i.contract_id)
        and not exists (select 1 from ach_entry e where e.invoice_id = i.id)
      order by i.id limit 1`.execute(db);
    contractId = Number(rows[0]!.contract_id);
    invoiceId = Number(rows[0]!.id);
  }
  if (mandateId === undefined)
    mandateId = (
      await db
        .insertInto('ach_mandate')
        .values({
          contract_id: contractId,
          account_holder_name: 'RETURN FIXTURE HOLDER',
          routing_number: routing,
          account_number_cipher: options.encrypt(account),
          account_last4: account.slice(-4),
          account_type: 'CHECKING',
          sec_code: options.secCode ?? 'CCD',
          authorized_at: '2026-01-05',
          auth_method: 'WRITTEN',
          prenote_status: 'WAIVED',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const amountCents = options.amountCents ?? 10_000;
  const amount = (amountCents / 100).toFixed(2);
  const batch = await db
    .insertInto('ach_batch')
    .values({
      batch_name: `RT-${options.trace}`,
      purpose: options.reinitiationOf ? 'REINITIATION' : 'COLLECTION',
      company_name: 'LENDLINE LEASING',
      company_id: '1234567890',
      sec_code: options.secCode ?? 'CCD',
      service_class: 225,
      entry_description: options.reinitiationOf ? 'RETRY PMT' : 'LEASE PMT',
      effective_date: '2026-11-16',
      entry_count: 1,
      debit_total: amount,
      entry_hash: Number(rdfi),
      status: 'TRANSMITTED',
      created_by: options.createdBy,
      transmitted_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entryAccount = options.entryAccount ?? account;
  const entry = await db
    .insertInto('ach_entry')
    .values({
      batch_id: batch.id,
      contract_id: contractId,
      mandate_id: mandateId,
      invoice_id: invoiceId,
      receiver_name: 'RETURN FIXTURE HOLDER',
      individual_id: `C${contractId}`,
      routing_number: routing,
      account_number_cipher: options.encrypt(entryAccount),
      account_last4: entryAccount.slice(-4),
      account_type: 'CHECKING',
      transaction_code: 27,
      amount,
      status: 'SENT',
      trace_number: options.trace,
      presentment: options.presentment ?? 1,
      reinitiation_of_entry_id: options.reinitiationOf ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.paid !== false) {
    await db
      .insertInto('payment')
      .values({
        contract_id: contractId,
        invoice_id: invoiceId,
        received_date: '2026-11-16',
        amount,
        method: 'ACH',
        reference: `ACH ${options.trace}`,
      })
      .execute();
    await sql`update invoice set amount_paid = amount_paid + ${amount}::numeric,
        balance = balance - ${amount}::numeric,
        status = case when balance - ${amount}::numeric <= 0 then 'PAID' else 'PARTIALLY_PAID' end
      where id = ${invoiceId}`.execute(db);
  }
  return { entryId: entry.id, mandateId, invoiceId, contractId, amountCents };
}
