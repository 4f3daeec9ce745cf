import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatusPageProps {
  title: string;
  children: ReactNode;
  /** Where the one way forward leads, e.g. home. */
  action?: { label: string; to: string };
}

/** A page that explains a state instead of showing data: not built yet, access denied, an error. */
export function StatusPage({ title, children, action }: StatusPageProps) {
  return (
    <Container size="sm" py={48}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        {action && (
          <Button component={Link} to={action.to} variant="light" mt="sm">
            {action.label}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
