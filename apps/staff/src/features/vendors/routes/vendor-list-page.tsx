import { useNavigate, useSearchParams } from 'react-router';
import { AddRecordButton } from '../../../components/data-table/add-record-button.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { useSalesRepNames, VENDOR_SALES_REPS } from '../api/sales-reps.ts';
import { VENDORS, VENDORS_KEY, type VendorRecord, vendorListRow } from '../api/vendors-resource.ts';
import { VendorDrawer, type VendorDrawerTab } from '../components/vendor-drawer.tsx';
import { VendorFilterBar } from '../components/vendor-filter-bar.tsx';
import { VendorTable } from '../components/vendor-table.tsx';
import { useVendorActions } from '../use-vendor-actions.tsx';
import { vendorsGate, type VendorLinks } from '../vendor-links.ts';
import {
  activeFilterCount,
  VENDOR_LIST_DEFAULTS,
  vendorListFilter,
  type VendorFilters,
} from '../vendor-query.ts';

export interface VendorListPageProps {
  module: string;
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<VendorFilters>;
  links: VendorLinks;
}

/**
 * Vendors (spec §2 `vendors/list`): search, filters and sort over the server's list and count calls, each
 * vendor's Vendor Quote enrolment and active keys, and the vendor drawer (`?vendor={id}`, `&tab=keys`)
 * with its details and API keys. Every change is gated with the element rule.
 */
export function VendorListPage({ module, store, links }: VendorListPageProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = useListPage<VendorRecord, VendorFilters>({
    store,
    defaults: VENDOR_LIST_DEFAULTS,
    resource: VENDORS,
    rowSchema: vendorListRow,
    keyPrefix: VENDORS_KEY,
    filter: vendorListFilter,
    failure: 'Failed to fetch vendors',
    updateHref: links.update,
  });
  const repName = useSalesRepNames((list.table.rows ?? []).map((vendor) => vendor.salesRepId));
  const actions = useVendorActions();
  const gate = vendorsGate(module);

  const openVendor = params.get('vendor');
  const tab: VendorDrawerTab = params.get('tab') === 'keys' ? 'keys' : 'details';

  const addButton = (
    <AddRecordButton gate={gate} to={links.add}>
      Add vendor
    </AddRecordButton>
  );

  const rowActions = (vendor: VendorRecord) => {
    const activeKeys = vendor.apiKeys?.length ?? 0;
    return [
      { label: 'Edit', onClick: () => void navigate(links.update(vendor.id)) },
      { label: 'API keys', onClick: () => void navigate(links.apiKeys(vendor.id)) },
      vendor.status === 'active'
        ? { label: 'Deactivate', onClick: () => void actions.deactivate(vendor, activeKeys), danger: true }
        : { label: 'Activate', onClick: () => void actions.activate(vendor, activeKeys) },
    ];
  };

  return (
    <>
      <PageHeader
        title="Vendors"
        context="Dealers who sell with our financing, their contacts and sales reps, and their Vendor Quote calculators."
        actions={addButton}
      />
      <VendorFilterBar {...list.filterBar} activeCount={activeFilterCount(list.settings)} />
      <VendorTable
        {...list.table}
        repName={repName}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No vendors match these filters"
              description="Change the search or the filters, or reset them to see every vendor."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No vendors yet"
              description="Vendors are the dealers who offer our financing. Add the first one, enrol it in Vendor Quote and create a key to embed the loan calculator on its website."
              action={addButton}
            />
          )
        }
        actionsFor={rowActions}
        actionGate={gate}
      />
      <PaginationBar {...list.pagination} noun="vendors" />
      {openVendor !== null && (
        <VendorDrawer
          key={openVendor}
          vendorId={/^\d+$/.test(openVendor) ? Number(openVendor) : Number.NaN}
          tab={tab}
          onTabChange={(next) =>
            setParams(next === 'keys' ? { vendor: openVendor, tab: next } : { vendor: openVendor }, {
              replace: true,
            })
          }
          onClose={() => void navigate(links.list)}
          links={links}
          gate={gate}
          salesReps={VENDOR_SALES_REPS}
        />
      )}
    </>
  );
}
