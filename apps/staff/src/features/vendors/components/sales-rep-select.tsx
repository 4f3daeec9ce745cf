import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import useSWR from 'swr';
import { repName, useSalesRepNames, type SalesRep, type SalesRepSource } from '../api/sales-reps.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface SalesRepSelectProps {
  /** The chosen user's id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  source: SalesRepSource;
  error?: string;
}

const option = (rep: SalesRep) => ({ value: String(rep.id), label: repName(rep) });

/**
 * Picks the vendor's sales rep among the active staff users, searched on the server as the user types
 * (name or e-mail). Without permission to read users it says so and stays as it is.
 */
export function SalesRepSelect({ value, onChange, source, error }: SalesRepSelectProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen rep's name, which the search results may no longer hold.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  // Nothing is asked until the picker is first opened.
  const [asked, setAsked] = useState(false);
  const results = useSWR(
    source.available && asked ? ['sales-reps', 'search', query] : null,
    () => source.search(query),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  const id = /^\d+$/.test(value) ? Number(value) : null;
  const storedName = useSalesRepNames(source, picked?.value === value ? [] : [id]);

  const options = (results.data ?? []).map(option);
  const current =
    picked?.value === value
      ? picked
      : id !== null
        ? { value, label: storedName.get(id) ?? `User #${id}` }
        : null;
  if (current && !options.some((entry) => entry.value === current.value)) options.unshift(current);

  if (!source.available) {
    return (
      <Select
        label="Sales rep"
        data={current ? [current] : []}
        value={current?.value ?? null}
        disabled
        description="Choosing a sales rep needs permission to view users (Setup Module › Users)."
      />
    );
  }

  return (
    <Select
      label="Sales rep"
      placeholder="Search by name or e-mail"
      searchable
      clearable
      data={options}
      value={current?.value ?? null}
      onChange={(next, chosen) => {
        setPicked(chosen ? { value: chosen.value, label: chosen.label } : null);
        onChange(next ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setAsked(true)}
      // The server has already matched; the words may hit the e-mail, which the label does not show.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        results.isLoading
          ? 'Searching…'
          : results.error
            ? 'Users could not be searched'
            : 'No active user matches'
      }
      error={error}
    />
  );
}
