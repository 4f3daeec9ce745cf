import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * Trace numbers for `count` entries: the ODFI routing's first 8 digits and 7 digits of `ach_trace_seq`, so
 * no two entries the lessor ever sent share one and a return names exactly one entry. Ascending, as Nacha
 * wants them within a batch (sorted after the 7-digit cut, in case the sequence wraps inside one file).
 */
export async function allocateTraceNumbers(
  db: Kysely<Database>,
  odfiRouting: string,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ value: string }>`select nextval('ach_trace_seq')::text as value
    from generate_series(1, ${count})`.execute(db);
  const odfi = odfiRouting.slice(0, 8);
  return rows
    .map((row) => Number(BigInt(row.value) % 10_000_000n))
    .sort((a, b) => a - b)
    .map((sequence) => odfi + String(sequence).padStart(7, '0'));
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
