import { Button, Group } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { SalesRepPicker, type SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';

export interface AssignControlProps {
  assignedRepId: number | null;
  /** The active staff users (`GET /inquiries/sales-reps`, Inquiries › view). */
  salesReps: SalesRepSource;
  /** Inquiries › create; a role that may only view sees the control disabled. */
  gate: ElementRequest;
  /** Gives the inquiry to the chosen rep; resolves true once the server took it. */
  onAssign: (repId: number, name: string) => Promise<boolean>;
}

/** Who works the inquiry next: pick one of the active sales reps, then confirm with the button. */
export function AssignControl({ assignedRepId, salesReps, gate, onAssign }: AssignControlProps) {
  const [next, setNext] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!next) return;
    setBusy(true);
    try {
      if (await onAssign(Number(next.id), next.name)) setNext(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PermissionGate {...gate} block>
      <Group gap="xs" align="flex-end">
        <SalesRepPicker
          label="Assign to"
          size="sm"
          w={{ base: '100%', xs: 210 }}
          placeholder="Choose a sales rep"
          source={salesReps}
          exclude={assignedRepId === null ? [] : [assignedRepId]}
          value={next?.id ?? ''}
          valueName={next?.name}
          onChange={(id, name) => setNext(id ? { id, name: name ?? `User #${id}` } : null)}
          comboboxProps={{ withinPortal: true }}
        />
        <Button size="sm" onClick={() => void submit()} disabled={!next} loading={busy}>
          {assignedRepId === null ? 'Assign' : 'Reassign'}
        </Button>
      </Group>
    </PermissionGate>
  );
}
