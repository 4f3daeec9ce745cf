import { useEffect, useEffectEvent, useRef, useState } from 'react';

// Spec §9: the progress component's default unit is 0.75 s and a forced completion takes 1 s.
export const PROGRESS_UNIT_MS = 750;
export const FORCED_COMPLETE_MS = 1_000;

export interface ProgressOptions {
  /** How long the work is expected to take; without it there is no percentage and no countdown. */
  durationMs?: number;
  /** How often the bar and the countdown move on. */
  unitMs?: number;
  /** Set when the work ended early: the bar fills within a second, then it finishes. */
  complete?: boolean;
  onFinish?: () => void;
}

export interface ProgressState {
  /** 0 to 100, or null while the duration is unknown. */
  percent: number | null;
  /** Seconds left, or null while the duration is unknown. */
  remainingSeconds: number | null;
}

/**
 * A timed progress (spec §4 Progress countdown): it moves on every unit until the duration has passed
 * or completion is forced, then calls `onFinish` once. Mount it fresh for each run.
 */
export function useProgress({
  durationMs,
  unitMs = PROGRESS_UNIT_MS,
  complete = false,
  onFinish,
}: ProgressOptions): ProgressState {
  const [units, setUnits] = useState(0);
  const [done, setDone] = useState(false);
  const finished = useRef(false);

  const finish = useEffectEvent(() => {
    if (finished.current) return;
    finished.current = true;
    setDone(true);
    onFinish?.();
  });

  useEffect(() => {
    if (durationMs === undefined || complete || done) return;
    const tick = setInterval(() => setUnits((count) => count + 1), unitMs);
    const end = setTimeout(finish, durationMs);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [durationMs, unitMs, complete, done]);

  useEffect(() => {
    if (!complete) return;
    const end = setTimeout(finish, FORCED_COMPLETE_MS);
    return () => clearTimeout(end);
  }, [complete]);

  if (complete || done) return { percent: 100, remainingSeconds: durationMs === undefined ? null : 0 };
  if (durationMs === undefined) return { percent: null, remainingSeconds: null };
  const elapsed = Math.min(units * unitMs, durationMs);
  return { percent: (elapsed / durationMs) * 100, remainingSeconds: (durationMs - elapsed) / 1000 };
}
