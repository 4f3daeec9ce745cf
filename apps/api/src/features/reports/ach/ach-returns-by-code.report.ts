import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { dayPlus } from '../report-choices.ts';
import { RETURN_CATEGORY_CHOICES, RETURN_CODE_TABLE } from './ach-choices.ts';

/** Domain §2.9 "Returns by code": the returns posted from the bank's files, per Nacha return code. */
export const achReturnsByCode = declareReport({
  id: 'ach-returns-by-code',
  module: 'ach',
  menu: 'ACH',
  title: 'Returns by code',
  description: 'Returned entries by return code, with its description, rate group, count and amount.',
  filters: [
    { key: 'returnDate', label: 'Return date', kind: 'dayRange', expr: sql`r.return_date` },
    {
      key: 'category',
      label: 'Rate group',
      kind: 'choice',
      expr: sql`coalesce(return_code.category, 'other')`,
      choices: RETURN_CATEGORY_CHOICES,
    },
  ],
  columns: [
    { key: 'code', label: 'Code', format: 'text' },
    { key: 'description', label: 'Description', format: 'text' },
    { key: 'category', label: 'Rate group', format: 'text' },
    { key: 'returns', label: 'Returns', format: 'count', total: true },
    { key: 'amount', label: 'Amount', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select r.code as "code", coalesce(return_code.description, r.code) as "description",
      coalesce(return_code.category, 'other') as "category", count(*) as "returns", sum(r.amount) as "amount"
    from ach_return r left join ${RETURN_CODE_TABLE} on return_code.code = r.code
    where r.kind = 'RETURN' and ${where}
    group by r.code, return_code.description, return_code.category`,
  order: [['code', 'asc']],
  chart: {
    kind: 'bar',
    label: 'code',
    value: { sum: 'returns' },
    valueFormat: 'count',
    valueLabel: 'Returns',
  },
  card: {
    value: { sum: 'returns' },
    format: 'count',
    label: 'returns in the last 60 days',
    where: (asOf) => ({ returnDate: { between: [dayPlus(asOf, -60), asOf] } }),
  },
  drill: { to: 'report', report: 'ach-returns', where: { code: 'code' } },
});
