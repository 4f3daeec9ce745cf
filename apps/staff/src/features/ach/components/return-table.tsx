import { Anchor, Badge, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ColumnSettings } from '../../../components/data-table/list-settings.ts';
import { Link } from 'react-router';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import {
  DataTable,
  type DataColumn,
  type ListTableProps,
} from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { AchReturnRecord } from '../api/ach-returns-api.ts';
import type { AchLinks } from '../ach-links.ts';
import { returnLineKind, type ReturnLineKind } from '../return-outcomes.ts';

const KIND_BADGE: Record<ReturnLineKind, { label: string; color: string }> = {
  returned: { label: 'Returned', color: 'red' },
  reinitiated: { label: 'Reinitiated', color: 'blue' },
  nocApplied: { label: 'NOC applied', color: 'green' },
  refused: { label: 'Refused', color: 'yellow' },
  unmatched: { label: 'Unmatched', color: 'gray' },
  repeat: { label: 'Repeat', color: 'gray' },
};

/** What the line did, in words and colour. */
export function ReturnLineBadge({ line }: { line: AchReturnRecord }) {
  const { label, color } = KIND_BADGE[returnLineKind(line)];
  return (
    <Badge color={color} variant="light" size="sm" radius="sm">
      {label}
    </Badge>
  );
}

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

const linked = (text: string | null, href: string | null | undefined): ReactNode =>
  text === null ? (
    dash
  ) : href ? (
    <Anchor component={Link} to={href} size="sm">
      {text}
    </Anchor>
  ) : (
    text
  );

export interface ReturnTableProps extends ListTableProps<AchReturnRecord> {
  links: Pick<AchLinks, 'contract' | 'invoice'>;
  /** The label screen readers hear, e.g. the file's name. */
  label?: string;
}

/**
 * Returns and NOCs as posted: the code and Nacha's description, the contract and invoice (links where the
 * user may open them), the amount, the return date, and what the line did (the server's sentence).
 */
export function ReturnTable({ links, label = 'ACH returns and NOCs', ...table }: ReturnTableProps) {
  const [ownColumns, setOwnColumns] = useState<ColumnSettings>({});
  const columns: DataColumn<AchReturnRecord>[] = [
    {
      key: 'code',
      header: 'Code',
      sortable: true,
      width: 70,
      priority: 1,
      cell: (line) => (
        <Text span size="sm" fw={600} title={line.description}>
          {line.code}
        </Text>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      sortable: true,
      width: 190,
      priority: 2,
      cell: (line) => <ClippedText>{line.description}</ClippedText>,
    },
    {
      key: 'contractNumber',
      header: 'Contract',
      sortable: true,
      width: 150,
      priority: 1,
      cell: (line) =>
        linked(line.contractNumber, line.contractId === null ? null : links.contract?.(line.contractId)),
    },
    {
      key: 'invoiceNumber',
      header: 'Invoice',
      sortable: true,
      width: 130,
      priority: 2,
      cell: (line) =>
        linked(line.invoiceNumber, line.invoiceId === null ? null : links.invoice?.(line.invoiceId)),
    },
    {
      key: 'amount',
      header: 'Amount',
      sortable: true,
      align: 'right',
      width: 110,
      priority: 2,
      cell: (line) => (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(line.amount)}
        </Text>
      ),
    },
    {
      key: 'returnDate',
      header: 'Date',
      sortable: true,
      firstSortDirection: 'desc',
      width: 100,
      priority: 3,
      cell: (line) => formatDate(line.returnDate),
    },
    {
      key: 'result',
      header: 'Result',
      width: 115,
      priority: 1,
      cell: (line) => <ReturnLineBadge line={line} />,
    },
    {
      key: 'outcome',
      header: 'Action taken',
      width: 320,
      priority: 2,
      // One line high like every list (the whole sentence on hover, in the import result's refusals and in
      // the invoice's drawer).
      cell: (line) => <ClippedText>{line.outcome}</ClippedText>,
    },
  ];
  return (
    <DataTable
      // Fitted to its box by priority even where the list keeps no settings (an import's lines).
      columnSettings={ownColumns}
      onColumnSettingsChange={setOwnColumns}
      {...table}
      label={label}
      columns={columns}
      rowKey={(line) => line.id}
      minWidth={320}
    />
  );
}
