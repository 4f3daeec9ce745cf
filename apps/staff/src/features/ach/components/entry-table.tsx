import { Text } from '@mantine/core';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RowActions, type RowAction } from '../../../components/data-table/row-actions.tsx';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import type { AchEntryRecord } from '../api/ach-api.ts';
import { achChangeGate } from '../ach-links.ts';
import { maskedAccount } from '../ach-labels.ts';
import { EntryStatusBadge } from './ach-badges.tsx';

export interface EntryTableProps {
  /** Undefined while the page loads. */
  rows: readonly AchEntryRecord[] | undefined;
  error?: TableError | null;
  perPage: number;
  /** Hold, release and remove are offered (the batch is a draft or rejected). */
  editable: boolean;
  onHold: (entry: AchEntryRecord) => void;
  onRelease: (entry: AchEntryRecord) => void;
  onRemove: (entry: AchEntryRecord) => void;
}

// Nacha transaction codes: 22/32 credit checking/savings, 27/37 debit; 23/28/33/38 are prenotes.
const isCredit = (code: number) => code === 22 || code === 32 || code === 23 || code === 33;

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);
const mono = (text: string) => (
  <Text span size="sm" ff="monospace">
    {text}
  </Text>
);

/**
 * A batch's entries: contract and invoice, receiver, routing and the account's last 4, the amount (credits
 * marked), status (why held in its title), trace number and any return. Before approval each row can be
 * held out of the file, released back into it, or removed (its invoice free for another batch).
 */
export function EntryTable({ rows, error, perPage, editable, onHold, onRelease, onRemove }: EntryTableProps) {
  const columns: DataColumn<AchEntryRecord>[] = [
    {
      key: 'contract',
      header: 'Contract',
      width: 130,
      cell: (entry) => <ClippedText>{entry.contractNumber}</ClippedText>,
    },
    { key: 'invoice', header: 'Invoice', width: 110, cell: (entry) => entry.invoiceNumber ?? dash },
    {
      key: 'receiver',
      header: 'Receiver',
      width: 170,
      cell: (entry) => <ClippedText>{entry.receiverName}</ClippedText>,
    },
    { key: 'routing', header: 'Routing', width: 100, cell: (entry) => mono(entry.routingNumber) },
    {
      key: 'account',
      header: 'Account',
      width: 100,
      cell: (entry) => (
        <span
          title={`${entry.accountType === 'SAVINGS' ? 'Savings' : 'Checking'} account ending ${entry.accountLast4}`}
        >
          {mono(maskedAccount(entry.accountLast4))}
        </span>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      width: 120,
      cell: (entry) => (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(entry.amount)}
          {isCredit(entry.transactionCode) ? ' CR' : ''}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 100,
      cell: (entry) => <EntryStatusBadge status={entry.status} title={entry.holdReason} />,
    },
    {
      key: 'trace',
      header: 'Trace',
      width: 150,
      cell: (entry) => (entry.traceNumber ? mono(entry.traceNumber) : dash),
    },
    {
      key: 'return',
      header: 'Return',
      width: 80,
      cell: (entry) =>
        entry.returnCode ? <span title={entry.returnReason ?? undefined}>{entry.returnCode}</span> : dash,
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 48,
      cell: (entry) => {
        const actions: RowAction[] = [
          entry.status === 'HELD'
            ? { label: 'Release into the file', onClick: () => onRelease(entry) }
            : { label: 'Hold out of the file', onClick: () => onHold(entry) },
          { label: 'Remove from the batch', onClick: () => onRemove(entry), danger: true },
        ];
        return (
          <PermissionGate {...achChangeGate}>
            <RowActions label={`Actions for ${entry.contractNumber}`} actions={actions} />
          </PermissionGate>
        );
      },
    });
  }
  return (
    <DataTable
      label="Entries"
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.id}
      error={error ?? null}
      skeletonRows={perPage}
      pinLastColumn={editable}
      minWidth={900}
      empty={
        <Text size="sm" c="dimmed" p="md">
          No entries in this batch: every invoice it took was removed.
        </Text>
      }
    />
  );
}
