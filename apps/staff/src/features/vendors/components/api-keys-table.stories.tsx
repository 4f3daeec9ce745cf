import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { apiKeyState } from '../api-key-status.ts';
import { API_KEY_FIXTURES } from '../testing/vendor-fixtures.ts';
import { vendorsGate } from '../vendor-links.ts';
import { ApiKeysTable } from './api-keys-table.tsx';

const meta = {
  title: 'Vendor Quote/API keys table',
  component: ApiKeysTable,
  decorators: [withPermissions({ loanCalculator: { Vendors: { view: true, create: true } } })],
  args: {
    keys: API_KEY_FIXTURES,
    actionsFor: (key) =>
      ['active', 'grace'].includes(apiKeyState(key))
        ? [
            { label: 'Edit', onClick: fn() },
            { label: 'Rotate', onClick: fn() },
            { label: 'Revoke', onClick: fn(), danger: true },
          ]
        : [],
    actionGate: vendorsGate('loanCalculator'),
    empty: (
      <TableEmptyState
        title="No API keys yet"
        description="Create a key to embed the loan calculator on Acme Paving's website or share the standalone calculator page."
        action={<Button size="sm">Create key</Button>}
      />
    ),
  },
} satisfies Meta<typeof ApiKeysTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One key in every state: active, rotated in its grace period, expired after rotation, revoked. */
export const Data: Story = {};

export const Loading: Story = { args: { keys: undefined } };

export const Empty: Story = { args: { keys: [] } };

export const Failed: Story = {
  name: 'Error',
  args: {
    error: {
      title: 'The API keys could not be loaded',
      message: 'The server could not be reached. Check your connection and try again.',
      onRetry: fn(),
    },
  },
};

/** A role that may only view vendors sees the key actions, but cannot use them. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ loanCalculator: { Vendors: { view: true } } })],
};
