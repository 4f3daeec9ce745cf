import type { Filter } from '@lendline/filter';
import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import {
  CONTRACTS_KEY,
  portfolioPath,
  type AssetRecord,
  type ContractDocumentRecord,
  type ContractInvoiceRecord,
  type ContractNoteRecord,
  type PaymentRecord,
  type PrefundRecord,
} from './contracts-resource.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/** What hangs off a contract, each its own resource filtered by `contractId`. */
const RELATED = {
  assets: { resource: 'assets', order: ['id ASC'] },
  documents: { resource: 'contract-documents', order: ['uploadedAt DESC'] },
  notes: { resource: 'contract-notes', order: ['at DESC', 'id DESC'] },
  payments: { resource: 'payments', order: ['receivedDate DESC', 'id DESC'] },
  invoices: { resource: 'invoices', order: ['invoiceDate DESC', 'id DESC'] },
  prefunds: { resource: 'prefunds', order: ['requestDate DESC', 'id DESC'] },
} as const;

type Related = typeof RELATED;
interface RelatedRows {
  assets: AssetRecord;
  documents: ContractDocumentRecord;
  notes: ContractNoteRecord;
  payments: PaymentRecord;
  invoices: ContractInvoiceRecord;
  prefunds: PrefundRecord;
}

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
  const { resource, order } = RELATED[kind];
  const filter: Filter = {
    where: { contractId },
    order: [...order],
    ...(kind === 'invoices' ? { include: ['lines'] } : {}),
  };
  return useSWR(
    enabled && Number.isInteger(contractId) ? [CONTRACTS_KEY, module, kind, contractId] : null,
    () => api.list<RelatedRows[Kind]>(portfolioPath(module, resource), filter),
    OPTIONS,
  );
}

/** `GET /modules/{module}/assets/{id}`, for the asset's edit page. */
export function useAsset(module: string, assetId: number) {
  return useSWR(
    Number.isInteger(assetId) && assetId > 0 ? [CONTRACTS_KEY, module, 'asset', assetId] : null,
    () => api.findById<AssetRecord>(portfolioPath(module, 'assets'), assetId),
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
      api.findById<ContractInvoiceRecord>(portfolioPath(module, 'invoices'), invoiceId, {
        include: ['lines'],
      }),
    OPTIONS,
  );
}
