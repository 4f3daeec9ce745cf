import { Button, Group } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../access/permission-gate.tsx';
import { Icon } from '../icons.tsx';

/** The two files every list and report exports. */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportButtonsProps {
  gate: ElementRequest;
  /** Downloads the file or starts its job; rejects when the server refuses. */
  onExport: (format: ExportFormat) => Promise<unknown>;
  /** Nothing to export (a report with no rows). */
  disabled?: boolean;
}

/** "Export CSV" and "Export XLSX": gated by download, each busy until its file is ready or its job started. */
export function ExportButtons({ gate, onExport, disabled = false }: ExportButtonsProps) {
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
      <Group gap="xs" wrap="nowrap">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="default"
            loading={busy === format}
            disabled={disabled || (busy !== null && busy !== format)}
            onClick={() => void run(format)}
            leftSection={<Icon name="download" size={16} />}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
      </Group>
    </PermissionGate>
  );
}
