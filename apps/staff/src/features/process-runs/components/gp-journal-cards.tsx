import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { GpJournalDocument } from '../api/process-api.ts';

/** The GP journal on a phone: a card per document (document and amount, batch, customer, invoice, run). */
export function GpJournalCards({ rows }: { rows: readonly GpJournalDocument[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="GP journal">
      {rows.map((doc) => (
        <Paper key={doc.id} withBorder p="sm" radius="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              {doc.documentNumber}
            </Text>
            <Text fw={600} size="sm">
              {formatMoney(doc.total)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Batch {doc.batchId} · dated {formatDate(doc.documentDate)}, due {formatDate(doc.dueDate)}
          </Text>
          <Text size="xs">
            {doc.customerName ?? doc.customerNumber} (GP {doc.customerNumber})
          </Text>
          <Text size="xs" c="dimmed">
            {doc.invoiceNumber ? `${doc.invoiceNumber} · ${doc.contractId ?? ''}` : 'Not in Lendline'}
            {doc.jobRunId ? ` · run ${doc.jobRunId}${doc.postedByName ? ` by ${doc.postedByName}` : ''}` : ''}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
