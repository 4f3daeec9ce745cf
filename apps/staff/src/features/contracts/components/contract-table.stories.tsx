import type { Meta, StoryObj } from '@storybook/react-vite';
import { MODULE_POLICIES } from '@lendline/portfolio';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { CONTRACT_FIXTURES } from '../testing/contract-fixtures.ts';
import { ContractTable } from './contract-table.tsx';

const meta = {
  title: 'Portfolio/Contract list',
  component: ContractTable,
  decorators: [withPermissions({ enquiry: { Contracts: { view: true } } }), withMemoryRouter],
  args: {
    rows: CONTRACT_FIXTURES.slice(0, 10),
    sort: { field: 'commencementDate', direction: 'desc' },
    onSortChange: fn(),
    perPage: 10,
    updateHref: (id: number) => `/enquiry/contract/detail/${id}`,
    onOpen: fn(),
    actionsFor: () => [{ label: 'Open details', onClick: fn() }],
    actionGate: { module: 'enquiry', menu: 'Contracts', actions: ['view'] },
    extraColumns: MODULE_POLICIES.enquiry.contracts.columns,
    empty: <TableEmptyState title="No contracts here yet" description="Contracts appear here once booked." />,
  },
} satisfies Meta<typeof ContractTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contract Inquiry: billing method, next due date, days and amount past due after the common columns. */
export const ContractInquiry: Story = {};

/** First Payment adds the first invoice's status. */
export const FirstPayment: Story = { args: { extraColumns: MODULE_POLICIES.firstPayment.contracts.columns } };

/** Asset Management adds the asset count, categories and book residual. */
export const AssetManagement: Story = {
  args: {
    extraColumns: MODULE_POLICIES.assetManagement.contracts.columns,
    rows: CONTRACT_FIXTURES.slice(0, 3).map((contract) => ({
      ...contract,
      assetCount: 2,
      assetCategories: ['MEDICAL', 'TECHNOLOGY'],
      bookResidual: 4850,
    })),
  },
};

/** Late contracts: the amber "63 days past due" badge, days and amount past due; a charged-off one stays red. */
export const PastDue: Story = {
  args: { rows: CONTRACT_FIXTURES.filter((contract) => contract.daysPastDue > 0) },
};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  name: 'Error',
  args: { error: { title: 'Failed to fetch contracts', message: 'Internal Server Error', onRetry: fn() } },
};
