import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { AppEnv } from '../lib/app-env.ts';
import type { Logger } from '../lib/logger.ts';
import type { AccessRule, ResourceDefinition, RowScope, Verb, WriteEvent } from './define-resource.ts';

export type { WriteEvent };

/** Everything a permission decision may depend on. */
export interface AccessRequest {
  resource: ResourceDefinition;
  verb: Verb;
  rule: AccessRule;
  /** The record addressed by `/x/{id}`. */
  id?: number | undefined;
  /** Set when the resource is read through `include` from a parent (with the parent's id on `/x/{id}`). */
  via?: { resource: ResourceDefinition; id?: number | undefined } | undefined;
  /** The validated body of a create or update. */
  body?: Record<string, unknown> | undefined;
}

/**
 * The seams every resource request passes through: the permission check before any data is read or
 * written, `onWrite` inside the write's transaction (the audit record, dependent changes), and
 * `afterCommit` for what must only happen once the change is durable (mail).
 */
export interface ResourceHooks {
  /**
   * Refuses by throwing. A read may also be allowed for some rows only: the scope returned narrows this
   * request's lists, counts, finds and includes of the resource, on top of the declaration's own scope.
   */
  authorize(c: Context<AppEnv>, request: AccessRequest): Promise<RowScope | undefined | void>;
  onWrite(c: Context<AppEnv>, trx: Transaction<any>, event: WriteEvent): Promise<void>;
  afterCommit?(c: Context<AppEnv>, event: WriteEvent): Promise<void>;
}

/** For tests of the factory alone: everyone may do everything, and writes are logged. */
export function openAccessHooks(logger: Logger): ResourceHooks {
  return {
    authorize: async () => {},
    onWrite: async (c, _trx, event) => {
      logger.info('write', {
        requestId: c.get('requestId'),
        action: event.action,
        entity: event.resource.name,
        entityId: event.entityId,
      });
    },
  };
}
