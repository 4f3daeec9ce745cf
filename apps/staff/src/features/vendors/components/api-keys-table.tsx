import { Code, Stack, Text, Tooltip } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table.tsx';
import { RowActions, type RowAction } from '../../../components/data-table/row-actions.tsx';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { maskedKey } from '../api-key-status.ts';
import type { ApiKeyRecord } from '../api/vendors-resource.ts';
import { ApiKeyStatusBadge } from './vendor-badges.tsx';

export interface ApiKeysTableProps {
  /** Undefined while loading. */
  keys: readonly ApiKeyRecord[] | undefined;
  error?: TableError | null;
  empty: ReactNode;
  /** The key's actions; none for a key that no longer works. */
  actionsFor: (key: ApiKeyRecord) => RowAction[];
  actionGate: ElementRequest;
}

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

const SHOWN_ORIGINS = 2;

function Origins({ origins }: { origins: string[] }) {
  if (origins.length === 0) {
    return (
      <Tooltip label="Works only on the standalone calculator page" withinPortal>
        <Text span size="sm" c="dimmed" tabIndex={0}>
          None
        </Text>
      </Tooltip>
    );
  }
  const more = origins.length - SHOWN_ORIGINS;
  return (
    <Stack gap={0} title={origins.join('\n')}>
      {origins.slice(0, SHOWN_ORIGINS).map((origin) => (
        <Text key={origin} span size="sm" display="block" maw="100%" truncate="end">
          {origin}
        </Text>
      ))}
      {more > 0 && (
        <Text span size="xs" c="dimmed">
          and {more} more
        </Text>
      )}
    </Stack>
  );
}

/**
 * A vendor's calculator keys: label, the visible start of the key, where it may be embedded, its rate
 * limit, what state it is in (a rotated key with the end of its grace period), when it was made and
 * last used (UTC), and the gated actions of each key that still works.
 */
export function ApiKeysTable({ keys, error, empty, actionsFor, actionGate }: ApiKeysTableProps) {
  const columns: DataColumn<ApiKeyRecord>[] = [
    {
      key: 'label',
      priority: 1,
      header: 'Label',
      width: 120,
      cell: (key) =>
        key.label ? (
          <Text span size="sm" display="block" maw="100%" truncate="end" title={key.label}>
            {key.label}
          </Text>
        ) : (
          dimmed('No label')
        ),
    },
    {
      key: 'prefix',
      priority: 2,
      header: 'Key',
      width: 120,
      cell: (key) => (
        <Code fz="xs" aria-label={`Key starting ${key.prefix}`}>
          {maskedKey(key.prefix)}
        </Code>
      ),
    },
    {
      key: 'origins',
      priority: 2,
      header: 'Allowed origins',
      width: 240,
      cell: (key) => <Origins origins={key.allowedOrigins} />,
    },
    {
      key: 'rateLimit',
      priority: 3,
      header: 'Rate limit',
      align: 'right',
      width: 90,
      cell: (key) => `${key.rateLimitPerMinute.toLocaleString('en-US')}/min`,
    },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      width: 150,
      cell: (key) => <ApiKeyStatusBadge apiKey={key} />,
    },
    {
      key: 'createdAt',
      priority: 3,
      header: 'Created',
      width: 108,
      cell: (key) => <span title={`${formatDateTime(key.createdAt)} UTC`}>{formatDate(key.createdAt)}</span>,
    },
    {
      key: 'lastUsedAt',
      priority: 2,
      header: 'Last used (UTC)',
      width: 150,
      cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : dimmed('Never')),
    },
    {
      key: 'actions',
      priority: 1,
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      width: 48,
      cell: (key) => {
        const actions = actionsFor(key);
        return actions.length === 0 ? null : (
          <PermissionGate {...actionGate}>
            <RowActions label={`Actions for key ${key.label ?? maskedKey(key.prefix)}`} actions={actions} />
          </PermissionGate>
        );
      },
    },
  ];

  return (
    <DataTable
      label="API keys"
      columns={columns}
      rows={keys}
      rowKey={(key) => key.id}
      error={error}
      empty={empty}
      skeletonRows={3}
      pinLastColumn
    />
  );
}
