import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { EXTENSION_CARDS } from '../testing/report-fixtures.ts';
import { ReportCatalogueTable } from './report-catalogue-table.tsx';

// `/{module}/report/list` without a report: the module's reports as a list.
const meta = {
  title: 'Reports/Report list',
  component: ReportCatalogueTable,
  decorators: [withMemoryRouter],
  args: {
    cards: EXTENSION_CARDS.cards,
    hrefOf: (card) => `/extensions/report/list?report=${card.id}`,
    onOpen: fn(),
    empty: (
      <TableEmptyState
        title="No reports here yet"
        description="This module's reports appear here once your role may open them."
      />
    ),
  },
} satisfies Meta<typeof ReportCatalogueTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Loading: Story = { args: { cards: undefined } };

export const Empty: Story = { args: { cards: [] } };

/** A role allowed none of the module's reports: the server answers none, and the list says whom to ask. */
export const NoReportPermitted: Story = { args: { cards: [] } };

export const Failed: Story = {
  name: 'Error',
  args: {
    error: { title: 'The reports could not be loaded', message: 'Internal Server Error', onRetry: fn() },
  },
};

/** At 390 px the list scrolls sideways with the report's title fixed. */
export const OnAPhone: Story = { ...ON_A_PHONE };
