import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { cancelJobRun, downloadStoredFile, getJobRun } from '../../lib/jobs.ts';
import { isFinished, type JobRun } from '../../lib/live-events/live-event-types.ts';
import { useLiveEvent, useLiveEvents } from '../../lib/live-events/live-events.tsx';
import { showErrorToast, showInfoToast, showSuccessToast } from '../../lib/toast.ts';
import { showSuccessToastWithAction } from '../../lib/toast-with-action.tsx';
import { confirm } from '../confirm.tsx';
import {
  advancePace,
  doneTitle,
  readyTitle,
  runSummary,
  startPace,
  type ProgressPace,
} from './job-progress.ts';
import { JobProgressModal } from './job-progress-modal.tsx';

/** How often a watched run is asked for while the live events are down (issue 20: at least every 2 s). */
export const JOB_POLL_MS = 2_000;

export interface JobProgress {
  /** Opens the progress modal on a run the server started (an export's 202) and follows it. */
  watch: (run: JobRun) => void;
}

const JobProgressContext = createContext<JobProgress>({ watch: () => undefined });

/** Opens the progress modal on a job run: `useJobProgress().watch(jobRun)`. */
export const useJobProgress = (): JobProgress => use(JobProgressContext);

interface Watched {
  run: JobRun;
  pace: ProgressPace;
}

function observe(watched: Watched | null, run: JobRun, now: number): Watched | null {
  if (!watched || watched.run.id !== run.id) return watched;
  // Reports can cross: a finished run does not go back to running.
  if (isFinished(watched.run.status) && !isFinished(run.status)) return watched;
  return { run, pace: advancePace(watched.pace, run.progressDone, now) };
}

/** Saves a succeeded run's file, saying so if the server refuses. */
export async function downloadRunFile(run: JobRun): Promise<void> {
  if (run.fileId === null) return;
  try {
    await downloadStoredFile(run.fileId);
  } catch (failure) {
    showErrorToast('Error', errorMessage(failure, 'The file could not be downloaded.'));
  }
}

/**
 * Follows one job run at a time in the progress modal, from the live events (or, while they are down,
 * by asking for the run every 2 s): on success the "… is ready" toast with Download, on failure the
 * reason in the modal. Cancel asks first. Mounted by the shell under the live events.
 */
export function JobProgressProvider({ children }: { children: ReactNode }) {
  const [watched, setWatched] = useState<Watched | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const live = useLiveEvents();
  const runId = watched?.run.id;
  const finished = watched ? isFinished(watched.run.status) : true;

  const take = (run: JobRun) => setWatched((current) => observe(current, run, Date.now()));
  useLiveEvent('job', take);

  // Once on opening (an event sent before the modal listened is not lost), then every 2 s without events.
  useEffect(() => {
    if (runId === undefined || finished) return;
    const ask = () =>
      void getJobRun(runId).then(take, () => {
        // A missed report is made good by the next one.
      });
    ask();
    if (live.status === 'open') return;
    const poll = setInterval(ask, JOB_POLL_MS);
    return () => clearInterval(poll);
  }, [runId, finished, live.status]);

  const [value] = useState<JobProgress>(() => ({
    watch: (run) => setWatched({ run, pace: startPace(run.progressDone, Date.now()) }),
  }));

  const close = () => setWatched(null);

  const cancel = async (run: JobRun) => {
    const sure = await confirm({
      title: 'Cancel this job?',
      message: `Stop "${run.title}"? Nothing is kept of the work done so far.`,
      confirmLabel: 'Cancel job',
      cancelLabel: 'Keep running',
      danger: true,
    });
    if (!sure) return;
    setCancelling(true);
    try {
      await cancelJobRun(run.id);
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, 'The job could not be cancelled.'));
    } finally {
      setCancelling(false);
    }
  };

  const completed = (run: JobRun) => {
    close();
    // A run that made no file (an ACH build, a billing run) says what it did, not "the file is in Downloads".
    if (run.fileId === null) return showSuccessToast(doneTitle(run), runSummary(run));
    showSuccessToastWithAction(readyTitle(run), 'The file is in Downloads.', {
      label: 'Download',
      onClick: () => void downloadRunFile(run),
    });
  };

  return (
    <JobProgressContext value={value}>
      {children}
      {watched && (
        <JobProgressModal
          key={watched.run.id}
          opened
          run={watched.run}
          pace={watched.pace}
          cancelling={cancelling}
          onCancel={() => void cancel(watched.run)}
          onBackground={() => {
            close();
            showInfoToast(
              'Running in the background',
              'The bell tells you when it is done; the file will be in Downloads.',
            );
          }}
          onClose={close}
          onCompleted={() => completed(watched.run)}
        />
      )}
    </JobProgressContext>
  );
}
