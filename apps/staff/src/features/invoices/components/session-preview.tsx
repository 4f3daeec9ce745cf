import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { PreviewInvoice, SessionPreview as Preview } from '../api/invoice-sessions.ts';
import { codeLabel } from '../invoice-labels.ts';

const cents = (value: number) => Math.round(value * 100);
const sum = (invoices: PreviewInvoice[], key: 'subtotal' | 'taxAmount' | 'total') =>
  invoices.reduce((total, invoice) => total + cents(invoice[key]), 0) / 100;

/** The total of a preview's invoices, summed in cents. */
export const previewTotal = (preview: Preview): number => sum(preview.invoices, 'total');

const money = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums' } };

/**
 * What Create would make, nothing stored yet: one row per invoice with its lines, tax, total and due date,
 * the totals, and the picked contracts the rules skip with the reason for each.
 */
export function SessionPreview({ preview, stale }: { preview: Preview; stale: boolean }) {
  const { invoices, skipped } = preview;
  return (
    <Stack gap="sm" aria-label="Preview" component="section">
      <Title order={2} fz="md">
        Preview: {formatCount(invoices.length)} {invoices.length === 1 ? 'invoice' : 'invoices'},{' '}
        {formatMoney(previewTotal(preview))}
      </Title>
      {stale && (
        <Alert color="orange" variant="light" role="status" p="sm">
          The selection changed since this preview. Preview again before creating the invoices.
        </Alert>
      )}
      {invoices.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="Invoices to create" withTableBorder verticalSpacing={6} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Contract</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Lines</Table.Th>
                <Table.Th>Invoice date</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Subtotal</Table.Th>
                <Table.Th ta="right">Tax</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice, index) => (
                <Table.Tr key={`${invoice.contractId}-${index}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {invoice.contractNumber ?? `#${invoice.contractId}`}
                  </Table.Td>
                  <Table.Td>{invoice.customerName ?? ''}</Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {(invoice.lines ?? [])
                        .filter((line) => line.type !== 'TAX')
                        .map((line) => `${codeLabel(line.type)} ${formatMoney(line.amount)}`)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(invoice.invoiceDate)}</Table.Td>
                  <Table.Td>{formatDate(invoice.dueDate)}</Table.Td>
                  <Table.Td {...money}>{formatMoney(invoice.subtotal)}</Table.Td>
                  <Table.Td {...money}>{formatMoney(invoice.taxAmount)}</Table.Td>
                  <Table.Td {...money}>{formatMoney(invoice.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={5}>Total</Table.Th>
                <Table.Td {...money}>{formatMoney(sum(invoices, 'subtotal'))}</Table.Td>
                <Table.Td {...money}>{formatMoney(sum(invoices, 'taxAmount'))}</Table.Td>
                <Table.Td {...money} fw={700}>
                  {formatMoney(sum(invoices, 'total'))}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          The rules make no invoice for these contracts.
        </Text>
      )}
      {skipped.length > 0 && (
        <Alert color="orange" variant="light" title={`Skipped: ${formatCount(skipped.length)}`} p="sm">
          <List size="sm" aria-label="Skipped contracts">
            {skipped.map((item) => (
              <List.Item key={item.contractId}>
                {item.contractNumber ?? `#${item.contractId}`}: {item.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
