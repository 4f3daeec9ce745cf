import { Alert, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount } from '../../../components/data-table/format-number.ts';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AchReturnImportResult, AchReturnRecord } from '../api/ach-returns-api.ts';
import type { AchLinks } from '../ach-links.ts';
import { countReturnLines, refusalReason, returnLineKind } from '../return-outcomes.ts';
import { ReturnTable } from './return-table.tsx';

export interface ReturnImportResultProps {
  result: AchReturnImportResult;
  /** The file's lines with what each did; undefined while they load, null when they could not be read. */
  lines: readonly AchReturnRecord[] | undefined | null;
  links: Pick<AchLinks, 'contract' | 'invoice'>;
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text
        size="lg"
        fw={650}
        c={value > 0 ? tone : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatCount(value)}
      </Text>
    </div>
  );
}

/**
 * What an import did: the same file again changes nothing and says so; otherwise the returns matched and
 * posted, the NOCs applied, the debits put into reinitiation drafts, the lines refused with the rule's
 * reason, the traces no sent entry has, and the repeats; then every line with its contract and invoice.
 */
export function ReturnImportResult({ result, lines, links }: ReturnImportResultProps) {
  const { file } = result;
  const who = file.importedBy ? ` by ${file.importedBy.name}` : '';
  if (result.duplicate) {
    return (
      <Alert color="blue" title={`${file.fileName} was already imported, nothing changed`} role="status">
        The same file was imported on {formatDateTime(file.importedAt)}
        {who}. Its {formatCount(file.returnCount)} returns and {formatCount(file.nocCount)} NOCs were posted
        then.
      </Alert>
    );
  }
  const counts = lines ? countReturnLines(lines) : null;
  const refused = lines?.filter((line) => returnLineKind(line) === 'refused') ?? [];
  return (
    <Paper withBorder p="md" radius="md" role="status" aria-label={`Import of ${file.fileName}`}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="md">
            Imported {file.fileName}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(file.importedAt)}
            {who}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="md" verticalSpacing="sm">
          <Figure label="Returns matched" value={file.returnCount} tone="red.8" />
          <Figure label="NOCs" value={file.nocCount} />
          <Figure label="Reinitiated" value={counts?.reinitiated ?? 0} tone="blue.8" />
          <Figure label="Refused" value={counts?.refused ?? 0} tone="yellow.9" />
          <Figure label="Unmatched" value={file.unmatchedCount} tone="yellow.9" />
          <Figure label="Repeats" value={file.duplicateCount} />
        </SimpleGrid>
        {result.reinitiationBatches.length > 0 ? (
          <Text size="sm">
            Reinitiated debits wait in draft {result.reinitiationBatches.length === 1 ? 'batch' : 'batches'}{' '}
            {result.reinitiationBatches.join(', ')} for submit and a second person&apos;s approval.
          </Text>
        ) : null}
        {result.returnFeeInvoiceIds.length > 0 ? (
          <Text size="sm">
            {formatCount(result.returnFeeInvoiceIds.length)} return fee{' '}
            {result.returnFeeInvoiceIds.length === 1 ? 'invoice' : 'invoices'} drafted.
          </Text>
        ) : null}
        {refused.length > 0 ? (
          <Alert color="yellow" title="Refused" p="sm">
            <List size="sm" spacing={4}>
              {refused.map((line) => (
                <List.Item key={line.id}>
                  <Text span fw={600} size="sm">
                    {line.code}
                  </Text>{' '}
                  {line.contractNumber ?? line.originalTrace}: {refusalReason(line.outcome)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {lines === null ? (
          <Text size="sm" c="red.8">
            The file was imported, but its lines could not be read. They are in the list below.
          </Text>
        ) : (
          <ReturnTable rows={lines} links={links} label={`Lines of ${file.fileName}`} empty={null} />
        )}
      </Stack>
    </Paper>
  );
}
