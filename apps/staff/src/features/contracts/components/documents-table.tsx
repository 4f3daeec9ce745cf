import { Badge } from '@mantine/core';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { ContractDocumentRecord } from '../api/contracts-resource.ts';
import { codeLabel } from '../contract-labels.ts';
import { RelatedTable, type RelatedRows } from './related-table.tsx';

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Spec §3: the contract's documents by document id, each marked valid or not. */
export function DocumentsTable(props: RelatedRows<ContractDocumentRecord>) {
  return (
    <RelatedTable
      {...props}
      label="Documents"
      rowKey={(document) => document.documentId}
      emptyTitle="No documents"
      emptyDescription="The lease agreement, delivery and acceptance, vendor invoice and insurance land here."
      columns={[
        { key: 'name', header: 'Document', width: 220, cell: (d) => d.name },
        { key: 'documentId', header: 'Document id', width: 160, cell: (d) => d.documentId },
        { key: 'kind', header: 'Kind', width: 150, cell: (d) => codeLabel(d.kind) },
        { key: 'size', header: 'Size', align: 'right', width: 80, cell: (d) => size(d.sizeBytes) },
        {
          key: 'uploadedAt',
          header: 'Uploaded (UTC)',
          width: 160,
          cell: (d) => formatDateTime(d.uploadedAt),
        },
        {
          key: 'isValid',
          header: 'Validity',
          width: 100,
          cell: (d) => (
            <Badge color={d.isValid ? 'green' : 'red'} variant="light" size="sm" radius="sm">
              {d.isValid ? 'Valid' : 'Not valid'}
            </Badge>
          ),
        },
      ]}
    />
  );
}
