import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import {
  ASSET_CATEGORY_CHOICES,
  CONTRACT_TYPE_CHOICES,
  debtSourceChoices,
  STATE_CHOICES,
  yearChoices,
} from '../report-choices.ts';
import { ASSET_STATUS_CHOICES, DEBT_SOURCE } from './asset-register.report.ts';

/** The equipment held, one asset a row: where the register and the residual exposure drill to. */
export const assetList = declareReport({
  id: 'asset-list',
  module: 'assetManagement',
  menu: 'Reports',
  title: 'Assets held',
  description: 'Each asset held, with its contract, where it is, who funds it, its cost and book residual.',
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
    {
      key: 'contractType',
      label: 'Contract type',
      kind: 'choice',
      expr: sql`c.contract_type`,
      choices: CONTRACT_TYPE_CHOICES,
    },
    {
      key: 'maturityYear',
      label: 'Contract matures in',
      kind: 'choice',
      expr: sql`extract(year from c.maturity_date)::int::text`,
      choices: async (_db, asOf) => yearChoices(asOf),
    },
  ],
  columns: [
    { key: 'assetId', label: 'Asset', format: 'text' },
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'category', label: 'Category', format: 'text' },
    { key: 'equipment', label: 'Equipment', format: 'text' },
    { key: 'location', label: 'Location', format: 'text' },
    { key: 'debtSource', label: 'Debt source', format: 'text' },
    { key: 'status', label: 'Status', format: 'text' },
    { key: 'cost', label: 'Cost', format: 'money', total: true },
    { key: 'bookResidual', label: 'Book residual', format: 'money', total: true },
  ],
  // A left join, though every asset has its contract (contract_id is not null, a foreign key): PostgreSQL
  // then drops the join where nothing above reads the contract (the card, the chart, the count), so
  // those read the assets alone.
  rows: ({ where }) => sql`
    select a.id as "assetId", c.id as "contractId", c.contract_number as "contractNumber",
      c.customer_name as "customerName", a.category as "category",
      a.year || ' ' || a.make || ' ' || a.model as "equipment",
      a.location_city || ', ' || a.location_state as "location", coalesce(d.name, 'Unassigned') as "debtSource",
      a.status as "status", a.cost as "cost", a.book_residual as "bookResidual"
    from asset a left join contract c on c.id = a.contract_id left join debt_source d on d.id = c.debt_source_id
    where a.status in ('ON_LEASE', 'OFF_LEASE_INVENTORY', 'RETURNED', 'REPOSSESSED') and ${where}`,
  order: [['assetId', 'asc']],
  chart: null,
  card: null,
  drill: { to: 'record' },
});
