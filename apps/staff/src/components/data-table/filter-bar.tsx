import { Badge, Button, Collapse, Group, Stack, type StyleProp } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { DateRange, ListFilters } from './list-settings.ts';

/** A filter control's width: its own on wide screens, the full row on a phone. */
export const filterWidth = (px: number): StyleProp<number | string> => ({ base: '100%', sm: px });

/**
 * What a list page hands its filter bar (`useListPage().filterBar`): the filters, the date range, and how
 * to change or reset them. A list without a date filter leaves the date range alone.
 */
export interface ListFilterBarProps<Filters extends ListFilters> {
  filters: Filters;
  onFiltersChange: (change: Partial<Filters>) => void;
  dateRange: DateRange | null;
  onDateRangeChange: (range: DateRange | null) => void;
  onReset: () => void;
  /** Nothing differs from the defaults. */
  resetDisabled: boolean;
}

export interface FilterBarProps {
  /** What the filters narrow, e.g. "users", for the landmark's name. */
  label: string;
  /** The global search, always shown first. */
  search: ReactNode;
  /** The few filters people use, the date range last. */
  children?: ReactNode;
  /** How many filters beyond the search are set, shown on the narrow-screen toggle. */
  activeCount: number;
  /** Back to the list's defaults. */
  onReset: () => void;
  /** Nothing differs from the defaults. */
  resetDisabled: boolean;
}

/**
 * The filter row above a table (docs/ui.md page anatomy). On a phone the filters fold away behind a
 * toggle that says how many are set, so the table stays in view.
 */
export function FilterBar({ label, search, children, activeCount, onReset, resetDisabled }: FilterBarProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [open, { toggle }] = useDisclosure(false);
  const reset = (
    <Button size="xs" variant="default" onClick={onReset} disabled={resetDisabled}>
      Reset
    </Button>
  );

  if (narrow) {
    return (
      <div role="search" aria-label={`Filter ${label}`}>
        <Group gap="xs" align="flex-end" wrap="nowrap" mb="sm">
          <div style={{ flex: 1 }}>{search}</div>
          {children && (
            <Button
              size="xs"
              variant="default"
              onClick={toggle}
              aria-expanded={open}
              rightSection={
                activeCount > 0 ? (
                  <Badge size="xs" circle>
                    {activeCount}
                  </Badge>
                ) : null
              }
            >
              Filters
            </Button>
          )}
        </Group>
        <Collapse expanded={open}>
          <Stack gap="xs" mb="sm">
            {children}
            {reset}
          </Stack>
        </Collapse>
      </div>
    );
  }

  return (
    <Group role="search" aria-label={`Filter ${label}`} gap={8} align="flex-end" mb="sm">
      {search}
      {children}
      {reset}
    </Group>
  );
}
