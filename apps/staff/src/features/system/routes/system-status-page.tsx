import { Container } from '@mantine/core';
import type { SWRResponse } from 'swr';
import { config } from '../../../config.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useHealth, type Health } from '../api/get-health.ts';
import { SystemStatusPanel, type ApiStatus } from '../components/system-status-panel.tsx';

function toApiStatus({ data, error, isValidating }: SWRResponse<Health, Error>): ApiStatus {
  // SWR keeps the last error while a retry is in flight, so a retry shows as pending instead of blanking out.
  if (error) return { state: 'error', message: error.message, retrying: isValidating };
  if (data) return { state: 'ok', status: data.status };
  return { state: 'loading' };
}

export function SystemStatusPage() {
  usePageTitle('System status');
  const health = useHealth();

  return (
    <Container size="sm" py="xl">
      <SystemStatusPanel
        productName={config.productName}
        api={toApiStatus(health)}
        onRetry={() => void health.mutate()}
      />
    </Container>
  );
}
