import { portfolioSalesRepRecord, portfolioVendorRecord } from '@lendline/wire';
import { sql } from 'kysely';
import { defineResource } from '../../../resources/define-resource.ts';
import { checkModuleParam, CONTRACTS_VIEW } from '../module-scope/module-access.ts';

const read = { readOnly: true } as const;

// The contract screens pick a vendor and a sales rep with the module's own Contracts › view right: a
// portfolio role often has no right on Vendors or Enquiry, and a 403 there would end its session
// (spec §8). Only ids and names leave, never contact details, e-mails or roles.

/** Vendors by name, for the contract form's vendor picker (`GET /modules/{module}/vendors`). */
export const portfolioVendorsResource = defineResource({
  name: 'PortfolioVendor',
  path: '/modules/:module/vendors',
  table: 'vendor',
  description: 'Vendor names for the contract screens',
  wire: portfolioVendorRecord,
  fields: {
    id: { type: 'number', ...read },
    name: { type: 'string', ...read, sort: { caseInsensitive: true } },
    status: { type: 'string', ...read },
  },
  view: { from: sql`select id, name, status from vendor`, tables: ['vendor'] },
  checkParams: checkModuleParam,
  access: { read: CONTRACTS_VIEW },
});

/** Active staff by name, for the sales rep picker (`GET /modules/{module}/sales-reps`). */
export const portfolioSalesRepsResource = defineResource({
  name: 'PortfolioSalesRep',
  path: '/modules/:module/sales-reps',
  table: 'app_user',
  description: 'Active staff users (id and name) a contract may name as its sales rep',
  wire: portfolioSalesRepRecord,
  fields: {
    id: { type: 'number', ...read },
    name: { type: 'string', ...read, sort: { caseInsensitive: true } },
  },
  view: {
    from: sql`select id, first_name || ' ' || last_name as name from app_user where is_active`,
    tables: ['app_user'],
  },
  checkParams: checkModuleParam,
  access: { read: CONTRACTS_VIEW },
});
