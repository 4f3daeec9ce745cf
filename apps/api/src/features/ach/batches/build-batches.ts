import { sql, type Transaction } from 'kysely';
import type { AchSettings } from '../ach-settings.ts';
import { refreshBatchTotals } from './batch-totals.ts';

export interface BuildParams {
  effectiveDate: string;
  dueThrough: string;
  sameDay: boolean;
}

export interface BuiltBatch {
  id: number;
  batchName: string;
  purpose: 'COLLECTION' | 'PRENOTE';
  secCode: string;
  entryCount: number;
  debitTotal: string;
}

/** Nacha's same-day ACH limit per entry: an invoice above it waits for a standard batch. */
const SAME_DAY_LIMIT = '1000000.00';

/**
 * The invoices a build collects, as a derived table: a balance left, on a contract billed by ACH, due on
 * or before `dueThrough`, whose contract has a mandate in force (not revoked, not waiting for a new
 * authorisation after an R08, and live by the effective date: its prenote waited out, or waived), and not
 * already in a live entry. The partial unique index on ach_entry is the last guard against a race.
 */
const dueInvoices = (p: BuildParams) => sql`
  select i.id as invoice_id, i.contract_id, m.id as mandate_id, m.sec_code, i.balance as amount,
    c.contract_number, m.account_holder_name, m.routing_number, m.account_number_cipher, m.account_last4,
    m.account_type
  from invoice i
  join contract c on c.id = i.contract_id
  join ach_mandate m on m.contract_id = c.id and m.revoked_at is null and not m.needs_new_authorization
    and (m.prenote_status = 'WAIVED' or (m.prenote_status = 'VERIFIED' and m.live_from <= cast(${p.effectiveDate} as date)))
  where c.billing_method = 'ACH' and i.balance > 0 and i.status not in ('DRAFT', 'VOID')
    and i.due_date <= cast(${p.dueThrough} as date)
    ${p.sameDay ? sql`and i.balance <= ${SAME_DAY_LIMIT}` : sql``}
    and not exists (select 1 from ach_entry le where le.invoice_id = i.id
      and le.status in ('SCHEDULED', 'SENT', 'SETTLED'))`;

/**
 * Mandates still to be tested by a prenote (REQUIRED) on contracts billed by ACH, with no prenote already
 * waiting in a batch not yet sent.
 */
const prenoteMandates = () => sql`
  select m.id as mandate_id, m.contract_id, m.sec_code, c.contract_number, m.account_holder_name,
    m.routing_number, m.account_number_cipher, m.account_last4, m.account_type
  from ach_mandate m
  join contract c on c.id = m.contract_id
  where m.revoked_at is null and m.prenote_status = 'REQUIRED' and c.billing_method = 'ACH'
    and not exists (select 1 from ach_entry pe join ach_batch pb on pb.id = pe.batch_id
      where pe.mandate_id = m.id and pb.purpose = 'PRENOTE' and pe.status in ('SCHEDULED', 'SENT'))`;

/** `ACH-YYYYMMDD-NN` names for `count` new batches of the effective date, after those that exist. */
async function nextNames(trx: Transaction<any>, effectiveDate: string, count: number): Promise<string[]> {
  const prefix = `ACH-${effectiveDate.replaceAll('-', '')}-`;
  const { rows } = await sql<{
    last: number | null;
  }>`select max(cast(substr(batch_name, ${prefix.length + 1}) as int)) as last
    from ach_batch where batch_name like ${`${prefix}%`} and substr(batch_name, ${prefix.length + 1}) ~ '^[0-9]+$'`.execute(
    trx,
  );
  const last = Number(rows[0]?.last ?? 0);
  return Array.from({ length: count }, (_, at) => `${prefix}${String(last + at + 1).padStart(2, '0')}`);
}

/**
 * Builds the DRAFT batches of one build run in one transaction, set-based: one COLLECTION batch per SEC
 * code among the invoices due (a debit each, 27 checking / 37 savings, for the invoice's balance), and one
 * PRENOTE batch per SEC code among the mandates needing a prenote (zero-dollar 28 / 38). Entries are
 * written with one INSERT … SELECT per batch kind, whatever their number; totals and entry hash once at
 * the end. Batches that end empty (every invoice taken meanwhile by another build) are removed.
 */
