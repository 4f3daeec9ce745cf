import { ApiError } from '@lendline/api-client';
import {
  extensionRunPreview,
  invoicingExtensionFilters,
  jobStarted,
  newExtensionFilters,
  type ExtensionInvoicePatch,
  type ExtensionRunPreview,
} from '@lendline/wire';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import { EXTENSIONS } from '../extension-gates.ts';

// The spec's Extensions calls (product-spec §7; apps/api/src/features/extensions/CONTRACT.md), checked
// against the server's wire schemas (@lendline/wire), so a renamed field fails here and in tests/contract.

export { extensionInvoiceProcessRow, extensionProcessRow, gpExtensionInvoiceRow } from '@lendline/wire';
export type {
  ExtensionInvoiceProcessRow,
  ExtensionProcessRow,
  ExtensionRunPreview,
  GpExtensionInvoiceRow,
  InvoicingExtensionFilters as InvoicingFilterChoices,
  NewExtensionFilters as NewFilterChoices,
} from '@lendline/wire';

export const NEW_EXTENSIONS_RESOURCE = 'rpm-extension-process-vws';
export const INVOICING_RESOURCE = 'rpm-extension-invoice-process-vws';
export const GP_INVOICES_RESOURCE = 'gpExtensionInvoices';

/** Every SWR key of this feature starts with this, so a run or an edit refreshes every list at once. */
export const EXTENSIONS_KEY = 'extensions';
export const listKey = (view: 'new' | 'invoicing' | 'gp'): string => `${EXTENSIONS_KEY}:${view}`;

/** Reloads every Extensions list, count and filter choice on screen. */
export function useRefreshExtensions(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && String(key[0]).startsWith(EXTENSIONS_KEY));
}

/** `GET /rpm-extension-process-vws/get-new-filters`: each filter's choices with their counts. */
export const useNewFilterChoices = () =>
  useSWR([listKey('new'), 'filters'], () =>
    api.get(`${NEW_EXTENSIONS_RESOURCE}/get-new-filters`, undefined, { schema: newExtensionFilters }),
  );

/** `GET /rpm-extension-invoice-process-vws/get-invoicing-filters`. */
export const useInvoicingFilterChoices = () =>
  useSWR([listKey('invoicing'), 'filters'], () =>
    api.get(`${INVOICING_RESOURCE}/get-invoicing-filters`, undefined, { schema: invoicingExtensionFilters }),
  );

/** The two runs of the spec and what each takes beyond billing source and through date. */
export type RunKind = 'new' | 'invoicing';

export interface RunChoice {
  billingSource: string;
  throughDate: string;
  /** The invoicing run's `{paymentMethod}`; ALL or a billing method. */
  paymentMethod: string;
}

/** The run's path: `process-new-ext/{billingSource}/{throughDate}` or the invoicing one with the method. */
export function runPath(kind: RunKind, { billingSource, throughDate, paymentMethod }: RunChoice): string {
  const part = encodeURIComponent;
  return kind === 'new'
    ? `${NEW_EXTENSIONS_RESOURCE}/process-new-ext/${part(billingSource)}/${part(throughDate)}`
    : `${INVOICING_RESOURCE}/process-invoicing-ext/${part(billingSource)}/${part(throughDate)}/${part(paymentMethod)}`;
}

/** The run's preview: what it would take (count, total, rows) and the token that starts exactly that. */
export const previewRun = (kind: RunKind, choice: RunChoice): Promise<ExtensionRunPreview> =>
  api.get(runPath(kind, choice), undefined, { schema: extensionRunPreview });

/**
 * Starts the previewed run (`?confirm=<token>`, 202 with the job run). The token is the job's
 * idempotency key, so a double click or a retry finds the same run. A 409 means the rows changed since.
 */
export async function confirmRun(kind: RunKind, choice: RunChoice, token: string): Promise<JobRun> {
  const answer = await api.get(runPath(kind, choice), { confirm: token }, { schema: jobStarted });
  return answer.jobRun;
}

/** The preview went stale: the server refused the token because the rows changed (409). */
export const isStalePreview = (failure: unknown): boolean =>
  failure instanceof ApiError && failure.status === 409;

/** `PATCH /rpm-extension-invoice-process-vws/{module}/{contractId}` with the numeric id; 204. */
export const patchExtension = (id: number, change: ExtensionInvoicePatch): Promise<void> =>
  api.patch(`${INVOICING_RESOURCE}/${EXTENSIONS}`, id, { ...change });

/** `POST /gpExtensionInvoices {invoiceIds}`: the posting job (202 with its run). */
export async function postToGp(invoiceIds: readonly number[]): Promise<JobRun> {
  const answer = await api.create(
    GP_INVOICES_RESOURCE,
    { invoiceIds: [...invoiceIds] },
    { schema: jobStarted },
  );
  return answer.jobRun;
}

/**
 * Where a refused edit shows: the 422's message for the field edited (the server's body validation
 * names it in `details[].path`), else the server's own message, else the fallback.
 */
export function editRefusal(failure: unknown, field: string, fallback: string): string {
  const details = failure instanceof ApiError ? failure.body?.details : undefined;
  if (Array.isArray(details)) {
    for (const detail of details as { path?: unknown; message?: unknown; info?: { format?: unknown } }[]) {
      const path = typeof detail.path === 'string' ? detail.path.replace(/^\//, '') : '';
      if (path !== field) continue;
      // The body check words a bad address as a schema format ('must match format "email"').
      if (detail.info?.format === 'email') return 'Not an e-mail address.';
      if (typeof detail.message === 'string' && detail.message) return detail.message;
    }
  }
  return errorMessage(failure, fallback);
}
