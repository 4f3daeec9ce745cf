import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImpersonationBanner } from './impersonation-banner.tsx';

const meta = {
  title: 'Impersonation/Banner',
  component: ImpersonationBanner,
  parameters: { layout: 'fullscreen' },
  args: { userName: 'Tomas Herrera', originalUserName: 'Avery Collins', onSwitchBack: fn() },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedInAsAnotherUser: Story = {};

export const LongName: Story = { args: { userName: 'Maximiliana Alexandra Vanderbilt-Okonkwo' } };
