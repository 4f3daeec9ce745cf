import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { salesReps, vendorNames } from '@lendline/wire';
import useSWR from 'swr';
import { api } from '../../lib/api.ts';
import type { NamedRecord } from './use-record-names.ts';

/** Where a sales rep picker's people come from: a module's lookups in the app, fixtures in stories. */
export interface SalesRepSource {
  /** The SWR key of the list; the staff do not change with the module's records, so saving them leaves it. */
  key: readonly string[];
  /** The active staff users, by name. */
  load: () => Promise<NamedRecord[]>;
  /** The names of chosen users, who may have left since and so be missing from `load`. */
  names: (ids: number[]) => Promise<NamedRecord[]>;
}

/**
 * A module's sales reps (`GET /{resource}/sales-reps`, and `/{resource}/names?users=` for a chosen one):
 * the active staff users as id and name, readable with the module's own view right, so no right on
 * Setup › Users is needed to pick one.
 */
export const salesRepSource = (resource: 'inquiries' | 'vendors'): SalesRepSource => ({
  key: ['sales-reps', resource],
  load: () => api.get(`${resource}/sales-reps`, undefined, { schema: salesReps }),
  names: async (ids) =>
    (await api.get(`${resource}/names`, { users: ids.join(',') }, { schema: vendorNames })).users,
});

export interface SalesRepPickerProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'nothingFoundMessage'
> {
  source: SalesRepSource;
  /** The chosen user's id, '' for none. */
  value: string;
  /** The new choice ('' for none) and the chosen user's name. */
  onChange: (value: string, name: string | undefined) => void;
  /** The chosen user's name when known; otherwise it is asked of the source. */
  valueName?: string | undefined;
  /** Users not to offer (the rep already assigned). */
  exclude?: readonly number[];
}

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/**
 * Picks one of the active staff users by name, typed to narrow. The list is asked for the first time the
 * picker opens; until then a chosen user shows by the name asked of the source for that one id, which
 * also names someone who has left and is no longer in the list.
 */
export function SalesRepPicker({
  source,
  value,
  onChange,
  valueName,
  exclude = [],
  ...select
}: SalesRepPickerProps) {
  const [opened, setOpened] = useState(false);
  const reps = useSWR(opened ? source.key : null, source.load, SWR_OPTIONS);
  const options = (reps.data ?? [])
    .filter((rep) => !exclude.includes(rep.id))
    .map((rep) => ({ value: String(rep.id), label: rep.name }));
  const unlisted = value !== '' && !options.some((option) => option.value === value);
  const chosen = useSWR(
    unlisted && valueName === undefined ? [...source.key, 'name', value] : null,
    async () => (await source.names([Number(value)]))[0]?.name,
    SWR_OPTIONS,
  );
  if (unlisted) {
    const name = valueName ?? chosen.data ?? (chosen.isLoading ? 'Loading…' : `User #${value}`);
    options.unshift({ value, label: name });
  }
  return (
    <Select
      searchable
      {...select}
      data={options}
      value={value || null}
      onChange={(next, option) => onChange(next ?? '', option?.label)}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={
        reps.isLoading
          ? 'Loading…'
          : reps.error
            ? 'The sales reps could not be loaded'
            : 'No active user matches'
      }
    />
  );
}
