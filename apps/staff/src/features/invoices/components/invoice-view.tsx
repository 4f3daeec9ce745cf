import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { canCancelInvoice, canSendInvoice } from '@lendline/portfolio';
import { Link } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { InvoiceStatusBadge } from '../../../components/portfolio/invoice-status-badge.tsx';
import type { AchReturnRecord } from '../api/invoice-ach-returns.ts';
import type { InvoiceRecord, InvoiceWithLines } from '../api/invoices-resource.ts';
import { codeLabel, kindLabel } from '../invoice-labels.ts';

export interface InvoiceViewProps {
  invoice: InvoiceWithLines;
  /** The contract the invoice bills. */
  contractHref: string;
  /** Invoices › view: the PDF. */
  pdfGate: ElementRequest;
  /** Invoices › create: send and cancel. */
  actionGate: ElementRequest;
  onPdf: (invoice: InvoiceRecord) => void;
  onSend: (invoice: InvoiceRecord) => void;
  onCancel: (invoice: InvoiceRecord) => void;
  /** ACH returns of the invoice's debits (code, Nacha's reason, date), for roles that read ACH. */
  achReturns?: readonly AchReturnRecord[] | undefined;
}

const NA = 'N/A';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * One invoice as a finance user checks it: who and what it bills, its dates, each line, the totals and
 * what is still owed, and what may be done to it (PDF, send, cancel), with the contract one click away.
 */
export function InvoiceView({
  invoice,
  contractHref,
  pdfGate,
  actionGate,
  achReturns,
  ...act
}: InvoiceViewProps) {
  const informational = invoice.kind === 'INFORMATIONAL';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm">
          <InvoiceStatusBadge status={invoice.status} />
          <Text size="sm" c="dimmed">
            {kindLabel(invoice.kind)}
            {invoice.sessionName ? ` · billing run ${invoice.sessionName}` : ''}
          </Text>
        </Group>
        <Group gap="xs">
          <PermissionGate {...pdfGate}>
            <Button size="xs" variant="default" onClick={() => act.onPdf(invoice)}>
              PDF
            </Button>
          </PermissionGate>
          <PermissionGate {...actionGate}>
            {canSendInvoice(invoice) ? (
              <Button size="xs" variant="default" onClick={() => act.onSend(invoice)}>
                Send by e-mail
              </Button>
            ) : null}
            {canCancelInvoice(invoice) ? (
              <Button size="xs" variant="light" color="red" onClick={() => act.onCancel(invoice)}>
                Cancel invoice
              </Button>
            ) : null}
          </PermissionGate>
          <Button size="xs" component={Link} to={contractHref}>
            Open contract
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
        <Field label="Customer">{invoice.customerName}</Field>
        <Field label="Contract">{invoice.contractNumber}</Field>
        <Field label="Invoice date">{formatDate(invoice.invoiceDate)}</Field>
        <Field label="Due date">{formatDate(invoice.dueDate)}</Field>
        <Field label="Period">{invoice.periodNumber ?? NA}</Field>
        {informational ? (
          <Field label="Debit date">{invoice.debitDate ? formatDate(invoice.debitDate) : NA}</Field>
        ) : (
          <Field label="Paid">{formatMoney(invoice.amountPaid)}</Field>
        )}
        <Field label="Sent">
          {invoice.sentAt ? `${formatDateTime(invoice.sentAt)} to ${invoice.sendTo ?? NA}` : 'Not sent'}
        </Field>
        <Field label="GP document">{invoice.gpDocNumber ?? NA}</Field>
      </SimpleGrid>
      {achReturns?.map((line) => (
        <Alert
          key={line.id}
          color="red"
          variant="light"
          p="xs"
          title={`ACH return ${line.code}: ${line.description}`}
        >
          <Text size="sm">
            The debit of {formatMoney(line.amount)} was returned on {formatDate(line.returnDate)}
            {line.entryId === null ? '' : '; the invoice was reopened'}.
          </Text>
        </Alert>
      ))}
      {invoice.postError ? (
        <Text size="sm" c="red.8" role="note">
          Posting failed: {invoice.postError}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={300}>
        <Table striped withTableBorder aria-label={`Lines of invoice ${invoice.invoiceNumber}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>No.</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={120} ta="right">
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.lineNumber}</Table.Td>
                <Table.Td>
                  {line.description}
                  {/* The type under the description keeps three columns, so a phone shows the amounts. */}
                  <Text span size="xs" c="dimmed" display="block">
                    {codeLabel(line.type)}
                    {line.taxable ? ' · taxable' : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {(
              [
                ['Subtotal', invoice.subtotal],
                ['Tax', invoice.taxAmount],
                ['Total', invoice.total],
                ...(informational ? [] : [['Balance', invoice.balance] as const]),
              ] as const
            ).map(([label, amount]) => (
              <Table.Tr key={label}>
                <Table.Th colSpan={2} ta="right">
                  {label}
                </Table.Th>
                <Table.Td
                  ta="right"
                  fw={label === 'Total' ? 700 : 500}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatMoney(amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
