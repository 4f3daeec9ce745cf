import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAfterTest } from '../../../testing/render-app.tsx';
import type { ContractDocumentRecord } from '../api/contracts-resource.ts';
import { DocumentsTable } from './documents-table.tsx';

afterEach(resetAfterTest);

const ucc: ContractDocumentRecord = {
  id: 7,
  documentId: 'doc_4dd9d15c6a4fec8d9262fdb9',
  contractId: 3130,
  name: 'EL-2026-003130 ucc.pdf',
  kind: 'UCC',
  contentType: 'application/pdf',
  sizeBytes: 2_097_152,
  isValid: true,
  uploadedBy: null,
  uploadedAt: '2026-08-01T20:01:00.000Z',
};

describe('DocumentsTable', () => {
  it('shows the document id under its name, the kind in words and the actions, in six columns', () => {
    render(
      <MantineProvider>
        <DocumentsTable rows={[ucc]} onDownload={vi.fn(async () => {})} onValidity={vi.fn(async () => {})} />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Documents' });
    // Fewer, narrower columns so the table and its actions fit the details page at 1366 px.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('EL-2026-003130 ucc.pdf');
    expect(cells[0]).toHaveTextContent('doc_4dd9d15c6a4fec8d9262fdb9');
    expect(within(cells[0]!).getByTitle('doc_4dd9d15c6a4fec8d9262fdb9')).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('UCC filing');
    expect(within(row!).getByRole('button', { name: 'Download EL-2026-003130 ucc.pdf' })).toBeVisible();
    expect(within(row!).getByRole('button', { name: 'Mark EL-2026-003130 ucc.pdf not valid' })).toBeVisible();
  });
});
