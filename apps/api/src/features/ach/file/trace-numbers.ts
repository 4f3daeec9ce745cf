import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The 7 digits of a trace number after the ODFI's 8. */
const SEQUENCE_SPACE = 10_000_000;
/** Held by whoever reserves trace numbers, so blocks never overlap (every allocation goes through here). */
const TRACE_LOCK = 240_024;

/**
 * Reserves `count` consecutive values of `ach_trace_seq` for one file and returns the first: one entry's
 * trace number is the ODFI routing's first 8 digits and 7 digits of the sequence, so no two entries the
 * lessor ever sent share one and a return names exactly one entry. A block that would wrap past 9999999
 * starts at the next 0000000 instead, keeping the file's traces ascending as Nacha wants them. Reserving a
 * block (one lock, two statements) rather than a value per entry keeps a 100,000-entry file cheap.
 */
export async function reserveTraceBlock(db: Kysely<Database>, count: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${TRACE_LOCK})`.execute(trx);
    const { rows } = await sql<{ value: string }>`select nextval('ach_trace_seq')::text as value`.execute(
      trx,
    );
    let first = Number(rows[0]!.value);
    if ((first % SEQUENCE_SPACE) + count > SEQUENCE_SPACE)
      first = Math.ceil(first / SEQUENCE_SPACE) * SEQUENCE_SPACE;
    await sql`select setval('ach_trace_seq', ${first + count - 1})`.execute(trx);
    return first;
  });
}

/** The trace numbers of a reserved block, in the entries' order. */
export function traceNumbersFrom(odfiRouting: string, first: number, count: number): string[] {
  const odfi = odfiRouting.slice(0, 8);
  return Array.from(
    { length: count },
    (_, index) => odfi + String((first + index) % SEQUENCE_SPACE).padStart(7, '0'),
  );
}

/**
 * Stores the block's trace numbers on the batch's SCHEDULED entries in id order (the order the file lists
 * them), in one statement computed by the database rather than one value per entry sent from here.
 */
export async function storeTraceNumbers(
  db: Kysely<Database>,
  batchId: number,
  odfiRouting: string,
  first: number,
): Promise<void> {
  await sql`update ach_entry e
    set trace_number = ${odfiRouting.slice(0, 8)} || lpad(((${first}::bigint + r.n - 1) % ${SEQUENCE_SPACE})::text, 7, '0')
    from (select id, row_number() over (order by id) as n
          from ach_entry where batch_id = ${batchId} and status = 'SCHEDULED') r
    where e.id = r.id`.execute(db);
}

/**
 * The writer numbers an entry's trace from 1 in each file; ours come from the sequence. Entry detail
 * records are fixed-width, the trace number their last 15 characters, and nothing else in the file sums
 * or hashes it, so the records are given ours in order (readAchFile then checks the result).
 */
export function withTraceNumbers(text: string, traces: readonly string[]): string {
  let next = 0;
  const lines = text.split('\n').map((line) => {
    if (!line.startsWith('6')) return line;
    const trace = traces[next++];
    if (trace === undefined) throw new Error('More entry records than trace numbers');
    const body = line.endsWith('\r') ? line.slice(0, -1) : line;
    return body.slice(0, 79) + trace + (body === line ? '' : '\r');
  });
  if (next !== traces.length) throw new Error('Fewer entry records than trace numbers');
  return lines.join('\n');
}
