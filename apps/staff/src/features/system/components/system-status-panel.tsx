import { Alert, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

export type ApiStatus =
  | { state: 'loading' }
  | { state: 'ok'; status: string }
  | { state: 'error'; message: string; retrying: boolean };

export interface SystemStatusPanelProps {
  productName: string;
  api: ApiStatus;
  onRetry: () => void;
}

/** Product name and API reachability; takes its state as props so stories and tests need no network. */
export function SystemStatusPanel({ productName, api, onRetry }: SystemStatusPanelProps) {
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{productName}</Title>
        <Text c="dimmed" size="sm">
          System status
        </Text>
      </div>
      <Paper withBorder p="md" aria-busy={api.state === 'loading'}>
        {api.state === 'loading' && (
          <>
            <VisuallyHidden>Checking the API</VisuallyHidden>
            <Skeleton height={16} width="40%" />
          </>
        )}
        {api.state === 'ok' && <Text fw={500}>API: {api.status}</Text>}
        {api.state === 'error' && (
          <Alert color="red" title="API: unavailable">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{api.message}</Text>
              <Button size="xs" variant="light" color="red" loading={api.retrying} onClick={onRetry}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}
      </Paper>
    </Stack>
  );
}
