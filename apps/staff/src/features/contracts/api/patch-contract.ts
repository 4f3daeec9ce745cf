import type { BillingMethod, ContractStatus } from '@lendline/portfolio';
import { ApiError } from '@lendline/api-client';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { portfolioPath } from './contracts-resource.ts';

/** What the details screen may change on a contract (CONTRACT.md, contract PATCH). */
export interface ContractChanges {
  status?: ContractStatus;
  salesRepId?: number | null;
  debtSourceId?: number | null;
  billingMethod?: BillingMethod;
  dueDay?: number;
}

/** `PATCH /modules/{module}/contracts/{id}` (Contracts › create); 204, so the caller reloads the contract. */
export function patchContract(module: string, contractId: number, changes: ContractChanges): Promise<void> {
  return api.patch(portfolioPath(module, 'contracts'), contractId, { ...changes });
}

/**
 * A refused change in words: the server's message, then each field message of a 422 (`details[]`), so
 * "Sales rep must be an active staff member" reaches the user as the server wrote it.
 */
export function refusalText(failure: unknown, fallback: string): string {
  const message = errorMessage(failure, fallback);
  const details = failure instanceof ApiError ? failure.body?.details : undefined;
  if (!Array.isArray(details)) return message;
  const fieldMessages = details
    .map((detail: unknown) => (detail as { message?: unknown })?.message)
    .filter((text): text is string => typeof text === 'string' && text !== '');
  return fieldMessages.length > 0 ? `${message}: ${fieldMessages.join('; ')}` : message;
}
