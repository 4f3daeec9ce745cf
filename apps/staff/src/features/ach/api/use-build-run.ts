import { useRef } from 'react';
import { useJobProgress } from '../../../components/progress/job-progress-provider.tsx';
import { isFinished, type JobRun } from '../../../lib/live-events/live-event-types.ts';
import { useLiveEvent } from '../../../lib/live-events/live-events.tsx';

/**
 * A build job the list started: the app's progress modal follows it (as exports and Process runs), and
 * when its live event says it finished, `onFinished` reloads the list so the new drafts show.
 */
export function useBuildRun(onFinished: (run: JobRun) => void) {
  const progress = useJobProgress();
  const started = useRef<number | null>(null);
  useLiveEvent('job', (run) => {
    if (run.id !== started.current || !isFinished(run.status)) return;
    started.current = null;
    onFinished(run);
  });
  return (run: JobRun) => {
    started.current = run.id;
    progress.watch(run);
  };
}
