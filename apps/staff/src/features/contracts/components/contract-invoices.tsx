import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import { InvoiceStatusBadge } from '../../../components/portfolio/invoice-status-badge.tsx';
import type { ContractInvoiceRecord } from '../api/contracts-resource.ts';
import { codeLabel } from '../contract-labels.ts';
import { RelatedTable, type RelatedRows } from './related-table.tsx';

export interface ContractInvoicesProps extends RelatedRows<ContractInvoiceRecord> {
  /** A misc invoice's own page, by its 1-based position in the contract's invoices; other kinds have none. */
  miscInvoiceHref?: (invoice: ContractInvoiceRecord, index: number) => string;
}

// The billing runs are the server's invoice sessions (sessionName); the app calls them billing runs.
const NO_SESSION = 'Not in a billing run';

/**
 * Spec §3: the contract's invoices keyed by session name (its billing run), newest first, so a billing run's
 * invoices read together; each group totals what it billed.
 */
export function groupBySession(
  invoices: readonly ContractInvoiceRecord[],
): { sessionName: string; invoices: ContractInvoiceRecord[] }[] {
  const groups = new Map<string, ContractInvoiceRecord[]>();
  for (const invoice of invoices) {
    const name = invoice.sessionName || NO_SESSION;
    groups.set(name, [...(groups.get(name) ?? []), invoice]);
  }
  return [...groups].map(([sessionName, rows]) => ({ sessionName, invoices: rows }));
}

const sum = (rows: ContractInvoiceRecord[]) =>
  rows.reduce((total, row) => total + Math.round(row.total * 100), 0) / 100;

export function ContractInvoices({ rows, error, onRetry, miscInvoiceHref }: ContractInvoicesProps) {
  const position = new Map(rows?.map((invoice, index) => [invoice.id, index + 1]));
  const table = (invoices: readonly ContractInvoiceRecord[] | undefined, label: string) => (
    <RelatedTable
      label={label}
      rows={invoices}
      error={error}
      onRetry={onRetry}
      rowKey={(invoice) => invoice.id}
      emptyTitle="No invoices yet"
      emptyDescription="Invoices appear here once a session bills this contract."
      columns={[
        {
          key: 'invoiceNumber',
          header: 'Invoice',
          width: 120,
          cell: (invoice) =>
            invoice.kind === 'MISC' && miscInvoiceHref ? (
              <Anchor component={Link} to={miscInvoiceHref(invoice, position.get(invoice.id) ?? 1)} size="sm">
                {invoice.invoiceNumber}
              </Anchor>
            ) : (
              invoice.invoiceNumber
            ),
        },
        { key: 'kind', header: 'Kind', width: 120, cell: (invoice) => codeLabel(invoice.kind) },
        {
          key: 'invoiceDate',
          header: 'Date',
          width: 100,
          cell: (invoice) => formatDate(invoice.invoiceDate),
        },
        { key: 'dueDate', header: 'Due', width: 100, cell: (invoice) => formatDate(invoice.dueDate) },
        { key: 'taxAmount', header: 'Tax', align: 'right', width: 90, cell: (i) => formatMoney(i.taxAmount) },
        { key: 'total', header: 'Total', align: 'right', width: 110, cell: (i) => formatMoney(i.total) },
        {
          key: 'balance',
          header: 'Balance',
          align: 'right',
          width: 110,
          cell: (i) => formatMoney(i.balance),
        },
        {
          key: 'status',
          header: 'Status',
          width: 110,
          cell: (i) => <InvoiceStatusBadge status={i.status} />,
        },
      ]}
    />
  );

  if (!rows || rows.length === 0 || error) return table(rows, 'Invoices');
  return (
    <Stack gap="lg">
      {groupBySession(rows).map((group) => (
        <section key={group.sessionName} aria-label={`Billing run ${group.sessionName}`}>
          <Group justify="space-between" mb={4}>
            <Title order={2} fz="sm">
              {group.sessionName === NO_SESSION ? NO_SESSION : `Billing run ${group.sessionName}`}
            </Title>
            <Text size="xs" c="dimmed">
              {formatCount(group.invoices.length)} {group.invoices.length === 1 ? 'invoice' : 'invoices'},{' '}
              {formatMoney(sum(group.invoices))}
            </Text>
          </Group>
          {table(group.invoices, `Invoices of ${group.sessionName}`)}
        </section>
      ))}
    </Stack>
  );
}
