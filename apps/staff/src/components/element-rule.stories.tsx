import type { PermissionMap } from '@lendline/permissions';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PermissionsContext } from '../lib/access/permissions-context.ts';
import { PermissionGate } from './access/permission-gate.tsx';

interface ElementRuleDemoProps {
  /** The role's permissions on Tape Builder › Templates. */
  templates: { view?: boolean; create?: boolean };
}

/** A page header whose actions follow the spec §6 element rule for the given role. */
function ElementRuleDemo({ templates }: ElementRuleDemoProps) {
  const permissions: PermissionMap = { dataTapes: { Templates: templates } };
  return (
    <PermissionsContext.Provider value={permissions}>
      <Paper withBorder p="md" maw={640}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              Templates
            </Title>
            <Text size="sm" c="dimmed">
              Column layouts for data tapes.
            </Text>
          </Stack>
          <PermissionGate module="dataTapes" menu="Templates" actions={['view', 'create']}>
            <Button>New template</Button>
          </PermissionGate>
        </Group>
      </Paper>
    </PermissionsContext.Provider>
  );
}

const meta = {
  title: 'Access/Element rule',
  component: ElementRuleDemo,
} satisfies Meta<typeof ElementRuleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View and create: the button works. */
export const Visible: Story = { args: { templates: { view: true, create: true } } };

/** View only: the button shows but is not clickable (half opacity, aria-disabled, out of the tab order). */
export const Disabled: Story = { args: { templates: { view: true } } };

/** Neither: the button is not there. */
export const Hidden: Story = { args: { templates: {} } };
