import { ApiError } from '@lendline/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { jobRun } from '../../../components/progress/testing/job-run-fixtures.ts';
import { BuildBatchDialog } from './build-batch-dialog.tsx';

const build = () => within(document.body).getByRole('button', { name: 'Build' });

// "Build batch" on the ACH list: banking days only, from the earliest the cut-off allows.
const meta = {
  title: 'ACH/Build batch',
  component: BuildBatchDialog,
  args: {
    opened: true,
    onClose: fn(),
    earliest: '2026-11-30',
    build: fn(async () =>
      jobRun({ id: 77, type: 'ach-build', title: 'Build ACH batches', status: 'queued' }),
    ),
    onStarted: fn(),
  },
} satisfies Meta<typeof BuildBatchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The earliest effective date chosen; weekends and Fed holidays greyed out in the calendar. */
export const Choosing: Story = {};

/** The build is being asked for. */
export const Loading: Story = {
  args: { build: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    await userEvent.click(build());
  },
};

/** The server refused (a date past its cut-off, or a role without ACH create): its words. */
export const Failed: Story = {
  name: 'Error',
  args: {
    build: fn(async () => {
      throw new ApiError(
        422,
        {
          statusCode: 422,
          name: 'UnprocessableEntityError',
          message: 'The earliest effective date now is 12/01/2026',
        },
        'Unprocessable',
      );
    }),
  },
  play: async () => {
    await userEvent.click(build());
    await within(document.body).findByText('The earliest effective date now is 12/01/2026');
  },
};
