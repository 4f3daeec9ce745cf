import type { Principal } from './principal.ts';

/** Who is asking, for features that must not reach into the auth feature for the type. */
export type { Principal };

/** Variables every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The caller's address (the proxy's X-Forwarded-For only when TRUST_PROXY is set). */
    clientAddress: string;
    /** Set when a valid bearer token came with the request. */
    principal: Principal | undefined;
  };
}
