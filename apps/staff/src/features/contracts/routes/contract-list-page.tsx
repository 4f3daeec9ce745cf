import { contractListFields, type ModulePolicy } from '@lendline/portfolio';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { AddRecordButton } from '../../../components/data-table/add-record-button.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useExport } from '../../../components/data-table/use-export.ts';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import {
  contractListKey,
  contractListRow,
  portfolioPath,
  type ContractRecord,
} from '../api/contracts-resource.ts';
import { downloadContracts, type ExportFormat } from '../api/export-contracts.ts';
import { useDebtSources } from '../api/lookups.ts';
import { ContractFilterBar } from '../components/contract-filter-bar.tsx';
import { ContractTable } from '../components/contract-table.tsx';
import { ExportButtons } from '../../../components/data-table/export-buttons.tsx';
import { ADD_LABELS, contractExportGate, contractsGate, type ContractLinks } from '../contract-links.ts';
import {
  activeContractFilterCount,
  CONTRACT_LIST_DEFAULTS,
  contractExportFilter,
  contractListFilter,
  type ContractFilters,
} from '../contract-query.ts';

export interface ContractListPageProps {
  module: string;
  /** What this module lists and may add (shared/portfolio `MODULE_POLICIES`). */
  policy: ModulePolicy;
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<ContractFilters>;
  links: ContractLinks;
}

/**
 * Contracts (spec §2 `/{module}/contract/list`): one screen for every portfolio module. The server scopes
 * the rows to the module; the module's policy adds its columns and its Add buttons. Search, filters, sort
 * and paging run on the server, and the exports take everything the filters select.
 */
export function ContractListPage({ module, policy, store, links }: ContractListPageProps) {
  // The module's columns decide the fields asked, and so the shape each row is checked against.
  const fields = useMemo(() => contractListFields(policy), [policy]);
  const rowSchema = useMemo(() => contractListRow(fields), [fields]);
  const list = useListPage<ContractRecord, ContractFilters>({
    store,
    defaults: CONTRACT_LIST_DEFAULTS,
    resource: portfolioPath(module, 'contracts'),
    keyPrefix: contractListKey(module),
    filter: (settings) => contractListFilter(settings, fields),
    rowSchema,
    failure: 'Failed to fetch contracts',
    // Rows open through `links.detail`, which also needs the contract's type (see the table below).
    updateHref: (id) => links.detail({ id, contractType: '' }),
    dateRangeFilters: true,
  });
  const debtSources = useDebtSources(module);
  const navigate = useNavigate();
  const rows = list.table.rows ?? [];
  const detailOf = (id: number) =>
    links.detail({ id, contractType: rows.find((row) => row.id === id)?.contractType ?? '' });

  const runExport = useExport();
  const exportFile = (format: ExportFormat) =>
    runExport(
      () => downloadContracts(module, format, contractExportFilter(list.settings)),
      'The contracts could not be exported.',
    );

  const addButtons = policy.contracts.add.map((kind) =>
    links.add[kind] ? (
      <AddRecordButton key={kind} gate={contractsGate(module)} to={links.add[kind]}>
        {ADD_LABELS[kind]}
      </AddRecordButton>
    ) : null,
  );

  return (
    <>
      <PageHeader
        title="Contracts"
        context="The leases and loans of this module, with their terms, status and key dates."
        actions={
          <>
            <ExportButtons gate={contractExportGate(module)} onExport={exportFile} />
            {addButtons}
          </>
        }
      />
      <ContractFilterBar
        {...list.filterBar}
        debtSources={debtSources.data?.map((source) => ({ value: String(source.id), label: source.name }))}
        activeCount={activeContractFilterCount(list.settings)}
      />
      <ContractTable
        {...list.table}
        updateHref={detailOf}
        onOpen={(contract) => void navigate(links.detail(contract))}
        extraColumns={policy.contracts.columns}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No contracts match these filters"
              description="Change the search or the filters, or reset them to see every contract of this module."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No contracts here yet"
              description="Contracts appear here once they are booked and fall within this module."
              action={addButtons.length > 0 ? addButtons : undefined}
            />
          )
        }
        actionsFor={(contract) => [
          { label: 'Open details', onClick: () => void navigate(links.detail(contract)) },
        ]}
        actionGate={{ module, menu: 'Contracts', actions: ['view'] }}
      />
      <PaginationBar {...list.pagination} noun="contracts" />
    </>
  );
}
