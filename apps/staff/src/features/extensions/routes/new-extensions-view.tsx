import { useNavigate } from 'react-router';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import {
  extensionProcessRow,
  listKey,
  NEW_EXTENSIONS_RESOURCE,
  useNewFilterChoices,
  type ExtensionProcessRow,
} from '../api/extensions-api.ts';
import { NewExtensionTable } from '../components/new-extension-table.tsx';
import { choiceOptions } from '../extension-labels.ts';
import { commonExtensionChoices, ExtensionRunView } from './extension-run-view.tsx';
import {
  activeFilterCount,
  NEW_EXTENSIONS_DEFAULTS,
  newExtensionsFilter,
  runBillingSource,
  type NewExtensionFilters,
} from '../extension-query.ts';

export interface ExtensionViewProps<Filters extends Record<string, string>> {
  store: ListSettingsStore<Filters>;
  /** The contract's details page (the row and its number open it). */
  contractHref: (id: number) => string;
}

/**
 * Extensions › Contracts › New extensions (spec §3 new-tab view, §7): the extensions agreed or renewed
 * and waiting to start, with the spec's filters, search and maturity range; "Process" starts those due
 * through a date as one job, after a preview.
 */
export function NewExtensionsView({ store, contractHref }: ExtensionViewProps<NewExtensionFilters>) {
  const navigate = useNavigate();
  const list = useListPage<ExtensionProcessRow, NewExtensionFilters>({
    store,
    defaults: NEW_EXTENSIONS_DEFAULTS,
    resource: NEW_EXTENSIONS_RESOURCE,
    keyPrefix: listKey('new'),
    filter: newExtensionsFilter,
    rowSchema: extensionProcessRow,
    failure: 'Failed to fetch extensions',
    updateHref: contractHref,
    dateRangeFilters: true,
  });
  const choices = useNewFilterChoices();

  return (
    <ExtensionRunView
      kind="new"
      title="New extensions"
      context="Extensions agreed or renewed and waiting to start billing."
      filterBar={{
        ...list.filterBar,
        label: 'new extensions',
        searchPlaceholder: 'Contract, customer, e-mail, amount',
        activeCount: activeFilterCount(list.settings, NEW_EXTENSIONS_DEFAULTS),
        dateLabel: 'Matured',
        choices: [
          ...commonExtensionChoices<NewExtensionFilters>(choices.data),
          {
            key: 'processSource',
            label: 'Process source',
            width: 140,
            options: choiceOptions(choices.data?.processSources),
          },
        ],
      }}
      pagination={{ ...list.pagination, noun: 'extensions' }}
      initialRun={{
        billingSource: runBillingSource(list.settings.filters.billingSource),
        throughDate: utcDayFromToday(),
        paymentMethod: 'ALL',
      }}
    >
      {() => (
        <NewExtensionTable
          {...list.table}
          empty={
            list.filtered ? (
              <NoMatchState
                title="No extensions match these filters"
                description="Change the search or the filters, or reset them to see every extension waiting to start."
                onReset={list.reset}
              />
            ) : (
              <TableEmptyState
                title="No extensions waiting"
                description="An extension appears here once the lessee elects it or it renews at maturity; Process then starts its billing."
              />
            )
          }
          actionsFor={(row) => [
            { label: 'Open contract', onClick: () => void navigate(contractHref(row.id)) },
          ]}
          actionGate={{ module: 'extensions', menu: 'Contracts', actions: ['view'] }}
        />
      )}
    </ExtensionRunView>
  );
}
