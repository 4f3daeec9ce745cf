import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import { EXTENSIONS_ADMIN, EXTENSIONS_VIEW_ONLY } from '../testing/fake-extensions-api.ts';
import { NEW_EXTENSION_FIXTURES, NEW_FILTER_CHOICES } from '../testing/extension-fixtures.ts';
import { NEW_EXTENSIONS_DEFAULTS } from '../extension-query.ts';
import { choiceOptions } from '../extension-labels.ts';
import { ExtensionFilterBar } from './extension-filter-bar.tsx';
import { NewExtensionTable } from './new-extension-table.tsx';

// Extensions › Contracts › New extensions: the spec's new-tab view (its page is the view's filter bar,
// this table and the pagination; see routes/new-extensions-view.tsx).
const meta = {
  title: 'Extensions/New extensions',
  component: NewExtensionTable,
  decorators: [withPermissions(EXTENSIONS_ADMIN), withMemoryRouter],
  args: {
    rows: NEW_EXTENSION_FIXTURES,
    sort: { field: 'extFirstPaymentDate', direction: 'asc' },
    onSortChange: fn(),
    perPage: 10,
    updateHref: (id: number) => `/extensions/contract/detail/module-wise/${id}`,
    onOpen: fn(),
    actionsFor: () => [{ label: 'Open contract', onClick: fn() }],
    actionGate: { module: 'extensions', menu: 'Contracts', actions: ['view'] },
    onColumnSettingsChange: fn(),
    empty: (
      <TableEmptyState
        title="No extensions waiting"
        description="An extension appears here once the lessee elects it or it renews at maturity; Process then starts its billing."
      />
    ),
  },
} satisfies Meta<typeof NewExtensionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Elected, evergreen and staff-made extensions: fixed terms and month to month. */
export const Full: Story = {};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const NoMatch: Story = {
  args: {
    rows: [],
    empty: (
      <NoMatchState
        title="No extensions match these filters"
        description="Change the search or the filters, or reset them to see every extension waiting to start."
        onReset={fn()}
      />
    ),
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { error: { title: 'Failed to fetch extensions', message: 'Internal Server Error', onRetry: fn() } },
};

/** Without Extensions › Contracts the row menu is not offered (the page itself shows access denied). */
export const NoPermission: Story = { decorators: [withPermissions({})] };

/** Extensions › Contracts › view only: the list reads the same; Process is not on the page. */
export const ViewOnly: Story = { decorators: [withPermissions(EXTENSIONS_VIEW_ONLY)] };

export const OnAPhone: Story = { ...ON_A_PHONE };

/** The view's filters: the choices from get-new-filters with their counts, the maturity range. */
export const Filters: Story = {
  render: () => (
    <ExtensionFilterBar
      {...NEW_EXTENSIONS_DEFAULTS}
      filters={{ ...NEW_EXTENSIONS_DEFAULTS.filters, billingSource: 'PORTFOLIO,FUNDER' }}
      onFiltersChange={fn()}
      onDateRangeChange={fn()}
      onReset={fn()}
      resetDisabled={false}
      label="new extensions"
      searchPlaceholder="Contract, customer, e-mail, amount"
      activeCount={1}
      dateLabel="Matured"
      choices={[
        {
          key: 'billingSource',
          label: 'Billing source',
          multiple: true,
          width: 220,
          options: choiceOptions(NEW_FILTER_CHOICES.billingSources),
        },
        {
          key: 'paymentMethod',
          label: 'Payment method',
          width: 150,
          options: choiceOptions(NEW_FILTER_CHOICES.paymentMethods),
        },
        { key: 'processSource', label: 'Process source', width: 150, options: undefined },
      ]}
    />
  ),
};
