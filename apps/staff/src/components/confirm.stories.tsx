import { Button, Code, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { withModals } from '../testing/with-modals.tsx';
import { confirm, type ConfirmOptions } from './confirm.tsx';

/** A button that asks with `confirm()` and shows the answer. */
function ConfirmDemo(options: ConfirmOptions) {
  const [answer, setAnswer] = useState<boolean | null>(null);
  return (
    <Group>
      <Button onClick={() => void confirm(options).then(setAnswer)}>Ask</Button>
      <Code>{answer === null ? 'not asked' : String(answer)}</Code>
    </Group>
  );
}

const meta = {
  title: 'Components/Confirmation',
  component: ConfirmDemo,
  decorators: [withModals],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask' }));
  },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults: Are you sure? / Do you want to proceed with this action? / Confirm, Cancel. */
export const Defaults: Story = {};

export const Destructive: Story = {
  args: {
    title: 'Delete template',
    message: 'Delete the template "Q3 funder tape"? Tapes already built from it stay.',
    confirmLabel: 'Delete',
    danger: true,
  },
};
