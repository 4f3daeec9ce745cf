import { Button } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import {
  RATE_PROGRAMS,
  RATE_PROGRAMS_KEY,
  type RateProgramRecord,
  rateProgramListRow,
} from '../api/setup-resources.ts';
import { RateProgramEditor } from '../components/rate-program-editor.tsx';
import { RateProgramTable } from '../components/rate-program-table.tsx';
import { SetupFilterBar } from '../components/setup-filter-bar.tsx';
import { PRODUCT_TYPES } from '../product-types.ts';
import { PROGRAM_PARAM, setupGate, type SetupLinks } from '../setup-links.ts';
import {
  activeCount,
  RATE_PROGRAM_LIST_DEFAULTS,
  rateProgramListFilter,
  type RateProgramFilters,
} from '../setup-query.ts';
import { useSetupActions } from '../use-setup-actions.tsx';

export interface LoanSetupPageProps {
  module: string;
  /** The list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<RateProgramFilters>;
  links: SetupLinks;
}

const editorHref = (id: number | 'new') => `?${PROGRAM_PARAM}=${id}`;

/** Which program the address opens: `?program=new`, `?program=12`, or none (NaN for a bad id). */
function editorTarget(value: string | null): 'new' | number | null {
  if (value === null) return null;
  if (value === 'new') return 'new';
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Loan Setup (spec §2 `setup/loansetup`): the rate programs the vendors' calculators quote from, and the
 * editor for one of them in a drawer over the list.
 */
export function LoanSetupPage({ module, store, links }: LoanSetupPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = editorTarget(params.get(PROGRAM_PARAM));
  const gate = setupGate(module);
  const actions = useSetupActions('program');
  const list = useListPage<RateProgramRecord, RateProgramFilters>({
    store,
    defaults: RATE_PROGRAM_LIST_DEFAULTS,
    resource: RATE_PROGRAMS,
    rowSchema: rateProgramListRow,
    keyPrefix: RATE_PROGRAMS_KEY,
    filter: rateProgramListFilter,
    failure: 'Failed to fetch rate programs',
    updateHref: editorHref,
  });

  const addButton = (
    <PermissionGate {...gate}>
      <Button size="sm" component={Link} to={editorHref('new')}>
        Add rate program
      </Button>
    </PermissionGate>
  );

  return (
    <>
      <PageHeader
        title="Loan Setup"
        context="Rate programs: the rates or rate factors vendors' calculators quote, by credit tier, amount and term."
        actions={
          <>
            <Button size="sm" variant="default" component={Link} to={links.createPromo}>
              Promos
            </Button>
            {addButton}
          </>
        }
      />
      <SetupFilterBar
        {...list.filterBar}
        noun="rate programs"
        kind={{
          key: 'productType',
          label: 'Product',
          options: PRODUCT_TYPES.map(({ value, label }) => ({ value, label })),
        }}
        activeCount={activeCount(list.settings.filters)}
      />
      <RateProgramTable
        {...list.table}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No rate programs match these filters"
              description="Change the search or the filters, or reset them to see every program."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No rate programs yet"
              description="A rate program is a rate card: annual rates or rate factors by credit tier, amount band and term for one product. Vendors' calculators quote nothing until one is in force."
              action={addButton}
            />
          )
        }
        actionsFor={(program) => [
          { label: 'Edit', onClick: () => void navigate(editorHref(program.id)) },
          program.status === 'active'
            ? { label: 'Deactivate', onClick: () => void actions.deactivate(program), danger: true }
            : { label: 'Activate', onClick: () => void actions.activate(program) },
        ]}
        actionGate={gate}
      />
      <PaginationBar {...list.pagination} noun="rate programs" />
      <RateProgramEditor
        target={target}
        onClose={() => void navigate(links.loanSetup)}
        gate={gate}
        listHref={links.loanSetup}
      />
    </>
  );
}
