import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** One short line saying what the page holds. */
  context?: ReactNode;
  /** The page's primary actions, each gated with PermissionGate by the caller. */
  actions?: ReactNode;
}

/** The top of every list and form page (docs/ui.md page anatomy): title and context left, actions right. */
export function PageHeader({ title, context, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="md">
      <div>
        <Title order={1} fz="h3" lh={1.25}>
          {title}
        </Title>
        {context && (
          <Text size="sm" c="dimmed" component="div">
            {context}
          </Text>
        )}
      </div>
      {actions && (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
