import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { isFinished, type JobRun } from '../../lib/live-events/live-event-types.ts';
import { MODAL_DEFAULTS } from '../modal-defaults.ts';
import { describeCountdown, formatCountdown } from './countdown.ts';
import { formatCount, phaseOf, remainingSeconds, type ProgressPace } from './job-progress.ts';
import { PORTFOLIO_ANALYSIS_MESSAGE } from './progress-modal.tsx';
import { FORCED_COMPLETE_MS, PROGRESS_UNIT_MS } from './use-progress.ts';

export interface JobProgressModalProps {
  opened: boolean;
  run: JobRun;
  /** The progress seen so far, for the countdown; without it no time is estimated. */
  pace?: ProgressPace | null;
  /** Offered while the run may be cancelled (`cancellable`); the caller confirms first. */
  onCancel?: () => void;
  cancelling?: boolean;
  /** "Run in background": closes the modal while the run goes on; the bell tells when it ends. */
  onBackground: () => void;
  /** Closes the modal after a failure or a cancellation. */
  onClose: () => void;
  /** Called once, a forced-completion second after the run succeeded. */
  onCompleted: () => void;
}

/** The browser's clock, moving on every `unitMs` while `running`. */
function useNow(unitMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), unitMs);
    return () => clearInterval(tick);
  }, [unitMs, running]);
  return now;
}

function Countdown({ pace, total }: { pace: ProgressPace | null | undefined; total: number | null }) {
  const now = useNow(PROGRESS_UNIT_MS, true);
  const seconds = pace ? remainingSeconds(pace, total, Math.max(now, pace.latest.at)) : null;
  if (seconds === null) {
    return (
      <Text size="sm" c="dimmed">
        Estimating time remaining…
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" ff="monospace" aria-label={`${describeCountdown(seconds)} remaining`}>
      Time remaining {formatCountdown(seconds)}
    </Text>
  );
}

/**
 * A job's progress (spec §4 Progress countdown, §9 constants): its title and phase, a bar of units done
 * out of the total, the countdown (hours, minutes, seconds, estimated from the rate so far) only while
 * the phase is "Assembling data for portfolio analysis", Cancel while the run allows it, and "Run in
 * background". When the run succeeds the bar fills over the forced-completion second, then
 * `onCompleted`; a failure shows the server's plain reason.
 *
 * @example <JobProgressModal opened run={run} pace={pace} onBackground={hide} onClose={hide} onCompleted={toast} />
 */
export function JobProgressModal({
  opened,
  run,
  pace,
  onCancel,
  cancelling = false,
  onBackground,
  onClose,
  onCompleted,
}: JobProgressModalProps) {
  const finished = isFinished(run.status);
  const succeeded = run.status === 'succeeded';
  const phase = phaseOf(run);
  const total = run.progressTotal;
  const percent = succeeded ? 100 : total ? Math.min(100, (run.progressDone / total) * 100) : null;
  const completed = useEffectEvent(onCompleted);

  useEffect(() => {
    if (!opened || !succeeded) return;
    const end = setTimeout(completed, FORCED_COMPLETE_MS);
    return () => clearTimeout(end);
  }, [opened, succeeded, run.id]);

  const counted =
    total !== null
      ? `${formatCount(succeeded ? total : run.progressDone)} of ${formatCount(total)}`
      : run.progressDone > 0
        ? `${formatCount(run.progressDone)} done`
        : null;

  return (
    <Modal
      opened={opened}
      onClose={finished ? onClose : onBackground}
      closeOnClickOutside={false}
      title={run.title}
      size="md"
      {...MODAL_DEFAULTS}
    >
      <Stack gap="sm" role="status" aria-live="polite">
        <Text size="sm" fw={500}>
          {phase}
        </Text>
        {run.status !== 'failed' && run.status !== 'cancelled' && (
          <Progress
            // Known and unknown totals are different bars: the indeterminate full bar must not shrink to 0.
            key={percent === null ? 'unknown' : 'known'}
            size="lg"
            value={percent ?? 100}
            striped={!succeeded}
            animated={!succeeded && (percent === null || run.status === 'queued')}
            transitionDuration={succeeded ? FORCED_COMPLETE_MS : PROGRESS_UNIT_MS}
            aria-label={`${run.title}: ${phase}`}
            aria-valuetext={percent === null ? phase : `${Math.floor(percent)}%`}
          />
        )}
        <Group justify="space-between" gap="xs">
          {counted && (
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {counted}
            </Text>
          )}
          {!finished && run.phase === PORTFOLIO_ANALYSIS_MESSAGE && <Countdown pace={pace} total={total} />}
        </Group>
        {run.status === 'failed' && (
          <Alert color="red" title="The job failed">
            {run.failureReason ?? 'The server gave no reason.'}
          </Alert>
        )}
        {run.status === 'cancelled' && (
          <Alert color="gray" title="Cancelled">
            The job was stopped before it finished; no file was kept.
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" mt="xs">
          {finished ? (
            !succeeded && <Button onClick={onClose}>Close</Button>
          ) : (
            <>
              {run.cancellable && onCancel && (
                <Button variant="default" color="red" loading={cancelling} onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button onClick={onBackground}>Run in background</Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
