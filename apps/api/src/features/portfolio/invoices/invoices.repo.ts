import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { refreshDelinquency } from '../contracts/past-due.ts';
import { todayUtc } from '../module-scope/module-access.ts';

/**
 * The SQL of the invoice actions that is not the filter engine's, one function per question, so the
 * handlers read as what they do.
 */

/** Holds the invoice's row until the transaction ends, so two cancels or sends do not cross. */
export async function lockInvoice(trx: Transaction<any>, id: number): Promise<void> {
  await sql`select id from invoice where id = ${id} for update`.execute(trx);
}

/** The invoice becomes CANCELLED, and no longer counts in its contract's amount past due. */
export async function markInvoiceCancelled(trx: Transaction<Database>, id: number): Promise<void> {
  const { contract_id } = await trx
    .updateTable('invoice')
    .set({ status: 'CANCELLED', updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('contract_id')
    .executeTakeFirstOrThrow();
  await refreshDelinquency(trx, todayUtc(), [contract_id]);
}

/** The invoice was mailed to `to` now; `becomesSent` moves it to SENT (a paid one keeps its status). */
export async function markInvoiceSent(
  trx: Transaction<Database>,
  id: number,
  to: string,
  becomesSent: boolean,
): Promise<void> {
  await trx
    .updateTable('invoice')
    .set({
      sent_at: sql`now()`,
      send_to: to,
      ...(becomesSent ? { status: 'SENT' } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}
