import { modulePolicy, type ModulePolicy, type PortfolioModule } from '@lendline/portfolio';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import type { AccessRule } from '../../../resources/define-resource.ts';

// Every portfolio route names its module in the path; the rules below read it from there, so one
// declaration serves all seven modules and the permission asked is always that module's.
const rule = (menu: 'Contracts' | 'Invoices', action: AccessRule['action']): AccessRule => ({
  module: ':module',
  menu,
  action,
});

export const CONTRACTS_VIEW = rule('Contracts', 'view');
export const CONTRACTS_CREATE = rule('Contracts', 'create');
export const CONTRACTS_DOWNLOAD = rule('Contracts', 'download');
export const INVOICES_VIEW = rule('Invoices', 'view');
export const INVOICES_CREATE = rule('Invoices', 'create');

export const moduleNotFound = (module: string) =>
  new HttpError(404, 'Error', `Module not found: ${module}`, { code: 'MODULE_NOT_FOUND' });

export const actionNotAllowed = (message: string) =>
  new HttpError(403, 'Error', message, { code: 'ACTION_NOT_ALLOWED_IN_MODULE' });

/**
 * The path check of every portfolio resource: the module must be a portfolio module. A caller without
 * a session learns nothing, not even which modules exist: 401 comes first.
 */
export function checkModuleParam(params: Record<string, string>, c: Context<AppEnv>): void {
  requirePrincipal(c.get('principal'));
  const module = params.module ?? '';
  if (!modulePolicy(module)) throw moduleNotFound(module);
}

/** A module whose menu has no such list (Invoices of Contract Inquiry) has nothing behind it either. */
export function checkInvoiceModuleParam(params: Record<string, string>, c: Context<AppEnv>): void {
  checkModuleParam(params, c);
  if (!modulePolicy(params.module!)!.invoices) throw moduleNotFound(params.module!);
}

/** The request's module and its policy (the path was checked before any handler runs). */
export function moduleOf(c: Context<AppEnv>): { module: PortfolioModule; policy: ModulePolicy } {
  const module = c.req.param('module') ?? '';
  const policy = modulePolicy(module);
  if (!policy) throw moduleNotFound(module);
  return { module: module as PortfolioModule, policy };
}

/** Today as a calendar day in UTC: the scopes that look ahead or back count from it. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
