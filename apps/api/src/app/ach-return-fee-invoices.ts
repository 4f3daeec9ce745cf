import { sql, type Transaction } from 'kysely';
import type { FeeInvoice } from '../features/ach/returns/index.ts';
import {
  insertInvoices,
  insertSession,
  nextSessionName,
  sessionOfKey,
} from '../features/portfolio/invoice-sessions/invoice-sessions.repo.ts';

/**
 * How ACH returns bill a return fee (features/ach/returns/return-fees.ts) with the portfolio's invoices,
 * composed here since features do not import each other: one Miscellaneous Invoices billing run per
 * key (the return file), found again if it exists, its invoices DRAFTs like every billing run's.
 */
export async function billAchReturnFees(
  trx: Transaction<any>,
  run: { key: string; invoiceDate: string; createdBy: number },
  invoices: readonly FeeInvoice[],
): Promise<number[]> {
  const session =
    (await sessionOfKey(trx, run.key))?.id ??
    (await insertSession(trx, {
      sessionName: await nextSessionName(trx, 'MISC', run.invoiceDate),
      module: 'miscInvoice',
      kind: 'MISC',
      idempotencyKey: run.key,
      invoiceCount: 0,
      total: 0,
      createdBy: run.createdBy,
    }));
  const ids = await insertInvoices(trx, session, run.createdBy, invoices);
  await sql`update invoice_session s set invoice_count = t.n, total = t.total
    from (select count(*)::int as n, coalesce(sum(total), 0) as total from invoice where session_id = ${session}) t
    where s.id = ${session}`.execute(trx);
  return ids;
}
