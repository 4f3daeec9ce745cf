import { Button } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../access/permission-gate.tsx';
import { Icon } from '../icons.tsx';

export interface ExportButtonProps {
  gate: ElementRequest;
  /** Downloads the file; rejects when the server refuses. */
  onExport: () => Promise<unknown>;
}

/** "Export CSV": gated by download, busy while the file is prepared. */
export function ExportButton({ gate, onExport }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PermissionGate {...gate}>
      <Button
        size="sm"
        variant="default"
        loading={busy}
        onClick={() => void run()}
        leftSection={<Icon name="download" size={16} />}
      >
        Export CSV
      </Button>
    </PermissionGate>
  );
}
