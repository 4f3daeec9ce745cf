import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import type { AchBatchRecord } from '../api/ach-api.ts';
import { achChangeGate, achDownloadGate } from '../ach-links.ts';
import type { BatchAction, BatchActionKey } from '../batch-actions.ts';

export type StepKey = Exclude<BatchActionKey, 'viewFile' | 'download'>;

export interface BatchActionBarProps {
  batch: AchBatchRecord;
  /** What the batch offers this viewer (`batchActions`). */
  actions: BatchAction[];
  /** ACH View of this batch's file, the server's page. */
  viewFileHref: string;
  onStep: (step: StepKey) => void;
  onDownload: () => void;
  /** The step being sent, whose button spins. */
  busy?: StepKey | 'download' | null;
}

const LABELS: Record<BatchActionKey, string> = {
  submit: 'Submit for approval',
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Request re-open',
  transmit: 'Transmit',
  reversal: 'Create reversal',
  viewFile: 'Open in ACH View',
  download: 'Download file',
};

/**
 * The batch's lifecycle steps for its status, each behind the element rule (ACH create; the file's bytes
 * ACH download). A step this viewer may not take (the maker approving) shows disabled with the reason
 * beside it, not hidden, so they know to ask someone else.
 */
export function BatchActionBar({
  batch,
  actions,
  viewFileHref,
  onStep,
  onDownload,
  busy = null,
}: BatchActionBarProps) {
  const refusals = [...new Set(actions.map((action) => action.refusal).filter((reason) => reason !== null))];
  const button = ({ key, refusal }: BatchAction): ReactNode => {
    if (key === 'viewFile') {
      return (
        <Button key={key} size="sm" variant="default" component="a" href={viewFileHref}>
          {LABELS.viewFile}
        </Button>
      );
    }
    if (key === 'download') {
      return (
        <PermissionGate key={key} {...achDownloadGate}>
          <Button
            size="sm"
            variant="default"
            loading={busy === 'download'}
            onClick={onDownload}
            disabled={batch.fileId === null}
          >
            {LABELS.download}
          </Button>
        </PermissionGate>
      );
    }
    const danger = key === 'reject' || key === 'reversal';
    return (
      <PermissionGate key={key} {...achChangeGate}>
        <Button
          size="sm"
          variant={key === 'approve' || key === 'submit' || key === 'transmit' ? 'filled' : 'light'}
          color={danger ? 'red' : undefined}
          disabled={refusal !== null || (busy !== null && busy !== key)}
          loading={busy === key}
          title={refusal ?? undefined}
          onClick={() => onStep(key)}
        >
          {LABELS[key]}
        </Button>
      </PermissionGate>
    );
  };
  if (actions.length === 0) return null;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" justify="flex-end">
        {actions.map(button)}
      </Group>
      {refusals.map((reason) => (
        <Text key={reason} size="xs" c="dimmed" role="note">
          {reason}
        </Text>
      ))}
    </Stack>
  );
}
