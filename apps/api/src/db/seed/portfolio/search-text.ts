import { sql, type Kysely } from 'kysely';
import type { SeedContract } from './contracts.ts';

// The large seed writes contract.search_text and customer_name itself instead of through the
// contract_search_text_fill trigger (migrations 0008 and 0010): the trigger looks each name up by key, and while the seed's bulk load has the
// keys dropped every lookup is a scan of the whole customer table, which made the load quadratic
// (500 contracts/s and falling after 20,000).

/** The vendor and sales-rep names the search text quotes, by id. */
export interface SearchTextNames {
  vendors: ReadonlyMap<number, string>;
  reps: ReadonlyMap<number, string>;
}

export async function loadSearchTextNames(db: Kysely<unknown>): Promise<SearchTextNames> {
  const { rows: vendors } = await sql<{ id: number; name: string }>`SELECT id, name FROM vendor`.execute(db);
  const { rows: reps } = await sql<{ id: number; name: string }>`
    SELECT id, first_name || ' ' || last_name AS name FROM app_user`.execute(db);
  return {
    vendors: new Map(vendors.map((row) => [row.id, row.name])),
    reps: new Map(reps.map((row) => [row.id, row.name])),
  };
}

/** The trigger's text: number, lessee, vendor and rep, space-separated and lower-cased. */
export function contractSearchText(contract: SeedContract, names: SearchTextNames): string {
  const rep = contract.salesRepId === null ? '' : (names.reps.get(contract.salesRepId) ?? '');
  return [
    contract.contractNumber,
    contract.customer.legalName,
    names.vendors.get(contract.vendorId) ?? '',
    rep,
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * Turns the fill trigger off for the caller's transaction while `load` writes the text and name itself,
 * then checks every contract's against the trigger's own expressions (one hash join), so a name that
 * JavaScript lower-cases differently from PostgreSQL fails the seed instead of hiding from searches.
 */
export async function withSearchTextWrittenBySeed(
  db: Kysely<unknown>,
  load: () => Promise<void>,
): Promise<void> {
  await sql`ALTER TABLE contract DISABLE TRIGGER contract_search_text_fill`.execute(db);
  await load();
  await sql`ALTER TABLE contract ENABLE TRIGGER contract_search_text_fill`.execute(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM contract c
    JOIN customer cu ON cu.id = c.customer_id
    LEFT JOIN vendor ve ON ve.id = c.vendor_id
    LEFT JOIN app_user rep ON rep.id = c.sales_rep_id
    WHERE c.search_text IS DISTINCT FROM lower(c.contract_number || ' ' || cu.legal_name || ' '
      || coalesce(ve.name, '') || ' ' || coalesce(rep.first_name || ' ' || rep.last_name, ''))
      OR c.customer_name IS DISTINCT FROM cu.legal_name`.execute(db);
  if (rows[0]!.n > 0)
    throw new Error(`${rows[0]!.n} contracts got a search text or name the trigger would not write`);
}
