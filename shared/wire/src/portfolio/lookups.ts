import { DEBT_SOURCE_KINDS } from '@lendline/portfolio';
import * as v from 'valibot';
import { wireCode, wireId, wireMoment, wireMoney, wireRate } from '../wire-values.ts';

// The records the contract screens pick from: lessees, funders, and the module's own vendor and sales
// rep name lists (`/api/modules/{module}/{customers,debt-sources,vendors,sales-reps}`).

const activeOrNot = v.picklist(['active', 'inactive']);

/** A lessee's legal form (the database's check and the API's body schema hold the same list). */
export const CUSTOMER_ENTITY_TYPES = [
  'LLC',
  'CORPORATION',
  'PARTNERSHIP',
  'SOLE_PROPRIETOR',
  'NON_PROFIT',
] as const;
export type CustomerEntityType = (typeof CUSTOMER_ENTITY_TYPES)[number];

/** A lessee (`…/customers`); the customer number is the server's, the tax rate a fraction. */
export const customerRecord = v.object({
  id: wireId,
  customerNumber: v.string(),
  legalName: v.string(),
  dba: v.nullable(v.string()),
  fein: v.string(),
  entityType: wireCode(CUSTOMER_ENTITY_TYPES),
  naics: v.string(),
  address1: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  phone: v.string(),
  billToEmail: v.string(),
  gpCustomerNumber: v.nullable(v.string()),
  taxExempt: v.boolean(),
  taxRate: wireRate,
  createdAt: wireMoment,
  updatedAt: wireMoment,
});
export type CustomerRecord = v.InferOutput<typeof customerRecord>;

/** A funder (`…/debt-sources`). */
export const debtSourceRecord = v.object({
  id: wireId,
  name: v.string(),
  kind: wireCode(DEBT_SOURCE_KINDS),
  commitment: v.nullable(wireMoney),
  advanceRate: v.nullable(wireRate),
  buyRate: v.nullable(wireRate),
  status: activeOrNot,
  createdAt: wireMoment,
});
export type DebtSourceRecord = v.InferOutput<typeof debtSourceRecord>;

/** The filter's and add form's reading of a funder: `fields: ['id', 'name', 'status']`. */
export const debtSourceOption = v.pick(debtSourceRecord, ['id', 'name', 'status']);
export type DebtSourceOption = v.InferOutput<typeof debtSourceOption>;

/** A vendor as the contract form's picker may see it (`…/vendors`): no contact details. */
export const portfolioVendorRecord = v.object({ id: wireId, name: v.string(), status: activeOrNot });
export type PortfolioVendorRecord = v.InferOutput<typeof portfolioVendorRecord>;

/** An active staff user a contract may name as its sales rep (`…/sales-reps`). */
export const portfolioSalesRepRecord = v.object({ id: wireId, name: v.string() });
export type PortfolioSalesRepRecord = v.InferOutput<typeof portfolioSalesRepRecord>;

/** What the pickers read of either (`fields: ['id', 'name']`). */
export const nameOption = v.object({ id: wireId, name: v.string() });
export type NameOption = v.InferOutput<typeof nameOption>;
