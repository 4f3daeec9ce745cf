import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useJobProgress } from '../../../components/progress/job-progress-provider.tsx';
import { getJobRun } from '../../../lib/jobs.ts';
import { isFinished, type JobRun } from '../../../lib/live-events/live-event-types.ts';

/** How often a followed run is asked for while it is not finished (the job progress modal's pace). */
export const FOLLOW_MS = 2_000;

/**
 * The run a page started, followed to its end for the page's result (counts and total): the progress
 * modal shows it as it goes (`useJobProgress().watch`), this asks the server every 2 s until it is
 * finished and then calls `onFinished` once (the lists reload, the GP toast shows).
 */
export function useFollowedRun(onFinished: (run: JobRun) => void) {
  const progress = useJobProgress();
  const [started, setStarted] = useState<JobRun | null>(null);
  const finishedFor = useRef<number | null>(null);
  const asked = useSWR(
    started && !isFinished(started.status) ? ['job-run', started.id] : null,
    () => getJobRun(started!.id),
    {
      refreshInterval: (latest) => (latest && isFinished(latest.status) ? 0 : FOLLOW_MS),
      shouldRetryOnError: true,
    },
  );
  const run = started && asked.data?.id === started.id ? asked.data : started;

  useEffect(() => {
    if (run && isFinished(run.status) && finishedFor.current !== run.id) {
      finishedFor.current = run.id;
      onFinished(run);
    }
  }, [run, onFinished]);

  return {
    run,
    follow: (next: JobRun) => {
      setStarted(next);
      progress.watch(next);
    },
    dismiss: () => setStarted(null),
  };
}
