import type { ReactNode } from 'react';
import { downloadCsv } from '../../../components/data-table/download-csv.ts';
import { ExportButton } from '../../../components/data-table/export-button.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useExport } from '../../../components/data-table/use-export.ts';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import {
  CREDIT_APPLICATIONS,
  CREDIT_APPLICATIONS_KEY,
  type ApplicationRow,
  applicationListRow,
} from '../api/credit-applications-resource.ts';
import { ApplicationFilterBar } from '../components/application-filter-bar.tsx';
import { ApplicationTable } from '../components/application-table.tsx';
import { applicationsGate, exportGate, type CreditApplicationLinks } from '../credit-application-links.ts';
import {
  activeFilterCount,
  APPLICATION_LIST_DEFAULTS,
  applicationExportFilter,
  applicationListFilter,
  type ApplicationFilters,
} from '../credit-application-query.ts';
import { nextStatuses, STATUS_LABELS } from '../credit-application-status.ts';
import { useApplicationActions } from '../use-application-actions.tsx';

export interface CreditApplicationListPageProps {
  module: string;
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<ApplicationFilters>;
  links: CreditApplicationLinks;
  /** The switch between quote inquiries and credit applications, above the title. */
  kindSwitch?: ReactNode;
}

/**
 * Inquiries › Credit applications: what businesses sent from the credit application page and widget,
 * newest first, with search, filters, sort and paging on the server, the next status on each row and
 * the CSV export (personal numbers masked) of everything the filters select.
 */
export function CreditApplicationListPage({
  module,
  store,
  links,
  kindSwitch,
}: CreditApplicationListPageProps) {
  const list = useListPage<ApplicationRow, ApplicationFilters>({
    store,
    defaults: APPLICATION_LIST_DEFAULTS,
    resource: CREDIT_APPLICATIONS,
    rowSchema: applicationListRow,
    keyPrefix: CREDIT_APPLICATIONS_KEY,
    filter: applicationListFilter,
    failure: 'Failed to fetch credit applications',
    updateHref: links.details,
    dateRangeFilters: true,
  });
  const actions = useApplicationActions();

  const runExport = useExport();
  const exportCsv = () =>
    runExport(
      () => downloadCsv(CREDIT_APPLICATIONS, applicationExportFilter(list.settings)),
      'The credit applications could not be exported.',
    );

  // A final application has no status left to set; its menu still opens it rather than showing nothing.
  const rowActions = (application: ApplicationRow) => {
    const moves = nextStatuses(application.status).map((status) => ({
      label: `Mark as ${STATUS_LABELS[status]}`,
      onClick: () => void actions.changeStatus(application, status),
      danger: status === 'declined' || status === 'withdrawn',
    }));
    return moves.length > 0
      ? moves
      : [{ label: 'Open application', onClick: () => list.table.onOpen(application) }];
  };

  return (
    <>
      {kindSwitch}
      <PageHeader
        title="Credit applications"
        context="Credit applications businesses sent from the credit application page or a vendor's website."
        actions={<ExportButton gate={exportGate(module)} onExport={exportCsv} />}
      />
      <ApplicationFilterBar {...list.filterBar} activeCount={activeFilterCount(list.settings)} />
      <ApplicationTable
        {...list.table}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No credit applications match these filters"
              description="Change the search or the filters, or reset them to see every application."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No credit applications yet"
              description="Applications arrive when a business submits the credit application on a /credit-page link or in a vendor's website widget."
            />
          )
        }
        actionsFor={rowActions}
        actionGate={applicationsGate(module)}
      />
      <PaginationBar {...list.pagination} noun="credit applications" />
    </>
  );
}
