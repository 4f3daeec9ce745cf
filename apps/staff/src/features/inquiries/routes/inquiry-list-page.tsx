import type { ReactNode } from 'react';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useExport } from '../../../components/data-table/use-export.ts';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { useRemoteOptions } from '../../../components/form/use-remote-options.ts';
import { downloadCsv } from '../../../components/data-table/download-csv.ts';
import { INQUIRIES, INQUIRIES_KEY, type InquiryRecord, inquiryListRow } from '../api/inquiries-resource.ts';
import { useInquiryNames, useMayView, VENDOR_QUOTE, vendorSource, type CurrentUser } from '../api/lookups.ts';
import { ExportButton } from '../../../components/data-table/export-button.tsx';
import { InquiryFilterBar } from '../components/inquiry-filter-bar.tsx';
import { InquiryTable } from '../components/inquiry-table.tsx';
import { exportGate, inquiriesGate, type InquiryLinks } from '../inquiry-links.ts';
import {
  activeFilterCount,
  INQUIRY_LIST_DEFAULTS,
  inquiryExportFilter,
  inquiryListFilter,
  type InquiryFilters,
} from '../inquiry-query.ts';
import { INQUIRY_STATUSES } from '@lendline/validation';
import { useInquiryActions } from '../use-inquiry-actions.tsx';

export interface InquiryListPageProps {
  module: string;
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<InquiryFilters>;
  links: InquiryLinks;
  currentUser?: CurrentUser;
  /** The switch between quote inquiries and credit applications, above the title. */
  kindSwitch?: ReactNode;
}

/**
 * Inquiries (spec §2 `enquiries/list`): what buyers sent from the vendors' calculators, newest first,
 * with search, filters, sort and paging on the server, a status change on each row and the CSV export
 * of everything the filters select.
 */
export function InquiryListPage({ module, store, links, currentUser, kindSwitch }: InquiryListPageProps) {
  const mayReadVendors = useMayView(VENDOR_QUOTE, 'Vendors');
  const list = useListPage<InquiryRecord, InquiryFilters>({
    store,
    defaults: INQUIRY_LIST_DEFAULTS,
    resource: INQUIRIES,
    rowSchema: inquiryListRow,
    keyPrefix: INQUIRIES_KEY,
    filter: inquiryListFilter,
    failure: 'Failed to fetch inquiries',
    updateHref: links.details,
    dateRangeFilters: true,
  });
  const vendorId = list.settings.filters.vendorId;
  const vendors = useRemoteOptions(mayReadVendors ? vendorSource : null, vendorId ? [vendorId] : []);
  const rows = list.table.rows ?? [];
  const names = useInquiryNames(
    { users: rows.map((row) => row.assignedRepId), vendors: rows.map((row) => row.vendorId) },
    currentUser,
  );
  const actions = useInquiryActions();

  const runExport = useExport();
  const exportCsv = () =>
    runExport(
      () => downloadCsv(INQUIRIES, inquiryExportFilter(list.settings)),
      'The inquiries could not be exported.',
    );

  const rowActions = (inquiry: InquiryRecord) =>
    INQUIRY_STATUSES.filter((status) => status !== inquiry.status).map((status) => ({
      label: `Mark as ${status}`,
      onClick: () => void actions.changeStatus(inquiry, status),
      danger: status === 'Lost' || status === 'Duplicate',
    }));

  return (
    <>
      {kindSwitch}
      <PageHeader
        title="Inquiries"
        context="Quote requests buyers sent from vendors' payment calculators, with the quote they saw."
        actions={<ExportButton gate={exportGate(module)} onExport={exportCsv} />}
      />
      <InquiryFilterBar
        {...list.filterBar}
        vendors={mayReadVendors ? vendors : null}
        activeCount={activeFilterCount(list.settings)}
      />
      <InquiryTable
        {...list.table}
        vendorName={(inquiry) => names.vendor(inquiry.vendorId)}
        staffName={names.staff}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No inquiries match these filters"
              description="Change the search or the filters, or reset them to see every inquiry."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No inquiries yet"
              description="Inquiries arrive when buyers send a quote request from a vendor's payment calculator. Enroll a vendor in Vendor Quote and give its website an API key to start receiving them."
            />
          )
        }
        actionsFor={rowActions}
        actionGate={inquiriesGate(module)}
      />
      <PaginationBar {...list.pagination} noun="inquiries" />
    </>
  );
}
