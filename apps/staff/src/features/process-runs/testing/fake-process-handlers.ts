import type { Where } from '@lendline/filter';
import type { PermissionMap } from '@lendline/permissions';
import { filterOf, pageOf, signedInUser, whereOf } from '../../../testing/fake-api-handlers.ts';
import { apiError, json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { ProcessRun } from '../api/process-api.ts';
import { matches, PROCESS_ADMIN, runOf, type FakeProcessApiOptions } from './fake-process-api.ts';
import { ALREADY_RUN_PREVIEW, LATE_FEE_PREVIEW } from './process-fixtures.ts';

/**
 * The same calls as HTTP handlers, for tests through the real client (mock-api.ts): the histories, the
 * extension runs' GET preview and confirm, the late-fee POSTs (a second confirmation of one token answers
 * the same run), the GP journal.
 */
export function fakeProcessHandlers({
  permissions = PROCESS_ADMIN,
  runs = [],
  journal = [],
  preview = LATE_FEE_PREVIEW,
}: FakeProcessApiOptions & { permissions?: PermissionMap } = {}): ApiHandlers {
  const rows = [...runs];
  const byToken = new Map<string, ProcessRun>();
  const list = (all: object[]) => (call: ApiCall) => {
    const where = filterOf(call).where as Where | undefined;
    return json(
      pageOf(
        all.filter((row) => matches(row as Record<string, unknown>, where)),
        call,
      ),
    );
  };
  const count = (all: object[]) => (call: ApiCall) =>
    json({
      count: all.filter((row) => matches(row as Record<string, unknown>, whereOf(call) as Where | undefined))
        .length,
    });
  const start = (type: string, token: string) => {
    const existing = byToken.get(token);
    if (existing) return json({ jobRun: runOf(existing) }, 202);
    if (token !== preview.confirm)
      return apiError(
        409,
        'The rows changed since this preview. Preview again before you run.',
        'PREVIEW_OUT_OF_DATE',
      );
    const run: ProcessRun = {
      ...(rows[0] ?? runs[0])!,
      id: 900 + byToken.size,
      type,
      title: `${type} run`,
      status: 'running',
      progressDone: 0,
      progressTotal: preview.count,
      counts: {},
      fileId: null,
      fileName: null,
    };
    byToken.set(token, run);
    rows.unshift(run);
    return json({ jobRun: runOf(run) }, 202);
  };
  const extensionPreview = (billingSource: string, throughDate: string) => ({
    billingSource,
    throughDate,
    count: preview.count,
    total: preview.total,
    rows: preview.rows.map((row) => ({
      id: row.id,
      contractId: row.reference,
      customerName: row.customerName,
      dueDate: row.day,
      amount: row.amount,
    })),
    confirm: preview.confirm,
  });
  return {
    ...signedInUser('Billing Desk', permissions),
    'GET /api/extension-process-runs': list(rows),
    'GET /api/extension-process-runs/count': count(rows),
    'GET /api/misc-process-runs': list(rows),
    'GET /api/misc-process-runs/count': count(rows),
    'GET /api/gp-journal': list(journal),
    'GET /api/gp-journal/count': count(journal),
    'GET /api/rpm-extension-process-vws/process-new-ext/:billingSource/:throughDate': (call, params) => {
      const confirm = call.url.searchParams.get('confirm');
      if (confirm) return start('extension-process-new', confirm);
      return json(extensionPreview(params.billingSource!, params.throughDate!));
    },
    'GET /api/rpm-extension-invoice-process-vws/process-invoicing-ext/:billingSource/:throughDate/:paymentMethod':
      (call, params) => {
        const confirm = call.url.searchParams.get('confirm');
        if (confirm) return start('extension-process-invoicing', confirm);
        return json(extensionPreview(params.billingSource!, params.throughDate!));
      },
    'POST /api/misc-process-runs/late-fees/preview': async (call) => {
      const body = JSON.parse(call.body) as { asOfDate: string; graceDays: number };
      const previous = rows.find(
        (run) =>
          run.type === 'misc-late-fees' &&
          run.status === 'succeeded' &&
          run.parameterKey === `${body.asOfDate}|${body.graceDays}`,
      );
      const shown = previous ? ALREADY_RUN_PREVIEW : preview;
      return json({
        asOfDate: body.asOfDate,
        graceDays: body.graceDays,
        count: shown.count,
        total: shown.total,
        rows: shown.rows.map((row) => ({
          id: row.id,
          invoiceNumber: row.reference.split(' · ')[0],
          contractId: row.reference.split(' · ')[1] ?? '',
          customerName: row.customerName,
          dueDate: row.day,
          daysLate: 40,
          balance: 1200,
          amount: row.amount,
        })),
        confirm: shown.confirm,
        previousRun: shown.previousRun && previous ? { ...shown.previousRun, id: previous.id } : null,
      });
    },
    'POST /api/misc-process-runs/late-fees': async (call) => {
      const body = JSON.parse(call.body) as { confirm: string };
      return start('misc-late-fees', body.confirm);
    },
  };
}
