import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { JobStatus } from '@lendline/wire';
import { phaseOf } from '../../../components/progress/job-progress.ts';
import type { ProcessRun } from '../api/process-api.ts';

const COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'gray',
};

const WORDS: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A run's status as a badge; while it runs, a bar of the units done and the phase, so progress shows in the list. */
export function RunStatus({ run }: { run: ProcessRun }) {
  const badge = (
    <Badge color={COLORS[run.status]} variant="light" size="sm" radius="sm">
      {WORDS[run.status]}
    </Badge>
  );
  if (run.status !== 'running' && run.status !== 'queued') {
    if (run.status === 'failed' && run.failureReason)
      return (
        <span title={run.failureReason} style={{ display: 'inline-flex' }}>
          {badge}
        </span>
      );
    return badge;
  }
  const total = run.progressTotal ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((run.progressDone / total) * 100)) : 0;
  const label =
    total > 0
      ? `${run.progressDone.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
      : phaseOf(run);
  return (
    <Stack gap={2}>
      {badge}
      <Progress value={percent} size="sm" animated aria-label={`${phaseOf(run)}: ${label}`} />
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
    </Stack>
  );
}
