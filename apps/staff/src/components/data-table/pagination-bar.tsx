import { Group, Pagination as PageButtons, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGE_SIZES, type Pagination } from './list-settings.ts';

export interface PaginationBarProps {
  pagination: Pagination;
  /** Undefined while the count is loading. */
  total: number | undefined;
  /** The server stopped counting at `total` (a broad search on a large list): more rows match. */
  totalCapped?: boolean | undefined;
  /** Plural noun for the count line, e.g. "users". */
  noun: string;
  onChange: (pagination: Pagination) => void;
  pageSizes?: readonly number[];
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** The page count of a list; the page number is clamped to what the total allows. */
export const lastPage = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** A count as staff read figures: 3,400, not 3400. */
const grouped = (count: number) => count.toLocaleString('en-US');

/** "1 contract", "1 inquiry": the lists' nouns are regular English plurals. */
const singular = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');

/** Under the table: which rows of how many, rows per page, and the page buttons. */
export function PaginationBar({
  pagination,
  total,
  totalCapped = false,
  noun,
  onChange,
  pageSizes = PAGE_SIZES,
}: PaginationBarProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const { page, perPage } = pagination;
  const pages = total === undefined ? page : lastPage(total, perPage);
  const first = total ? (page - 1) * perPage + 1 : 0;
  const last = total ? Math.min(total, page * perPage) : 0;
  const sizes = pageSizes.includes(perPage) ? pageSizes : [...pageSizes, perPage].sort((a, b) => a - b);

  return (
    <Group justify="space-between" gap="sm" mt="sm" component="nav" aria-label={`${noun} pages`}>
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === undefined
            ? '\u00a0'
            : total === 0
              ? `0 ${noun}`
              : `${grouped(first)}–${grouped(last)} of ${grouped(total)}${totalCapped ? '+' : ''} ${total === 1 ? singular(noun) : noun}`}
        </Text>
        <Group gap={6}>
          <Text size="sm" c="dimmed" component="label" htmlFor={`${noun}-page-size`}>
            Rows per page
          </Text>
          <Select
            id={`${noun}-page-size`}
            size="xs"
            w={72}
            data={sizes.map(String)}
            value={String(perPage)}
            allowDeselect={false}
            onChange={(value) => value && onChange({ page: 1, perPage: Number(value) })}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
      <PageButtons
        size="sm"
        total={pages}
        value={Math.min(page, pages)}
        onChange={(next) => onChange({ page: next, perPage })}
        siblings={narrow ? 0 : 1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}`, children: grouped(item) })}
      />
    </Group>
  );
}
