import type { PermissionMap } from '@lendline/permissions';
import type {
  AchBatchRecord,
  AchEntryRecord,
  AchMandateRecord,
  AchReopenRequestRecord,
  AchReturnFileRecord,
  AchReturnImportResult,
  AchReturnRecord,
} from '@lendline/wire';
import { filterOf, pageOf, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { jobRun } from '../../../components/progress/testing/job-run-fixtures.ts';
import type { AchFilePreview } from '../api/ach-api.ts';
import { BATCH_LIST, ENTRY_FIXTURES, FILE_PREVIEW, reopenFixture } from './ach-fixtures.ts';
import {
  importFixture,
  INVOICE_ENTRIES,
  MANDATES,
  RETURN_FILES,
  RETURN_LINES,
} from './ach-return-fixtures.ts';

const ALL = { view: true, create: true, download: true };

/** tomas.herrera's role: view, create, download. */
export const ACH_OPERATOR: PermissionMap = { ach: { ACH: ALL } };
/** grace.okafor's role: view and create, not the file's bytes. */
export const ACH_APPROVER: PermissionMap = { ach: { ACH: { view: true, create: true } } };
export const ACH_VIEW_ONLY: PermissionMap = { ach: { ACH: { view: true } } };

export interface FakeAchApiOptions {
  permissions?: PermissionMap;
  batches?: AchBatchRecord[];
  entries?: AchEntryRecord[];
  preview?: AchFilePreview;
  requests?: AchReopenRequestRecord[];
  config?: unknown;
  returnFiles?: AchReturnFileRecord[];
  returns?: AchReturnRecord[];
  mandates?: AchMandateRecord[];
  /** The answer to `POST /ach-return-files` (a Response for a refusal). */
  importAnswer?: AchReturnImportResult | Response;
  /** The answer to `POST /ach-mandates` (a Response for a refusal); by default the first mandate. */
  mandateAnswer?: AchMandateRecord | Response;
}

const notFound = () =>
  json({ error: { statusCode: 404, name: 'NotFoundError', message: 'Entity not found' } }, 404);
const QUEUED = {
  status: 'queued' as const,
  progressDone: 0,
  progressTotal: null,
  phase: null,
  startedAt: null,
};
const noContent = () => new Response(null, { status: 204 });

/** The calls a test inspects. */
export const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
export const batchListCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/ach-batches');

/**
 * The ACH API of the shared plan over fixture rows: batch pages and counts, one batch, its entries and
 * their count, the file preview, the lifecycle steps (204), entry edits, the build (202 with a run) and
 * the re-open requests.
 */
export function fakeAchApi({
  permissions = ACH_OPERATOR,
  batches = BATCH_LIST,
  entries = ENTRY_FIXTURES,
  preview = FILE_PREVIEW,
  requests = [reopenFixture()],
  config,
  returnFiles = RETURN_FILES,
  returns = RETURN_LINES,
  mandates = MANDATES,
  importAnswer = importFixture(),
  mandateAnswer,
}: FakeAchApiOptions = {}): ApiHandlers {
  const answer = (value: unknown, status = 200) =>
    value instanceof Response ? value.clone() : json(value, status);
  const batchById = (id: string) => batches.find((batch) => String(batch.id) === id);
  return {
    ...signedInUser('ACH Operator', permissions, config),
    'GET /api/ach-batches': (call) => json(pageOf(batches, call)),
    'GET /api/ach-batches/count': () => json({ count: batches.length }),
    'GET /api/ach-batches/:id': (_call, { id }) => {
      const batch = batchById(id!);
      return batch ? json(batch) : notFound();
    },
    'GET /api/ach-batches/:id/entries': (call) => json(pageOf(entries, call)),
    'GET /api/ach-batches/:id/entries/count': () => json({ count: entries.length }),
    'GET /api/ach-batches/:id/file-preview': () => json(preview),
    'POST /api/ach-batches/build': () =>
      json(
        {
          jobRun: jobRun({ id: 77, type: 'ach-build', module: 'ach', title: 'Build ACH batches', ...QUEUED }),
        },
        202,
      ),
    'POST /api/ach-batches/:id/:step': noContent,
    'PATCH /api/ach-entries/:id': noContent,
    'DELETE /api/ach-entries/:id': noContent,
    'GET /api/ach-reopen-requests': () => json(requests.filter((request) => request.status === 'PENDING')),
    'GET /api/ach-reopen-requests/:id': (_call, { id }) => {
      const request = requests.find((candidate) => String(candidate.id) === id);
      return request ? json(request) : notFound();
    },
    'POST /api/ach-reopen-requests/:id/:decision': noContent,
    'GET /api/ach-return-files': (call) => json(pageOf(returnFiles, call)),
    'GET /api/ach-return-files/count': () => json({ count: returnFiles.length }),
    'POST /api/ach-return-files': () => answer(importAnswer),
    'POST /api/ach-return-files/fetch-from-bank': () => json({ files: [] }),
    'GET /api/ach-returns': (call) => {
      // The two narrowings the screens ask for: one file's lines, one invoice's returns.
      const { where } = filterOf(call) as { where?: { returnFileId?: number; invoiceId?: number } };
      const rows = returns.filter(
        (line) =>
          (where?.returnFileId === undefined || line.returnFileId === where.returnFileId) &&
          (where?.invoiceId === undefined || line.invoiceId === where.invoiceId),
      );
      return json(pageOf(rows, call));
    },
    'GET /api/ach-returns/count': () => json({ count: returns.length }),
    'GET /api/ach-entries': () => json(INVOICE_ENTRIES),
    'GET /api/ach-mandates': (call) => json(pageOf(mandates, call)),
    'GET /api/ach-mandates/count': () => json({ count: mandates.length }),
    'POST /api/ach-mandates': () => answer(mandateAnswer ?? mandates[0], 201),
    'POST /api/ach-mandates/:id/revoke': (_call, { id }) => {
      const mandate = mandates.find((candidate) => String(candidate.id) === id);
      return mandate ? json({ ...mandate, revokedAt: '2026-11-24', revokedReason: 'Closed' }) : notFound();
    },
    'GET /api/modules/:module/contracts': () =>
      json(
        mandates.map((mandate) => ({
          id: mandate.contractId,
          contractNumber: mandate.contractNumber,
          customerName: mandate.customerName,
        })),
      ),
  };
}
