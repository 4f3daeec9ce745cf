import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AchReopenRequestRecord } from '../api/ach-api.ts';
import { achChangeGate } from '../ach-links.ts';

export interface ReopenRequestCardProps {
  request: AchReopenRequestRecord;
  /** Null when this viewer may decide; else why not (their own request, impersonating). */
  refusal: string | null;
  /** The batch's page in the staff app. */
  batchHref: string;
  onApprove: () => void;
  onReject: () => void;
  busy?: 'approve' | 'reject' | null;
}

const who = (user: { name: string } | null) => user?.name ?? '—';

/**
 * One re-open request: the batch, its entries and amount, who asked and why; Approve (the file is voided
 * and the batch returns to draft) or Reject (the file stays). A decided request says how it ended.
 */
export function ReopenRequestCard({
  request,
  refusal,
  batchHref,
  onApprove,
  onReject,
  busy = null,
}: ReopenRequestCardProps) {
  const pending = request.status === 'PENDING';
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <FactGrid
          cols={3}
          facts={[
            { label: 'Batch', value: <a href={batchHref}>{request.batchName}</a> },
            { label: 'Effective date', value: formatDate(request.effectiveDate) },
            { label: 'Entries', value: formatCount(request.entryCount), numeric: true },
            { label: 'Debit total', value: formatMoney(request.debitTotal), numeric: true },
            { label: 'Credit total', value: formatMoney(request.creditTotal), numeric: true },
            {
              label: 'Requested by',
              value: `${who(request.requestedBy)}, ${formatDateTime(request.requestedAt)} UTC`,
            },
          ]}
        />
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Reason
          </Text>
          <Text size="sm">{request.reason}</Text>
        </div>
        {pending ? (
          <Stack gap={4} align="flex-end">
            <Group gap="xs" justify="flex-end">
              <PermissionGate {...achChangeGate}>
                <Button
                  color="red"
                  variant="light"
                  disabled={refusal !== null || busy === 'approve'}
                  loading={busy === 'reject'}
                  onClick={onReject}
                >
                  Reject
                </Button>
              </PermissionGate>
              <PermissionGate {...achChangeGate}>
                <Button
                  disabled={refusal !== null || busy === 'reject'}
                  loading={busy === 'approve'}
                  onClick={onApprove}
                >
                  Approve re-open
                </Button>
              </PermissionGate>
            </Group>
            {refusal && (
              <Text size="xs" c="dimmed" role="note">
                {refusal}
              </Text>
            )}
          </Stack>
        ) : (
          <Alert
            color={request.status === 'APPROVED' ? 'green' : 'gray'}
            variant="light"
            title={request.status === 'APPROVED' ? 'Approved' : 'Rejected'}
          >
            {who(request.decidedBy)} decided on{' '}
            {request.decidedAt ? `${formatDateTime(request.decidedAt)} UTC` : '—'}
            {request.decisionNote ? `: “${request.decisionNote}”` : '.'}
            {request.voidedFileName ? ` The file ${request.voidedFileName} was voided.` : ''}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
