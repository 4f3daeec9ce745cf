import { sql } from 'kysely';
import { PiiCipher } from '../../../../features/credit-applications/index.ts';
import type { Db } from '../../../database.ts';
import { isoDay } from '../calendar.ts';
import { DEMO_ROUTINGS } from './ach-mandates.ts';

/** Distinct account numbers encrypted once each and shared round-robin by the mandates (set-based insert). */
const ACCOUNT_POOL = 997;

export interface LargeAchSummary {
  mandates: number;
  invoices: number;
  seconds: number;
}

/**
 * The large book's ACH part (issue 24, Scale and speed), set-based: a VERIFIED mandate (live for a year)
 * per ACH-billed live contract that has none, its account number from a pool of numbers encrypted with
 * the server's PII key, SEC PPD for sole proprietors and CCD otherwise; and, where the contract has no
 * open invoice, its next rent invoice (RECURRING, SENT, balance = the payment) due on its next due date
 * when that is within 30 days of the reference date, else on a day of the coming four weeks, so a build
 * through the reference date + 30 days collects one debit per mandate. Running it again adds nothing.
 */
export async function seedLargeAch(
  db: Db,
  referenceDate: Date,
  piiKey: Buffer,
  log: (line: string) => void = () => {},
): Promise<LargeAchSummary> {
  const started = performance.now();
  const today = isoDay(referenceDate);
  const cipher = new PiiCipher(piiKey);
  const accounts = Array.from({ length: ACCOUNT_POOL }, (_, at) => String(40_000_000 + at * 7919));
  const ciphers = accounts.map((account) => cipher.encrypt(account));
  return db.transaction().execute(async (trx) => {
    const mandates = await sql`insert into ach_mandate (contract_id, account_holder_name, routing_number,
        account_number_cipher, account_last4, account_type, sec_code, authorized_at, auth_method,
        prenote_status, prenote_settled_on, live_from)
      select c.id, left(regexp_replace(cu.legal_name, '[^ -~]', '', 'g'), 120),
        (${DEMO_ROUTINGS}::text[])[1 + c.id % ${DEMO_ROUTINGS.length}],
        (${ciphers}::text[])[1 + c.id % ${ACCOUNT_POOL}],
        right((${accounts}::text[])[1 + c.id % ${ACCOUNT_POOL}], 4),
        case when c.id % 10 = 0 then 'SAVINGS' else 'CHECKING' end,
        case when cu.entity_type = 'SOLE_PROPRIETOR' then 'PPD' else 'CCD' end,
        cast(${today} as date) - 400, 'WRITTEN', 'VERIFIED',
        cast(${today} as date) - 395, cast(${today} as date) - 390
      from contract c join customer cu on cu.id = c.customer_id
      where c.billing_method = 'ACH' and c.status in ('ACTIVE', 'EXTENDED', 'MATURED')
        and not exists (select 1 from ach_mandate m where m.contract_id = c.id and m.revoked_at is null)`.execute(
      trx,
    );
    const made = await sql<{ n: number }>`select count(*)::int as n from ach_mandate`.execute(trx);
    void mandates;
    log(`  ACH: ${made.rows[0]!.n.toLocaleString('en-US')} mandates in force or revoked`);
    const base = await sql<{ next: string }>`select coalesce(max(id), 0)::text as next from invoice`.execute(
      trx,
    );
    const invoices = await sql`insert into invoice (invoice_number, kind, contract_id, customer_id,
        invoice_date, due_date, subtotal, tax_amount, total, amount_paid, balance, status, sent_at)
      select 'INV-A' || lpad((${Number(base.rows[0]!.next)}::bigint + row_number() over (order by c.id))::text, 8, '0'),
        'RECURRING', c.id, c.customer_id, d.due - 20, d.due, c.payment_amount, 0, c.payment_amount, 0,
        c.payment_amount, 'SENT', now()
      from contract c
      join ach_mandate m on m.contract_id = c.id and m.revoked_at is null
      cross join lateral (select case
          when c.next_due_date between cast(${today} as date) and cast(${today} as date) + 30 then c.next_due_date
          else cast(${today} as date) + 1 + c.id % 28 end as due) d
      where c.payment_amount > 0
        and not exists (select 1 from invoice i where i.contract_id = c.id and i.balance > 0
          and i.status not in ('DRAFT', 'VOID') and i.informational_reason is null)`.execute(trx);
    log(`  ACH: ${Number(invoices.numAffectedRows ?? 0).toLocaleString('en-US')} rent invoices due`);
    await sql`analyze ach_mandate`.execute(trx);
    await sql`analyze invoice`.execute(trx);
    return {
      mandates: made.rows[0]!.n,
      invoices: Number(invoices.numAffectedRows ?? 0),
      seconds: (performance.now() - started) / 1000,
    };
  });
}
