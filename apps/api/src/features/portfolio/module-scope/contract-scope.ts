import type { ContractScope, InvoiceKind } from '@lendline/portfolio';
import type { Context } from 'hono';
import { sql, type RawBuilder } from 'kysely';
import type { AppEnv } from '../../../lib/app-env.ts';
import type { RowScope } from '../../../resources/define-resource.ts';
import { moduleOf, todayUtc } from './module-access.ts';

const RECENT_DAYS = 365;
const MATURING_DAYS = 120;

// Which contracts a module lists (module-policy.ts `ContractScope`), as a condition on a contract row
// under `alias`. MISC contracts belong to the modules that bill one-off charges (scope ANY) only.
export function contractScopeSql(scope: ContractScope, alias: string, today: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const notMisc = sql<boolean>`${column('contract_type')} <> 'MISC'`;
  switch (scope) {
    case 'ANY':
      return sql<boolean>`true`;
    case 'ALL':
      return notMisc;
    case 'RECENTLY_BOOKED':
      return sql<boolean>`${notMisc} and (${column('status')} = 'PENDING_BOOKING'
        or ${column('commencement_date')} >= cast(${today} as date) - ${sql.lit(RECENT_DAYS)})`;
    case 'ACH_BILLED':
      return sql<boolean>`${notMisc} and ${column('billing_method')} = 'ACH'
        and ${column('status')} in ('ACTIVE', 'EXTENDED')`;
    case 'WITH_PREFUND':
      return sql<boolean>`${notMisc} and exists (select 1 from prefund as scope_prefund
        where scope_prefund.contract_id = ${column('id')})`;
    case 'MATURING_OR_EXTENDED':
      return sql<boolean>`${notMisc} and (${column('status')} = 'EXTENDED'
        or (${column('status')} in ('ACTIVE', 'MATURED')
          and ${column('maturity_date')} <= cast(${today} as date) + ${sql.lit(MATURING_DAYS)}))`;
  }
}

/** Tables a scope condition reads besides the contract itself. */
const scopeTables = (scope: ContractScope): string[] => (scope === 'WITH_PREFUND' ? ['prefund'] : []);

/** The module's contracts, for the Contract resource (its view's rows are under `v`). */
export function contractRowScope(c: Context<AppEnv>): RowScope {
  const { module, policy } = moduleOf(c);
  const today = todayUtc();
  return {
    key: `${module}@${today}`,
    where: contractScopeSql(policy.contracts.scope, 'v', today),
    tables: scopeTables(policy.contracts.scope),
  };
}

// A row under `alias` whose `contract_id` is one of the module's contracts.
function ofScopedContract(scope: ContractScope, alias: string, today: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from contract as scope_contract
    where scope_contract.id = ${sql.ref(`${alias}.contract_id`)}
      and ${contractScopeSql(scope, 'scope_contract', today)})`;
}

// An invoice under `alias` of one of the module's kinds, on one of its contracts.
function scopedInvoice(
  scope: ContractScope,
  kinds: readonly InvoiceKind[],
  alias: string,
  today: string,
): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${alias}.kind`)} = any(${[...kinds]}) and ${ofScopedContract(scope, alias, today)}`;
}

/** Rows hanging off a contract (`v.contract_id`): those of the module's contracts only. */
export function contractChildScope(c: Context<AppEnv>): RowScope {
  const { module, policy } = moduleOf(c);
  const today = todayUtc();
  return {
    key: `${module}@${today}`,
    where: ofScopedContract(policy.contracts.scope, 'v', today),
    tables: ['contract', ...scopeTables(policy.contracts.scope)],
  };
}

/** The invoice kinds a module lists; none for a module without Invoices. */
export const invoiceKindsOf = (c: Context<AppEnv>): readonly InvoiceKind[] =>
  moduleOf(c).policy.invoices?.kinds ?? [];

/** Invoices: the module's kinds, on the module's contracts. */
export function invoiceRowScope(c: Context<AppEnv>): RowScope {
  const { module, policy } = moduleOf(c);
  const today = todayUtc();
  return {
    key: `${module}@${today}`,
    where: scopedInvoice(policy.contracts.scope, invoiceKindsOf(c), 'v', today),
    tables: ['contract', ...scopeTables(policy.contracts.scope)],
  };
}

/** Invoice lines: those of the module's invoices. */
export function invoiceLineRowScope(c: Context<AppEnv>): RowScope {
  const { module, policy } = moduleOf(c);
  const today = todayUtc();
  return {
    key: `${module}@${today}`,
    where: sql`exists (select 1 from invoice as scope_invoice where scope_invoice.id = ${sql.ref('v.invoice_id')}
      and ${scopedInvoice(policy.contracts.scope, invoiceKindsOf(c), 'scope_invoice', today)})`,
    tables: ['invoice', 'contract', ...scopeTables(policy.contracts.scope)],
  };
}

/**
 * Lines of any invoice on one of the module's contracts, whatever its kind: the contract's Invoices tab
 * (contract-invoices.resource.ts) shows every invoice billed on the contract, not only this module's kinds.
 */
export function contractInvoiceLineScope(c: Context<AppEnv>): RowScope {
  const { module, policy } = moduleOf(c);
  const today = todayUtc();
  return {
    key: `${module}@${today}`,
    where: sql`exists (select 1 from invoice as scope_invoice where scope_invoice.id = ${sql.ref('v.invoice_id')}
      and ${ofScopedContract(policy.contracts.scope, 'scope_invoice', today)})`,
    tables: ['invoice', 'contract', ...scopeTables(policy.contracts.scope)],
  };
}
