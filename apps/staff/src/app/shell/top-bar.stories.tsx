import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_ROLES, withShellContext } from './shell-story-context.tsx';
import { TopBar } from './top-bar.tsx';

const meta = {
  title: 'Shell/Top bar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every gear item: Setup, Salesforce Sync and Login as. */
export const Administrator: Story = {
  decorators: [withShellContext('/home', { permissions: STORY_ROLES.administrator })],
};

/** One module and no Setup rights: no gear. */
export const AchOperator: Story = {
  decorators: [
    withShellContext('/ach/ach/list', {
      permissions: STORY_ROLES.achOperator,
      userName: 'Tomas Herrera',
      roleName: 'ACH Operator',
    }),
  ],
};

/** Read-only modules; the picker shows the module of the page. */
export const AnalystInAModule: Story = {
  decorators: [
    withShellContext('/extensions/contract/detail/42', {
      permissions: STORY_ROLES.analyst,
      userName: 'Priya Nair',
      roleName: 'Analyst',
    }),
  ],
  args: { sidebar: { open: false, toggle: () => {} } },
};

/** Logged in as someone else: the banner and Switch Back; Change Password is unavailable. */
export const Impersonating: Story = {
  decorators: [
    withShellContext('/home', {
      permissions: STORY_ROLES.achOperator,
      userName: 'Tomas Herrera',
      roleName: 'ACH Operator',
      impersonation: { originalUserId: 7, originalUserName: 'Avery Collins' },
    }),
  ],
};

/** A role with no module at all: the picker offers only Home. */
export const NoModules: Story = {
  decorators: [withShellContext('/home', { permissions: {}, userName: 'Jordan Lee', roleName: 'New Hire' })],
};
