import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { BILLING_SOURCE_CHOICES, codeChoices, EXTENSION_KIND_CHOICES } from '../report-choices.ts';

/** Domain §2.5 "Extensions by billing source": the extensions in force (queued or billing), by who bills them. */
export const extensionsByBillingSource = declareReport({
  id: 'extensions-by-billing-source',
  module: 'extensions',
  menu: 'Reports',
  title: 'Extensions by billing source',
  description: 'Extensions elected or billing, by who bills them and by kind, with their periodic rent.',
  filters: [
    {
      key: 'billingSource',
      label: 'Billing source',
      kind: 'choice',
      expr: sql`e.billing_source`,
      choices: BILLING_SOURCE_CHOICES,
    },
    { key: 'kind', label: 'Kind', kind: 'choice', expr: sql`e.kind`, choices: EXTENSION_KIND_CHOICES },
    {
      key: 'state',
      label: 'State',
      kind: 'choice',
      expr: sql`e.state`,
      choices: codeChoices(['NEW', 'ACTIVE']),
    },
  ],
  columns: [
    { key: 'billingSource', label: 'Billing source', format: 'text' },
    { key: 'kind', label: 'Kind', format: 'text' },
    { key: 'contracts', label: 'Extensions', format: 'count', total: true },
    { key: 'queued', label: 'Awaiting first run', format: 'count', total: true },
    { key: 'periodicRent', label: 'Periodic rent', format: 'money', total: true },
  ],
  rows: ({ where }) => sql`
    select e.billing_source as "billingSource", e.kind as "kind", count(*) as "contracts",
      count(*) filter (where e.state = 'NEW') as "queued", sum(e.payment_amount) as "periodicRent"
    from contract_extension e
    where e.state in ('NEW', 'ACTIVE') and ${where}
    group by e.billing_source, e.kind`,
  order: [
    ['billingSource', 'asc'],
    ['kind', 'asc'],
  ],
  chart: {
    kind: 'donut',
    label: 'billingSource',
    value: { sum: 'contracts' },
    valueFormat: 'count',
    valueLabel: 'Extensions',
  },
  card: { value: { sum: 'contracts' }, format: 'count', label: 'extensions in force' },
  drill: {
    to: 'report',
    report: 'extension-contracts',
    where: { billingSource: 'billingSource', kind: 'kind' },
  },
});
