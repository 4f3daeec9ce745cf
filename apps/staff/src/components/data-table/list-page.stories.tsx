import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { changeGate } from '../../lib/access/change-gate.ts';
import { withMemoryRouter } from '../../testing/with-memory-router.tsx';
import { AddRecordButton } from './add-record-button.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { FilterBar } from './filter-bar.tsx';
import { FilterSelect } from './filter-select.tsx';
import { DEFAULT_PAGINATION, type DateRange, type Pagination } from './list-settings.ts';
import { PageHeader } from './page-header.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { RecordTable } from './record-table.tsx';
import { SearchInput } from './search-input.tsx';
import { NoMatchState } from './table-states.tsx';
import { withPermissions } from './testing/with-permissions.tsx';

interface Vendor {
  id: number;
  name: string;
  program: string;
}

const VENDORS: Vendor[] = [
  'Acme Paving',
  'Birch Dental',
  'Cobalt Freight',
  'Delta Imaging',
  'Evergreen Farms',
].map((name, index) => ({ id: index + 1, name, program: index % 2 ? 'Medical' : 'Construction' }));

const GATE = changeGate('setupModule', 'Vendors');

/**
 * The whole page anatomy of docs/ui.md with the toolkit's pieces: header with its gated Add, filter bar,
 * record table with row actions, pagination. A real list takes its state from `useListPage`; this one
 * filters in memory.
 */
function ListPage() {
  const [search, setSearch] = useState('');
  const [program, setProgram] = useState('');
  const [range, setRange] = useState<DateRange | null>(null);
  const [pagination, setPagination] = useState<Pagination>(DEFAULT_PAGINATION);
  const rows = VENDORS.filter(
    (vendor) =>
      vendor.name.toLowerCase().includes(search.toLowerCase()) && (!program || vendor.program === program),
  );
  const reset = () => {
    setSearch('');
    setProgram('');
    setRange(null);
  };

  return (
    <>
      <PageHeader
        title="Vendors"
        context="Equipment vendors and the programs they sell under."
        actions={
          <AddRecordButton gate={GATE} to="/vendors/add">
            Add vendor
          </AddRecordButton>
        }
      />
      <FilterBar
        label="vendors"
        search={<SearchInput label="Search" placeholder="Vendor name" value={search} onChange={setSearch} />}
        activeCount={(program ? 1 : 0) + (range ? 1 : 0)}
        onReset={reset}
        resetDisabled={!search && !program && !range}
      >
        <FilterSelect
          label="Program"
          width={150}
          data={['Construction', 'Medical']}
          value={program}
          onChange={setProgram}
        />
        <DateRangeFilter label="Onboarded" value={range} onChange={setRange} />
      </FilterBar>
      <RecordTable
        label="Vendors"
        titleColumn={{ key: 'name', header: 'Name', cell: (vendor) => vendor.name }}
        columns={[{ key: 'program', header: 'Program', cell: (vendor) => vendor.program }]}
        rowName={(vendor) => vendor.name}
        minWidth={480}
        rows={rows}
        sort={null}
        onSortChange={() => undefined}
        perPage={pagination.perPage}
        updateHref={(id) => `/vendors/update/${id}`}
        onOpen={() => undefined}
        actionsFor={() => [
          { label: 'Edit', onClick: () => undefined },
          { label: 'Delete', onClick: () => undefined, danger: true },
        ]}
        actionGate={GATE}
        empty={
          <NoMatchState
            title="No vendors match these filters"
            description="Change the search or the program, or reset them."
            onReset={reset}
          />
        }
      />
      <PaginationBar pagination={pagination} total={rows.length} noun="vendors" onChange={setPagination} />
    </>
  );
}

const meta = {
  title: 'List toolkit/List page',
  component: ListPage,
  decorators: [withPermissions({ setupModule: { Vendors: { view: true, create: true } } }), withMemoryRouter],
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
