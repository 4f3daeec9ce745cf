import { useEffect } from 'react';
import type { ListFilters, ListSettingsStore } from './list-settings.ts';
import { lastPage } from './pagination-bar.tsx';

/**
 * Moves a list whose page is past the end (a stored page after rows were deleted, the last row of a
 * page deleted) to the last page there is, once the total is known. A capped total is no end: pages past
 * the count's cap are the rows the user reached with Next.
 */
export function usePageInRange<Filters extends ListFilters>(
  { settings, update }: ListSettingsStore<Filters>,
  total: number | undefined,
  totalCapped = false,
): void {
  const { page, perPage } = settings.pagination;
  const pages = total === undefined || totalCapped ? undefined : lastPage(total, perPage);
  useEffect(() => {
    if (pages !== undefined && page > pages) update({ pagination: { page: pages, perPage } });
  }, [page, pages, perPage, update]);
}
