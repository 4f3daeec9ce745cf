import { Alert, Group, Paper, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { ExtensionRunPreview, RunKind } from '../api/extensions-api.ts';
import { codeLabel } from '../extension-labels.ts';

/** What each run does to a row, in words for the preview and its confirm button. */
export const RUN_WORDS: Record<
  RunKind,
  { noun: string; plural: string; verb: string; amount: string; total: string; due: string }
> = {
  new: {
    noun: 'extension',
    plural: 'extensions',
    verb: 'Start',
    amount: 'Rent',
    total: 'Total rent',
    due: 'First payment',
  },
  // The preview lists every invoice the run writes: one per extension and period due through the date,
  // a period missed earlier included, so its count and total are the run's.
  invoicing: {
    noun: 'invoice',
    plural: 'invoices',
    verb: 'Bill',
    amount: 'Amount',
    total: 'Total invoiced',
    due: 'Due',
  },
};

export const countOf = (kind: RunKind, count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? RUN_WORDS[kind].noun : RUN_WORDS[kind].plural}`;

/**
 * A run's preview (the spec's process call without `?confirm=`): how many rows it takes and their total,
 * then the rows themselves (the first 100; the server says how many in all), so nobody runs what they did
 * not see.
 */
export function RunPreview({ kind, preview }: { kind: RunKind; preview: ExtensionRunPreview }) {
  const words = RUN_WORDS[kind];
  if (preview.count === 0) {
    return (
      <Alert color="gray" title={`No ${words.plural} to process`}>
        Nothing is due for {codeLabel(preview.billingSource).toLowerCase()} billing through{' '}
        {formatDate(preview.throughDate)}. Pick a later date or another billing source.
      </Alert>
    );
  }
  return (
    <>
      <Group gap="xl" mb="xs">
        <div>
          <Text size="xs" c="dimmed">
            {codeLabel(words.plural)}
          </Text>
          <Text fw={600} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {preview.count.toLocaleString('en-US')}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {words.total}
          </Text>
          <Text fw={600} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(preview.total)}
          </Text>
        </div>
      </Group>
      <Paper withBorder radius="sm" mah={280} style={{ overflow: 'auto' }}>
        <Table
          stickyHeader
          fz="sm"
          verticalSpacing={4}
          tabularNums
          aria-label={`${codeLabel(words.plural)} this run takes`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Contract</Table.Th>
              <Table.Th visibleFrom="sm">Customer</Table.Th>
              <Table.Th>{words.due}</Table.Th>
              <Table.Th ta="right">{words.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={`${row.id}-${row.dueDate}`}>
                <Table.Td>{row.contractId}</Table.Td>
                <Table.Td visibleFrom="sm">{row.customerName}</Table.Td>
                <Table.Td>{formatDate(row.dueDate)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {kind === 'invoicing' && (
        <Text size="xs" c="dimmed" mt={4}>
          One invoice per extension and period due through the date; a period missed earlier is billed too.
        </Text>
      )}
      {preview.count > preview.rows.length && (
        <Text size="xs" c="dimmed" mt={4}>
          The first {preview.rows.length.toLocaleString('en-US')} of {preview.count.toLocaleString('en-US')}{' '}
          shown; the run takes all of them.
        </Text>
      )}
    </>
  );
}
