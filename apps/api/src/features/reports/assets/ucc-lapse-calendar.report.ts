import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { STATE_CHOICES } from '../report-choices.ts';

const WINDOWS = [
  { value: 'LAPSED', label: 'Lapsed' },
  { value: 'WITHIN_6_MONTHS', label: 'Within 6 months (continuation window)' },
  { value: 'WITHIN_A_YEAR', label: 'In 6 to 12 months' },
  { value: 'LATER', label: 'Later' },
];

/**
 * Domain §2.12 "UCC lapse calendar": a UCC-1 lapses five years after filing unless a continuation is filed
 * in the six months before the lapse (UCC §9-515), which runs it five more years from the lapse. Listed
 * for the leases still open (the lien still matters), soonest lapse first.
 */
export const uccLapseCalendar = declareReport({
  id: 'ucc-lapse-calendar',
  module: 'assetManagement',
  menu: 'Reports',
  title: 'UCC lapse calendar',
  description: 'UCC-1 filings on open leases by the day they lapse (5 years, or 10 when continued).',
  filters: [
    { key: 'window', label: 'Lapses', kind: 'choice', expr: sql`l.window_code`, choices: WINDOWS },
    { key: 'lapseDate', label: 'Lapse date', kind: 'dayRange', expr: sql`l.lapse_date` },
    { key: 'state', label: 'Filed in', kind: 'choice', expr: sql`a.location_state`, choices: STATE_CHOICES },
  ],
  columns: [
    { key: 'filingNumber', label: 'Filing', format: 'text' },
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Debtor', format: 'text' },
    { key: 'state', label: 'State', format: 'text' },
    { key: 'filedOn', label: 'Filed', format: 'day' },
    { key: 'continuedOn', label: 'Continued', format: 'day' },
    { key: 'lapseDate', label: 'Lapses', format: 'day' },
    { key: 'daysToLapse', label: 'Days to lapse', format: 'days' },
    { key: 'cost', label: 'Collateral cost', format: 'money', total: true },
  ],
  rows: ({ asOf, where }) => sql`
    select a.id as "assetId", c.id as "contractId", a.ucc_filing_number as "filingNumber",
      c.contract_number as "contractNumber", c.customer_name as "customerName", a.location_state as "state",
      a.ucc_filing_date as "filedOn", a.ucc_continuation_date as "continuedOn", l.lapse_date as "lapseDate",
      l.lapse_date - ${asOf}::date as "daysToLapse", l.window_code as "window", l.window_rank as "windowRank",
      a.cost as "cost"
    from asset a join contract c on c.id = a.contract_id
      cross join lateral (select (a.ucc_filing_date + make_interval(years => case when a.ucc_continuation_date is null then 5 else 10 end))::date as lapse_date) lapse
      cross join lateral (select lapse.lapse_date,
        case when lapse.lapse_date < ${asOf}::date then 'LAPSED'
          when lapse.lapse_date <= ${asOf}::date + 182 then 'WITHIN_6_MONTHS'
          when lapse.lapse_date <= ${asOf}::date + 365 then 'WITHIN_A_YEAR' else 'LATER' end as window_code,
        case when lapse.lapse_date < ${asOf}::date then 1
          when lapse.lapse_date <= ${asOf}::date + 182 then 2
          when lapse.lapse_date <= ${asOf}::date + 365 then 3 else 4 end as window_rank) l
    where a.ucc_filing_date is not null and c.status in ('ACTIVE', 'MATURED', 'EXTENDED') and ${where}`,
  order: [
    ['lapseDate', 'asc'],
    ['assetId', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'window',
    value: 'count',
    valueFormat: 'count',
    valueLabel: 'Filings',
    sortBy: 'windowRank',
  },
  card: {
    value: 'count',
    format: 'count',
    label: 'filings to continue within 6 months',
    chartPoint: 'WITHIN_6_MONTHS',
  },
  drill: { to: 'record' },
});
