import { Badge, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AccountSession } from '../api/get-account-profile.ts';
import { describeDevice } from '../describe-device.ts';

/** A session's device, with "This device" and who opened it under Login as. */
function DeviceName({ session }: { session: AccountSession }) {
  return (
    <>
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
    </>
  );
}

/**
 * On a phone the four columns would scroll sideways and hide when a session began: each session is a
 * list item instead, its device over its address and times.
 */
function SessionList({ sessions }: { sessions: AccountSession[] }) {
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label="Active sessions"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {sessions.map((session) => (
        <li key={session.id}>
          <DeviceName session={session} />
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {session.clientAddress ?? 'N/A'} · Signed in {formatDateTime(session.createdAt)} · Expires{' '}
            {formatDateTime(session.expiresAt)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** The caller's live sessions, this device first, then newest first. */
export function ActiveSessions({ sessions }: { sessions: AccountSession[] }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  if (ordered.length === 0) return <Text c="dimmed">No session is open.</Text>;
  if (narrow) return <SessionList sessions={ordered} />;
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
                <DeviceName session={session} />
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
