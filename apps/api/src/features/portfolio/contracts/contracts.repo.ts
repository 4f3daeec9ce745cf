import type { InvoiceKind } from '@lendline/portfolio';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

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
