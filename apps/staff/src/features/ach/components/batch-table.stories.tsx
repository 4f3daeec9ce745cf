import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  recordTableArgs,
  recordTableStates,
} from '../../../components/data-table/testing/record-table-stories.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { BATCH_LIST } from '../testing/ach-fixtures.ts';
import { ACH_OPERATOR, ACH_VIEW_ONLY } from '../testing/fake-ach-api.ts';
import { BatchTable } from './batch-table.tsx';

const NOUNS = { one: 'batch', many: 'batches' };
const STATES = recordTableStates(NOUNS);

// ACH › list: the batches in every status (grey draft, amber waiting, blue in progress, green settled,
// red rejected), purpose and SEC code, effective date, entries, totals, maker and approver.
const meta = {
  title: 'ACH/Batch list',
  component: BatchTable,
  decorators: [withPermissions(ACH_OPERATOR), withMemoryRouter],
  args: {
    rows: BATCH_LIST,
    ...recordTableArgs({
      nouns: NOUNS,
      perPage: 10,
      updateHref: (id) => `/ach/ach/manage/${id}`,
      actions: [{ label: 'Open batch' }],
      actionGate: { module: 'ach', menu: 'ACH', actions: ['view'] },
      emptyText:
        "A batch collects the debits of invoices due on ACH billing for one effective date. Build the first one from today's due invoices.",
    }),
    sort: { field: 'effectiveDate', direction: 'desc' },
  },
} satisfies Meta<typeof BatchTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = STATES.Loading;
export const Empty: Story = STATES.Empty;
export const NoMatch: Story = STATES.NoMatch;
export const Failed: Story = { ...STATES.Failed, name: 'Error' };

/** A role that may only view: the list reads the same; the page's Build batch is disabled (below). */
export const ViewOnly: Story = { decorators: [withPermissions(ACH_VIEW_ONLY)] };

/**
 * Without ACH view the row actions are hidden (the element rule); the app's section guard shows the
 * access-denied page before this table is ever reached.
 */
export const NoPermission: Story = { decorators: [withPermissions({})] };

/**
 * A reversal among collections: its money is credits, so the Amount column reads "$… Cr" rather than
 * $0.00 under Debits; a long status ("RE-OPEN REQUESTED") wraps on a phone instead of being cut.
 */
export const WithReversal: Story = {
  args: {
    rows: [
      ...BATCH_LIST.slice(0, 3),
      {
        ...BATCH_LIST[3]!,
        id: 990,
        batchName: 'ACH-20261124-02',
        purpose: 'REVERSAL',
        entryDescription: 'REVERSAL',
        debitTotal: 0,
        creditTotal: 16522.24,
      },
    ],
  },
};
