import type { DownloadRecord } from '../api/downloads-resource.ts';

const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const file = (change: Partial<DownloadRecord> & Pick<DownloadRecord, 'id' | 'name'>): DownloadRecord => ({
  module: 'informationalInvoices',
  menu: 'Contracts',
  contentType: CSV,
  size: 2_621_440,
  sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  requestedBy: 7,
  requestedByName: 'Avery Collins',
  createdAt: '2026-11-27T10:02:00.000Z',
  expiresAt: '2026-12-04T10:02:00.000Z',
  downloadCount: 0,
  jobRunId: 31,
  ...change,
});

/** Newest first: the user's own exports, a colleague's tape and NACHA file, a PDF and a ZIP. */
export const DOWNLOAD_FIXTURES: DownloadRecord[] = [
  file({ id: 17, name: 'informationalInvoices-contracts-2026-11-27.csv' }),
  file({
    id: 16,
    name: 'informationalInvoices-contracts-2026-11-27.xlsx',
    contentType: XLSX,
    size: 1_887_436,
    createdAt: '2026-11-27T09:41:00.000Z',
    expiresAt: '2026-12-04T09:41:00.000Z',
    downloadCount: 2,
  }),
  file({
    id: 15,
    module: 'dataTapes',
    menu: 'Downloads',
    name: 'Q4 funding tape - Harbor Capital.xlsx',
    contentType: XLSX,
    size: 14_260_633,
    requestedBy: 12,
    requestedByName: 'Marcus Delgado',
    createdAt: '2026-11-26T16:15:00.000Z',
    expiresAt: '2026-12-03T16:15:00.000Z',
    downloadCount: 5,
    jobRunId: 28,
  }),
  file({
    id: 14,
    module: 'ach',
    menu: 'ACH',
    name: 'ACH-2026-11-26-A.ach',
    contentType: 'text/plain',
    size: 96_140,
    requestedBy: 5,
    requestedByName: 'Priya Raman',
    createdAt: '2026-11-26T08:00:00.000Z',
    expiresAt: '2026-12-03T08:00:00.000Z',
    downloadCount: 1,
    jobRunId: 27,
  }),
  file({
    id: 13,
    module: 'borrowingBase',
    menu: 'Certificates',
    name: 'Borrowing base certificate November 2026.pdf',
    contentType: 'application/pdf',
    size: 312_004,
    requestedByName: 'Avery Collins',
    createdAt: '2026-11-20T14:00:00.000Z',
    expiresAt: '2026-11-27T14:00:00.000Z',
    downloadCount: 3,
    jobRunId: 20,
  }),
  file({
    id: 12,
    module: 'dataTapes',
    menu: 'Downloads',
    name: 'Tape documents 2026-11.zip',
    contentType: 'application/zip',
    size: 512,
    createdAt: '2026-11-19T11:00:00.000Z',
    expiresAt: '2026-11-26T11:00:00.000Z',
    downloadCount: 0,
    jobRunId: 19,
  }),
];

/** Enough files for three pages of ten. */
export const MANY_DOWNLOADS: DownloadRecord[] = Array.from({ length: 24 }, (_, index) => ({
  ...DOWNLOAD_FIXTURES[index % DOWNLOAD_FIXTURES.length]!,
  id: 100 + index,
  name: `export-${String(index + 1).padStart(2, '0')}.csv`,
}));
