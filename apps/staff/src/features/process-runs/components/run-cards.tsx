import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { ProcessRun } from '../api/process-api.ts';
import { countsText, kindOf } from '../run-kinds.ts';
import { parametersText } from './run-history-table.tsx';
import { RunStatus } from './run-status.tsx';

/**
 * The run history on a phone: one card per run, everything the table's columns say stacked in it, so
 * nothing needs a sideways scroll (the table shows the loading, error and empty states).
 */
export function RunCards({
  rows,
  onDownload,
}: {
  rows: readonly ProcessRun[];
  onDownload: (run: ProcessRun) => void;
}) {
  return (
    <Stack gap="xs" role="list" aria-label="Runs">
      {rows.map((run) => (
        <Paper key={run.id} withBorder p="sm" radius="sm" role="listitem">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {kindOf(run.type)?.label ?? run.type}
              </Text>
              <Text size="xs" c="dimmed">
                {parametersText(run) || run.title}
              </Text>
            </div>
            <div style={{ flex: '0 0 110px' }}>
              <RunStatus run={run} />
            </div>
          </Group>
          <Text size="xs" mt={6}>
            {run.requestedByName ?? `User ${run.requestedBy}`} ·{' '}
            {formatDateTime(run.startedAt ?? run.createdAt)} UTC
          </Text>
          {Object.keys(run.counts).length > 0 && (
            <Text size="xs">
              {countsText(run.counts)}
              {run.amountTotal !== null ? ` · ${formatMoney(run.amountTotal)}` : ''}
            </Text>
          )}
          {run.failureReason && (
            <Text size="xs" c="red">
              {run.failureReason}
            </Text>
          )}
          {run.fileId !== null && (
            <Anchor component="button" type="button" size="xs" onClick={() => onDownload(run)}>
              {run.fileName ?? `File ${run.fileId}`}
            </Anchor>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
