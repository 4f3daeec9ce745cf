import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import type { InvoiceLineRecord } from '../api/contracts-resource.ts';
import { codeLabel } from '../contract-labels.ts';

export interface InvoiceLinesProps {
  lines: readonly InvoiceLineRecord[];
  subtotal: number;
  taxAmount: number;
  total: number;
}

/** An invoice's lines with the subtotal, tax and total under them, money right-aligned. */
export function InvoiceLines({ lines, subtotal, taxAmount, total }: InvoiceLinesProps) {
  const money = { ta: 'right' as const, style: { fontVariantNumeric: 'tabular-nums' } };
  return (
    <Table aria-label="Invoice lines" withTableBorder verticalSpacing={6} maw={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Line</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.lineNumber}>
            <Table.Td>{line.lineNumber}</Table.Td>
            <Table.Td>{codeLabel(line.type)}</Table.Td>
            <Table.Td>
              {line.description}
              {line.taxable && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (taxable)
                </Text>
              )}
            </Table.Td>
            <Table.Td {...money}>{formatMoney(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={3}>Subtotal</Table.Th>
          <Table.Td {...money}>{formatMoney(subtotal)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={3}>Tax</Table.Th>
          <Table.Td {...money}>{formatMoney(taxAmount)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={3}>Total</Table.Th>
          <Table.Td {...money} fw={700}>
            {formatMoney(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
