import { Alert, Button, Group, Text } from '@mantine/core';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { isFinished, type JobRun } from '../../../lib/live-events/live-event-types.ts';

const COUNT_WORDS: Record<string, string> = {
  started: 'started',
  skipped: 'skipped (changed since)',
  invoices: 'invoices created',
  contracts: 'contracts billed',
  posted: 'in GP',
  failed: 'refused by GP',
  unreachable: 'not sent (GP unreachable)',
};

/** Invoices GP did not take in a posting run: refused, or not sent because GP was down. */
export const gpTrouble = (run: Pick<JobRun, 'counts'>): number =>
  (run.counts.failed ?? 0) + (run.counts.unreachable ?? 0);

/** A run's counts in words, in the order the server gave them, the empty ones left out: "12 started". */
export function countsInWords(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => `${count.toLocaleString('en-US')} ${COUNT_WORDS[key] ?? key}`)
    .join(' · ');
}

export interface RunOutcomeProps {
  run: JobRun;
  onDownload?: () => void;
  onDismiss: () => void;
}

/**
 * The last run's result on its page: what it did (counts and total to the cent) and its file in
 * Downloads, red when it failed or GP refused some. While it runs, where it has got to.
 */
export function RunOutcome({ run, onDownload, onDismiss }: RunOutcomeProps) {
  const finished = isFinished(run.status);
  const trouble = run.status === 'failed' || gpTrouble(run) > 0;
  const color = !finished ? 'blue' : trouble ? 'red' : run.status === 'cancelled' ? 'gray' : 'teal';
  const title = !finished
    ? `${run.title}: running`
    : run.status === 'failed'
      ? `${run.title}: failed`
      : gpTrouble(run) > 0
        ? 'Unable to process invoices in GP'
        : `${run.title}: done`;
  const counts = countsInWords(run.counts);
  return (
    <Alert
      color={color}
      title={title}
      withCloseButton={finished}
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
      mb="sm"
    >
      <Group justify="space-between" gap="xs" align="flex-end">
        <div>
          {run.status === 'failed' ? (
            <Text size="sm">{run.failureReason ?? 'The server gave no reason.'}</Text>
          ) : finished ? (
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {counts || 'Nothing to do'}
              {run.amountTotal !== null && ` · total ${formatMoney(Number(run.amountTotal))}`}
            </Text>
          ) : (
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {run.phase ?? 'Waiting to start'}
              {run.progressTotal !== null &&
                ` · ${run.progressDone.toLocaleString('en-US')} of ${run.progressTotal.toLocaleString('en-US')}`}
            </Text>
          )}
          {gpTrouble(run) > 0 && (
            <Text size="sm">
              GP&apos;s reasons are on each refused invoice; fix them and post those again.
            </Text>
          )}
        </div>
        {finished && run.fileId !== null && onDownload && (
          <Button size="xs" variant="default" onClick={onDownload}>
            Download CSV
          </Button>
        )}
      </Group>
    </Alert>
  );
}
