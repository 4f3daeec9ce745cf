import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { FilterSelect } from '../../../components/data-table/filter-select.tsx';
import { bindFilters, SearchFilterBar } from '../../../components/data-table/search-filter-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import type { RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { ACH_KEY, useRefreshAch } from '../api/ach-api.ts';
import {
  ACH_MANDATES,
  achMandateRecord,
  createMandate,
  revokeMandate,
  type AchMandateRecord,
} from '../api/ach-returns-api.ts';
import { achChangeGate, type AchLinks } from '../ach-links.ts';
import { maskedAccount } from '../ach-labels.ts';
import { MandateFormDialog } from '../components/mandate-form-dialog.tsx';
import { MandateTable } from '../components/mandate-table.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { ACH_MANDATE_LIST_DEFAULTS, achMandateListFilter, type AchMandateFilters } from '../returns-query.ts';

export interface AchMandatesPageProps {
  store: ListSettingsStore<AchMandateFilters>;
  links: AchLinks;
  /** The contracts the mandate form may pick; null when the role reads no contract list. */
  contracts: RemoteOptionSource | null;
  tabs?: ReactNode;
}

const STATE_OPTIONS = [
  { value: 'active', label: 'In force' },
  { value: 'revoked', label: 'Revoked' },
];

/**
 * ACH › Mandates (issue 24 item 1): each contract's debit authorisation with the account masked to its
 * last 4, type, SEC code, when authorised, the prenote and whether it is in force; add one (ACH create)
 * or revoke it with a reason.
 */
export function AchMandatesPage({ store, links, contracts, tabs }: AchMandatesPageProps) {
  const list = useListPage<AchMandateRecord, AchMandateFilters>({
    store,
    defaults: ACH_MANDATE_LIST_DEFAULTS,
    resource: ACH_MANDATES,
    keyPrefix: `${ACH_KEY}-mandates`,
    filter: achMandateListFilter,
    rowSchema: achMandateRecord,
    failure: 'Failed to fetch ACH mandates',
    updateHref: () => links.list,
  });
  const mayChange = useElementAccess(achChangeGate) === 'visible';
  const refresh = useRefreshAch();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<AchMandateRecord | null>(null);
  const bind = bindFilters({
    filters: list.settings.filters,
    onFiltersChange: list.filterBar.onFiltersChange,
  });

  const addButton = (
    <PermissionGate {...achChangeGate}>
      <Button size="sm" onClick={() => setAdding(true)}>
        New mandate
      </Button>
    </PermissionGate>
  );

  return (
    <>
      <PageHeader
        title="ACH"
        context="Each contract's debit authorisation: the bank account (last 4 only), how it was authorised and its prenote."
        actions={addButton}
      />
      {tabs}
      <SearchFilterBar
        {...list.filterBar}
        label="ACH mandates"
        activeCount={list.settings.filters.state ? 1 : 0}
        searchPlaceholder="Contract, customer or holder"
        searchWidth={240}
      >
        <FilterSelect label="State" width={130} data={STATE_OPTIONS} {...bind('state')} />
      </SearchFilterBar>
      <MandateTable
        {...list.table}
        {...(mayChange ? { onRevoke: setRevoking } : {})}
        {...(links.contract ? { contractHref: links.contract } : {})}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No mandates match these filters"
              description="Change the search or the filters, or reset them to see every mandate."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No ACH mandates yet"
              description="A contract on ACH billing needs the customer's debit authorisation and bank account before its invoices can be collected."
              action={addButton}
            />
          )
        }
      />
      <PaginationBar {...list.pagination} noun="mandates" />
      {adding && (
        <MandateFormDialog
          opened
          onClose={() => setAdding(false)}
          contracts={contracts}
          create={createMandate}
          onCreated={(mandate) => {
            showSuccessToast(
              'Mandate added',
              `${mandate.contractNumber}: its prenote goes with the next batch.`,
            );
            void refresh();
          }}
        />
      )}
      {revoking && (
        <ReasonDialog
          opened
          danger
          title="Revoke mandate"
          message={`Revoke the mandate of ${revoking.contractNumber} (${revoking.customerName}, account ${maskedAccount(revoking.accountLast4)})? No further debit is built on it.`}
          confirmLabel="Revoke mandate"
          onClose={() => setRevoking(null)}
          onSubmit={async (reason) => {
            await revokeMandate(revoking.id, reason);
            showSuccessToast(
              'Mandate revoked',
              `${revoking.contractNumber}: no further debit is built on it.`,
            );
            void refresh();
          }}
        />
      )}
    </>
  );
}
