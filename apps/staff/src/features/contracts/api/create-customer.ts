import { ApiError } from '@lendline/api-client';
import { api } from '../../../lib/api.ts';
import { customerRecord, portfolioPath, type CustomerRecord } from './contracts-resource.ts';

/** The customer POST body (CONTRACT.md `/customers`); the server gives the customer number. */
export interface NewCustomer {
  legalName: string;
  dba?: string;
  fein: string;
  entityType: string;
  naics: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  billToEmail: string;
  taxExempt: boolean;
  taxRate: number;
}

/**
 * `POST /modules/{module}/customers` (Contracts › create). A 422's field paths are moved under
 * `/newCustomer/`, so the add contract form shows them on the customer's own fields.
 */
export async function createCustomer(module: string, customer: NewCustomer): Promise<CustomerRecord> {
  try {
    return await api.create(portfolioPath(module, 'customers'), { ...customer }, { schema: customerRecord });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body || !Array.isArray(error.body.details)) throw error;
    const details = (error.body.details as { path?: unknown }[]).map((detail) => ({
      ...detail,
      path: typeof detail.path === 'string' ? `/newCustomer${detail.path}` : detail.path,
    }));
    throw new ApiError(error.status, { ...error.body, details }, error.message);
  }
}
