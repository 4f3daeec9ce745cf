import type { PermissionMap } from '@lendline/permissions';
import { BILLING_METHODS } from '@lendline/portfolio';
import { filterOf, pageOf, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { apiError, invalidBody, json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { ExtensionInvoiceProcessRow, GpExtensionInvoiceRow } from '../api/extensions-api.ts';
import {
  GP_INVOICE_FIXTURES,
  INVOICING_FILTER_CHOICES,
  INVOICING_FIXTURES,
  jobRunFixture,
  NEW_EXTENSION_FIXTURES,
  NEW_FILTER_CHOICES,
  NEW_RUN_PREVIEW,
} from './extension-fixtures.ts';

const ALL = { view: true, create: true, download: true };

/** Everything in Extensions: both views, the runs, the edits and Post to GP. */
export const EXTENSIONS_ADMIN: PermissionMap = { extensions: { Contracts: ALL, Invoices: ALL } };

/** May read the views and the invoices, run and change nothing. */
export const EXTENSIONS_VIEW_ONLY: PermissionMap = {
  extensions: { Contracts: { view: true }, Invoices: { view: true } },
};

export interface FakeExtensionsApiOptions {
  permissions?: PermissionMap;
  /** The signed-in user's stored page config. */
  config?: unknown;
  /** The stored token goes stale once: the first confirm answers 409, as when rows changed. */
  staleOnce?: boolean;
  /** The GP run refuses this many of the invoices sent (the spec's "Unable to process" case). */
  gpRefuses?: number;
}

/** The calls to a path (lists, not counts) made so far. */
export const callsTo = (calls: ApiCall[], path: string, method = 'GET') =>
  calls.filter((call) => call.method === method && call.path === `/api/${path}`);

const A = '/api/rpm-extension-process-vws';
const I = '/api/rpm-extension-invoice-process-vws';

/**
 * The Extensions API of CONTRACT.md over fixtures: the views by skip and limit (the where and order are
 * what tests inspect), their counts and filter choices, the PATCH with the server's checks (422 for an
 * address that is not one, 404 for another module), both runs' preview and confirm (409 once when
 * `staleOnce`), the GP list and its posting, and the job runs they start, finished at the first ask.
 */
export function fakeExtensionsApi({
  permissions = EXTENSIONS_ADMIN,
  config,
  staleOnce = false,
  gpRefuses = 0,
}: FakeExtensionsApiOptions = {}): ApiHandlers {
  const invoicing: ExtensionInvoiceProcessRow[] = INVOICING_FIXTURES.map((row) => ({ ...row }));
  let gp: GpExtensionInvoiceRow[] = GP_INVOICE_FIXTURES.map((row) => ({ ...row }));
  let stale = staleOnce;
  let runs = jobRunFixture();
  const preview = (billingSource: string, throughDate: string) => ({
    ...NEW_RUN_PREVIEW,
    billingSource,
    throughDate,
  });
  const confirmOrPreview = (call: ApiCall, params: Record<string, string>, type: string, title: string) => {
    const token = call.url.searchParams.get('confirm');
    const answer = preview(params.billingSource!, params.throughDate!);
    if (token === null) return json(answer);
    if (stale) {
      stale = false;
      return apiError(
        409,
        'The extensions changed since this preview. Preview again before you run.',
        'PREVIEW_OUT_OF_DATE',
      );
    }
    if (token !== answer.confirm) return apiError(409, 'Stale', 'PREVIEW_OUT_OF_DATE');
    runs = jobRunFixture({
      type,
      title,
      status: 'queued',
      progressDone: 0,
      finishedAt: null,
      counts: {},
      amountTotal: null,
      fileId: null,
    });
    return json({ jobRun: runs }, 202);
  };
  return {
    ...signedInUser('Extensions Desk', permissions, config),
    [`GET ${A}`]: (call) => json(pageOf(NEW_EXTENSION_FIXTURES, call)),
    [`GET ${A}/count`]: () => json({ count: NEW_EXTENSION_FIXTURES.length }),
    [`GET ${A}/get-new-filters`]: () => json(NEW_FILTER_CHOICES),
    [`GET ${A}/process-new-ext/:billingSource/:throughDate`]: (call, params) =>
      confirmOrPreview(call, params, 'extension-process-new', 'Start extensions'),
    [`GET ${I}`]: (call) => json(pageOf(invoicing, call)),
    [`GET ${I}/count`]: () => json({ count: invoicing.length }),
    [`GET ${I}/get-invoicing-filters`]: () => json(INVOICING_FILTER_CHOICES),
    [`GET ${I}/process-invoicing-ext/:billingSource/:throughDate/:paymentMethod`]: (call, params) =>
      confirmOrPreview(call, params, 'extension-process-invoicing', 'Bill extensions'),
    [`PATCH ${I}/:module/:id`]: (call, { module = '', id = '' }) => {
      if (module !== 'extensions') return apiError(404, `Module not found: ${module}`, 'MODULE_NOT_FOUND');
      const row = invoicing.find((item) => String(item.id) === id);
      if (!row)
        return apiError(
          404,
          `Entity not found: RpmExtensionInvoiceProcessVw with id ${id}`,
          'ENTITY_NOT_FOUND',
        );
      const body = JSON.parse(call.body) as Partial<ExtensionInvoiceProcessRow>;
      if (typeof body.sendTo === 'string' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.sendTo))
        return invalidBody([
          {
            path: '/sendTo',
            code: 'format',
            message: 'must match format "email"',
            info: { format: 'email' },
          },
        ] as unknown as Parameters<typeof invalidBody>[0]);
      if (
        body.paymentMethod !== undefined &&
        !(BILLING_METHODS as readonly string[]).includes(body.paymentMethod)
      )
        return invalidBody([
          { path: '/paymentMethod', message: 'must be equal to one of the allowed values' },
        ]);
      Object.assign(row, body);
      return new Response(null, { status: 204 });
    },
    'GET /api/gpExtensionInvoices': (call) => json(pageOf(gp, call)),
    'GET /api/gpExtensionInvoices/count': () => json({ count: gp.length }),
    'POST /api/gpExtensionInvoices': (call) => {
      const { invoiceIds } = JSON.parse(call.body) as { invoiceIds: number[] };
      const refused = new Set(invoiceIds.slice(0, gpRefuses));
      gp = gp.map((row) =>
        !invoiceIds.includes(row.id)
          ? row
          : refused.has(row.id)
            ? { ...row, status: 'POST_FAILED', postError: 'Customer not in GP' }
            : {
                ...row,
                status: 'POSTED',
                gpDocNumber: `EXT-${row.invoiceNumber}`,
                gpBatchId: 'EXT-20261127',
                postError: null,
              },
      );
      const posted = invoiceIds.length - refused.size;
      runs = jobRunFixture({
        id: 502,
        type: 'extension-gp-posting',
        title: `Send ${invoiceIds.length} extension invoices to GP`,
        counts: { posted, failed: refused.size, skipped: 0, unreachable: 0 },
        amountTotal: gp
          .filter((row) => invoiceIds.includes(row.id) && row.status === 'POSTED')
          .reduce((sum, row) => sum + row.total, 0)
          .toFixed(2),
        fileId: null,
      });
      return json(
        { jobRun: { ...runs, status: 'queued', counts: {}, amountTotal: null, finishedAt: null } },
        202,
      );
    },
    // The run a screen follows: finished when first asked, with what it did.
    'GET /api/job-runs/:id': () =>
      json(
        runs.status === 'queued'
          ? (runs = {
              ...runs,
              status: 'succeeded',
              progressDone: 2,
              finishedAt: '2026-11-27T15:00:03.000Z',
              counts:
                runs.type === 'extension-process-invoicing'
                  ? { invoices: 2, contracts: 2 }
                  : { started: 2, skipped: 0 },
              amountTotal: '3462.34',
              fileId: 77,
            })
          : runs,
      ),
  };
}

/** The where of the latest list call to a view. */
export const lastWhereOf = (calls: ApiCall[], path: string) =>
  filterOf(callsTo(calls, path).at(-1)!).where as Record<string, unknown> | undefined;
