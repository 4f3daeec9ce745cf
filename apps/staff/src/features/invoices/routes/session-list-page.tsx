import { Select } from '@mantine/core';
import type { ModulePolicy } from '@lendline/portfolio';
import { AddRecordButton } from '../../../components/data-table/add-record-button.tsx';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { FilterBar, filterWidth } from '../../../components/data-table/filter-bar.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { SearchInput } from '../../../components/data-table/search-input.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import {
  invoiceListKey,
  modulePath,
  type InvoiceSessionRecord,
  invoiceSessionRecord,
} from '../api/invoices-resource.ts';
import { SessionTable } from '../components/session-table.tsx';
import { invoicesGate, type InvoiceLinks } from '../invoice-links.ts';
import { kindLabel } from '../invoice-labels.ts';
import { SESSION_LIST_DEFAULTS, sessionListFilter, type SessionFilters } from '../session-query.ts';

export interface SessionListPageProps {
  module: string;
  invoices: NonNullable<ModulePolicy['invoices']>;
  store: ListSettingsStore<SessionFilters>;
  links: InvoiceLinks;
}

/**
 * Billing Runs (spec §2 `/{module}/invoice/session`, the "Create Invoice list"): the module's billing runs
 * (the server's invoice sessions), newest first, each opening its invoices, and the way to a new one where
 * the module's policy can create them.
 */
export function SessionListPage({ module, invoices, store, links }: SessionListPageProps) {
  const list = useListPage<InvoiceSessionRecord, SessionFilters>({
    store,
    defaults: SESSION_LIST_DEFAULTS,
    resource: modulePath(module, 'invoice-sessions'),
    rowSchema: invoiceSessionRecord,
    keyPrefix: invoiceListKey(module, 'invoice-sessions'),
    filter: sessionListFilter,
    failure: 'Failed to fetch billing runs',
    updateHref: links.sessionInvoices,
    dateRangeFilters: true,
  });
  const { filters, onFiltersChange } = list.filterBar;
  const create =
    invoices.session !== null ? (
      <AddRecordButton gate={invoicesGate(module)} to={links.create}>
        New billing run
      </AddRecordButton>
    ) : null;

  return (
    <>
      <PageHeader
        title="Billing Runs"
        context={
          invoices.session
            ? `Each billing run creates the ${kindLabel(invoices.session).toLowerCase()} invoices of the contracts you pick, at once.`
            : 'This module cannot create invoices yet; its billing runs arrive with its billing process.'
        }
        actions={create}
      />
      <FilterBar
        label="billing runs"
        activeCount={(filters.status ? 1 : 0) + (list.settings.dateRange ? 1 : 0)}
        onReset={list.filterBar.onReset}
        resetDisabled={list.filterBar.resetDisabled}
        search={
          <SearchInput
            label="Search"
            width={220}
            placeholder="Billing run name"
            value={filters.search}
            onChange={(search) => onFiltersChange({ search })}
          />
        }
      >
        <Select
          size="xs"
          w={filterWidth(140)}
          label="Status"
          placeholder="Any"
          clearable
          data={[
            { value: 'CREATED', label: 'Created' },
            { value: 'CANCELLED', label: 'Cancelled' },
          ]}
          value={filters.status || null}
          onChange={(status) => onFiltersChange({ status: status ?? '' })}
        />
        <DateRangeFilter
          label="Created"
          width={200}
          value={list.filterBar.dateRange}
          onChange={list.filterBar.onDateRangeChange}
        />
      </FilterBar>
      <SessionTable
        {...list.table}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No billing runs match these filters"
              description="Change the search or the filters, or reset them to see every billing run."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No billing runs yet"
              description="A billing run bills the contracts you pick in one go, after a preview of every invoice."
              action={create ?? undefined}
            />
          )
        }
        actionsFor={(session) => [{ label: 'Open its invoices', onClick: () => list.table.onOpen(session) }]}
        actionGate={{ module, menu: 'Invoices', actions: ['view'] }}
      />
      <PaginationBar {...list.pagination} noun="billing runs" />
    </>
  );
}
