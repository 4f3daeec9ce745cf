import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

/**
 * The caller's address for throttling and the audit log: the socket's peer, or, behind a trusted proxy,
 * the first address of X-Forwarded-For (which anyone could forge when no proxy strips it).
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string | undefined;
    if (trustProxy) address = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (tests) have no socket.
      }
    }
    c.set('clientAddress', (address ?? 'unknown').slice(0, 64));
    await next();
  };
}
