import { Anchor, Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TwoLineCell } from './two-line-cell.tsx';

/** The cell in a title column of `width` px, inside the link a RecordTable puts around it. */
function InTitleColumn({ name, detail, width }: { name: string; detail?: string; width: number }) {
  return (
    <Table withTableBorder layout="fixed" w={width + 120}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td w={width}>
            <Anchor href="#record" size="sm" fw={500} display="block">
              <TwoLineCell name={name} detail={detail} />
            </Anchor>
          </Table.Td>
          <Table.Td>$85,000.00</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

const meta = {
  title: 'Components/Data table/Two-line cell',
  component: InTitleColumn,
  args: { name: 'Bellini Excavation LLC', detail: 'DBA Bellini Dirtworks', width: 180 },
} satisfies Meta<typeof InTitleColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A business over its DBA, as the credit application list shows it. */
export const NameAndDetail: Story = {};

/** No detail: the name alone, one line high like the other rows. */
export const NameOnly: Story = { args: { name: 'Whitfield Family Dental PC', detail: undefined } };

/** Too long for the column: both lines end in an ellipsis and show whole on hover. */
export const Clipped: Story = {
  args: {
    name: 'Northern Colorado Excavation and Site Preparation Services LLC',
    detail: 'Rasmussen Site Works and Heavy Equipment Rental',
    width: 140,
  },
};
