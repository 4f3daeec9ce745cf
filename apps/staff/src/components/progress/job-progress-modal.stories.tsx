import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { advancePace, startPace } from './job-progress.ts';
import { JobProgressModal } from './job-progress-modal.tsx';
import {
  FAILED_EXPORT,
  jobRun,
  PORTFOLIO_RUN,
  QUEUED_EXPORT,
  RUNNING_EXPORT,
  SUCCEEDED_EXPORT,
} from './testing/job-run-fixtures.ts';

const meta = {
  title: 'Components/Job progress modal',
  component: JobProgressModal,
  args: {
    opened: true,
    run: RUNNING_EXPORT,
    onCancel: fn(),
    onBackground: fn(),
    onClose: fn(),
    onCompleted: fn(),
  },
} satisfies Meta<typeof JobProgressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A large export writing its rows: the bar and the rows done, no countdown (not portfolio analysis). */
export const Running: Story = {};

/** Waiting for a worker: the bar moves without a figure. */
export const Queued: Story = { args: { run: QUEUED_EXPORT } };

/**
 * The only phase with a countdown (spec §4): hours, minutes and seconds estimated from the rate so far,
 * moving every 0.75 s.
 */
export const PortfolioAnalysis: Story = {
  args: {
    run: PORTFOLIO_RUN,
    pace: advancePace(startPace(11_000, Date.now() - 100_000), 12_000, Date.now()),
  },
};

/** The same before the run has moved: no estimate yet. */
export const Estimating: Story = { args: { run: PORTFOLIO_RUN, pace: startPace(12_000, Date.now()) } };

/** Done: the bar fills over a second, then the modal gives way to the Download toast. */
export const Succeeded: Story = { args: { run: SUCCEEDED_EXPORT } };

/** The server's plain reason, never a stack. */
export const Failed: Story = { args: { run: FAILED_EXPORT } };

export const Cancelled: Story = { args: { run: jobRun({ status: 'cancelled', cancellable: false }) } };

/** A job that cannot be stopped offers only Run in background. */
export const NotCancellable: Story = { args: { run: jobRun({ cancellable: false }) } };

/** Cancel confirmed, waiting for the server. */
export const Cancelling: Story = { args: { cancelling: true } };
