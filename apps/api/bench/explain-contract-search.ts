import { parseFilter, parseWhere, resolveFilterLimits } from '@lendline/filter';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { contractsResource } from '../src/features/portfolio/contracts/contracts.resource.ts';
import { contractScopeSql } from '../src/features/portfolio/module-scope/contract-scope.ts';
import { compileResource } from '../src/resources/define-resource.ts';
import { countRowsUpTo, findRows } from '../src/filter-sql/index.ts';
import type { SourcedQueryModel } from '../src/filter-sql/model-sql.ts';
import { hasSearchText } from '../src/filter-sql/search-page.ts';

// `node --import tsx apps/api/bench/explain-contract-search.ts "<search text>" [order]` with
// BENCH_DATABASE_URL: the statements the Contract Inquiry list and count send for a staff search, each
// with its EXPLAIN (ANALYZE, BUFFERS), to see where a slow search spends its time.

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL');
const [text = '', order = 'commencementDate DESC'] = process.argv.slice(2);
const fields = ['contractNumber', 'customerName', 'vendorName', 'salesRepName'];
// NUMBER_OR_NAME=1: the number-or-name search of the portfolio bench instead of the staff list's.
const where = process.env.NUMBER_OR_NAME
  ? { or: ['contractNumber', 'customerName'].map((field) => ({ [field]: { ilike: `%${text}%` } })) }
  : {
      and: text
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => ({ or: fields.map((field) => ({ [field]: { ilike: `%${word}%` } })) })),
    };

const statements: CompiledQuery[] = [];
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = new Kysely<unknown>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') statements.push(event.query);
  },
});
const base = compileResource(contractsResource, () => {
  throw new Error('no relations here');
}).model;
const today = new Date().toISOString().slice(0, 10);
const model: SourcedQueryModel = {
  ...base,
  source: sql`select * from (${base.source!}) as ${sql.id('v')} where ${contractScopeSql('ALL', 'v', today)}`,
};
try {
  const ast = parseFilter({ where, order: [order], limit: 25 }, model, resolveFilterLimits({}));
  const timings: string[] = [];
  let start = performance.now();
  const rows = await findRows(db, model, ast);
  timings.push(`list ${(performance.now() - start).toFixed(1)} ms (${rows.length} rows)`);
  start = performance.now();
  // The cap the route's count uses for this where (resource-routes.ts).
  const parsed = parseWhere(where, model);
  const cap =
    (parsed && hasSearchText(parsed, model) ? contractsResource.searchCountCap : undefined) ??
    contractsResource.countCap!;
  const count = await countRowsUpTo(db, model, parsed, cap);
  timings.push(`count ${(performance.now() - start).toFixed(1)} ms (${JSON.stringify(count)})`);
  console.log(timings.join('; '));
  for (const query of [...statements]) {
    console.log(`\n${query.sql}\n${JSON.stringify(query.parameters)}`);
    const { rows: plan } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]);
    for (const line of plan) console.log(line['QUERY PLAN']);
  }
} finally {
  await db.destroy();
}
