import { Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaginationBar } from '../data-table/pagination-bar.tsx';
import { StickyFooter } from './sticky-footer.tsx';

/** A page of rows taller than the window, with its pagination kept in sight. */
function LongList({ rows }: { rows: number }) {
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
      <StickyFooter>
        <PaginationBar
          pagination={{ page: 1, perPage: rows }}
          total={1071}
          noun="users"
          onChange={() => undefined}
        />
      </StickyFooter>
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
