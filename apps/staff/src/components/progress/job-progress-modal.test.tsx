import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advancePace,
  doneTitle,
  readyTitle,
  remainingSeconds,
  runSummary,
  startPace,
} from './job-progress.ts';
import { JobProgressModal, type JobProgressModalProps } from './job-progress-modal.tsx';
import {
  FAILED_EXPORT,
  jobRun,
  PORTFOLIO_RUN,
  QUEUED_EXPORT,
  RUNNING_EXPORT,
  SUCCEEDED_EXPORT,
} from './testing/job-run-fixtures.ts';

const START = Date.UTC(2026, 10, 27, 10, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrap = (ui: ReactNode) => <MantineProvider env="test">{ui}</MantineProvider>;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const callbacks = () => ({
  onBackground: vi.fn(),
  onClose: vi.fn(),
  onCompleted: vi.fn(),
  onCancel: vi.fn(),
});

function modal(props: Partial<JobProgressModalProps> & Pick<JobProgressModalProps, 'run'>) {
  return wrap(<JobProgressModal opened {...callbacks()} {...props} />);
}

describe('time remaining', () => {
  it('is estimated from the rate since the run was first seen, counting down from the latest report', () => {
    const pace = advancePace(startPace(1_000, 0), 2_000, 10_000);
    // 1,000 units in 10 s; 8,000 left: 80 s at the report, 70 s ten seconds later.
    expect(remainingSeconds(pace, 10_000, 10_000)).toBe(80);
    expect(remainingSeconds(pace, 10_000, 20_000)).toBe(70);
    expect(remainingSeconds(pace, 10_000, 200_000)).toBe(0);
    expect(remainingSeconds(startPace(1_000, 0), 10_000, 5_000)).toBeNull();
    expect(remainingSeconds(pace, null, 10_000)).toBeNull();
    // A retried run starts over, and so does its rate.
    expect(advancePace(pace, 10, 12_000)).toEqual(startPace(10, 12_000));
  });

  it('says what a run without a file did', () => {
    expect(
      doneTitle(jobRun({ title: 'Build ACH batches effective 2026-12-01 (due through 2026-12-01)' })),
    ).toBe('Build ACH batches effective 2026-12-01 is done');
    expect(runSummary({ counts: { batches: 3, entries: 1_224 }, amountTotal: '249006.3' })).toBe(
      '3 batches, 1,224 entries · $249,006.30',
    );
    expect(runSummary({ counts: { charged: 0 }, amountTotal: null })).toBe('0 charged');
    expect(runSummary({ counts: {}, amountTotal: null })).toBe('Finished.');
  });

  it('names the file a run made ready', () => {
    expect(readyTitle(RUNNING_EXPORT)).toBe('Contracts export is ready');
    expect(readyTitle(jobRun({ title: 'ACH batch' }))).toBe('ACH batch is ready');
  });
});

describe('job progress modal', () => {
  it('shows the title, the phase and the rows done out of the total, thousands grouped', () => {
    render(modal({ run: RUNNING_EXPORT }));

    expect(screen.getByRole('dialog', { name: 'Contracts export (CSV), 12,400 rows' })).toBeInTheDocument();
    expect(screen.getByText('Writing rows')).toBeInTheDocument();
    expect(screen.getByText('3,100 of 12,400')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    // Not the portfolio-analysis phase: no countdown (spec §4).
    expect(screen.queryByText(/Time remaining/)).not.toBeInTheDocument();
  });

  it('counts down in hours, minutes and seconds for portfolio analysis, one 0.75 s unit at a time', () => {
    // 12,000 units in the first 4 s seen: 3,000 a second, 36,210 left: 12.07 s.
    const slow = advancePace(startPace(0, START - 4_000), 12_000, START);
    const { rerender } = render(modal({ run: PORTFOLIO_RUN, pace: slow }));
    expect(screen.getByText('Time remaining 00:00:13')).toBeInTheDocument();

    // 10 units a second: 3,621 s, an hour and twenty-one seconds.
    const slower = advancePace(startPace(11_000, START - 100_000), 12_000, START);
    rerender(modal({ run: PORTFOLIO_RUN, pace: slower }));
    expect(screen.getByText('Time remaining 01:00:21')).toBeInTheDocument();
    expect(screen.getByLabelText('1 hour, 0 minutes, 21 seconds remaining')).toBeInTheDocument();

    advance(749);
    expect(screen.getByText('Time remaining 01:00:21')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Time remaining 01:00:21')).toBeInTheDocument();
    advance(750);
    expect(screen.getByText('Time remaining 01:00:20')).toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Time remaining 00:59:20')).toBeInTheDocument();
  });

  it('says it is estimating until the run has moved', () => {
    render(modal({ run: PORTFOLIO_RUN, pace: startPace(12_000, START) }));
    expect(screen.getByText('Estimating time remaining…')).toBeInTheDocument();
  });

  it('forces the bar to complete over one second on success, then completes once', () => {
    const props = callbacks();
    const { rerender } = render(wrap(<JobProgressModal opened run={RUNNING_EXPORT} {...props} />));

    rerender(wrap(<JobProgressModal opened run={SUCCEEDED_EXPORT} {...props} />));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('12,400 of 12,400')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    advance(999);
    expect(props.onCompleted).not.toHaveBeenCalled();
    advance(1);
    expect(props.onCompleted).toHaveBeenCalledOnce();
    advance(5_000);
    expect(props.onCompleted).toHaveBeenCalledOnce();
  });

  it("shows a failure's plain reason and closes", () => {
    const props = callbacks();
    render(wrap(<JobProgressModal opened run={FAILED_EXPORT} {...props} />));

    expect(screen.getByText(FAILED_EXPORT.failureReason!)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledOnce();
    advance(2_000);
    expect(props.onCompleted).not.toHaveBeenCalled();
  });

  it('offers Cancel only while the run may be cancelled, and Run in background', () => {
    const props = callbacks();
    const { rerender } = render(wrap(<JobProgressModal opened run={QUEUED_EXPORT} {...props} />));
    expect(screen.getByText('Waiting to start')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Run in background' }));
    expect(props.onBackground).toHaveBeenCalledOnce();

    rerender(wrap(<JobProgressModal opened run={jobRun({ cancellable: false })} {...props} />));
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
