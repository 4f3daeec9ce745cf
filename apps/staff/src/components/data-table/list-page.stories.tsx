import { Button, Select } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable } from './data-table.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { FilterBar, filterWidth } from './filter-bar.tsx';
import { DEFAULT_PAGINATION, type DateRange, type Pagination } from './list-settings.ts';
import { PageHeader } from './page-header.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { RowActions } from './row-actions.tsx';
import { SearchInput } from './search-input.tsx';
import { TableEmptyState } from './table-states.tsx';

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

/** The whole page anatomy of docs/ui.md: header with actions, filter bar, table, pagination. */
function ListPage() {
  const [search, setSearch] = useState('');
  const [program, setProgram] = useState<string | null>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const [pagination, setPagination] = useState<Pagination>(DEFAULT_PAGINATION);
  const rows = VENDORS.filter(
    (vendor) =>
      vendor.name.toLowerCase().includes(search.toLowerCase()) && (!program || vendor.program === program),
  );
  const reset = () => {
    setSearch('');
    setProgram(null);
    setRange(null);
  };

  return (
    <>
      <PageHeader
        title="Vendors"
        context="Equipment vendors and the programs they sell under."
        actions={<Button size="sm">Add vendor</Button>}
      />
      <FilterBar
        label="vendors"
        search={<SearchInput label="Search" placeholder="Vendor name" value={search} onChange={setSearch} />}
        activeCount={(program ? 1 : 0) + (range ? 1 : 0)}
        onReset={reset}
        resetDisabled={!search && !program && !range}
      >
        <Select
          label="Program"
          size="xs"
          w={filterWidth(150)}
          placeholder="Any"
          data={['Construction', 'Medical']}
          value={program}
          onChange={setProgram}
          clearable
        />
        <DateRangeFilter label="Onboarded" value={range} onChange={setRange} />
      </FilterBar>
      <DataTable
        label="Vendors"
        columns={[
          { key: 'name', header: 'Name', cell: (vendor) => vendor.name },
          { key: 'program', header: 'Program', cell: (vendor) => vendor.program },
          {
            key: 'actions',
            header: 'Actions',
            hideHeader: true,
            align: 'right',
            width: 48,
            cell: (vendor) => (
              <RowActions
                label={`Actions for ${vendor.name}`}
                actions={[
                  { label: 'Edit', onClick: () => undefined },
                  { label: 'Delete', onClick: () => undefined, danger: true },
                ]}
              />
            ),
          },
        ]}
        rows={rows}
        rowKey={(vendor) => vendor.id}
        minWidth={480}
        empty={
          <TableEmptyState
            title="No vendors match these filters"
            description="Change the search or the program, or reset them."
            action={
              <Button size="xs" variant="default" onClick={reset}>
                Reset filters
              </Button>
            }
          />
        }
      />
      <PaginationBar pagination={pagination} total={rows.length} noun="vendors" onChange={setPagination} />
    </>
  );
}

const meta = { title: 'List toolkit/List page', component: ListPage } satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
