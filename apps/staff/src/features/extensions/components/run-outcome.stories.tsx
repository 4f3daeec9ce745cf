import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { jobRunFixture } from '../testing/extension-fixtures.ts';
import { RunOutcome } from './run-outcome.tsx';

// The last run's result on its page, under the header.
const meta = {
  title: 'Extensions/Run result',
  component: RunOutcome,
  args: { run: jobRunFixture(), onDismiss: fn(), onDownload: fn() },
} satisfies Meta<typeof RunOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New extensions started: counts, total to the cent, the CSV in Downloads. */
export const Done: Story = {};

export const Running: Story = {
  args: {
    run: jobRunFixture({
      status: 'running',
      phase: 'Starting extensions',
      progressDone: 1,
      finishedAt: null,
      counts: {},
      amountTotal: null,
      fileId: null,
    }),
  },
};

/** An invoicing run: invoices created and contracts billed. */
export const Invoiced: Story = {
  args: {
    run: jobRunFixture({
      type: 'extension-process-invoicing',
      title: 'Bill extensions (all billing sources, ALL, through 2026-11-30)',
      counts: { invoices: 31, contracts: 30 },
      amountTotal: '29214.77',
    }),
  },
};

/** GP refused some: the spec's "Unable to process invoices in GP". */
export const GpRefused: Story = {
  args: {
    run: jobRunFixture({
      type: 'extension-gp-posting',
      title: 'Send 12 extension invoices to GP',
      counts: { posted: 10, failed: 2, skipped: 0, unreachable: 0 },
      amountTotal: '9874.10',
      fileId: null,
    }),
  },
};

export const Failed: Story = {
  name: 'Error',
  args: {
    run: jobRunFixture({
      status: 'failed',
      failureReason: 'You no longer hold Extensions › Contracts › create.',
      counts: {},
      amountTotal: null,
      fileId: null,
    }),
  },
};
