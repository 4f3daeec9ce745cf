import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import {
  ASSET_CATEGORY_CHOICES,
  debtSourceChoices,
  RESIDUAL_CONTRACT_TYPE_CHOICES,
} from '../report-choices.ts';
import { DEBT_SOURCE } from './asset-register.report.ts';

/**
 * Domain §2.12 "Residual exposure by maturity year (FMV leases)": the book residual the lessor counts on
 * recovering from equipment on FMV and TRAC leases, by the year those leases mature.
 */
export const residualExposure = declareReport({
  id: 'residual-exposure',
  module: 'assetManagement',
  menu: 'Reports',
  title: 'Residual exposure by maturity year',
  description: 'Book residual of equipment on FMV and TRAC leases, by the year the lease matures.',
  filters: [
    {
      key: 'contractType',
      label: 'Contract type',
      kind: 'choice',
      expr: sql`c.contract_type`,
      choices: RESIDUAL_CONTRACT_TYPE_CHOICES,
    },
    {
      key: 'category',
      label: 'Category',
      kind: 'choice',
      expr: sql`a.category`,
      choices: ASSET_CATEGORY_CHOICES,
    },
    {
      key: 'debtSource',
      label: 'Debt source',
      kind: 'choice',
      expr: DEBT_SOURCE,
      choices: debtSourceChoices,
    },
  ],
  columns: [
    { key: 'maturityYear', label: 'Matures in', format: 'text' },
    { key: 'contractType', label: 'Type', format: 'text' },
    { key: 'contracts', label: 'Leases', format: 'count', total: true },
    { key: 'assets', label: 'Assets', format: 'count', total: true },
    { key: 'cost', label: 'Cost', format: 'money', total: true },
    { key: 'bookResidual', label: 'Book residual', format: 'money', total: true },
  ],
  // Each lease has one type and one maturity year, so the rows' lease counts add up to the total.
  rows: ({ where }) => sql`
    select extract(year from c.maturity_date)::int::text as "maturityYear", c.contract_type as "contractType",
      count(distinct c.id) as "contracts", count(*) as "assets", sum(a.cost) as "cost",
      sum(a.book_residual) as "bookResidual", 'ON_LEASE' as "status"
    from asset a join contract c on c.id = a.contract_id
    where a.status = 'ON_LEASE' and c.contract_type in ('FMV', 'TRAC') and ${where}
    group by 1, 2`,
  order: [
    ['maturityYear', 'asc'],
    ['contractType', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'maturityYear',
    value: { sum: 'bookResidual' },
    valueFormat: 'money',
    valueLabel: 'Book residual',
  },
  card: { value: { sum: 'bookResidual' }, format: 'money', label: 'book residual on FMV and TRAC leases' },
  drill: {
    to: 'report',
    report: 'asset-list',
    where: { maturityYear: 'maturityYear', contractType: 'contractType', status: 'status' },
  },
});
