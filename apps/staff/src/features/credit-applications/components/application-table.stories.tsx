import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  recordTableArgs,
  recordTableStates,
} from '../../../components/data-table/testing/record-table-stories.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { applicationsGate } from '../credit-application-links.ts';
import { APPLICATION_ROWS } from '../testing/credit-application-fixtures.ts';
import { ApplicationTable } from './application-table.tsx';

const NOUNS = { one: 'credit application', many: 'credit applications' };
const STATES = recordTableStates(NOUNS);

const meta = {
  title: 'Inquiries/Credit application list',
  component: ApplicationTable,
  decorators: [
    withPermissions({ loanCalculator: { Inquiries: { view: true, create: true, download: true } } }),
    withMemoryRouter,
  ],
  args: {
    rows: APPLICATION_ROWS.slice(0, 10),
    ...recordTableArgs({
      nouns: NOUNS,
      perPage: 10,
      updateHref: (id) => `/loanCalculator/enquiries/details?application=${id}`,
      actions: [{ label: 'Mark as Received' }, { label: 'Mark as Withdrawn', danger: true }],
      actionGate: applicationsGate('loanCalculator'),
      emptyText:
        "Applications arrive when a business submits the credit application on a /credit-page link or in a vendor's website widget.",
    }),
    sort: { field: 'submittedAt', direction: 'desc' },
  },
} satisfies Meta<typeof ApplicationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, some sent to a rep and some to the operations inbox, with and without a DBA. */
export const Data: Story = {};

export const Loading: Story = STATES.Loading;

export const Empty: Story = STATES.Empty;

export const NoMatch: Story = STATES.NoMatch;

export const Failed: Story = { ...STATES.Failed, name: 'Error' };

/** A role that may only view: the row actions are there but not usable. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ loanCalculator: { Inquiries: { view: true } } })],
};
