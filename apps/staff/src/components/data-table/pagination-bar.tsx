import { Button, Group, Pagination as PageButtons, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { StickyFooter } from '../layout/sticky-footer.tsx';
import { CompactPagination } from './compact-pagination.tsx';
import { PAGE_SIZES, type Pagination } from './list-settings.ts';

export interface PaginationBarProps {
  pagination: Pagination;
  /** Undefined while the count is loading. */
  total: number | undefined;
  /** The server stopped counting at `total` (a broad search on a large list): more rows match. */
  totalCapped?: boolean | undefined;
  /** Rows on the page shown: past a capped count, a full page means there may be a next one. */
  pageRows?: number | undefined;
  /** Asks the server for the exact count past the cap ("Count all"). */
  onCountAll?: (() => void) | undefined;
  /** The exact count is on its way. */
  counting?: boolean | undefined;
  /** Plural noun for the count line, e.g. "users". */
  noun: string;
  onChange: (pagination: Pagination) => void;
  pageSizes?: readonly number[];
}

/** Below Mantine's `sm` breakpoint (768 px): phones, where the wide bar would wrap. */
const NARROW = '(max-width: 48em)';

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

/**
 * The pages the buttons offer. Past a capped count the list goes on: while the page shown is full, one
 * more page is offered after it, so every row stays reachable with Next without counting them all.
 */
export function offeredPages(
  total: number,
  perPage: number,
  page: number,
  capped: boolean,
  pageRows: number | undefined,
): number {
  const counted = lastPage(total, perPage);
  if (!capped) return counted;
  const full = pageRows === undefined || pageRows >= perPage;
  return Math.max(counted, full ? page + 1 : page);
}

/**
 * "1–10 of 10,000+" and "invoices"; past the capped count, "10,001–10,010 of more than 10,000" and
 * "invoices". Apart, so the phone's bar can leave the noun to screen readers.
 */
function rangeParts(
  first: number,
  last: number,
  total: number,
  capped: boolean,
  noun: string,
): [figures: string, noun: string] {
  if (total === 0) return ['0', noun];
  const of = capped ? (last > total ? `more than ${grouped(total)}` : `${grouped(total)}+`) : grouped(total);
  return [`${grouped(first)}–${grouped(last)} of ${of}`, total === 1 && !capped ? singular(noun) : noun];
}

/**
 * Under the table: which rows of how many, rows per page, and the page buttons; on a phone, one row of
 * previous, the rows shown and next, with the rest in a menu (CompactPagination).
 */
export function PaginationBar({
  pagination,
  total,
  totalCapped = false,
  pageRows,
  onCountAll,
  counting = false,
  noun,
  onChange,
  pageSizes = PAGE_SIZES,
}: PaginationBarProps) {
  // A phone gets the one-row bar; the wide bar wraps to three rows there (114 px of a 844 px screen).
  const narrow = useMediaQuery(NARROW);
  const { page, perPage } = pagination;
  const pages = total === undefined ? page : offeredPages(total, perPage, page, totalCapped, pageRows);
  const first = total ? (page - 1) * perPage + 1 : 0;
  // Past the cap the page's own rows say where it ends; within the count, the count does.
  const last = !total
    ? 0
    : totalCapped && page * perPage > total
      ? first + Math.max(0, (pageRows ?? perPage) - 1)
      : Math.min(total, page * perPage);
  const sizes = pageSizes.includes(perPage) ? pageSizes : [...pageSizes, perPage].sort((a, b) => a - b);
  const range = total === undefined ? undefined : rangeParts(first, last, total, totalCapped, noun);
  const countAll = totalCapped ? onCountAll : undefined;

  if (narrow) {
    return (
      <StickyFooter>
        <CompactPagination
          range={range ? range[0] : '\u00a0'}
          noun={noun}
          page={Math.min(page, pages)}
          pages={pages}
          position={
            totalCapped || total === undefined
              ? `Page ${grouped(page)}`
              : `Page ${grouped(Math.min(page, pages))} of ${grouped(pages)}`
          }
          perPage={perPage}
          sizes={sizes}
          onPage={(next) => onChange({ page: next, perPage })}
          onPerPage={(size) => onChange({ page: 1, perPage: size })}
          onCountAll={countAll}
          counting={counting}
        />
      </StickyFooter>
    );
  }

  // An id may not hold spaces ("billing runs").
  const sizeId = `${noun.replace(/\s+/g, '-')}-page-size`;
  // Every list's total and page buttons stay in sight while a long page scrolls (StickyFooter).
  return (
    <StickyFooter>
      <Group justify="space-between" gap="sm" mt="sm" component="nav" aria-label={`${noun} pages`}>
        <Group gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {range ? range.join(' ') : '\u00a0'}
          </Text>
          {countAll ? (
            <Button variant="subtle" size="compact-sm" onClick={countAll} loading={counting}>
              Count all
            </Button>
          ) : null}
          <Group gap={6}>
            <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
              Rows per page
            </Text>
            <Select
              id={sizeId}
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
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}`, children: grouped(item) })}
        />
      </Group>
    </StickyFooter>
  );
}
