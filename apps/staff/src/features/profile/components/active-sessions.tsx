import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AccountSession } from '../api/get-account-profile.ts';
import { describeDevice } from '../describe-device.ts';

/** The caller's live sessions, this device first, then newest first. */
export function ActiveSessions({ sessions }: { sessions: AccountSession[] }) {
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  if (ordered.length === 0) return <Text c="dimmed">No session is open.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} fz="sm" aria-label="Active sessions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Signed in</Table.Th>
            <Table.Th>Expires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                <Text size="sm" span title={session.userAgent ?? undefined}>
                  {describeDevice(session.userAgent)}
                </Text>
                {session.current && (
                  <Badge ml="xs" size="sm" variant="light" color="green">
                    This device
                  </Badge>
                )}
                {session.openedBy && (
                  <Text size="xs" c="dimmed">
                    Opened by {session.openedBy} (Login as)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{session.clientAddress ?? 'N/A'}</Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatDateTime(session.createdAt)}
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatDateTime(session.expiresAt)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
