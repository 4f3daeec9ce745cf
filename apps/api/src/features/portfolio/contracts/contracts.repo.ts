import type { InvoiceKind } from '@lendline/portfolio';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nextCustomerNumber, nextInSeries } from '../customers/customer-number.ts';
import type { ScheduleLine } from './contract-pricing.ts';

/**
 * The SQL of the contract routes that is not the filter engine's, one function per question, so the
 * handlers read as what they answer.
 */

/** The session name of the contract's latest invoice of these kinds (the module's), if any. */
export async function latestSessionName(
  db: Kysely<Database>,
  contractId: number,
  kinds: readonly InvoiceKind[],
): Promise<string | undefined> {
  if (kinds.length === 0) return undefined;
  const row = await db
    .selectFrom('invoice as i')
    .innerJoin('invoice_session as s', 's.id', 'i.session_id')
    .select('s.session_name')
    .where('i.contract_id', '=', contractId)
    .where('i.kind', 'in', [...kinds])
    .orderBy('i.invoice_date', 'desc')
    .orderBy('i.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.session_name ?? undefined;
}

/** The contract's stored payment schedule rows, in payment order (none for a large-seed contract). */
export const storedScheduleRows = (db: Kysely<Database>, contractId: number) =>
  db
    .selectFrom('payment_schedule_row')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('payment_number')
    .execute();

/** A customer's tax rate, or undefined when there is no such customer. */
export async function customerTaxRate(db: Kysely<any>, customerId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('customer')
    .select('tax_rate')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row ? Number(row.tax_rate) : undefined;
}

/** Stores a new customer's row (its columns given) under the next customer number; answers the row. */
export async function insertCustomerRow(trx: Transaction<any>, columns: Record<string, unknown>) {
  const customerNumber = await nextCustomerNumber(trx);
  return trx
    .insertInto('customer')
    .values({ ...columns, customer_number: customerNumber })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The next contract number of the year: `EL-2026-000123`, or `MC-…` for a misc contract. */
export const nextContractNumber = (trx: Transaction<any>, misc: boolean, year: string) =>
  nextInSeries(trx, 'contract', 'contract_number', `${misc ? 'MC-' : 'EL-'}${year}-`, 6);

/** Stores the contract row; answers its id. */
export async function insertContractRow(
  trx: Transaction<any>,
  row: Record<string, unknown>,
): Promise<number> {
  const { id } = await trx.insertInto('contract').values(row).returning('id').executeTakeFirstOrThrow();
  return id as number;
}

/** Stores a priced contract's payment schedule. */
export async function insertScheduleRows(
  trx: Transaction<any>,
  contractId: number,
  rows: readonly ScheduleLine[],
) {
  if (rows.length === 0) return;
  await trx
    .insertInto('payment_schedule_row')
    .values(
      rows.map((row) => ({
        contract_id: contractId,
        payment_number: row.paymentNumber,
        due_date: row.dueDate,
        payment: row.payment,
        interest: row.interest,
        principal: row.principal,
        balance: row.balance,
      })),
    )
    .execute();
}

/** Stores an asset row (its columns given) of the contract; answers the row. */
export const insertAssetRow = (trx: Transaction<any>, contractId: number, columns: Record<string, unknown>) =>
  trx
    .insertInto('asset')
    .values({ status: 'ON_LEASE', ...columns, contract_id: contractId })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The contract's asset rows, in the order they were made. */
export const assetRowsOf = (db: Kysely<any>, contractId: number) =>
  db.selectFrom('asset').selectAll().where('contract_id', '=', contractId).orderBy('id').execute();
