import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { API_KEY_FIXTURES, daysFromNow, ISSUED_KEY } from '../testing/vendor-fixtures.ts';
import { KeyCreatedModal } from './key-created-modal.tsx';

const NEW_KEY = {
  ...API_KEY_FIXTURES[0]!,
  id: 40,
  prefix: ISSUED_KEY.slice(0, 12),
  createdAt: daysFromNow(0),
  lastUsedAt: null,
};

const meta = {
  title: 'Vendor Quote/Key created',
  component: KeyCreatedModal,
  args: {
    issued: { apiKey: ISSUED_KEY, key: NEW_KEY },
    vendorName: 'Acme Paving',
    widgetOrigin: 'https://lendline.example.com',
    calculatorPage: (apiKey: string) => `https://lendline.example.com/loan-calculator/${apiKey}`,
    onClose: fn(),
  },
  play: async ({ canvasElement }) => {
    // The modal renders in a portal, outside the story's canvas.
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText(/you won't see it again/)).toBeVisible();
    await expect(within(dialog).getByLabelText('The new API key')).toHaveTextContent(ISSUED_KEY);
  },
} satisfies Meta<typeof KeyCreatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new key: the key and the embed snippet to copy, and the standalone page. */
export const Created: Story = {};

/** After a rotation: the new key, and until when the previous one keeps working. */
export const Rotated: Story = {
  args: {
    issued: {
      apiKey: ISSUED_KEY,
      key: NEW_KEY,
      previous: { ...API_KEY_FIXTURES[0]!, status: 'rotated', expiresAt: daysFromNow(7), replacedById: 40 },
    },
  },
};

/** A rotation with no grace period: the previous key has stopped at once. */
export const RotatedAtOnce: Story = {
  args: {
    issued: {
      apiKey: ISSUED_KEY,
      key: NEW_KEY,
      previous: { ...API_KEY_FIXTURES[0]!, status: 'rotated', expiresAt: daysFromNow(0), replacedById: 40 },
    },
  },
};
