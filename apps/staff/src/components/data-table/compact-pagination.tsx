import { ActionIcon, Box, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { CheckIcon, ChevronIcon, DotsIcon } from './icons.tsx';

export interface CompactPaginationProps {
  /** The rows shown, "1–15 of 3,408", without the noun: the list's title above already says it. */
  range: string;
  /** Plural noun, e.g. "contracts": said to screen readers after the range and naming the landmark. */
  noun: string;
  page: number;
  /** The pages offered: past a capped count, one more while the page shown is full. */
  pages: number;
  /** Heads the menu: "Page 3 of 340", or "Page 401" past a capped count, where the last is not known. */
  position: string;
  perPage: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  /** Asks the server for the exact count past the cap; offered in the menu when given. */
  onCountAll?: (() => void) | undefined;
  counting: boolean;
}

/**
 * The pagination on a phone: one row of previous, the rows shown and next (a thumb's reach, about 55 px
 * high at 390 px instead of three rows), with first, last, "Count all" and the page size in the menu at
 * its end, so everything the wide bar offers stays reachable.
 */
export function CompactPagination({
  range,
  noun,
  page,
  pages,
  position,
  perPage,
  sizes,
  onPage,
  onPerPage,
  onCountAll,
  counting,
}: CompactPaginationProps) {
  return (
    <Group gap={4} wrap="nowrap" mt="xs" component="nav" aria-label={`${noun} pages`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronIcon direction="left" />
      </ActionIcon>
      <Text size="sm" lh={1.25} c="dimmed" ta="center" aria-live="polite" style={{ flex: 1, minWidth: 0 }}>
        {range}
        {/* Nothing to announce while the count loads (the range is a no-break space). */}
        {range.trim() ? <VisuallyHidden> {noun}</VisuallyHidden> : null}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronIcon direction="right" />
      </ActionIcon>
      <Menu position="top-end" shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Page options">
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{position}</Menu.Label>
          <Menu.Item disabled={page <= 1} onClick={() => onPage(1)}>
            First page
          </Menu.Item>
          <Menu.Item disabled={page >= pages} onClick={() => onPage(pages)}>
            Last page
          </Menu.Item>
          {onCountAll ? (
            <Menu.Item disabled={counting} onClick={onCountAll}>
              {counting ? 'Counting…' : 'Count all'}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Label>Rows per page</Menu.Label>
          {sizes.map((size) => (
            <Menu.Item
              key={size}
              aria-current={size === perPage ? 'true' : undefined}
              leftSection={size === perPage ? <CheckIcon /> : <Box w={14} />}
              onClick={() => onPerPage(size)}
            >
              {size} rows per page
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
