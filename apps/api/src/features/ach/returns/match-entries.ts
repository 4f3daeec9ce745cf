import { sql, type Transaction } from 'kysely';

/** An entry a return or NOC names, with what the rules need of its batch and mandate. */
export interface MatchedEntry {
  id: number;
  traceNumber: string;
  status: string;
  invoiceId: number | null;
  invoiceNumber: string | null;
  contractId: number;
  contractNumber: string;
  mandateId: number;
  amount: string;
  presentment: number;
  /** Effective date of the first presentment's batch: the 180-day reinitiation window counts from it. */
  originalSettlement: string;
  secCode: 'CCD' | 'PPD';
  mandate: {
    routingNumber: string;
    accountCipher: string;
    accountType: 'CHECKING' | 'SAVINGS';
    revoked: boolean;
    needsNewAuthorization: boolean;
  };
  /** Returns and NOCs already posted for this entry, as `kind:code`. */
  posted: Set<string>;
}

/**
 * The entries of these trace numbers, one query: per trace the most recent SENT or SETTLED entry (a
 * trace is cleared on a re-open and given again, so an older voided use may exist: migration 0021), or,
 * when none is live any more, the most recent RETURNED one, so a return arriving again is seen as already
 * posted rather than unmatched.
 */
export async function matchEntries(
  trx: Transaction<any>,
  traces: readonly string[],
): Promise<Map<string, MatchedEntry>> {
  const found = new Map<string, MatchedEntry>();
  if (traces.length === 0) return found;
  const { rows } = await sql<Record<string, any>>`select distinct on (e.trace_number)
      e.id, e.trace_number, e.status, e.invoice_id, i.invoice_number, e.contract_id, c.contract_number,
      e.mandate_id, e.amount::text as amount, e.presentment, b.sec_code,
      to_char(coalesce(ob.effective_date, b.effective_date), 'YYYY-MM-DD') as original_settlement,
      m.routing_number, m.account_number_cipher, m.account_type, m.revoked_at, m.needs_new_authorization,
      (select string_agg(r.kind || ':' || r.code, ',') from ach_return r where r.entry_id = e.id) as posted
    from ach_entry e
    join ach_batch b on b.id = e.batch_id
    join ach_mandate m on m.id = e.mandate_id
    join contract c on c.id = e.contract_id
    left join invoice i on i.id = e.invoice_id
    left join ach_entry oe on oe.id = e.reinitiation_of_entry_id
    left join ach_batch ob on ob.id = oe.batch_id
    where e.trace_number = any(${[...traces]}) and e.status in ('SENT', 'SETTLED', 'RETURNED')
    order by e.trace_number, (e.status <> 'RETURNED') desc, e.id desc`.execute(trx);
  for (const row of rows)
    found.set(row.trace_number, {
      id: Number(row.id),
      traceNumber: row.trace_number,
      status: row.status,
      invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
      invoiceNumber: row.invoice_number ?? null,
      contractId: Number(row.contract_id),
      contractNumber: row.contract_number,
      mandateId: Number(row.mandate_id),
      amount: row.amount,
      presentment: Number(row.presentment),
      originalSettlement: row.original_settlement,
      secCode: row.sec_code,
      mandate: {
        routingNumber: row.routing_number,
        accountCipher: row.account_number_cipher,
        accountType: row.account_type,
        revoked: row.revoked_at !== null,
        needsNewAuthorization: Boolean(row.needs_new_authorization),
      },
      posted: new Set(row.posted ? String(row.posted).split(',') : []),
    });
  return found;
}
