import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { API_KEY_STATES, apiKeyState } from '../api-key-status.ts';
import type { ApiKeyRecord, VendorStatus } from '../api/vendors-resource.ts';

const VENDOR_STATUSES: Record<VendorStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'gray' },
};

/** Active or Inactive, in words as well as colour. */
export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  const { label, color } = VENDOR_STATUSES[status] ?? VENDOR_STATUSES.inactive;
  return (
    <Badge color={color} variant="light" size="sm" radius="sm">
      {label}
    </Badge>
  );
}

/**
 * Whether the vendor is in Vendor Quote and how many active keys it holds: "Enrolled 2 active",
 * or "Not enrolled".
 */
export function QuoteEnrolment({ enrolled, activeKeys }: { enrolled: boolean; activeKeys: number }) {
  if (!enrolled) {
    return (
      <Text span size="sm" c="dimmed">
        Not enrolled
      </Text>
    );
  }
  return (
    <>
      <Badge color="blue" variant="light" size="sm" radius="sm" mr={6} style={{ verticalAlign: 'middle' }}>
        Enrolled
      </Badge>
      <Text
        span
        size="sm"
        c={activeKeys === 0 ? 'orange.9' : undefined}
        title={activeKeys === 1 ? '1 active API key' : `${activeKeys} active API keys`}
      >
        {activeKeys} active
      </Text>
    </>
  );
}

/** Active, Rotated (with the end of its grace period), Expired or Revoked. */
export function ApiKeyStatusBadge({ apiKey }: { apiKey: Pick<ApiKeyRecord, 'status' | 'expiresAt'> }) {
  const state = apiKeyState(apiKey);
  const { label, color } = API_KEY_STATES[state];
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={color} variant="light" size="sm" radius="sm" style={{ flex: 'none' }}>
        {label}
      </Badge>
      {state === 'grace' && (
        <Text span size="xs" c="dimmed">
          until {formatDateTime(apiKey.expiresAt)} UTC
        </Text>
      )}
    </Group>
  );
}
