import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import type { AppEnv } from '../../../lib/app-env.ts';
import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';
import { contractScopeSql } from './contract-scope.ts';
import { moduleOf, todayUtc } from './module-access.ts';

/** Whether a contract exists and lies in the request's module scope. */
export async function contractInScope(
  c: Context<AppEnv>,
  db: Kysely<any> | Transaction<any>,
  contractId: number,
): Promise<boolean> {
  const { policy } = moduleOf(c);
  const row = await db
    .selectFrom('contract as c')
    .select('c.id')
    .where('c.id', '=', contractId)
    .where(contractScopeSql(policy.contracts.scope, 'c', todayUtc()))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The write rule of every record that hangs off a contract: the contract must be one this module
 * lists, else the body names a contract that, for this module, does not exist.
 */
export async function contractMustBeInScope(
  record: Record<string, unknown>,
  context: WriteContext,
): Promise<ValidationDetail[]> {
  const contractId = record.contractId;
  if (typeof contractId !== 'number') return [];
  if (context.before && context.before.contractId === contractId) return [];
  if (await contractInScope(context.c, context.trx, contractId)) return [];
  return [
    {
      path: '/contractId',
      code: 'reference',
      message: `Contract ${contractId} does not exist in this module`,
      info: { contractId },
    },
  ];
}
