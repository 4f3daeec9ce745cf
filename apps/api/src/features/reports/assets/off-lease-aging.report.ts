import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { ASSET_CATEGORY_CHOICES, STATE_CHOICES } from '../report-choices.ts';

const BUCKETS = [
  { value: 'DAYS_0_90', label: '0–90 days' },
  { value: 'DAYS_91_180', label: '91–180 days' },
  { value: 'DAYS_181_365', label: '181–365 days' },
  { value: 'OVER_A_YEAR', label: 'Over a year' },
];

/**
 * Domain §2.12 "Off-lease inventory aging": equipment back from lease and not yet remarketed, by how long
 * it has waited since it came back (the off-lease day; the contract's end when none was recorded).
 */
export const offLeaseAging = declareReport({
  id: 'off-lease-aging',
  module: 'assetManagement',
  menu: 'Reports',
  title: 'Off-lease inventory aging',
  description: 'Equipment in off-lease inventory by days since it came back, with its book residual.',
  filters: [
    { key: 'bucket', label: 'Waiting', kind: 'choice', expr: sql`g.bucket_code`, choices: BUCKETS },
    {
      key: 'category',
      label: 'Category',
      kind: 'choice',
      expr: sql`a.category`,
      choices: ASSET_CATEGORY_CHOICES,
    },
    { key: 'state', label: 'State', kind: 'choice', expr: sql`a.location_state`, choices: STATE_CHOICES },
    { key: 'offLeaseDate', label: 'Off lease', kind: 'dayRange', expr: sql`g.off_lease_date` },
  ],
  columns: [
    { key: 'equipment', label: 'Equipment', format: 'text' },
    { key: 'category', label: 'Category', format: 'text' },
    { key: 'location', label: 'Location', format: 'text' },
    { key: 'contractNumber', label: 'Last contract', format: 'text' },
    { key: 'customerName', label: 'Last lessee', format: 'text' },
    { key: 'offLeaseDate', label: 'Off lease', format: 'day' },
    { key: 'daysOffLease', label: 'Days waiting', format: 'days' },
    { key: 'bucket', label: 'Waiting', format: 'text' },
    { key: 'cost', label: 'Cost', format: 'money', total: true },
    { key: 'bookResidual', label: 'Book residual', format: 'money', total: true },
  ],
  rows: ({ asOf, where }) => sql`
    select a.id as "assetId", c.id as "contractId", a.year || ' ' || a.make || ' ' || a.model as "equipment",
      a.category as "category", a.location_city || ', ' || a.location_state as "location",
      c.contract_number as "contractNumber", c.customer_name as "customerName",
      g.off_lease_date as "offLeaseDate", ${asOf}::date - g.off_lease_date as "daysOffLease",
      g.bucket_code as "bucket", g.bucket_rank as "bucketRank", a.cost as "cost", a.book_residual as "bookResidual"
    from asset a join contract c on c.id = a.contract_id
      cross join lateral (select coalesce(a.off_lease_date, c.closed_date, c.maturity_date) as off_lease_date) o
      cross join lateral (select o.off_lease_date,
        case when ${asOf}::date - o.off_lease_date <= 90 then 'DAYS_0_90'
          when ${asOf}::date - o.off_lease_date <= 180 then 'DAYS_91_180'
          when ${asOf}::date - o.off_lease_date <= 365 then 'DAYS_181_365' else 'OVER_A_YEAR' end as bucket_code,
        case when ${asOf}::date - o.off_lease_date <= 90 then 1
          when ${asOf}::date - o.off_lease_date <= 180 then 2
          when ${asOf}::date - o.off_lease_date <= 365 then 3 else 4 end as bucket_rank) g
    where a.status = 'OFF_LEASE_INVENTORY' and ${where}`,
  order: [
    ['offLeaseDate', 'asc'],
    ['assetId', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'bucket',
    value: { sum: 'bookResidual' },
    valueFormat: 'money',
    valueLabel: 'Book residual',
    sortBy: 'bucketRank',
  },
  card: { value: { sum: 'bookResidual' }, format: 'money', label: 'book residual waiting off lease' },
  drill: { to: 'record' },
});
