import { Alert, Badge, Code, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import type { AchBatchRecord, AchFilePreview } from '../api/ach-api.ts';

export interface FilePreviewPanelProps {
  batch: AchBatchRecord;
  /** Undefined while it loads. */
  preview: AchFilePreview | undefined;
  /** Why it could not be read. */
  error?: string | null;
}

/** The preview's control totals against the batch's: they must be the same figures to the cent. */
export function totalsMatch(batch: AchBatchRecord, preview: AchFilePreview): boolean {
  const { totals } = preview;
  return (
    totals.entryCount === batch.entryCount &&
    Math.round(totals.debitTotal * 100) === Math.round(batch.debitTotal * 100) &&
    Math.round(totals.creditTotal * 100) === Math.round(batch.creditTotal * 100) &&
    totals.entryHash === batch.entryHash
  );
}

const problemText = (problem: unknown) =>
  typeof problem === 'string'
    ? problem
    : problem && typeof problem === 'object' && 'message' in problem
      ? String((problem as { message: unknown }).message)
      : JSON.stringify(problem);

/**
 * The file the batch makes, as the bank will read it: its first records (account numbers masked), the
 * control record's totals beside the batch's, and anything the Nacha reader found wrong.
 */
export function FilePreviewPanel({ batch, preview, error }: FilePreviewPanelProps) {
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="ach-file-preview">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id="ach-file-preview">
            File preview
          </Title>
          {preview &&
            (totalsMatch(batch, preview) ? (
              <Badge color="green" variant="light" radius="sm">
                Totals match the control record
              </Badge>
            ) : (
              <Badge color="red" variant="light" radius="sm">
                Totals differ from the control record
              </Badge>
            ))}
        </Group>
        {error ? (
          <Alert color="red" title="The file preview could not be loaded" role="alert">
            {error}
          </Alert>
        ) : !preview ? (
          <Stack gap={4} aria-label="Loading the file preview">
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} />
          </Stack>
        ) : (
          <>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              Control record: {formatCount(preview.totals.entryCount)} entries, debits{' '}
              {formatMoney(preview.totals.debitTotal)}, credits {formatMoney(preview.totals.creditTotal)},
              entry hash {preview.totals.entryHash}
            </Text>
            {preview.problems.length > 0 && (
              <Alert color="red" title={`${preview.problems.length} problem(s) in the file`}>
                <Stack gap={2}>
                  {preview.problems.map((problem, index) => (
                    <Text key={index} size="sm">
                      {problemText(problem)}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            {preview.lines.length === 0 ? (
              <Text size="sm" c="dimmed">
                No records: the batch has no scheduled entries.
              </Text>
            ) : (
              <ScrollArea type="auto" offsetScrollbars>
                <Code block fz="xs" aria-label="File records" style={{ whiteSpace: 'pre' }}>
                  {preview.lines.join('\n')}
                </Code>
              </ScrollArea>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
