// The return / NOC file a person can import against the ACH demo (apps/api/test/ach/fixtures/returns/
// demo-seed-returns.ach). Trace numbers, accounts and amounts are the seed's, which are deterministic for
// a reference date: the fixture is made for 2026-11-21 (the tests' and e2e's SEED_REFERENCE_DATE).
// `ach-seed.test.ts` checks the committed file against this and rewrites it with WRITE_ACH_FIXTURES=1.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { returnFileText, type FixtureReturn } from '../../src/features/ach/returns/testing/return-file.ts';

export const DEMO_RETURNS_FIXTURE = new URL('../ach/fixtures/returns/demo-seed-returns.ach', import.meta.url);

/** What each line does: two NSF returns, an account closed, an unauthorised debit and two NOCs. */
const LINES: readonly Pick<FixtureReturn, 'kind' | 'code' | 'data'>[] = [
  { kind: 'RETURN', code: 'R01', data: 'INSUFFICIENT FUNDS' },
  { kind: 'RETURN', code: 'R01', data: 'INSUFFICIENT FUNDS' },
  { kind: 'RETURN', code: 'R02', data: 'ACCOUNT CLOSED' },
  { kind: 'RETURN', code: 'R10', data: 'CUSTOMER ADVISES NOT AUTHORIZED' },
  { kind: 'NOC', code: 'C01', data: '44556677889' },
  { kind: 'NOC', code: 'C05', data: '37' },
];

/**
 * The bank's answer to the latest settled CCD collection batch: its first entries by trace whose mandate
 * is still in force and uncorrected, each line naming the entry's own account, bank and amount, so every
 * line matches and each NOC applies to the account it names.
 */
export async function demoReturnFileText(
  db: Kysely<Database>,
  decrypt: (stored: string) => string,
  today: string,
): Promise<string> {
  const { rows } = await sql<{
    trace_number: string;
    account_number_cipher: string;
    routing_number: string;
    amount: string;
    individual_id: string;
    receiver_name: string;
    account_type: string;
  }>`select e.trace_number, e.account_number_cipher, e.routing_number, (e.amount * 100)::bigint::text as amount,
      e.individual_id, e.receiver_name, e.account_type
    from ach_entry e join ach_mandate m on m.id = e.mandate_id
    where e.batch_id = (select id from ach_batch where status = 'SETTLED' and purpose = 'COLLECTION'
        and sec_code = 'CCD' order by effective_date desc, id desc limit 1)
      and e.status = 'SETTLED' and e.invoice_id is not null and m.revoked_at is null
      and not m.needs_new_authorization and m.last_noc_code is null and m.account_type = 'CHECKING'
    order by e.trace_number limit ${LINES.length}`.execute(db);
  if (rows.length < LINES.length) throw new Error('The ACH demo seed has too few settled entries');
  return returnFileText(
    LINES.map((line, at) => {
      const entry = rows[at]!;
      return {
        ...line,
        originalTrace: entry.trace_number,
        accountNumber: decrypt(entry.account_number_cipher),
        originalRdfi: entry.routing_number.slice(0, 8),
        amountCents: Number(entry.amount),
        individualId: entry.individual_id,
        name: entry.receiver_name,
      };
    }),
    { date: today.slice(2).replaceAll('-', '') },
  );
}
