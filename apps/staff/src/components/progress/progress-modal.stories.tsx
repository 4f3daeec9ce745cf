import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PORTFOLIO_ANALYSIS_MESSAGE, ProgressModal } from './progress-modal.tsx';

const meta = {
  title: 'Components/Progress modal',
  component: ProgressModal,
  args: { opened: true, message: PORTFOLIO_ANALYSIS_MESSAGE, durationMs: 95_000, onFinish: fn() },
} satisfies Meta<typeof ProgressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The only message that shows the countdown (spec §4). */
export const PortfolioAnalysis: Story = { args: { onCancel: fn() } };

/** An hour-long job: hours, minutes and seconds. */
export const LongJob: Story = { args: { durationMs: 3_725_000, onCancel: fn() } };

/** The job ended early: the bar fills within a second. */
export const ForcedComplete: Story = { args: { complete: true } };

/** Any other message: the bar without a countdown, here the 2 s Switching User screen. */
export const SwitchingUser: Story = {
  parameters: { layout: 'fullscreen' },
  args: { message: 'Switching User', durationMs: 2_000, fullScreen: true },
};

/** Work of unknown length: a spinner instead of a bar. */
export const UnknownDuration: Story = { args: { message: 'Preparing the file', durationMs: undefined } };
