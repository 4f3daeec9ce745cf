import type { Filter } from '@lendline/filter';
import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import {
  assetRecord,
  contractDocumentRecord,
  contractInvoiceRecord,
  contractNoteRecord,
  CONTRACTS_KEY,
  paymentRecord,
  portfolioPath,
  prefundRecord,
} from './contracts-resource.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/** What hangs off a contract, each its own resource filtered by `contractId`, read through its wire schema. */
const RELATED = {
  assets: { resource: 'assets', order: ['id ASC'], schema: assetRecord },
  documents: { resource: 'contract-documents', order: ['uploadedAt DESC'], schema: contractDocumentRecord },
  notes: { resource: 'contract-notes', order: ['at DESC', 'id DESC'], schema: contractNoteRecord },
  payments: { resource: 'payments', order: ['receivedDate DESC', 'id DESC'], schema: paymentRecord },
  // Every invoice of the contract, any kind (the rent included), not only the module's own list.
  invoices: {
    resource: 'contract-invoices',
    order: ['invoiceDate DESC', 'id DESC'],
    schema: contractInvoiceRecord,
  },
  prefunds: { resource: 'prefunds', order: ['requestDate DESC', 'id DESC'], schema: prefundRecord },
} as const;

type Related = typeof RELATED;

/**
 * One contract's related rows (`GET /modules/{module}/{resource}?filter={where:{contractId}}`). Pass
 * `enabled: false` when the role may not read them: nothing is asked then (spec §8, a refusal would end
 * the session).
 */
export function useContractRecords<Kind extends keyof Related>(
  module: string,
  kind: Kind,
  contractId: number,
  enabled = true,
) {
  const { resource, order, schema } = RELATED[kind];
  const filter: Filter = {
    where: { contractId },
    order: [...order],
    ...(kind === 'invoices' ? { include: ['lines'] } : {}),
  };
  return useSWR(
    enabled && Number.isInteger(contractId) ? [CONTRACTS_KEY, module, kind, contractId] : null,
    () => api.list(portfolioPath(module, resource), filter, { schema: schema as Related[Kind]['schema'] }),
    OPTIONS,
  );
}

/** `GET /modules/{module}/assets/{id}`, for the asset's edit page. */
export function useAsset(module: string, assetId: number) {
  return useSWR(
    Number.isInteger(assetId) && assetId > 0 ? [CONTRACTS_KEY, module, 'asset', assetId] : null,
    () => api.findById(portfolioPath(module, 'assets'), assetId, undefined, { schema: assetRecord }),
    OPTIONS,
  );
}

/** `GET /modules/{module}/invoices/{id}` with its lines, for a misc invoice's page. */
export function useContractInvoice(module: string, invoiceId: number, enabled = true) {
  return useSWR(
    enabled && Number.isInteger(invoiceId) && invoiceId > 0
      ? [CONTRACTS_KEY, module, 'invoice', invoiceId]
      : null,
    () =>
      api.findById(
        portfolioPath(module, 'invoices'),
        invoiceId,
        { include: ['lines'] },
        { schema: contractInvoiceRecord },
      ),
    OPTIONS,
  );
}
