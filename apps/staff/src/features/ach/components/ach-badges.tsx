import { Badge } from '@mantine/core';
import type { AchBatchStatus, AchEntryStatus } from '@lendline/portfolio';
import {
  BATCH_STATUS_COLORS,
  batchStatusLabel,
  ENTRY_STATUS_COLORS,
  entryStatusLabel,
} from '../ach-labels.ts';

/** A batch's status in words as well as colour. */
export function BatchStatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'md' }) {
  return (
    <Badge
      color={BATCH_STATUS_COLORS[status as AchBatchStatus] ?? 'gray'}
      variant="light"
      size={size}
      radius="sm"
    >
      {batchStatusLabel(status)}
    </Badge>
  );
}

/** An entry's status; a held one names why in its title. */
export function EntryStatusBadge({ status, title }: { status: string; title?: string | null }) {
  return (
    <Badge
      color={ENTRY_STATUS_COLORS[status as AchEntryStatus] ?? 'gray'}
      variant="light"
      size="sm"
      radius="sm"
      title={title ?? undefined}
    >
      {entryStatusLabel(status)}
    </Badge>
  );
}
