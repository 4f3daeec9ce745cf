import { Button, Group, Select } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { STATUS_OPTIONS, type InquiryStatus } from '../inquiry-status.ts';

export interface StatusControlProps {
  status: InquiryStatus;
  /** Inquiries › create; a role that may only view sees the control disabled. */
  gate: ElementRequest;
  /** Changes the status (asking first for closing ones); resolves true once the server took it. */
  onChange: (status: InquiryStatus) => Promise<boolean>;
}

/** A new status for the inquiry: pick one of the other six, then confirm with the button. */
export function StatusControl({ status, gate, onChange }: StatusControlProps) {
  const [next, setNext] = useState<InquiryStatus | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!next) return;
    setBusy(true);
    try {
      if (await onChange(next)) setNext(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PermissionGate {...gate} block>
      <Group gap="xs" align="flex-end">
        <Select
          label="New status"
          size="sm"
          w={{ base: '100%', xs: 210 }}
          placeholder="Choose a status"
          data={STATUS_OPTIONS.filter((option) => option.value !== status)}
          value={next}
          onChange={(value) => setNext(value as InquiryStatus | null)}
          comboboxProps={{ withinPortal: true }}
        />
        <Button size="sm" onClick={() => void submit()} disabled={!next} loading={busy}>
          Change status
        </Button>
      </Group>
    </PermissionGate>
  );
}
