import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { ACH_KEY, useRefreshAch } from '../api/ach-api.ts';
import {
  ACH_RETURNS,
  achReturnRecord,
  fetchFromBank,
  getInvoiceEntries,
  getInvoiceReturns,
  getRecentReturnFiles,
  getReturnsOfFile,
  importReturnFile,
  type AchReturnRecord,
} from '../api/ach-returns-api.ts';
import { achChangeGate, type AchLinks } from '../ach-links.ts';
import { AchInvoiceDrawer } from '../components/ach-invoice-drawer.tsx';
import { ReturnFileTable } from '../components/return-file-table.tsx';
import { ReturnImportPanel } from '../components/return-import-panel.tsx';
import { ReturnTable } from '../components/return-table.tsx';
import { ACH_RETURN_LIST_DEFAULTS, achReturnListFilter, type AchReturnFilters } from '../returns-query.ts';

export interface AchReturnsPageProps {
  store: ListSettingsStore<AchReturnFilters>;
  links: AchLinks;
  /** The ACH page's tabs, under the header. */
  tabs?: ReactNode;
  /** An invoice whose ACH history is open in the drawer (`?invoice={id}`); NaN for a bad id. */
  invoiceId?: number | null;
  onInvoiceClose?: () => void;
}

const RECENT_FILES = 5;
const KIND_OPTIONS = [
  { value: 'RETURN', label: 'Returns' },
  { value: 'NOC', label: 'NOCs' },
];
const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * ACH › Returns & NOCs (issue 24 item 8): import the bank's return / NOC file (drop it, choose it or fetch
 * it from the bank; ACH create only) and see what it did; the files imported lately; every return and
 * NOC posted with its contract, invoice, amount and the action taken, searched, filtered, sorted, paged.
 */
export function AchReturnsPage({
  store,
  links,
  tabs,
  invoiceId = null,
  onInvoiceClose,
}: AchReturnsPageProps) {
  const list = useListPage<AchReturnRecord, AchReturnFilters>({
    store,
    defaults: ACH_RETURN_LIST_DEFAULTS,
    resource: ACH_RETURNS,
    keyPrefix: `${ACH_KEY}-returns`,
    filter: achReturnListFilter,
    rowSchema: achReturnRecord,
    failure: 'Failed to fetch ACH returns',
    updateHref: () => links.list,
  });
  const files = useSWR(
    [ACH_KEY, 'return-files', RECENT_FILES],
    () => getRecentReturnFiles(RECENT_FILES),
    SWR_OPTIONS,
  );
  const validInvoice = invoiceId !== null && Number.isInteger(invoiceId) && invoiceId > 0;
  const invoiceEntries = useSWR(
    validInvoice ? [ACH_KEY, 'invoice-entries', invoiceId] : null,
    () => getInvoiceEntries(invoiceId!),
    SWR_OPTIONS,
  );
  const invoiceReturns = useSWR(
    validInvoice ? [ACH_KEY, 'invoice-returns', invoiceId] : null,
    () => getInvoiceReturns(invoiceId!),
    SWR_OPTIONS,
  );
  const invoiceError = !validInvoice
    ? 'There is no invoice with this number.'
    : invoiceEntries.error || invoiceReturns.error
      ? errorMessage(invoiceEntries.error ?? invoiceReturns.error, 'The server did not answer. Try again.')
      : null;
  const mayImport = useElementAccess(achChangeGate) === 'visible';
  const refresh = useRefreshAch();
  const bind = bindFilters({
    filters: list.settings.filters,
    onFiltersChange: list.filterBar.onFiltersChange,
  });
  const fileId = /^\d+$/.test(list.settings.filters.file) ? Number(list.settings.filters.file) : null;
  const chosenFile = files.data?.find((file) => file.id === fileId);

  return (
    <>
      <PageHeader
        title="ACH"
        context="Returns and notifications of change from the bank: each matched to its debit, the invoice reopened, the mandate updated."
      />
      {tabs}
      <ReturnImportPanel
        importFile={importReturnFile}
        fetchFromBank={fetchFromBank}
        loadLines={getReturnsOfFile}
        onImported={() => void refresh()}
        links={links}
      />
      <Stack gap={6} mb="lg">
        <Title order={2} fz="md">
          Imported files
        </Title>
        <ReturnFileTable
          rows={files.data}
          error={
            files.error
              ? {
                  title: 'Failed to fetch the imported files',
                  message: errorMessage(files.error, 'The server did not answer. Try again.'),
                  onRetry: () => void files.mutate(),
                }
              : null
          }
          empty={
            <TableEmptyState
              title="No return files imported yet"
              description={
                mayImport
                  ? 'Import the bank’s return / NOC file above, or fetch it from the bank.'
                  : 'An ACH operator imports the bank’s return / NOC files; they appear here.'
              }
            />
          }
          selectedId={fileId}
          onSelect={(file) => list.filterBar.onFiltersChange({ file: file ? String(file.id) : '' })}
        />
      </Stack>
      <Group justify="space-between" align="baseline" mb={6}>
        <Title order={2} fz="md">
          Returns and NOCs
        </Title>
        {fileId !== null ? (
          <Text size="sm" c="dimmed">
            Lines of {chosenFile?.fileName ?? `file #${fileId}`}
          </Text>
        ) : null}
      </Group>
      <SearchFilterBar
        {...list.filterBar}
        label="ACH returns"
        activeCount={[list.settings.filters.kind, list.settings.filters.file].filter(Boolean).length}
        searchPlaceholder="Code, contract, invoice or trace"
        searchWidth={240}
      >
        <FilterSelect label="Kind" width={130} data={KIND_OPTIONS} {...bind('kind')} />
      </SearchFilterBar>
      <ReturnTable
        {...list.table}
        links={links}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No returns match these filters"
              description="Change the search or the filters, or reset them to see every return."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No returns or NOCs yet"
              description="When the bank returns a debit or sends a correction, import its file; each line shows here with what it did."
            />
          )
        }
      />
      <PaginationBar {...list.pagination} noun="returns" />
      {invoiceId !== null && onInvoiceClose ? (
        <AchInvoiceDrawer
          title={`Invoice ${invoiceEntries.data?.[0]?.invoiceNumber ?? (validInvoice ? `#${invoiceId}` : '')}`.trim()}
          entries={invoiceEntries.data}
          returns={invoiceReturns.data}
          error={invoiceError}
          batchHref={(entry) => links.manage({ id: entry.batchId, status: '' })}
          onClose={onInvoiceClose}
        />
      ) : null}
    </>
  );
}
