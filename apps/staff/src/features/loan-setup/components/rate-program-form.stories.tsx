import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import {
  editArgs,
  recordFormArgs,
  viewOnlyStory,
} from '../../../components/form/testing/record-form-stories.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { emptyRateProgram, rateProgramFormValues } from '../rate-program-form-rules.ts';
import { setupGate } from '../setup-links.ts';
import { PROGRAM_FIXTURES } from '../testing/setup-fixtures.ts';
import { withVendorOptions } from '../testing/with-vendor-options.tsx';
import { RateProgramForm } from './rate-program-form.tsx';

const meta = {
  title: 'Loan setup/Rate program form',
  component: RateProgramForm,
  decorators: [
    withPermissions({ loanCalculator: { Setup: { view: true, create: true }, Vendors: { view: true } } }),
    withMemoryRouter,
    withVendorOptions,
  ],
  args: {
    initialValues: emptyRateProgram('2026-11-21'),
    onCancel: fn(),
    ...recordFormArgs('Add rate program', setupGate('loanCalculator')),
  },
} satisfies Meta<typeof RateProgramForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const EditRates: Story = { args: editArgs(rateProgramFormValues(PROGRAM_FIXTURES[0]!)) };

/** Rate factors for two vendors. */
export const EditFactors: Story = { args: editArgs(rateProgramFormValues(PROGRAM_FIXTURES[1]!)) };

export const ViewOnly: Story = viewOnlyStory(rateProgramFormValues(PROGRAM_FIXTURES[2]!), {
  loanCalculator: { Setup: { view: true } },
});
