import { ApiError } from '@lendline/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { MANDATES } from '../testing/ach-return-fixtures.ts';
import { MandateFormDialog } from './mandate-form-dialog.tsx';

const CONTRACTS = MANDATES.map((mandate) => ({
  value: String(mandate.contractId),
  label: `${mandate.contractNumber} · ${mandate.customerName}`,
}));

const FILLED = {
  contractId: '902',
  accountHolderName: 'HARBOR FREIGHT CO',
  routingNumber: '021000021',
  accountNumber: '44556677889',
  accountType: 'CHECKING',
  secCode: '',
  authorizedAt: '2026-11-20',
  authMethod: 'WRITTEN',
};

// ACH › Mandates › New mandate: the routing number's check digit is checked here with the shared ABA rule
// and again by the server, whose 422 details land on their fields.
const meta = {
  title: 'ACH/Mandate form',
  component: MandateFormDialog,
  args: {
    opened: true,
    onClose: fn(),
    contracts: {
      key: 'story-contracts',
      search: async () => CONTRACTS,
      byValues: async (values) => CONTRACTS.filter((option) => values.includes(option.value)),
    },
    create: fn(async () => MANDATES[1]!),
    onCreated: fn(),
  },
} satisfies Meta<typeof MandateFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = { name: 'Empty' };
export const Filled: Story = { name: 'Full', args: { initial: FILLED } };

/** A routing number whose check digit is wrong: refused before anything is sent. */
export const BadCheckDigit: Story = {
  args: { initial: { ...FILLED, routingNumber: '021000022' } },
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Add mandate' }));
    await within(document.body).findByText('This routing number’s check digit is wrong');
  },
};

/** The server refuses a field (422 details): the message shows on it. */
export const ServerRefused: Story = {
  name: 'Error',
  args: {
    initial: FILLED,
    create: fn(async () => {
      throw new ApiError(
        422,
        {
          statusCode: 422,
          message: 'Invalid body',
          details: [{ path: '/authorizedAt', message: 'The authorisation date cannot be in the future' }],
        },
        'Unprocessable',
      );
    }),
  },
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Add mandate' }));
    await within(document.body).findByText('The authorisation date cannot be in the future');
  },
};

/** The role reads no contract list: the picker says so. */
export const NoPermission: Story = { args: { contracts: null } };
