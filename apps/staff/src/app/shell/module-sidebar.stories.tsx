import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleSidebar } from './module-sidebar.tsx';
import { STORY_ROLES, withShellContext } from './shell-story-context.tsx';

const meta = {
  title: 'Shell/Sidebar',
  component: ModuleSidebar,
  decorators: [
    (Story) => (
      <Box w={232} p="xs" bg="white" style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ModuleSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contracts stays highlighted on an Extensions contract detail page. */
export const ExtensionsContractDetail: Story = {
  args: { moduleId: 'extensions' },
  decorators: [
    withShellContext('/extensions/contract/detail/42', { permissions: STORY_ROLES.administrator }),
  ],
};

/** Only the entries the role may view: Reports, not Invoices or Process. */
export const AnalystInExtensions: Story = {
  args: { moduleId: 'extensions' },
  decorators: [withShellContext('/extensions/report/list', { permissions: STORY_ROLES.analyst })],
};

/** ACH's Reports sit under its ACH entry (they answer to ACH › view) and are current on the report pages. */
export const AchReports: Story = {
  args: { moduleId: 'ach' },
  decorators: [withShellContext('/ach/ach/report/cards', { permissions: STORY_ROLES.administrator })],
};

export const TapeBuilder: Story = {
  args: { moduleId: 'dataTapes' },
  decorators: [withShellContext('/dataTapes/template/list', { permissions: STORY_ROLES.administrator })],
};

export const NoViewableEntry: Story = {
  args: { moduleId: 'borrowingBase' },
  decorators: [withShellContext('/borrowingBase/certificate/access-denied', { permissions: {} })],
};
