import { returnCodeInfo, RETURN_RATE_THRESHOLDS_BP } from '@lendline/ach-rules';
import { ACH_BATCH_STATUSES, ACH_ENTRY_STATUSES } from '@lendline/portfolio';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ReportChoice } from '../declare-report.ts';
import { codeChoices } from '../report-choices.ts';

// The choices the ACH reports share. Return codes and their groups come from @lendline/ach-rules (Nacha's
// wording via @lendline/nacha), never copied here.

export const BATCH_STATUS_CHOICES = codeChoices(ACH_BATCH_STATUSES);
export const ENTRY_STATUS_CHOICES = codeChoices(ACH_ENTRY_STATUSES);
export const RETURN_CATEGORY_CHOICES = codeChoices(['unauthorised', 'administrative', 'other']);

/** Every return code Nacha defines (R01–R99), with its description. */
export const RETURN_CODES = Array.from({ length: 99 }, (_, index) =>
  returnCodeInfo(`R${String(index + 1).padStart(2, '0')}`),
).filter((info) => info !== null);
export const RETURN_CODE_CHOICES: ReportChoice[] = RETURN_CODES.map((info) => ({
  value: info.code,
  label: `${info.code} ${info.description}`,
}));

/** The codes, descriptions and rate groups as a SQL table to join (values are parameters). */
export const RETURN_CODE_TABLE = sql`(values ${sql.join(
  RETURN_CODES.map((info) => sql`(${info.code}::text, ${info.description}::text, ${info.category}::text)`),
)}) as return_code(code, description, category)`;

/** Nacha's thresholds as fractions (0.005, 0.03, 0.15), for the rates' "share of threshold". */
export const thresholdFraction = (group: keyof typeof RETURN_RATE_THRESHOLDS_BP) =>
  RETURN_RATE_THRESHOLDS_BP[group] / 10_000;

/** The months of the 24 before the report's day and that day's month (`2026-11`), newest first. */
export const monthChoices = async (_db: unknown, asOf: string): Promise<ReportChoice[]> => {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7)) - 1;
  return Array.from({ length: 25 }, (_, back) => {
    const date = new Date(Date.UTC(year, month - back, 1));
    const value = date.toISOString().slice(0, 7);
    return { value, label: value };
  });
};

/** The effective dates batches carry, newest first. */
export async function batchEffectiveDates(db: Kysely<Database>): Promise<ReportChoice[]> {
  const { rows } = await sql<{ day: string }>`select distinct to_char(effective_date, 'YYYY-MM-DD') as day
    from ach_batch order by 1 desc`.execute(db);
  return rows.map(({ day }) => ({ value: day, label: day }));
}

/** The batches by name, newest effective date first. */
export async function batchNames(db: Kysely<Database>): Promise<ReportChoice[]> {
  const { rows } = await sql<{ name: string }>`select batch_name as name from ach_batch
    order by effective_date desc, batch_name`.execute(db);
  return rows.map(({ name }) => ({ value: name, label: name }));
}

/** A prenote entry carries no money: transaction codes 23, 28, 33, 38 (Nacha Appendix 3). */
export const PRENOTE = sql`e.transaction_code in (23, 28, 33, 38)`;
