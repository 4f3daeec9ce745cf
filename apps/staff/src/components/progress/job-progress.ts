import type { JobRun, JobStatus } from '../../lib/live-events/live-event-types.ts';
import { formatMoney } from '../data-table/format-number.ts';

/** How far a run had got at a moment of the browser's clock. */
export interface ProgressSample {
  at: number;
  done: number;
}

/** The first and the latest progress seen of a run: the rate between them estimates the time left. */
export interface ProgressPace {
  first: ProgressSample;
  latest: ProgressSample;
}

/** Starts the pace of a run first seen at `now`. */
export const startPace = (done: number, now: number): ProgressPace => ({
  first: { at: now, done },
  latest: { at: now, done },
});

/** Takes a new report of the run's progress at `now`; a report that moved nothing keeps the pace. */
export function advancePace(pace: ProgressPace, done: number, now: number): ProgressPace {
  if (done === pace.latest.done) return pace;
  // Fewer units than before: a retried run started over, so its rate starts over too.
  if (done < pace.latest.done) return startPace(done, now);
  return { first: pace.first, latest: { at: now, done } };
}

/**
 * Seconds left at `now`, from the rate of the units done since the run was first seen (the browser's
 * clock only, so a server clock that differs changes nothing), counting down from the latest report;
 * null until the run has moved or while its total is unknown.
 *
 * @example remainingSeconds({ first: { at: 0, done: 0 }, latest: { at: 10_000, done: 100 } }, 1_100, 10_000) // 100
 */
export function remainingSeconds(pace: ProgressPace, total: number | null, now: number): number | null {
  if (total === null || total <= 0) return null;
  const left = total - pace.latest.done;
  if (left <= 0) return 0;
  const units = pace.latest.done - pace.first.done;
  const elapsed = pace.latest.at - pace.first.at;
  if (units <= 0 || elapsed <= 0) return null;
  const atLatest = (left * elapsed) / units;
  return Math.max(0, (atLatest - (now - pace.latest.at)) / 1000);
}

const grouped = new Intl.NumberFormat('en-US');

/** A count with thousands grouped: `12,400`. */
export const formatCount = (value: number): string => grouped.format(value);

/** The ready toast's title from the run's: "Contracts export (CSV), 12,400 rows" → "Contracts export is ready". */
export function readyTitle(run: Pick<JobRun, 'title'>): string {
  const what = run.title.split(/\s*[(,]/)[0]?.trim() || run.title;
  return `${what} is ready`;
}

/** The toast's title for a run that made no file: "Build ACH batches effective 2026-12-01 is done". */
export function doneTitle(run: Pick<JobRun, 'title'>): string {
  const what = run.title.split(/\s*[(,]/)[0]?.trim() || run.title;
  return `${what} is done`;
}

/**
 * What a run that made no file did, from its counts and money: "3 batches, 224 entries, 6 prenotes ·
 * $249,006.34"; "Finished." when it reported neither.
 */
export function runSummary(run: Pick<JobRun, 'counts' | 'amountTotal'>): string {
  const counts = Object.entries(run.counts).map(([what, count]) => `${formatCount(count)} ${what}`);
  const parts = [counts.join(', '), run.amountTotal === null ? '' : formatMoney(run.amountTotal)];
  return parts.filter(Boolean).join(' · ') || 'Finished.';
}

const STATUS_WORDS: Record<JobStatus, string> = {
  queued: 'Waiting to start',
  running: 'Working',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What the run is doing, in words: its phase while it runs, else its status. */
export const phaseOf = (run: Pick<JobRun, 'status' | 'phase'>): string =>
  (run.status === 'running' && run.phase) || STATUS_WORDS[run.status];
