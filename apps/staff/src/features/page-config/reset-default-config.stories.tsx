import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { confirm } from '../../components/confirm.tsx';
import { withModals } from '../../testing/with-modals.tsx';
import { RESET_DIALOG } from './reset-default-config.ts';

/** The dialog Reset Default Config asks first (spec §9 words); the story stops there, without a server. */
function ResetDialogDemo() {
  return <Button onClick={() => void confirm(RESET_DIALOG)}>Reset Default Config</Button>;
}

const meta = {
  title: 'Account/Reset Default Config dialog',
  component: ResetDialogDemo,
  decorators: [withModals],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset Default Config' }));
  },
} satisfies Meta<typeof ResetDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
