import { Alert, Paper, Stack } from '@mantine/core';
import { FactGrid, type Fact } from '../../../components/facts/fact-grid.tsx';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AchBatchRecord } from '../api/ach-api.ts';
import { purposeLabel } from '../ach-labels.ts';
import { BatchStatusBadge } from './ach-badges.tsx';

const who = (user: { name: string } | null, at: string | null) =>
  user ? (at ? `${user.name}, ${formatDateTime(at)} UTC` : user.name) : '—';

/**
 * A batch's summary card: status, purpose and SEC code, effective date, company, the entries in the file
 * (and held ones), debit and credit totals and the entry hash (the control record's), who made, submitted
 * and approved it, and its file. A rejected batch says why.
 */
export function BatchHeader({ batch }: { batch: AchBatchRecord }) {
  const facts: Fact[] = [
    { label: 'Status', value: <BatchStatusBadge status={batch.status} /> },
    {
      label: 'Purpose',
      value: `${purposeLabel(batch.purpose)} · ${batch.secCode} · ${batch.entryDescription}`,
    },
    {
      label: 'Effective date',
      value: `${formatDate(batch.effectiveDate)}${batch.sameDay ? ' (same day)' : ''}`,
    },
    { label: 'Company', value: `${batch.companyName} (${batch.companyId})` },
    {
      label: 'Entries',
      value: `${formatCount(batch.entryCount)}${batch.heldCount > 0 ? ` (${formatCount(batch.heldCount)} held)` : ''}`,
      numeric: true,
    },
    { label: 'Debit total', value: formatMoney(batch.debitTotal), numeric: true },
    { label: 'Credit total', value: formatMoney(batch.creditTotal), numeric: true },
    { label: 'Entry hash', value: batch.entryHash, numeric: true },
    { label: 'Maker', value: who(batch.createdBy, batch.createdAt) },
    { label: 'Submitted by', value: who(batch.submittedBy, batch.submittedAt) },
    { label: 'Approver', value: who(batch.approvedBy, batch.approvedAt) },
    {
      label: 'File',
      value: batch.fileName
        ? `${batch.fileName}${batch.fileIdModifier ? ` (File ID modifier ${batch.fileIdModifier})` : ''}`
        : 'Not generated',
    },
  ];
  if (batch.transmittedAt) {
    facts.push({
      label: 'Transmitted',
      value: `${formatDateTime(batch.transmittedAt)} UTC${batch.transmitMode === 'SFTP' ? ' by SFTP' : batch.transmitMode === 'DOWNLOAD' ? ', ready to upload in Downloads' : ''}`,
    });
  }
  return (
    <Paper withBorder p="sm" radius="sm" mb="md">
      <Stack gap="sm">
        <FactGrid facts={facts} cols={4} />
        {batch.status === 'REJECTED' && batch.rejectReason && (
          <Alert color="red" variant="light" title={`Rejected by ${who(batch.rejectedBy, batch.rejectedAt)}`}>
            {batch.rejectReason}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
