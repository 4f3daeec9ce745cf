import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import useSWR from 'swr';

export interface RemoteOption {
  value: string;
  label: string;
}

/** Where a picker's options come from when there are too many to load at once (vendors, users). */
export interface RemoteOptionSource {
  /** The SWR key prefix, unique to the source. */
  key: string;
  /** The options matching typed text ('' for the first few); the server does the matching. */
  search: (text: string) => Promise<RemoteOption[]>;
  /** The options for chosen values, so a stored choice shows its label before anything is searched. */
  byValues: (values: string[]) => Promise<RemoteOption[]>;
}

export interface RemoteOptions {
  /** The chosen options first, then the search results, without repeats. */
  data: RemoteOption[];
  searchValue: string;
  onSearchChange: (text: string) => void;
  loading: boolean;
  /** The options could not be loaded. */
  error: boolean;
}

const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true };
const SEARCH_DELAY_MS = 250;

/**
 * Options for a Select or MultiSelect searched on the server as the user types (after a pause), with the
 * chosen values' labels fetched once so they show before any search. Pass `null` as the source when the
 * role may not read the options; nothing is asked then. Give the picker `filter={keepAll}` so the server's
 * matches are not filtered a second time.
 *
 * @example const vendors = useRemoteOptions(canViewVendors ? vendorSource : null, value);
 *          <MultiSelect searchable filter={keepAll} {...vendors} value={value} onChange={setValue} />
 */
export function useRemoteOptions(
  source: RemoteOptionSource | null,
  chosen: readonly string[],
): RemoteOptions {
  const [searchValue, setSearchValue] = useState('');
  const [query] = useDebouncedValue(searchValue.trim(), SEARCH_DELAY_MS);
  const results = useSWR(source && [source.key, 'search', query], () => source!.search(query), SWR_OPTIONS);
  const wanted = [...chosen].sort();
  const labels = useSWR(
    source && wanted.length > 0 ? [source.key, 'values', wanted.join(',')] : null,
    () => source!.byValues(wanted),
    SWR_OPTIONS,
  );

  const seen = new Set<string>();
  const data = [...(labels.data ?? []), ...(results.data ?? [])].filter((option) => {
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
  // A chosen value whose label has not arrived yet still needs an option, or the picker would drop it.
  for (const value of chosen) {
    if (!seen.has(value)) data.unshift({ value, label: labels.isLoading ? 'Loading…' : `#${value}` });
  }
  return {
    data,
    searchValue,
    onSearchChange: setSearchValue,
    loading: results.isLoading,
    error: results.error !== undefined || labels.error !== undefined,
  };
}

/** A Combobox filter that keeps every option: the server has already matched them to the search text. */
export const keepAll = <Option>({ options }: { options: Option[] }) => options;
