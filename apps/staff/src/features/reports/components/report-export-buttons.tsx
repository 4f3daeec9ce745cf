import { Button } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ReportExportBody } from '@lendline/wire';
import { useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { Icon } from '../../../components/icons.tsx';

export type ReportExportFormat = ReportExportBody['format'];

export interface ReportExportButtonsProps {
  gate: ElementRequest;
  /** Starts the export job; resolves once the server has accepted it (its progress shows in the modal). */
  onExport: (format: ReportExportFormat) => Promise<unknown>;
  disabled?: boolean;
}

/** "Export CSV" and "Export XLSX" (Reports › download), each busy until the server has started its job. */
export function ReportExportButtons({ gate, onExport, disabled = false }: ReportExportButtonsProps) {
  const [busy, setBusy] = useState<ReportExportFormat | null>(null);
  const run = async (format: ReportExportFormat) => {
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
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void run(format)}
          leftSection={<Icon name="download" size={16} />}
        >
          Export {format.toUpperCase()}
        </Button>
      ))}
    </PermissionGate>
  );
}