export async function buildBatches(
  trx: Transaction<any>,
  p: BuildParams,
  settings: AchSettings,
  maker: number,
  runId: number,
): Promise<BuiltBatch[]> {
  // One build at a time names batches and takes invoices: a second waits here, then finds them taken.
  await sql`lock table ach_batch in share row exclusive mode`.execute(trx);
  // A job, not a request: a 100,000-debit build writes for longer than the server's statement timeout.
  await sql`set local statement_timeout = 300000`.execute(trx);
  const kinds: { purpose: 'COLLECTION' | 'PRENOTE'; source: ReturnType<typeof sql> }[] = [
    { purpose: 'COLLECTION', source: dueInvoices(p) },
    { purpose: 'PRENOTE', source: prenoteMandates() },
  ];
  const made: number[] = [];
  for (const { purpose, source: query } of kinds) {
    // The rows chosen once, into a temporary table: the SEC codes and each batch's entries read it
    // rather than joining invoices, contracts and mandates again (a 100,000-debit build's choice is ~1 s).
    const table = sql.id(`ach_build_${purpose.toLowerCase()}`);
    await sql`create temporary table ${table} on commit drop as ${query}`.execute(trx);
    const source = sql`select * from ${table}`;
    const codes = await sql<{
      sec_code: string;
    }>`select distinct sec_code from ${table} order by sec_code`.execute(trx);
    if (codes.rows.length === 0) continue;
    const names = await nextNames(trx, p.effectiveDate, codes.rows.length);
    for (const [at, { sec_code: secCode }] of codes.rows.entries()) {
      const batch = await trx
        .insertInto('ach_batch')
        .values({
          batch_name: names[at]!,
          purpose,
          company_name: settings.companyName,
          company_id: settings.companyId,
          sec_code: secCode,
          service_class: 225,
          entry_description: purpose === 'PRENOTE' ? 'PRENOTE' : 'LEASE PMT',
          effective_date: p.effectiveDate,
          same_day: p.sameDay,
          status: 'DRAFT',
          build_run_id: runId,
          created_by: maker,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      made.push(batch.id);
      const prenote = purpose === 'PRENOTE';
      await sql`insert into ach_entry (batch_id, contract_id, mandate_id, invoice_id, receiver_name, individual_id,
          routing_number, account_number_cipher, account_last4, account_type, transaction_code, amount, status)
        select cast(${batch.id} as int), s.contract_id, s.mandate_id, ${prenote ? sql`null` : sql`s.invoice_id`},
          left(s.account_holder_name, 22), left(s.contract_number, 15), s.routing_number,
          s.account_number_cipher, s.account_last4, s.account_type,
          case when s.account_type = 'SAVINGS' then ${sql.lit(prenote ? 38 : 37)} else ${sql.lit(prenote ? 28 : 27)} end,
          ${prenote ? sql`0` : sql`s.amount`}, 'SCHEDULED'
        from (${source}) s
        where s.sec_code = ${secCode}
        order by s.contract_id, ${prenote ? sql`s.mandate_id` : sql`s.invoice_id`}
        on conflict (invoice_id) where invoice_id is not null and status in ('SCHEDULED', 'SENT', 'SETTLED')
        do nothing`.execute(trx);
    }
  }
  await refreshBatchTotals(trx, made);
  await sql`delete from ach_batch where id = any(${made}) and entry_count = 0
    and not exists (select 1 from ach_entry e where e.batch_id = ach_batch.id)`.execute(trx);
  const { rows } = await sql<{
    id: number;
    batch_name: string;
    purpose: 'COLLECTION' | 'PRENOTE';
    sec_code: string;
    entry_count: number;
    debit_total: string;
  }>`select id, batch_name, purpose, sec_code, entry_count, debit_total::text as debit_total
    from ach_batch where id = any(${made}) order by id`.execute(trx);
  return rows.map((row) => ({
    id: Number(row.id),
    batchName: row.batch_name,
    purpose: row.purpose,
    secCode: row.sec_code,
    entryCount: Number(row.entry_count),
    debitTotal: row.debit_total,
  }));
}
