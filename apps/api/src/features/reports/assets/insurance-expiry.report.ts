import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { ASSET_CATEGORY_CHOICES, STATE_CHOICES } from '../report-choices.ts';

const WINDOWS = [
  { value: 'EXPIRED', label: 'Expired' },
  { value: 'WITHIN_30_DAYS', label: 'Within 30 days' },
  { value: 'WITHIN_90_DAYS', label: 'In 31 to 90 days' },
  { value: 'LATER', label: 'Later' },
];

/** Domain §2.12 "Insurance expiry": the lessee's certificate on equipment on lease, soonest expiry first. */
export const insuranceExpiry = declareReport({
  id: 'insurance-expiry',
  module: 'assetManagement',
  menu: 'Reports',
  title: 'Insurance expiry',
  description: 'Insurance certificates on equipment on lease by the day they expire, to chase renewals.',
  filters: [
    { key: 'window', label: 'Expires', kind: 'choice', expr: sql`w.window_code`, choices: WINDOWS },
    { key: 'insuranceExpiry', label: 'Expiry date', kind: 'dayRange', expr: sql`a.insurance_cert_expiry` },
    {
      key: 'category',
      label: 'Category',
      kind: 'choice',
      expr: sql`a.category`,
      choices: ASSET_CATEGORY_CHOICES,
    },
    { key: 'state', label: 'State', kind: 'choice', expr: sql`a.location_state`, choices: STATE_CHOICES },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'equipment', label: 'Equipment', format: 'text' },
    { key: 'category', label: 'Category', format: 'text' },
    { key: 'state', label: 'State', format: 'text' },
    { key: 'insuranceExpiry', label: 'Expires', format: 'day' },
    { key: 'daysToExpiry', label: 'Days to expiry', format: 'days' },
    { key: 'cost', label: 'Cost insured', format: 'money', total: true },
  ],
  // A left join, though every asset has its contract (contract_id is not null, a foreign key): PostgreSQL
  // then drops the join where nothing above reads the contract (the card, the chart, the count), so
  // those read the assets alone.
  rows: ({ asOf, where }) => sql`
    select a.id as "assetId", c.id as "contractId", c.contract_number as "contractNumber",
      c.customer_name as "customerName", a.year || ' ' || a.make || ' ' || a.model as "equipment",
      a.category as "category", a.location_state as "state", a.insurance_cert_expiry as "insuranceExpiry",
      a.insurance_cert_expiry - ${asOf}::date as "daysToExpiry", w.window_code as "window",
      w.window_rank as "windowRank", a.cost as "cost"
    from asset a left join contract c on c.id = a.contract_id
      cross join lateral (select
        case when a.insurance_cert_expiry < ${asOf}::date then 'EXPIRED'
          when a.insurance_cert_expiry <= ${asOf}::date + 30 then 'WITHIN_30_DAYS'
          when a.insurance_cert_expiry <= ${asOf}::date + 90 then 'WITHIN_90_DAYS' else 'LATER' end as window_code,
        case when a.insurance_cert_expiry < ${asOf}::date then 1
          when a.insurance_cert_expiry <= ${asOf}::date + 30 then 2
          when a.insurance_cert_expiry <= ${asOf}::date + 90 then 3 else 4 end as window_rank) w
    where a.status = 'ON_LEASE' and a.insurance_cert_expiry is not null and ${where}`,
  order: [
    ['insuranceExpiry', 'asc'],
    ['assetId', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'window',
    value: 'count',
    valueFormat: 'count',
    valueLabel: 'Certificates',
    sortBy: 'windowRank',
  },
  card: {
    value: 'count',
    format: 'count',
    label: 'certificates expiring within 30 days',
    chartPoint: 'WITHIN_30_DAYS',
  },
  drill: { to: 'record' },
});
