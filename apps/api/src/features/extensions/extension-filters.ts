import { invoicingExtensionFilters, newExtensionFilters, type FilterChoice } from '@lendline/wire';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { declareRoute } from '../../resources/declare-route.ts';
import { EXTENSIONS_CONTRACTS_VIEW } from './extension-fields.ts';

/** The view's columns a filter offers, by the name the answer gives their choices. */
type Columns = Record<
  string,
  'billing_source' | 'payment_method' | 'payment_frequency' | 'process_source' | 'payment_type'
>;

/**
 * Every value each column holds among the extensions in `state`, with how many have it, most first: what
 * the list's filter menus offer, so a choice never leads to an empty list. One grouped statement over
 * the state's rows (`grouping sets`), whatever the number of columns.
 */
async function choicesOf(
  db: Kysely<Database>,
  state: 'NEW' | 'ACTIVE',
  columns: Columns,
): Promise<Record<string, FilterChoice[]>> {
  const names = Object.values(columns);
  const { rows } = await sql<{ column: string; value: string; count: string }>`
    select grouping_column as column, value, count from (
      ${sql.join(
        names.map(
          (
            name,
          ) => sql`select ${sql.lit(name)} as grouping_column, ${sql.ref(name)}::text as value, count(*) as count
            from contract_extension where state = ${state}
              and (${state} <> 'ACTIVE' or ext_next_due_date is not null)
            group by ${sql.ref(name)}`,
        ),
        sql` union all `,
      )}
    ) t order by count desc, value`.execute(db);
  const answer: Record<string, FilterChoice[]> = {};
  for (const [key, name] of Object.entries(columns))
    answer[key] = rows
      .filter((row) => row.column === name)
      .map((row) => ({ value: row.value, count: Number(row.count) }));
  return answer;
}

/** `GET /rpm-extension-process-vws/get-new-filters`. */
export const newFiltersRoute = declareRoute({
  method: 'get',
  path: '/get-new-filters',
  summary: "The new-extensions view's filter choices, with counts",
  access: EXTENSIONS_CONTRACTS_VIEW,
  response: { status: 200, description: 'The choices', schema: newExtensionFilters },
  handle: async (c, { kit }) =>
    c.json(
      await choicesOf(kit.db, 'NEW', {
        billingSources: 'billing_source',
        paymentMethods: 'payment_method',
        paymentFrequencies: 'payment_frequency',
        processSources: 'process_source',
      }),
    ),
});

/** `GET /rpm-extension-invoice-process-vws/get-invoicing-filters`. */
export const invoicingFiltersRoute = declareRoute({
  method: 'get',
  path: '/get-invoicing-filters',
  summary: "The invoicing view's filter choices, with counts",
  access: EXTENSIONS_CONTRACTS_VIEW,
  response: { status: 200, description: 'The choices', schema: invoicingExtensionFilters },
  handle: async (c, { kit }) =>
    c.json(
      await choicesOf(kit.db, 'ACTIVE', {
        billingSources: 'billing_source',
        paymentMethods: 'payment_method',
        paymentFrequencies: 'payment_frequency',
        paymentTypes: 'payment_type',
      }),
    ),
});
