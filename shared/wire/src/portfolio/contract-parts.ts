import {
  ASSET_CATEGORIES,
  ASSET_STATUSES,
  BILLING_METHODS,
  PAYMENT_STATUSES,
  PREFUND_STATUSES,
} from '@lendline/portfolio';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoment, wireMoney, wireRate } from '../wire-values.ts';
import { contractRecord } from './contract.ts';

// What hangs off a contract, each its own resource under `/api/modules/{module}/` filtered by
// `contractId` (apps/api/src/features/portfolio/{assets,documents,notes,payments,prefunds}).

/** A piece of equipment (`…/assets`), with its contract's number from the view. */
export const assetRecord = v.object({
  id: wireId,
  contractId: wireId,
  category: wireCode(ASSET_CATEGORIES),
  make: v.string(),
  model: v.string(),
  year: wireCount,
  serialNumber: v.string(),
  description: v.string(),
  newUsed: v.picklist(['NEW', 'USED']),
  quantity: wireCount,
  cost: wireMoney,
  vendorId: v.nullable(wireId),
  locationCity: v.string(),
  locationState: v.string(),
  status: wireCode(ASSET_STATUSES),
  bookResidual: wireMoney,
  uccFilingNumber: v.nullable(v.string()),
  insuranceCertExpiry: v.nullable(wireDay),
  dispositionDate: v.nullable(wireDay),
  dispositionAmount: v.nullable(wireMoney),
  createdAt: wireMoment,
  updatedAt: wireMoment,
  contractNumber: v.string(),
});
export type AssetRecord = v.InferOutput<typeof assetRecord>;

/** What a contract document is (the database's check uses the same list). */
export const DOCUMENT_KINDS = [
  'LEASE_AGREEMENT',
  'DELIVERY_ACCEPTANCE',
  'VENDOR_INVOICE',
  'INSURANCE',
  'UCC',
  'OTHER',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document's metadata (`…/contract-documents`); its bytes are at `/{id}/content`. */
export const contractDocumentRecord = v.object({
  id: wireId,
  documentId: v.string(),
  contractId: wireId,
  name: v.string(),
  kind: wireCode(DOCUMENT_KINDS),
  contentType: v.string(),
  sizeBytes: wireCount,
  isValid: v.boolean(),
  uploadedBy: v.nullable(wireId),
  uploadedAt: wireMoment,
});
export type ContractDocumentRecord = v.InferOutput<typeof contractDocumentRecord>;

export const NOTE_CATEGORIES = ['GENERAL', 'COLLECTIONS', 'BILLING', 'CUSTOMER_SERVICE'] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];

/** A servicing note (`…/contract-notes`); the author's name is read beside the id. */
export const contractNoteRecord = v.object({
  id: wireId,
  contractId: wireId,
  authorId: v.nullable(wireId),
  authorName: v.nullable(v.string()),
  at: wireMoment,
  category: wireCode(NOTE_CATEGORIES),
  text: v.string(),
});
export type ContractNoteRecord = v.InferOutput<typeof contractNoteRecord>;

/** A payment received (`…/payments`). */
export const paymentRecord = v.object({
  id: wireId,
  contractId: wireId,
  invoiceId: v.nullable(wireId),
  receivedDate: wireDay,
  amount: wireMoney,
  method: wireCode(BILLING_METHODS),
  reference: v.string(),
  status: wireCode(PAYMENT_STATUSES),
  createdAt: wireMoment,
});
export type PaymentRecord = v.InferOutput<typeof paymentRecord>;

/** A prefund, funding before commencement (`…/prefunds`); rates as fractions. */
export const prefundRecord = v.object({
  id: wireId,
  contractId: wireId,
  vendorId: v.nullable(wireId),
  amount: wireMoney,
  percentOfCost: wireRate,
  requestDate: wireDay,
  fundedDate: v.nullable(wireDay),
  expectedCommencementDate: v.nullable(wireDay),
  convertedDate: v.nullable(wireDay),
  interimRate: wireRate,
  status: wireCode(PREFUND_STATUSES),
  createdAt: wireMoment,
});
export type PrefundRecord = v.InferOutput<typeof prefundRecord>;

/** An asset as a contract POST answers it: its own fields, without the list's joined number and stamps. */
export const createdAsset = v.omit(assetRecord, ['contractNumber', 'createdAt', 'updatedAt']);
export type CreatedAsset = v.InferOutput<typeof createdAsset>;

/**
 * `POST /api/modules/{module}/contracts`: the contract as priced and stored, and for an asset contract
 * the assets made with it.
 */
export const createdContract = v.object({
  ...contractRecord.entries,
  assets: v.optional(v.array(createdAsset)),
});
export type CreatedContract = v.InferOutput<typeof createdContract>;
