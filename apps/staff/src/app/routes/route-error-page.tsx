import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or render, most often because a new release replaced the page's code
 * while this tab was open; reloading fetches the current one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <Container size="sm" py={48}>
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz="h2">
          This page could not be shown
        </Title>
        <Text c="dimmed">
          Something went wrong while loading it. Reloading usually helps.{detail && ` (${detail})`}
        </Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
