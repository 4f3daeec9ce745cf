import {
  ADMINISTRATIVE_RETURN_CODES,
  returnRates,
  UNAUTHORISED_RETURN_CODES,
  WARN_AT_PERCENT_OF_THRESHOLD,
  type ReturnRateGroup,
} from '@lendline/ach-rules';
import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { monthChoices, thresholdFraction } from './ach-choices.ts';

const GROUPS: readonly ReturnRateGroup[] = ['unauthorised', 'administrative', 'overall'];

/** Live debits (not prenotes) of batches that went to the bank, by their effective date's month. */
const DEBITS = sql`
  select to_char(b.effective_date, 'YYYY-MM') as month, count(*) as debits
  from ach_entry e join ach_batch b on b.id = e.batch_id
  where e.transaction_code in (27, 37) and b.status in ('TRANSMITTED', 'SETTLED', 'CLOSED')
  group by 1`;

/** The returns of the month by code (a JSON object), for @lendline/ach-rules' returnRates. */
const codes = (list: readonly string[]) => sql.join(list.map((code) => sql`${code}`));
const RETURNS = sql`
  select r.month, jsonb_object_agg(r.code, r.n) as by_code, sum(r.n) as overall,
    sum(r.n) filter (where r.code in (${codes(UNAUTHORISED_RETURN_CODES)})) as unauthorised,
    sum(r.n) filter (where r.code in (${codes(ADMINISTRATIVE_RETURN_CODES)})) as administrative
  from (select to_char(return_date, 'YYYY-MM') as month, code, count(*) as n from ach_return
    where kind = 'RETURN' group by 1, 2) r
  group by 1`;

const levelOf = (row: Readonly<Record<string, unknown>>) => {
  const byCode = (
    typeof row.returnsByCode === 'string' ? JSON.parse(row.returnsByCode) : (row.returnsByCode ?? {})
  ) as Record<string, number>;
  const returnsByCode: Record<string, number> = {};
  for (const [code, n] of Object.entries(byCode)) returnsByCode[code] = Number(n);
  return returnRates({ debitsOriginated: Number(row.debits ?? 0), returnsByCode });
};

/**
 * Domain §2.9 "Return-rate trend": each month's unauthorised, administrative and overall return rates
 * against Nacha's thresholds (0.5%, 3%, 15%), with the level @lendline/ach-rules' `returnRates` gives
 * (ok below 80% of a threshold, warn from 80% up to it, over above it). Debits are counted by the month of
 * their batch's effective date, returns by the month they came back.
 */
export const achReturnRateTrend = declareReport({
  id: 'ach-return-rate-trend',
  module: 'ach',
  menu: 'ACH',
  title: 'Return-rate trend',
  description:
    "Monthly return rates against Nacha's thresholds (unauthorised 0.5%, administrative 3%, overall 15%); warn from 80% of a threshold.",
  filters: [{ key: 'month', label: 'Month', kind: 'choice', expr: sql`months.month`, choices: monthChoices }],
  columns: [
    { key: 'month', label: 'Month', format: 'text' },
    { key: 'debits', label: 'Debits', format: 'count', total: true },
    { key: 'unauthorisedReturns', label: 'Unauthorised', format: 'count', total: true },
    { key: 'unauthorisedRate', label: 'Unauth. rate', format: 'percent' },
    { key: 'unauthorisedLevel', label: 'Unauth. level', format: 'text' },
    { key: 'administrativeReturns', label: 'Administrative', format: 'count', total: true },
    { key: 'administrativeRate', label: 'Admin. rate', format: 'percent' },
    { key: 'administrativeLevel', label: 'Admin. level', format: 'text' },
    { key: 'overallReturns', label: 'All returns', format: 'count', total: true },
    { key: 'overallRate', label: 'Overall rate', format: 'percent' },
    { key: 'overallLevel', label: 'Overall level', format: 'text' },
  ],
  rows: ({ where }) => sql`
    select months.month as "month", coalesce(d.debits, 0) as "debits", r.by_code as "returnsByCode",
      ${sql.join(
        GROUPS.map(
          (group) => sql`coalesce(r.${sql.ref(group)}, 0) as ${sql.ref(`${group}Returns`)},
          coalesce(r.${sql.ref(group)}, 0)::numeric / nullif(d.debits, 0) as ${sql.ref(`${group}Rate`)},
          coalesce(r.${sql.ref(group)}, 0)::numeric / nullif(d.debits, 0) / ${thresholdFraction(group)}
            as ${sql.ref(`${group}Level`)}`,
        ),
      )}
    from (select month from (${DEBITS}) d0 union select month from (${RETURNS}) r0) months
      left join (${DEBITS}) d on d.month = months.month left join (${RETURNS}) r on r.month = months.month
    where ${where}`,
  // The level columns' SQL is the rate's share of its threshold (so they sort as the levels do); the
  // level itself is @lendline/ach-rules' decision.
  derive: (row) => {
    const rates = levelOf(row);
    return Object.fromEntries(GROUPS.map((group) => [`${group}Level`, rates[group].level]));
  },
  order: [['month', 'asc']],
  chart: {
    kind: 'line',
    label: 'month',
    value: { sum: 'unauthorisedRate' },
    valueFormat: 'percent',
    valueLabel: 'Unauthorised return rate',
    // Nacha's tightest threshold (0.5%) and where returnRates starts warning (80% of it).
    lines: [
      {
        value: thresholdFraction('unauthorised') * (WARN_AT_PERCENT_OF_THRESHOLD / 100),
        label: `Warn from ${WARN_AT_PERCENT_OF_THRESHOLD}% of it`,
      },
      { value: thresholdFraction('unauthorised'), label: 'Nacha threshold' },
    ],
  },
  card: {
    value: { sum: 'overallReturns' },
    format: 'count',
    label: 'returns posted, every month',
  },
  drill: null,
});
