import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTFOLIO_ANALYSIS_MESSAGE, ProgressModal } from './progress-modal.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The test environment renders Mantine without transitions, so only the progress's own timers run.
const wrap = (ui: ReactNode) => <MantineProvider env="test">{ui}</MantineProvider>;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const bar = () => screen.getByRole('progressbar');

describe('progress modal', () => {
  it('counts down in hours, minutes and seconds, one 0.75 s unit at a time', () => {
    render(wrap(<ProgressModal opened message={PORTFOLIO_ANALYSIS_MESSAGE} durationMs={3_725_000} />));

    expect(screen.getByText('Time remaining 01:02:05')).toBeInTheDocument();
    advance(749);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    advance(1);
    expect(Number(bar().getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    advance(750);
    expect(screen.getByText('Time remaining 01:02:04')).toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Time remaining 01:01:04')).toBeInTheDocument();
  });

  it('shows no countdown for any other message', () => {
    render(wrap(<ProgressModal opened message="Switching User" durationMs={2_000} />));

    expect(screen.getByRole('heading', { name: 'Switching User' })).toBeInTheDocument();
    expect(screen.queryByText(/Time remaining/)).not.toBeInTheDocument();
  });

  it('finishes once when the duration has passed', () => {
    const onFinish = vi.fn();
    render(wrap(<ProgressModal opened message="Switching User" durationMs={2_000} onFinish={onFinish} />));

    advance(1_999);
    expect(onFinish).not.toHaveBeenCalled();
    advance(1);
    expect(onFinish).toHaveBeenCalledOnce();
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(10_000);
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('completes within a second when forced, and stops counting', () => {
    const onFinish = vi.fn();
    const modal = (complete: boolean) =>
      wrap(
        <ProgressModal
          opened
          message={PORTFOLIO_ANALYSIS_MESSAGE}
          durationMs={600_000}
          complete={complete}
          onFinish={onFinish}
        />,
      );
    const { rerender } = render(modal(false));
    advance(7_500);

    rerender(modal(true));
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Time remaining 00:00:00')).toBeInTheDocument();
    advance(999);
    expect(onFinish).not.toHaveBeenCalled();
    advance(1);
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('can be cancelled, and shows a spinner when the duration is unknown', () => {
    const onCancel = vi.fn();
    render(wrap(<ProgressModal opened message="Please wait" onCancel={onCancel} />));

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
