import { Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ON_A_PHONE } from '../../testing/phone-story.ts';
import { PaginationBar } from '../data-table/pagination-bar.tsx';

/** A page of rows taller than the window, with its pagination kept in sight (PaginationBar's StickyFooter). */
function LongList({
  rows,
  total = 1071,
  capped = false,
}: {
  rows: number;
  total?: number;
  capped?: boolean;
}) {
  return (
    <>
      <Table withTableBorder aria-label="Users">
        <Table.Tbody>
          {Array.from({ length: rows }, (_, index) => (
            <Table.Tr key={index}>
              <Table.Td>User {index + 1}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <PaginationBar
        pagination={{ page: 1, perPage: rows }}
        total={total}
        totalCapped={capped}
        pageRows={rows}
        onCountAll={() => undefined}
        noun="users"
        onChange={() => undefined}
      />
    </>
  );
}

const meta = {
  title: 'Components/Sticky footer',
  component: LongList,
  args: { rows: 50 },
} satisfies Meta<typeof LongList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fifty rows: the pagination stays at the bottom of the window while they scroll under it. */
export const LongPage: Story = {};

/** Three rows: the pagination sits right under the table. */
export const ShortPage: Story = { args: { rows: 3 } };

/**
 * On a phone the pagination keeps to one row, previous, the rows shown and next; first, last and the
 * page size are in the menu at its end.
 */
export const OnAPhone: Story = { ...ON_A_PHONE, args: { rows: 15 } };

/** A capped count on a phone: "Count all" is in the menu, and Next stays open while pages are full. */
export const OnAPhoneCapped: Story = { ...ON_A_PHONE, args: { rows: 25, total: 10_000, capped: true } };
