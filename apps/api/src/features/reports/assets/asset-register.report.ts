import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { ASSET_CATEGORY_CHOICES, codeChoices, debtSourceChoices, STATE_CHOICES } from '../report-choices.ts';

/** What the lessor still holds or has a lien on: sold and scrapped equipment has left the register. */
export const HELD_STATUSES = ['ON_LEASE', 'OFF_LEASE_INVENTORY', 'RETURNED', 'REPOSSESSED'] as const;
export const ASSET_STATUS_CHOICES = codeChoices(HELD_STATUSES);
export const DEBT_SOURCE = sql`coalesce(c.debt_source_id::text, 'none')`;

/** Domain §2.12 "Asset register by category, location and debt source". */
export const assetRegister = declareReport({
  id: 'asset-register',
  module: 'assetManagement',
  menu: 'Reports',
  title: 'Asset register',
  description:
    'Equipment held (on lease, returned, repossessed or in inventory) by category, state and debt source.',
  filters: [
    {
      key: 'category',
      label: 'Category',
      kind: 'choice',
      expr: sql`a.category`,
      choices: ASSET_CATEGORY_CHOICES,
    },
    { key: 'state', label: 'State', kind: 'choice', expr: sql`a.location_state`, choices: STATE_CHOICES },
    {
      key: 'debtSource',
      label: 'Debt source',
      kind: 'choice',
      expr: DEBT_SOURCE,
      choices: debtSourceChoices,
    },
    { key: 'status', label: 'Status', kind: 'choice', expr: sql`a.status`, choices: ASSET_STATUS_CHOICES },
  ],
  columns: [
    { key: 'category', label: 'Category', format: 'text' },
    { key: 'state', label: 'State', format: 'text' },
    { key: 'debtSource', label: 'Debt source', format: 'text' },
    { key: 'assets', label: 'Assets', format: 'count', total: true },
    { key: 'units', label: 'Units', format: 'count', total: true },
    { key: 'cost', label: 'Cost', format: 'money', total: true },
    { key: 'bookResidual', label: 'Book residual', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select a.category as "category", a.location_state as "state", coalesce(d.name, 'Unassigned') as "debtSource",
      ${DEBT_SOURCE} as "debtSourceId", count(*) as "assets", sum(a.quantity) as "units",
      sum(a.cost) as "cost", sum(a.book_residual) as "bookResidual"
    from asset a join contract c on c.id = a.contract_id left join debt_source d on d.id = c.debt_source_id
    where a.status in ('ON_LEASE', 'OFF_LEASE_INVENTORY', 'RETURNED', 'REPOSSESSED') and ${where}
    group by a.category, a.location_state, d.name, c.debt_source_id`,
  order: [
    ['category', 'asc'],
    ['state', 'asc'],
    ['debtSource', 'asc'],
    ['debtSourceId', 'asc'],
  ],
  chart: { kind: 'bar', label: 'category', value: { sum: 'cost' }, valueFormat: 'money', valueLabel: 'Cost' },
  card: { value: { sum: 'cost' }, format: 'money', label: 'equipment cost held' },
  drill: {
    to: 'report',
    report: 'asset-list',
    where: { category: 'category', state: 'state', debtSource: 'debtSourceId' },
  },
});
