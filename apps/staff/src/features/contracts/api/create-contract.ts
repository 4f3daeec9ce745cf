import type { AssetCategory, BillingMethod, ContractType, PaymentFrequencyCode } from '@lendline/portfolio';
import { api } from '../../../lib/api.ts';
import { createdContract, type CreatedContract } from '@lendline/wire';
import { portfolioPath, type AssetRecord } from './contracts-resource.ts';

/** A first asset of an asset contract (Asset Management's `assest-add`). */
export interface NewAsset {
  category: AssetCategory;
  make: string;
  model: string;
  year: number;
  serialNumber: string;
  description: string;
  newUsed: 'NEW' | 'USED';
  quantity: number;
  cost: number;
  locationCity: string;
  locationState: string;
}

/**
 * The contract POST body of CONTRACT.md: the deal's terms; the server prices it with `@lendline/finance`
 * and answers with the amounts it computed (payment, amount financed, dates, schedule).
 */
export interface NewContract {
  customerId: number;
  contractType: ContractType;
  debtSourceId?: number;
  vendorId?: number;
  salesRepId?: number;
  /** The terms below are required for a lease or loan; a misc contract has none. */
  equipmentCost?: number;
  downPayment?: number;
  docFee?: number;
  termMonths?: number;
  paymentFrequency?: PaymentFrequencyCode;
  advancePayments?: number;
  annualRate?: number;
  residualAmount?: number;
  billingMethod: BillingMethod;
  dueDay: number;
  commencementDate: string;
  description?: string;
  assets?: NewAsset[];
}

/** `POST /modules/{module}/contracts`: 403 `ACTION_NOT_ALLOWED_IN_MODULE` when the policy has no such add. */
export function createContract(module: string, body: NewContract): Promise<CreatedContract> {
  return api.create(portfolioPath(module, 'contracts'), { ...body }, { schema: createdContract });
}

/** `PATCH /modules/{module}/assets/{id}` (Contracts › create). */
export function updateAsset(module: string, assetId: number, change: Partial<AssetRecord>): Promise<void> {
  return api.patch(portfolioPath(module, 'assets'), assetId, { ...change });
}
