import { Badge, Button, Group } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import { TwoLineCell } from '../../../components/data-table/two-line-cell.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { ContractDocumentRecord } from '../api/contracts-resource.ts';
import { documentKindLabel } from '../contract-labels.ts';
import { RelatedTable, type RelatedRows } from './related-table.tsx';

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface DocumentsTableProps extends RelatedRows<ContractDocumentRecord> {
  /** Downloads the document; the page reports a refusal. */
  onDownload?: (document: ContractDocumentRecord) => Promise<unknown>;
  /** Marks the document valid or not; the page reports a refusal. */
  onValidity?: (document: ContractDocumentRecord, isValid: boolean) => Promise<unknown>;
  /** Contracts › create, for the validity change; a role that may only view sees it disabled. */
  gate?: ElementRequest;
}

function BusyButton({
  label,
  onClick,
  ...rest
}: {
  label: string;
  onClick: () => Promise<unknown>;
  'aria-label': string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={busy}
      aria-label={rest['aria-label']}
      onClick={async () => {
        setBusy(true);
        try {
          await onClick();
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

/** Spec §3: the contract's documents by document id, each marked valid or not. */
export function DocumentsTable({ onDownload, onValidity, gate, ...props }: DocumentsTableProps) {
  return (
    <RelatedTable
      {...props}
      label="Documents"
      rowKey={(document) => document.documentId}
      emptyTitle="No documents"
      emptyDescription="The lease agreement, delivery and acceptance, vendor invoice and insurance land here."
      columns={[
        // The document id under its name, not a column of its own: the table fits the details page at
        // 1366 px (issue 22) with the actions whole.
        {
          key: 'name',
          header: 'Document',
          width: 280,
          cell: (d) => <TwoLineCell name={d.name} detail={d.documentId} />,
        },
        {
          key: 'kind',
          header: 'Kind',
          width: 140,
          cell: (d) => <ClippedText>{documentKindLabel(d.kind)}</ClippedText>,
        },
        { key: 'size', header: 'Size', align: 'right', width: 72, cell: (d) => size(d.sizeBytes) },
        {
          key: 'uploadedAt',
          header: 'Uploaded (UTC)',
          width: 150,
          cell: (d) => formatDateTime(d.uploadedAt),
        },
        {
          key: 'isValid',
          header: 'Validity',
          width: 96,
          cell: (d) => (
            <Badge color={d.isValid ? 'green' : 'red'} variant="light" size="sm" radius="sm">
              {d.isValid ? 'Valid' : 'Not valid'}
            </Badge>
          ),
        },
        {
          key: 'actions',
          header: 'Actions',
          hideHeader: true,
          align: 'right',
          width: 200,
          cell: (d) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {onDownload && (
                <BusyButton
                  label="Download"
                  aria-label={`Download ${d.name}`}
                  onClick={() => onDownload(d)}
                />
              )}
              {onValidity && (
                <PermissionGate {...gate}>
                  <BusyButton
                    label={d.isValid ? 'Mark not valid' : 'Mark valid'}
                    aria-label={`Mark ${d.name} ${d.isValid ? 'not valid' : 'valid'}`}
                    onClick={() => onValidity(d, !d.isValid)}
                  />
                </PermissionGate>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
