import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { AppEnv } from '../app/app-env.ts';
import type { Logger } from '../app/logger.ts';
import type { AccessRule, ResourceDefinition, Verb } from './define-resource.ts';

export interface AuditEvent {
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: number;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
}

/**
 * The two seams every resource request passes through: the permission check before any data is read
 * or written, and the audit record written in the same transaction as the change.
 */
export interface ResourceHooks {
  authorize(c: Context<AppEnv>, rule: AccessRule, resource: ResourceDefinition, verb: Verb): Promise<void>;
  audit(c: Context<AppEnv>, trx: Transaction<unknown>, event: AuditEvent): Promise<void>;
}

/**
 * Foundation stage: there are no accounts yet, so every caller may use every resource, and changes are
 * recorded in the structured log. The accounts issue replaces this with token and role checks and an
 * audit table.
 */
export function openAccessHooks(logger: Logger): ResourceHooks {
  return {
    authorize: async () => {},
    audit: async (c, _trx, event) => {
      logger.info('audit', {
        requestId: c.get('requestId'),
        action: event.action,
        entity: event.entity,
        entityId: event.entityId,
      });
    },
  };
}
