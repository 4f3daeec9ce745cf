import type { Context } from 'hono';
import type { AppEnv, Principal } from '../lib/app-env.ts';

/**
 * A request's context as a job sees it long after the request: the path parameters and the caller, no
 * more. Resource scopes (which contracts a module holds) are written against Hono's context; a job
 * re-derives the same scope from this, so an export run in the background reads exactly the rows the
 * list showed. Anything else asked of it throws, so a scope that starts to need more fails loudly in tests.
 *
 * @example
 * const model = kit.modelFor(detachedContext({ module: 'ach' }, principal));
 */
export function detachedContext(
  params: Record<string, string>,
  principal: Principal | undefined,
): Context<AppEnv> {
  const vars: Record<string, unknown> = { principal };
  const req = {
    param: (name?: string) => (name === undefined ? { ...params } : params[name]),
  };
  return new Proxy(
    { req, get: (key: string) => vars[key], var: vars },
    {
      get(target, key) {
        if (key in target) return target[key as keyof typeof target];
        throw new Error(`A job's context has no "${String(key)}"`);
      },
    },
  ) as unknown as Context<AppEnv>;
}
