import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklist } from './password-checklist.tsx';

const meta = {
  title: 'Components/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: '', submitted: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PartlyMetWhileTyping: Story = { args: { password: 'lendline2026' } };

export const MissingAfterSubmit: Story = { args: { password: 'lendline2026', submitted: true } };

export const AllMet: Story = { args: { password: 'Lendline#2026', submitted: true } };
