import { Button } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { Icon } from '../../../components/icons.tsx';
import type { ExportFormat } from '../api/export-contracts.ts';

export interface ExportButtonsProps {
  gate: ElementRequest;
  /** Downloads the file; rejects when the server refuses. */
  onExport: (format: ExportFormat) => Promise<unknown>;
}

/** "Export CSV" and "Export XLSX": gated by download, each busy while its file is prepared. */
export function ExportButtons({ gate, onExport }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await onExport(format);
    } finally {
      setBusy(null);
    }
  };
  return (
    <PermissionGate {...gate}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="default"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void run(format)}
          leftSection={<Icon name="download" size={16} />}
          ml={format === 'xlsx' ? 'xs' : 0}
        >
          Export {format.toUpperCase()}
        </Button>
      ))}
    </PermissionGate>
  );
}
