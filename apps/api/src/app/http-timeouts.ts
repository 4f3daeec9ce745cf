import type { Server } from 'node:http';

/**
 * Node's HTTP timeouts, set on purpose rather than left at their defaults (README "HTTP connections").
 *
 * - `keepAliveTimeout` 65 s: an idle kept-alive connection stays open longer than the idle timeout of
 *   common load balancers and proxies (60 s), so it is always the client side that closes it. With
 *   Node's default of 5 s the server closed connections a client was just reusing, and the client saw
 *   ECONNRESET. The `Keep-Alive: timeout=65` header tells clients such as undici to close first.
 * - `headersTimeout` 66 s: longer than the keep-alive timeout, as Node requires for a reused connection
 *   whose next request starts just before it would be closed; a client sending headers slower than that
 *   is holding a connection, not using it.
 * - `requestTimeout` 120 s: a whole request, body included; a 10 MB document upload on a slow line
 *   (about 1 Mbit/s) takes 80 s.
 */
export const HTTP_TIMEOUTS = {
  keepAliveTimeout: 65_000,
  headersTimeout: 66_000,
  requestTimeout: 120_000,
} as const;

export function applyHttpTimeouts(server: Pick<Server, keyof typeof HTTP_TIMEOUTS>): void {
  Object.assign(server, HTTP_TIMEOUTS);
}
