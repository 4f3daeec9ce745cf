import { Alert, Anchor, Badge, Drawer, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { AchEntryRecord, AchReturnRecord } from '../api/ach-returns-api.ts';
import { maskedAccount } from '../ach-labels.ts';
import { EntryStatusBadge } from './ach-badges.tsx';

export interface AchInvoiceHistoryProps {
  /** The invoice's ACH entries; undefined while loading. */
  entries: readonly AchEntryRecord[] | undefined;
  /** The returns and NOCs posted against them, with what each did. */
  returns: readonly AchReturnRecord[] | undefined;
  /** The request failed: the message to show. */
  error?: string | null;
  /** A batch's page (`ach/manage/{id}`). */
  batchHref: (entry: AchEntryRecord) => string;
}

/**
 * One invoice as ACH sees it: each debit presented for it (batch, trace, amount, status), and each return
 * with its code, Nacha's reason and what it did (invoice reopened, reinitiated or refused, mandate changed).
 */
export function AchInvoiceHistory({ entries, returns, error, batchHref }: AchInvoiceHistoryProps) {
  if (error)
    return (
      <Alert color="red" title="The invoice's ACH history could not be loaded" role="alert">
        {error}
      </Alert>
    );
  if (!entries || !returns) return <Skeleton height={160} />;
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No ACH debit has been built for this invoice.
      </Text>
    );
  const returned = returns.filter((line) => line.kind === 'RETURN');
  return (
    <Stack gap="md">
      {returned.map((line) => (
        <Alert
          key={line.id}
          color="red"
          title={`Returned ${line.code}: ${line.description}`}
          aria-label={`ACH return ${line.code}`}
        >
          <Text size="sm">
            {formatMoney(line.amount)} returned on {formatDate(line.returnDate)}. {line.outcome}
          </Text>
        </Alert>
      ))}
      <Table.ScrollContainer minWidth={300}>
        <Table striped withTableBorder aria-label="ACH debits of this invoice">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Debit</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Anchor component={Link} to={batchHref(entry)} size="sm">
                    {entry.traceNumber ?? `Entry ${entry.id}`}
                  </Anchor>
                  <Text span size="xs" c="dimmed" display="block">
                    Presentment {entry.presentment} · {entry.routingNumber}{' '}
                    {maskedAccount(entry.accountLast4)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(entry.amount)}
                </Table.Td>
                <Table.Td>
                  <EntryStatusBadge status={entry.status} />
                  {entry.returnCode ? (
                    <Text span size="xs" display="block">
                      {entry.returnCode}
                      {entry.returnReason ? `: ${entry.returnReason}` : ''}
                      {entry.returnDate ? ` (${formatDate(entry.returnDate)})` : ''}
                    </Text>
                  ) : null}
                  {entry.nocCode ? (
                    <Badge size="xs" variant="light" color="gray" mt={2}>
                      NOC {entry.nocCode}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export interface AchInvoiceDrawerProps extends AchInvoiceHistoryProps {
  /** The invoice's number when known (from the return line), else its id. */
  title: string;
  onClose: () => void;
}

/** The invoice's ACH history opened from a return (`?invoice={id}`); Back or Close leaves it. */
export function AchInvoiceDrawer({ title, onClose, ...history }: AchInvoiceDrawerProps) {
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="min(640px, 100%)"
      title={title}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close invoice' }}
    >
      <AchInvoiceHistory {...history} />
    </Drawer>
  );
}
