import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './data-table/page-header.tsx';

export interface StatusPageProps {
  title: string;
  children: ReactNode;
  /** Where the one way forward leads, e.g. home. */
  action?: { label: string; to: string };
}

/**
 * A page that explains a state instead of showing data: not built yet, access denied, an error. It sits
 * where every other page of the shell starts (top left of the main area, the same header), not in a
 * centred column of its own, so moving from a list to its access-denied page does not shift the title.
 */
export function StatusPage({ title, children, action }: StatusPageProps) {
  return (
    <Stack gap={0} align="flex-start" maw={720}>
      <PageHeader title={title} />
      <Text c="dimmed">{children}</Text>
      {action && (
        <Button component={Link} to={action.to} variant="light" mt="md">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
