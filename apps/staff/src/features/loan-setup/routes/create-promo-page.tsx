import { Button, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ListSettingsStore } from '../../../components/data-table/list-settings.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { NoMatchState, TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { useListPage } from '../../../components/data-table/use-list-page.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { useProgramOptions } from '../api/lookups.ts';
import { createPromo, updatePromo, usePromo } from '../api/save-setup.ts';
import { PROMOS, PROMOS_KEY, useRefresh, type PromoRecord } from '../api/setup-resources.ts';
import { PromoForm, type ProgramOptions } from '../components/promo-form.tsx';
import { PromoTable } from '../components/promo-table.tsx';
import { SetupFilterBar } from '../components/setup-filter-bar.tsx';
import {
  changedPromoFields,
  emptyPromo,
  PROMO_TYPES,
  promoFormValues,
  promoInput,
  type PromoFormValues,
} from '../promo-form-rules.ts';
import { PROMO_PARAM, setupGate, type SetupLinks } from '../setup-links.ts';
import { activeCount, PROMO_LIST_DEFAULTS, promoListFilter, type PromoFilters } from '../setup-query.ts';
import { useSetupActions } from '../use-setup-actions.tsx';
import type { ElementRequest } from '@lendline/permissions';

export interface CreatePromoPageProps {
  module: string;
  /** The promo list's settings, kept in the user's page config by the app. */
  store: ListSettingsStore<PromoFilters>;
  links: SetupLinks;
}

const editHref = (id: number) => `?${PROMO_PARAM}=${id}`;

interface EditorProps {
  programs: ProgramOptions;
  gate: ElementRequest;
  onDone: () => void;
}

function NewPromo({ programs, gate }: Omit<EditorProps, 'onDone'>) {
  const refresh = useRefresh(PROMOS_KEY);
  // A new key after each save or cancel starts the next promo from an empty form.
  const [round, setRound] = useState(0);
  const add = async (values: PromoFormValues) => {
    const promo = await createPromo(promoInput(values));
    showSuccessToast('Promo added', `${promo.name} was added.`);
    void refresh();
    setRound((current) => current + 1);
  };
  return (
    <PromoForm
      key={round}
      title="New promo"
      initialValues={emptyPromo(utcDayFromToday())}
      programs={programs}
      onSubmit={add}
      onCancel={() => setRound((current) => current + 1)}
      submitLabel="Add promo"
      gate={gate}
    />
  );
}

function EditPromo({ id, programs, gate, onDone, listHref }: EditorProps & { id: number; listHref: string }) {
  const promo = usePromo(Number.isInteger(id) ? id : null);
  const refresh = useRefresh(PROMOS_KEY);
  const pending = recordLoadState<PromoRecord>({
    validId: Number.isInteger(id),
    query: promo,
    noun: 'promo',
    list: { label: 'Create a new promo instead', href: listHref },
    skeleton: [280],
    maxWidth: 960,
  });
  if (pending) return pending;
  const record = promo.data!;
  const initial = promoFormValues(record);
  const save = async (values: PromoFormValues) => {
    const changes = changedPromoFields(promoInput(initial), promoInput(values));
    if (Object.keys(changes).length > 0) {
      await updatePromo(record.id, changes);
      showSuccessToast('Promo updated', `${values.name.trim()} was saved.`);
      void refresh();
    }
    onDone();
  };
  return (
    <PromoForm
      key={record.id}
      title={`Edit promo: ${record.name}`}
      initialValues={initial}
      programs={programs}
      onSubmit={save}
      onCancel={onDone}
      submitLabel="Save changes"
      gate={gate}
    />
  );
}

/**
 * Create Promo (spec §2 `setup/create-promo`): the promo form, and under it every promo with where it
 * stands today. Editing one puts it in the same form (`?promo=12`), so there is no page of its own.
 */
export function CreatePromoPage({ module, store, links }: CreatePromoPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get(PROMO_PARAM);
  const editing = raw === null ? null : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const gate = setupGate(module);
  const programs = useProgramOptions();
  const actions = useSetupActions('promo');
  const list = useListPage<PromoRecord, PromoFilters>({
    store,
    defaults: PROMO_LIST_DEFAULTS,
    resource: PROMOS,
    keyPrefix: PROMOS_KEY,
    filter: promoListFilter,
    failure: 'Failed to fetch promos',
    updateHref: editHref,
  });
  const programNames = new Map(programs.options.map((option) => [Number(option.value), option.label]));
  const backToNew = () => void navigate(links.createPromo);
  const edit = (id: number) => {
    void navigate(editHref(id));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader
        title="Create Promo"
        context="Promotions the calculators apply to quotes: 0%, reduced rates, deferred or low first payments, dealer buy-downs."
        actions={
          <Button size="sm" variant="default" component={Link} to={links.loanSetup}>
            Rate programs
          </Button>
        }
      />
      {editing === null ? (
        <NewPromo programs={programs} gate={gate} />
      ) : (
        <EditPromo
          key={editing}
          id={editing}
          programs={programs}
          gate={gate}
          onDone={backToNew}
          listHref={links.createPromo}
        />
      )}
      <Title order={2} fz="md" mt="xl" mb="sm">
        Promos
      </Title>
      <SetupFilterBar
        {...list.filterBar}
        noun="promos"
        kind={{
          key: 'type',
          label: 'Type',
          options: PROMO_TYPES.map(({ value, label }) => ({ value, label })),
        }}
        activeCount={activeCount(list.settings.filters)}
      />
      <PromoTable
        {...list.table}
        onOpen={(promo) => edit(promo.id)}
        programName={(id) => programNames.get(id)}
        empty={
          list.filtered ? (
            <NoMatchState
              title="No promos match these filters"
              description="Change the search or the filters, or reset them to see every promo."
              onReset={list.reset}
            />
          ) : (
            <TableEmptyState
              title="No promos yet"
              description="Promos sweeten quotes for a while: 0% financing, a reduced rate, a later first payment, a few low payments or a dealer buy-down. Add the first one with the form above."
            />
          )
        }
        actionsFor={(promo) => [
          { label: 'Edit', onClick: () => edit(promo.id) },
          promo.status === 'active'
            ? { label: 'Deactivate', onClick: () => void actions.deactivate(promo), danger: true }
            : { label: 'Activate', onClick: () => void actions.activate(promo) },
        ]}
        actionGate={gate}
      />
      <PaginationBar {...list.pagination} noun="promos" />
    </>
  );
}
