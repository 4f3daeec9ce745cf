import { parseFilter, type QueryModel } from '@lendline/filter';
import { sql, type QueryExecutorProvider, type Transaction } from 'kysely';
import { findRows } from '../../../filter-sql/index.ts';
import { entityNotFound } from '../../../lib/http-error.ts';

/** The cipher of account numbers (the app's PII cipher, credit-applications/pii-cipher.ts), as used here. */
export interface AccountCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

/** One row of a resource's model by id, as its list shows it, or LoopBack's 404. */
export async function rowOf(db: QueryExecutorProvider, model: QueryModel, id: number) {
  const [row] = await findRows(db, model, parseFilter({ where: { id }, limit: 1 }, model, { maxLimit: 1 }));
  if (!row) throw entityNotFound(model.name, id);
  return row;
}

/** Holds a transaction-scoped advisory lock on a name: writers of the same name wait for each other. */
export async function lockName(trx: Transaction<any>, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`lendline:${name}`}))`.execute(trx);
}
