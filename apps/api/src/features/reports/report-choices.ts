import { ASSET_CATEGORIES, CONTRACT_TYPE_LABELS } from '@lendline/portfolio';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReportChoice } from './declare-report.ts';

// The choices several reports offer. Codes are shown as words; a data-read list stays small (debt
// sources, months billed) so a page never scans a large book to build its filters.

const words = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((word, index) => (index === 0 ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');

/** Choices of a vocabulary, each code shown as words (`MONTH_TO_MONTH` → "Month to month"). */
export const codeChoices = (codes: readonly string[]): ReportChoice[] =>
  codes.map((value) => ({ value, label: words(value) }));

export const BILLING_SOURCE_CHOICES = codeChoices(['PORTFOLIO', 'FUNDER', 'VENDOR']);
export const EXTENSION_KIND_CHOICES = codeChoices(['FIXED', 'MONTH_TO_MONTH']);
export const ASSET_CATEGORY_CHOICES = codeChoices(ASSET_CATEGORIES);
export const RESIDUAL_CONTRACT_TYPE_CHOICES: ReportChoice[] = (['FMV', 'TRAC'] as const).map((value) => ({
  value,
  label: CONTRACT_TYPE_LABELS[value],
}));
export const CONTRACT_TYPE_CHOICES: ReportChoice[] = Object.entries(CONTRACT_TYPE_LABELS).map(
  ([value, label]) => ({ value, label }),
);

const US_STATES =
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY'.split(
    ' ',
  );
/** Where equipment sits, by state: a fixed list, since reading the states used would scan every asset. */
export const STATE_CHOICES: ReportChoice[] = US_STATES.map((value) => ({ value, label: value }));

/** The debt sources (a short table), and "Unassigned" for contracts kept on the balance sheet without one. */
export async function debtSourceChoices(db: Kysely<Database>): Promise<ReportChoice[]> {
  const sources = await db.selectFrom('debt_source').select(['id', 'name']).orderBy('name').execute();
  return [
    ...sources.map((source) => ({ value: String(source.id), label: source.name })),
    { value: 'none', label: 'Unassigned' },
  ];
}

/** Years from ten before to ten after the report's day, the span maturities fall in. */
export const yearChoices = (asOf: string): ReportChoice[] => {
  const year = Number(asOf.slice(0, 4));
  return Array.from({ length: 21 }, (_, index) => String(year - 10 + index)).map((value) => ({
    value,
    label: value,
  }));
};

/** The months extension invoices were dated in (`2026-05`), newest first. */
export async function extensionInvoiceMonths(db: Kysely<Database>): Promise<ReportChoice[]> {
  const { rows } = await sql<{ month: string }>`select distinct to_char(invoice_date, 'YYYY-MM') as month
    from invoice where kind = 'EXTENSION' order by 1 desc`.execute(db);
  return rows.map(({ month }) => ({ value: month, label: month }));
}

/** A day `days` after (or before) `day`, both `YYYY-MM-DD`. */
export const dayPlus = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
