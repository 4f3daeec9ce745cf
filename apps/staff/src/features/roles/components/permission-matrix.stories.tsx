import type { PermissionMap } from '@lendline/permissions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { matrixFrom } from '../permission-matrix-model.ts';
import { ROLE_FIXTURES } from '../testing/role-fixtures.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

function Editable({
  initial,
  ...props
}: {
  initial: PermissionMap;
  rowErrors?: Record<string, string>;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return <PermissionMatrix value={value} onChange={setValue} {...props} />;
}

const meta = {
  title: 'Roles/Permission matrix',
  component: Editable,
  args: { initial: matrixFrom(null) },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Every action: Prefunds › Invoices' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'View on every menu' }));
    await expect(canvas.getByRole('checkbox', { name: 'Create: Prefunds › Invoices' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'View: Tape Builder › Downloads' })).toBeChecked();
  },
};

/** A stored role: partly granted columns and rows show as indeterminate. */
export const ExistingRole: Story = { args: { initial: matrixFrom(ROLE_FIXTURES[0]!.permissions!) } };

/** What a 422 from the server looks like on the rows it names. */
export const ServerErrors: Story = {
  args: {
    initial: matrixFrom(ROLE_FIXTURES[0]!.permissions!),
    rowErrors: { 'ach/ACH': 'approve: Unknown action; expected one of view, create, download' },
  },
};

export const ReadOnly: Story = {
  args: { initial: matrixFrom(ROLE_FIXTURES[0]!.permissions!), disabled: true },
};
