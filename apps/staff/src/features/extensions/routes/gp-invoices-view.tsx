import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { confirm } from '../../../components/confirm.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { FilterMultiSelect } from '../../../components/data-table/filter-multi-select.tsx';
import { DateRangeFilter } from '../../../components/data-table/date-range-filter.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { INVOICE_STATUS_LABELS } from '../../../components/portfolio/invoice-status-badge.tsx';
import { downloadRunFile } from '../../../components/progress/job-progress-provider.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import { showErrorToast } from '../../../lib/toast.ts';
import {
  GP_INVOICES_RESOURCE,
  gpExtensionInvoiceRow,
  listKey,
  postToGp,
  useRefreshExtensions,
  type GpExtensionInvoiceRow,
} from '../api/extensions-api.ts';
import { useFollowedRun } from '../api/use-followed-run.ts';
import { canPostToGp, GpInvoiceTable } from '../components/gp-invoice-table.tsx';
import { gpTrouble, RunOutcome } from '../components/run-outcome.tsx';
import { postToGpGate } from '../extension-gates.ts';
import {
  activeFilterCount,
  GP_INVOICES_DEFAULTS,
  gpInvoicesFilter,
  type GpInvoiceFilters,
} from '../extension-query.ts';

const STATUS_OPTIONS = (
  ['DRAFT', 'POST_FAILED', 'POSTED', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED', 'VOID'] as const
).map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));

/** The spec's toast (§8) when GP did not take every invoice of a run. */
export function toastGpTrouble(run: JobRun): void {
  if (run.type === 'extension-gp-posting' && gpTrouble(run) > 0)
    showErrorToast('Unable to process', 'Unable to process invoices in GP');
}

export interface GpInvoicesViewProps {
  store: ListSettingsStore<GpInvoiceFilters>;
  /** The invoice's own view (its number and the row open it). */
  invoiceHref: (id: number) => string;
}

/**
 * Extensions › Invoices › GP (spec §7 `POST /gpExtensionInvoices`): the extension invoices with where
 * each stands in Dynamics GP. Drafts and the ones GP refused can be picked and sent as one job; the
 * result says how many GP took, in which batch, and the spec's "Unable to process invoices in GP" when
 * it refused any.
 */
export function GpInvoicesView({ store, invoiceHref }: GpInvoicesViewProps) {
  const navigate = useNavigate();
  const list = useListPage<GpExtensionInvoiceRow, GpInvoiceFilters>({
    store,
    defaults: GP_INVOICES_DEFAULTS,
    resource: GP_INVOICES_RESOURCE,
    keyPrefix: listKey('gp'),
    filter: gpInvoicesFilter,
    rowSchema: gpExtensionInvoiceRow,
    failure: 'Failed to fetch invoices',
    updateHref: invoiceHref,
    dateRangeFilters: true,
  });
  const refresh = useRefreshExtensions();
  // Picked invoices by id, with their totals for the confirmation; kept across pages.
  const [selected, setSelected] = useState<Map<number, GpExtensionInvoiceRow>>(new Map());
  const followed = useFollowedRun((run) => {
    toastGpTrouble(run);
    setSelected(new Map());
    void refresh();
  });
  const [posting, setPosting] = useState(false);
  const canPost = useElementAccess(postToGpGate) === 'visible';
  const postable = (list.table.rows ?? []).filter(canPostToGp);
  const allOnPage = postable.length > 0 && postable.every((row) => selected.has(row.id));

  const toggle = (row: GpExtensionInvoiceRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of postable) {
        if (allOnPage) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });

  const total = [...selected.values()].reduce((cents, row) => cents + Math.round(row.total * 100), 0) / 100;
  const post = async () => {
    const count = selected.size;
    const sure = await confirm({
      title: 'Post to GP',
      message: `Send ${count.toLocaleString('en-US')} extension ${count === 1 ? 'invoice' : 'invoices'}, ${formatMoney(total)}, to Dynamics GP? They land unposted in today's GP batch.`,
      confirmLabel: 'Post to GP',
    });
    if (!sure) return;
    setPosting(true);
    try {
      followed.follow(await postToGp([...selected.keys()]));
    } catch (failure) {
      showErrorToast('Unable to process', errorMessage(failure, 'Unable to process invoices in GP'));
    } finally {
      setPosting(false);
    }
  };

  const postButton = (
    <PermissionGate {...postToGpGate}>
      <Button size="sm" disabled={selected.size === 0} loading={posting} onClick={() => void post()}>
        Post to GP{selected.size > 0 ? ` (${selected.size.toLocaleString('en-US')})` : ''}
      </Button>
    </PermissionGate>
  );

  return (
    <>
      <PageHeader
        title="Extension invoices"
        context="What the extension runs billed, and where each stands in Dynamics GP."
        actions={postButton}
      />
      {followed.run && (
        <RunOutcome
          run={followed.run}
          onDismiss={followed.dismiss}
          onDownload={() => void downloadRunFile(followed.run!)}
        />
      )}
      <SearchFilterBar
        {...list.filterBar}
        label="extension invoices"
        activeCount={activeFilterCount(list.settings, GP_INVOICES_DEFAULTS)}
        searchPlaceholder="Invoice, contract, customer, GP batch"
        searchWidth={240}
      >
        <FilterMultiSelect
          label="Status"
          width={220}
          data={STATUS_OPTIONS}
          value={list.settings.filters.status}
          onChange={(status) => list.filterBar.onFiltersChange({ status })}
        />
        <DateRangeFilter
          label="Invoice date"
          width={200}
          value={list.filterBar.dateRange}
          onChange={list.filterBar.onDateRangeChange}
        />
      </SearchFilterBar>
      {canPost && postable.length > 0 && (
        <Group gap="sm" mb={6}>
          <Checkbox
            size="xs"
            label="Select the drafts and refused on this page"
            checked={allOnPage}
            indeterminate={!allOnPage && postable.some((row) => selected.has(row.id))}
            onChange={togglePage}
          />
          {selected.size > 0 && (
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {selected.size.toLocaleString('en-US')} selected · {formatMoney(total)}
            </Text>
          )}
        </Group>
      )}
      <GpInvoiceTable
        {...list.table}
        {...(canPost ? { selected: new Set(selected.keys()), onToggle: toggle } : {})}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No invoices match these filters"
              description="Change the search or the filters, or reset them to see every extension invoice."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="Nothing waiting for GP"
              description="Drafts from the invoicing runs (Contracts › Invoicing › Process) and invoices GP refused appear here. Clear the status filter to see every extension invoice."
            />
          )
        }
        actionsFor={(row) =>
          canPost && canPostToGp(row)
            ? [{ label: selected.has(row.id) ? 'Unselect' : 'Select for GP', onClick: () => toggle(row) }]
            : [{ label: 'Open invoice', onClick: () => void navigate(invoiceHref(row.id)) }]
        }
        actionGate={{ module: 'extensions', menu: 'Invoices', actions: ['view'] }}
      />
      <PaginationBar {...list.pagination} noun="invoices" />
    </>
  );
}
